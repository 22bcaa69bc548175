// People pickers at any size (issue 31 §1, decision 035): an institution's list of up to
// PICKER_ALL_UP_TO people is offered whole as checkboxes; above that the form lists only the people already
// chosen and takes the others by name, one a line, resolved here through the list's `q=` search. Either way
// the new membership is computed from what the form showed, so a person it did not show is never removed.
import { API_PAGE_SIZE } from "~/api/contract/people";
import type { Submission } from "@conform-to/react";
import { replyInvalid } from "~/lib/forms.server";
import { fullName } from "~/lib/person-name";

/** Up to this many people the picker is the whole list (7 pages of the API); above, chosen + added by name. */
export const PICKER_ALL_UP_TO = 100;
/** Lines a name field resolves at most in one submission (one search each, within the Workers subrequest limit). */
export const PICKER_MAX_LINES = 20;

type Page<T> = { count: number; results: T[] };
export type Nameable = { id: number; first_name: string; last_name: string; email: string | null };

/** The whole list when it has at most PICKER_ALL_UP_TO people, else null (with the count). */
export async function wholeListIfSmall<T>(
  load: (page: number) => Promise<Page<T>>,
): Promise<{ all: T[] | null; count: number }> {
  const first = await load(1);
  if (first.count > PICKER_ALL_UP_TO) return { all: null, count: first.count };
  const pages = Math.ceil(first.count / API_PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => load(i + 2)));
  return { all: [first, ...rest].flatMap((page) => page.results), count: first.count };
}

/** Every page of a list the user chose (a program's members), bounded by `maxPages`. */
export async function pagesUpTo<T>(load: (page: number) => Promise<Page<T>>, maxPages: number): Promise<T[]> {
  const first = await load(1);
  const pages = Math.min(maxPages, Math.ceil(first.count / API_PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => load(i + 2)));
  return [first, ...rest].flatMap((page) => page.results);
}

/** The ids of a hidden "shown" field ("3,5,8"); anything else is dropped. */
export function idsOf(text: FormDataEntryValue | null): number[] {
  if (typeof text !== "string") return [];
  return [...new Set(text.split(",").map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);
}

/** Who the form showed; a post without the field (not from the form) replaces the whole list, as the API does. */
export function shownIn(formData: FormData, name: string, current: number[]): number[] {
  return formData.has(name) ? idsOf(formData.get(name)) : current;
}

/**
 * The membership after a save: the current one, less those the form showed and the user unchecked, plus the
 * checked and the added. A member the form did not show stays.
 */
export function nextMembers(current: number[], shown: number[], checked: number[], added: number[]): number[] {
  const kept = new Set(checked);
  const unchecked = new Set(shown.filter((id) => !kept.has(id)));
  return [...new Set([...current.filter((id) => !unchecked.has(id)), ...checked, ...added])];
}

/** The non-empty lines of a name field, trimmed, without repeats. */
export function linesOf(text: string | undefined): string[] {
  return [...new Set((text ?? "").split(/\r?\n/).map((line) => line.replace(/\s+/g, " ").trim()))].filter(Boolean);
}

const EMAIL = /^[^\s@()]+@[^\s@()]+\.[^\s@()]+$/;
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

/**
 * One typed line → one person. A line is a name ("Ana Pérez"), optionally with the e-mail in brackets
 * ("Ana Pérez (ana@x.co)", as the pickers label people) to tell namesakes apart, or a bare e-mail: the API's `q`
 * matches a whole e-mail where the list shows e-mails (not under secure_emails: there it matches nobody).
 */
export async function resolveLine<T extends Nameable>(line: string, search: (q: string) => Promise<T[]>): Promise<T[]> {
  const bracket = /^(.*?)\s*\(([^()]*@[^()]*)\)$/.exec(line);
  const name = (bracket ? bracket[1]! : line).trim();
  const email = bracket ? bracket[2]!.trim().toLowerCase() : null;
  if (!name) return [];
  if (EMAIL.test(name)) return withEmail(name, search);
  const found = await search(name.slice(0, 100));
  const byEmail = email ? found.filter((p) => p.email?.toLowerCase() === email) : found;
  if (byEmail.length <= 1) return byEmail;
  // Several contain the text: one whose whole name is the line is the one meant.
  const exact = byEmail.filter((p) => fold(fullName(p)) === fold(name));
  return exact.length === 1 ? exact : byEmail;
}

/** The people whose e-mail is `email` (any case), as the list shows them: one at most. */
export async function withEmail<T extends Nameable>(email: string, search: (q: string) => Promise<T[]>): Promise<T[]> {
  const wanted = email.trim().toLowerCase();
  if (!EMAIL.test(wanted) || wanted.length > 254) return [];
  return (await search(wanted)).filter((p) => p.email?.toLowerCase() === wanted);
}

export type Resolved<T = Nameable> = {
  ids: number[];
  people: T[];
  unmatched: string[];
  ambiguous: string[];
  tooMany: boolean;
};

/** Every line of a name field resolved: the people found, the lines that matched nobody, or several. */
export async function resolveLines<T extends Nameable>(
  text: string | undefined,
  search: (q: string) => Promise<T[]>,
): Promise<Resolved<T>> {
  const lines = linesOf(text);
  if (lines.length > PICKER_MAX_LINES) return { ids: [], people: [], unmatched: [], ambiguous: [], tooMany: true };
  const found = await Promise.all(lines.map((line) => resolveLine(line, search)));
  const result: Resolved<T> = { ids: [], people: [], unmatched: [], ambiguous: [], tooMany: false };
  found.forEach((people, i) => {
    const [person] = people;
    if (people.length !== 1 || !person) (people.length === 0 ? result.unmatched : result.ambiguous).push(lines[i]!);
    else if (!result.ids.includes(person.id)) {
      result.ids.push(person.id);
      result.people.push(person);
    }
  });
  return result;
}

/** The field's errors for what did not resolve, in the user's language, each typed line quoted. */
export function resolveErrors(
  resolved: Resolved<unknown>,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (resolved.tooMany) return [t("common:picker.tooMany", { max: PICKER_MAX_LINES })];
  const quoted = (lines: string[]) => lines.map((line) => `«${line}»`).join(", ");
  const errors: string[] = [];
  if (resolved.unmatched.length > 0) errors.push(t("common:picker.unmatched", { lines: quoted(resolved.unmatched) }));
  if (resolved.ambiguous.length > 0) errors.push(t("common:picker.ambiguous", { lines: quoted(resolved.ambiguous) }));
  return errors;
}

/** The reply of a form whose schema or typed names failed: the schema's errors plus the names' on `name`. */
export function replyWithNameErrors<T>(submission: Submission<T>, name: string, errors: string[]) {
  if (submission.status === "success") return submission.reply({ fieldErrors: { [name]: errors } });
  const result = replyInvalid(submission);
  return errors.length === 0 ? result : { ...result, error: { ...(result.error ?? {}), [name]: errors } };
}
