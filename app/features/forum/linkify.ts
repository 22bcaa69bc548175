// Plain-text content with its http and https links made clickable; everything else stays text (React
// escapes it), so no markup a user writes is ever interpreted.
import { httpUrl } from "~/lib/http-url";

export type ContentPart = { kind: "text"; text: string } | { kind: "link"; href: string; text: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"]+/gi;
// Punctuation that usually ends a sentence, not the link.
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function linkify(content: string): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of content.matchAll(URL_PATTERN)) {
    const raw = match[0];
    const url = raw.replace(TRAILING, "");
    const start = match.index ?? 0;
    const href = httpUrl(url)?.href;
    if (!href) continue;
    if (start > last) parts.push({ kind: "text", text: content.slice(last, start) });
    parts.push({ kind: "link", href, text: url });
    last = start + url.length;
  }
  if (last < content.length) parts.push({ kind: "text", text: content.slice(last) });
  return parts;
}
