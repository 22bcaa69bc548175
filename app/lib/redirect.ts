// Safe in-app redirect targets: only same-origin absolute paths survive (no `//x`, `/\x`, schemes, controls).
const FALLBACK = "/";

export function safeRedirectPath(value: unknown, fallback = FALLBACK): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  let decoded = value;
  try {
    // Decode twice to catch double-encoded slashes and controls.
    decoded = decodeURIComponent(decodeURIComponent(value));
  } catch {
    return fallback;
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith("/")) return fallback;
    if (candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
    // Control characters and whitespace: browsers strip tabs/newlines, turning "/\t/x" into "//x".
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here.
    if (/[\u0000-\u001f\u007f\s\\]/.test(candidate)) return fallback;
  }
  // Resolve against a dummy origin; anything that leaves it is rejected.
  try {
    const url = new URL(value, "http://app.invalid");
    if (url.origin !== "http://app.invalid" || url.pathname.startsWith("//")) return fallback; // "/.//x" normalises to "//x"
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

export function loginRedirectPath(target: string): string {
  const safe = safeRedirectPath(target, "");
  if (!safe || safe === "/" || safe.startsWith("/login")) return "/login";
  return `/login?redirectTo=${encodeURIComponent(safe)}`;
}
