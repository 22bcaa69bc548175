// User-supplied URLs (docs/house-rules.md#decisions-already-taken): only absolute http and https URLs are accepted on input and rendered as links.

/** The URL, normalised, when `value` is an absolute http(s) URL; null otherwise. */
export function httpUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}
