// Server helpers of the people screens: who may see them, the institution's words, the invite actions.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiUser } from "~/api/contract/usuario";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { termsOf, termWords, type TermWords } from "~/lib/terms";
import { INVITE_SCHEMAS } from "./invite.schema";
import { EMAIL_FIELD, type PeopleKind } from "./kinds";
import { readForm } from "~/lib/form-body.server";

/** An institution administrator and "their" institution (the first one they administer). */
export async function requireAdmin(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request, { role: "institution" });
  return { user, entidadId: user.entidad_entidad[0]!.id };
}

/** Translations of the people catalog plus the institution's words for mentors and entrepreneurs. */
export async function peopleT(request: Request, user: ApiUser) {
  const t = await i18nServer.getFixedT(request, "people");
  const words: TermWords = termWords(t, termsOf(user));
  return { t, words };
}

/** The person `username` of the institution `entidadId` (a mentor when `mentor`), or a 404. */
export async function requireMember(
  context: AppLoadContext,
  entidadId: number,
  username: string,
  opts: { mentor: boolean },
): Promise<ApiUser> {
  const person = await context.api.usuario.byIdOrUsername(username).catch((error: unknown) => {
    if (error instanceof Response && error.status >= 500) throw error;
    throw new Response("Not Found", { status: 404 });
  });
  const member = person.entidad_miembro.some((e) => e.id === entidadId);
  if (!member || person.mentor !== opts.mentor || person.username !== username) {
    throw new Response("Not Found", { status: 404 });
  }
  return person;
}

export { pageOrFirst } from "~/lib/pagination.server";
import { PEOPLE_LIST_PATH } from "~/paths";

const INVITE_MESSAGES: Record<PeopleKind, { success: string; failed: string }> = {
  // Core spec › Error catalogue "Staff invite", "Entrepreneur invite"; second spec › Error catalogue mentor invite.
  funcionario: { success: "people:invite.created", failed: "people:invite.staffFailed" },
  emprendedor: { success: "people:invite.statusMail", failed: "people:invite.entrepreneurFailed" },
  mentor: { success: "people:invite.created", failed: "people:invite.mentorFailed" },
};

/** Invite one person: validate, call the API, back to the list with a flash; failures keep the values. */
export async function inviteOne(context: AppLoadContext, request: Request, kind: PeopleKind) {
  await requireAdmin(context, request);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: INVITE_SCHEMAS[kind] });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  const value = submission.value as { first_name: string; last_name: string } & Record<string, string>;
  const emailField = EMAIL_FIELD[kind];
  const person = {
    first_name: value.first_name,
    last_name: value.last_name,
    email: value[emailField]!.toLowerCase(),
  };
  const { success, failed } = INVITE_MESSAGES[kind];
  let estado: string;
  try {
    const api = context.api.people;
    const result =
      kind === "funcionario"
        ? await api.inviteStaff({
            funcionario: person.email,
            first_name: person.first_name,
            last_name: person.last_name,
          })
        : kind === "emprendedor"
          ? await api.inviteEntrepreneur({
              emprendedor: person.email,
              first_name: person.first_name,
              last_name: person.last_name,
            })
          : await api.inviteMentor({
              mentor: person.email,
              first_name: person.first_name,
              last_name: person.last_name,
            });
    estado = result.estado;
  } catch (error) {
    const failure = expectApiFailure(error);
    const fields = ["first_name", "last_name", emailField];
    const fieldErrors: Record<string, string[]> = {};
    const formErrors = [failed];
    if (failure.kind === "unavailable") formErrors.push("common:form.unavailable");
    for (const [field, messages] of Object.entries(failure.fieldErrors)) {
      // The API names the e-mail `email` in some answers; it belongs to the form's e-mail field.
      const target = field === "email" ? emailField : field;
      if (fields.includes(target)) fieldErrors[target] = messages.slice(0, 1);
      else if (messages[0]) formErrors.push(`${field} : ${messages[0]}`);
    }
    formErrors.push(...failure.formErrors);
    return json(submission.reply({ fieldErrors, formErrors }), {
      status: failure.kind === "unavailable" ? 503 : 400,
    });
  }
  const flash =
    estado === "ya_miembro"
      ? ({ type: "info", key: "people:invite.alreadyMember" } as const)
      : ({ type: "success", key: success } as const);
  return redirect(PEOPLE_LIST_PATH[kind], { headers: withFlash(flash, context.session.secure) });
}
