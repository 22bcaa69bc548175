// The name of a session created without one (core spec › Validation rules: "it defaults to a generated name combining
// program, tool and company"): "{program} · {tool} · {company or mentee name}", leaving out what is unknown.

export function defaultSessionName(parts: {
  program?: string | null | undefined;
  tool?: string | null | undefined;
  /** The company, or the mentee's name (Individual sessions; a group with one participant). */
  who?: string | null | undefined;
  /** Used when nothing else is known (no tool and several participants). */
  fallback: string;
}): string {
  const name = [parts.program, parts.tool, parts.who]
    .map((p) => p?.trim() ?? "")
    .filter(Boolean)
    .join(" · ");
  return (name || parts.fallback).slice(0, 300);
}
