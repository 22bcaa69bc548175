// How a recording's URL is shown (second spec › Screens and routes "Event video page"): only http(s) URLs are rendered at all
// (docs/house-rules.md#user-supplied-urls); a video file the page may play (CSP media-src 'self': same origin) gets a
// player, anything else a link.

import { httpUrl } from "~/lib/http-url";

const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

export type Recording = { kind: "player" | "link"; url: string };

export function recordingOf(url: string, appOrigin: string): Recording | null {
  const parsed = httpUrl(url);
  if (!parsed) return null;
  const playable = parsed.origin === appOrigin && VIDEO_FILE.test(parsed.pathname);
  return { kind: playable ? "player" : "link", url: parsed.href };
}
