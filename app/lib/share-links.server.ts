// The session details page's 'Agregar a Google Calendar' and 'Compartir por WhatsApp' (issue 29 §1): the same
// links the reminder e-mail carries (app/shared/share-links.ts), written in the viewer's language and zone.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSession } from "~/api/contract/calendario";
import { zoneCountry } from "~/lib/intl";
import { formatApiDateTime, userTimeZone } from "~/lib/time.server";
import { apiWallClockMs, googleCalendarUrl, whatsappShareUrl } from "~/shared/share-links";
import { startCallPath } from "~/paths";

export type ShareLinks = { google: string; whatsapp: string };

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * The links in the viewer's language and zone. `joinUrl`: the session's public registration link when its manager
 * has one, else the app's join page. Null for a session whose times are not valid.
 */
export function sessionShareLinks(
  context: AppLoadContext,
  request: Request,
  session: Pick<ApiSession, "slug" | "nombre" | "fecha_inicio" | "fecha_fin">,
  { t, locale, joinUrl }: { t: Translate; locale: string; joinUrl?: string | null },
): ShareLinks | null {
  const startMs = apiWallClockMs(session.fecha_inicio);
  const endMs = apiWallClockMs(session.fecha_fin);
  const zone = userTimeZone(request);
  const when = formatApiDateTime(session.fecha_inicio, zone.zone, locale);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs) || !when) return null;
  const url = joinUrl ?? `${context.env.APP_URL.replace(/\/+$/, "")}${startCallPath(session.slug)}`;
  return {
    google: googleCalendarUrl({
      title: session.nombre,
      startMs,
      endMs,
      details: t("calendar:share.googleDetails", { url }),
      location: url,
    }),
    whatsapp: whatsappShareUrl(
      t("calendar:share.whatsappText", { name: session.nombre, when, zone: zoneCountry(zone, locale), url }),
    ),
  };
}
