// The spec's external links (core spec › What the product does and for whom: a mentor landing page, the help desk, a help video playlist and
// social network pages; core spec › Screens and routes 'Mis documentos': an external content folder; second spec › Screens and routes: the marketplace's
// first-visit video) are configuration, like HELP_DESK_URL: unset, the platform shows no link to them.
import type { AppEnv } from "./env.server";

export type ExternalLink = { label: string; url: string };

/** At most this many social links in the footer. */
const MAX_SOCIAL_LINKS = 8;

function webUrl(value: unknown): string | null {
  if (typeof value !== "string" || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
}

/** SOCIAL_LINKS: JSON `[{"label": "LinkedIn", "url": "https://…"}]`; entries that are not http(s) are dropped. */
export function socialLinks(env: AppEnv): ExternalLink[] {
  if (!env.SOCIAL_LINKS) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(env.SOCIAL_LINKS);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .flatMap((entry: unknown) => {
      const { label, url } = (entry ?? {}) as { label?: unknown; url?: unknown };
      const href = webUrl(url);
      return typeof label === "string" && label.trim() && href ? [{ label: label.trim().slice(0, 40), url: href }] : [];
    })
    .slice(0, MAX_SOCIAL_LINKS);
}

export function externalLinks(env: AppEnv) {
  return {
    mentorLanding: webUrl(env.MENTOR_LANDING_URL),
    contentFolder: webUrl(env.CONTENT_FOLDER_URL),
    marketplaceVideo: webUrl(env.MARKETPLACE_VIDEO_URL),
    social: socialLinks(env),
  };
}
