// The people pickers of the staff session form (decision 035): the options, and the people typed by name
// joining the session, with what the form showed and the user unchecked leaving.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSession } from "~/api/contract/calendario";
import { i18nServer } from "~/lib/i18n.server";
import {
  nextMembers,
  PICKER_MAX_LINES,
  resolveErrors,
  resolveLine,
  resolveLines,
  shownIn,
  withEmail,
  type Nameable,
} from "~/lib/people-picker.server";
import { fullName } from "~/lib/person-name";
import {
  institutionEntrepreneurs,
  institutionMentors,
  institutionTools,
  sessionEntrepreneurs,
  type Person,
} from "./scheduling.server";

/**
 * The pickers of the staff form: the institution's tools by program, mentors and entrepreneurs (null when they are
 * too many for checkboxes: the form then lists the session's own and takes names, see pickerEntrepreneurs).
 */
export async function staffOptions(context: AppLoadContext, entidadId: number) {
  const [tools, mentors, entrepreneurs] = await Promise.all([
    institutionTools(context, entidadId),
    institutionMentors(context, entidadId),
    institutionEntrepreneurs(context, entidadId),
  ]);
  return { tools, mentors, entrepreneurs };
}

/** The session's board mentors besides its mentor (what a form over a long mentor list shows). */
export function sessionBoardMentors(session: ApiSession | null): Person[] {
  return (session?.mentores ?? [])
    .filter((m) => m.id !== session?.mentor)
    .map((m) => ({ id: m.id, name: fullName(m), email: null }));
}

/**
 * The entrepreneurs a staff form offers, and whether it takes more by name (a long list); the same for the board's
 * extra mentors (null: every mentor, as the 'Mentor' select; the mentor is typed by name when `mentors` is null).
 */
export function pickerEntrepreneurs(all: Person[] | null, session: ApiSession | null, mentors: Person[] | null) {
  const boardMentors = mentors === null ? sessionBoardMentors(session) : null;
  return { entrepreneurs: all ?? sessionEntrepreneurs(session), addPeople: all === null, boardMentors };
}

/**
 * Over a long mentor list, the 'Mentor' typed in 'mentor_nombre' becomes the form's 'mentor': the session's own
 * mentor while the text is their name unchanged, else the one mentor the name (or "Name (e-mail)", or an e-mail)
 * finds. Empty: no mentor, so the schema's required message; nobody or several: the field's Spanish error.
 */
export async function typedMentor(
  context: AppLoadContext,
  request: Request,
  entidadId: number,
  formData: FormData,
  session: ApiSession | null,
): Promise<{ person: Person | null; errors: string[] }> {
  const text = String(formData.get("mentor_nombre") ?? "")
    .replace(/\s+/g, " ")
    .trim();
  formData.delete("mentor");
  if (!text) return { person: null, errors: [] };
  if (session && text === session.nombre_mentor.replace(/\s+/g, " ").trim()) {
    formData.set("mentor", String(session.mentor));
    return { person: { id: session.mentor, name: session.nombre_mentor, email: null }, errors: [] };
  }
  const search = (q: string) => context.api.people.mentors(entidadId, { q }).then((page) => page.results);
  const found = await resolveLine<Nameable>(text, search);
  const [mentor] = found;
  if (found.length === 1 && mentor) {
    formData.set("mentor", String(mentor.id));
    return { person: { id: mentor.id, name: fullName(mentor), email: mentor.email }, errors: [] };
  }
  const none = found.length === 0;
  const resolved = {
    ids: [],
    people: [],
    unmatched: none ? [text] : [],
    ambiguous: none ? [] : [text],
    tooMany: false,
  };
  return { person: null, errors: resolveErrors(resolved, await i18nServer.getFixedT(request, "common")) };
}

/**
 * 'Pegar correos' over long lists: each pasted e-mail the form did not show, looked up by the lists' `q=` (an exact
 * e-mail matches where the list shows e-mails), one search a list, at most PICKER_MAX_LINES e-mails.
 */
export async function pastedInLists(
  context: AppLoadContext,
  entidadId: number,
  emails: string[],
  lists: { entrepreneurs: boolean; mentors: boolean },
): Promise<{ entrepreneurs: number[]; mentors: number[]; unknown: string[]; tooMany: boolean }> {
  const result = { entrepreneurs: [] as number[], mentors: [] as number[], unknown: [] as string[], tooMany: false };
  if (emails.length > PICKER_MAX_LINES) return { ...result, tooMany: true };
  const look = (list: boolean, load: (q: string) => Promise<Nameable[]>, email: string) =>
    list ? withEmail(email, load) : Promise.resolve([]);
  const entrepreneurs = (q: string) => context.api.people.entrepreneurs(entidadId, { q }).then((p) => p.results);
  const mentors = (q: string) => context.api.people.mentors(entidadId, { q }).then((p) => p.results);
  const found = await Promise.all(
    emails.map((email) =>
      Promise.all([look(lists.entrepreneurs, entrepreneurs, email), look(lists.mentors, mentors, email)]),
    ),
  );
  found.forEach(([asEntrepreneur, asMentor], i) => {
    if (asEntrepreneur[0]) result.entrepreneurs.push(asEntrepreneur[0].id);
    else if (asMentor[0]) result.mentors.push(asMentor[0].id);
    else result.unknown.push(emails[i]!);
  });
  return result;
}

/** Over a long mentor list, the board's extra mentors typed in 'mentores_nuevos' join; only unchecked shown leave. */
export async function addTypedMentors(
  context: AppLoadContext,
  request: Request,
  entidadId: number,
  formData: FormData,
  session: ApiSession | null,
) {
  const search = (q: string) => context.api.people.mentors(entidadId, { q }).then((page) => page.results);
  const added = await resolveLines<Nameable>(String(formData.get("mentores_nuevos") ?? ""), search);
  const current = (session?.mentores ?? []).map((m) => m.id).filter((id) => id !== session?.mentor);
  const checked = formData.getAll("mentores").map(Number);
  formData.delete("mentores");
  for (const id of nextMembers(current, shownIn(formData, "mentores_vistos", current), checked, added.ids)) {
    formData.append("mentores", String(id));
  }
  return resolveErrors(added, await i18nServer.getFixedT(request, "common"));
}

/**
 * Over a long list, the names typed in 'sub_grupo_nuevos': the mentee of an Individual session when none is
 * chosen (one name), else participants; of the session's participants only those shown and unchecked leave.
 */
export async function addTypedEntrepreneurs(
  context: AppLoadContext,
  request: Request,
  entidadId: number,
  formData: FormData,
  session: ApiSession | null,
) {
  const search = (q: string) => context.api.people.entrepreneurs(entidadId, { q }).then((page) => page.results);
  const added = await resolveLines<Nameable>(String(formData.get("sub_grupo_nuevos") ?? ""), search);
  if (formData.get("tipo") === "Individual" && !formData.get("usuario_individual") && added.ids.length === 1) {
    formData.set("usuario_individual", String(added.ids[0]));
  } else {
    const current = session?.sub_grupo.map((p) => p.id) ?? [];
    const checked = formData.getAll("sub_grupo").map(Number);
    formData.delete("sub_grupo");
    for (const id of nextMembers(current, shownIn(formData, "sub_grupo_vistos", current), checked, added.ids)) {
      formData.append("sub_grupo", String(id));
    }
  }
  const people: Person[] = added.people.map((p) => ({ id: p.id, name: fullName(p), email: p.email }));
  return { people, errors: resolveErrors(added, await i18nServer.getFixedT(request, "common")) };
}
