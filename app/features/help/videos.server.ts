// The help videos (second spec › The calls it makes video search, at most 18; core spec › Business constants and limits): a configured list (HELP_VIDEOS, JSON
// `[{"id": "<YouTube id>", "title": "…"}]`) shown as links with a local poster, never an embed on load.
// Unset, the demo list below links each title to a search on the video platform.
import { z } from "zod";
import type { AppEnv } from "~/lib/env.server";

export const MAX_VIDEOS = 18;

const configSchema = z.array(z.object({ id: z.string().regex(/^[\w-]{6,20}$/), title: z.string().min(1).max(200) }));

export type HelpVideo = { title: string; url: string };

const DEMO_TITLES = [
  "Bienvenida a la plataforma",
  "Cómo crear tu cuenta",
  "Cómo completar tu perfil de mentor",
  "Cómo configurar tu disponibilidad",
  "Cómo agendar una mentoría",
  "Cómo pagar una sesión en el marketplace",
  "Cómo entrar a la videollamada",
  "Cómo registrar el acta de una sesión",
  "Cómo registrar la asistencia",
  "Cómo calificar una sesión",
  "Cómo crear un plan de trabajo",
  "Cómo registrar actividades y observaciones",
  "Cómo registrar los indicadores de tu empresa",
  "Cómo crear un programa",
  "Cómo invitar mentores y emprendedores",
  "Cómo descargar reportes",
  "Cómo usar el foro",
  "Cómo sincronizar tu calendario",
];

export function helpVideos(env: AppEnv): HelpVideo[] {
  if (env.HELP_VIDEOS) {
    try {
      const parsed = configSchema.safeParse(JSON.parse(env.HELP_VIDEOS));
      if (parsed.success) {
        return parsed.data
          .slice(0, MAX_VIDEOS)
          .map((v) => ({ title: v.title, url: `https://www.youtube.com/watch?v=${encodeURIComponent(v.id)}` }));
      }
    } catch {
      // Invalid JSON: the demo list below.
    }
    console.error("HELP_VIDEOS is not a JSON list of {id, title}: the demo list is shown");
  }
  return DEMO_TITLES.map((title) => ({
    title,
    url: `https://www.youtube.com/results?${new URLSearchParams({ search_query: title })}`,
  }));
}

/** Lowercase without accents, so 'sesion' finds 'sesión'. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The videos whose title has every word of `q` (all when blank), at most 18. */
export function searchVideos(videos: HelpVideo[], q: string): HelpVideo[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return videos.filter((v) => words.every((w) => fold(v.title).includes(w))).slice(0, MAX_VIDEOS);
}
