// The people pickers of the staff session form (decision 035): the options, and the people typed by name
// joining the session, with what the form showed and the user unchecked leaving.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSession } from "~/api/contract/calendario";
import { i18nServer } from "~/lib/i18n.server";
import {
  nextMembers,
  PICKER_ALL_UP_TO,
  resolveErrors,
  resolveLines,
  shownIn,
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

/**
 * The entrepreneurs a staff form offers, and whether it takes more by name (a long list); the same for the board's
 * extra mentors (null: every mentor, as the 'Mentor' select).
 */
export function pickerEntrepreneurs(all: Person[] | null, session: ApiSession | null, mentors: Person[]) {
  const boardMentors =
    mentors.length > PICKER_ALL_UP_TO
      ? (session?.mentores ?? [])
          .filter((m) => m.id !== session?.mentor)
          .map((m) => ({ id: m.id, name: fullName(m), email: null }))
      : null;
  return { entrepreneurs: all ?? sessionEntrepreneurs(session), addPeople: all === null, boardMentors };
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
