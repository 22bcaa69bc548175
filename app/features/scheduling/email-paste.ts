// 'Pegar correos' (core spec › States and transitions "Session states"): every user whose e-mail appears in the pasted text is
// selected. Pure, so the action (JS off) and the browser (live, JS on) match the same way.

/** Something that looks like an e-mail address: no spaces, separators or brackets around the @. */
const EMAIL = /[^\s,;:<>()[\]{}"'|/\\]+@[^\s,;:<>()[\]{}"'|/\\]+\.[^\s,;:<>()[\]{}"'|/\\.]+/g;

/** The distinct e-mail addresses of a pasted text, lower-cased, in order of appearance. */
export function emailsIn(text: string): string[] {
  const found = (text.match(EMAIL) ?? []).map((e) => e.toLowerCase().replace(/\.+$/, ""));
  return [...new Set(found)];
}

export type Matchable = { id: number; email: string | null };

/** The ids of the people whose e-mail is in `text`, and the pasted addresses nobody has. */
export function matchEmails(text: string, people: readonly Matchable[]): { ids: number[]; unknown: string[] } {
  const byEmail = new Map<string, number>();
  for (const person of people) {
    if (person.email) byEmail.set(person.email.trim().toLowerCase(), person.id);
  }
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const email of emailsIn(text)) {
    const id = byEmail.get(email);
    if (id === undefined) unknown.push(email);
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids, unknown };
}
