// The server side of the session forms: what the staff and mentor forms need, and their actions (the
// e-mail paste, the default name, the conversion to the API's Bogota wall-clock, conflicts and failures).
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSession, SessionBody } from "~/api/contract/calendario";
import type { ApiUser } from "~/api/contract/usuario";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { termsOf, termWords } from "~/lib/terms";
import { userTimeZone, zoneLabel } from "~/lib/time.server";
import type { ConflictView } from "./conflict-notice";
import { matchEmails } from "./email-paste";
import {
  alternativesOf,
  fromLocalInput,
  mentorTools,
  sessionEntrepreneurs,
  suggestionsOf,
  toLocalInput,
  weekOf,
} from "./scheduling.server";
import { defaultSessionName } from "./session-name";
import { mentorEditSchema, sessionCreateSchema, sessionEditSchema } from "./session.schema";
import { readForm } from "~/lib/form-body.server";
import { zoneCountry } from "~/lib/intl";
import { throwIfRefused } from "~/lib/refusal.server";
import { PICKER_MAX_LINES, replyWithNameErrors } from "~/lib/people-picker.server";
import {
  addTypedEntrepreneurs,
  addTypedMentors,
  pastedInLists,
  sessionBoardMentors,
  staffOptions,
  typedMentor,
} from "./session-people.server";

const STAFF_FIELDS = [
  "nombre",
  "mentor",
  "mentoria",
  "tipo",
  "visibility",
  "asistentes_max",
  "usuario_individual",
  "sub_grupo",
  "mentores",
];
const MENTOR_FIELDS = ["nombre", "mentoria"];
const LOCAL_PAIR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/;

export type FormReply = { result: SubmissionResult<string[]>; conflict: ConflictView | null };

/** zoneLabel with the country in the request's language ("Colômbia (America/Bogota)" in Portuguese). */
export async function localZoneLabel(request: Request): Promise<{ zone: string; label: string }> {
  const [option, locale] = [userTimeZone(request), await i18nServer.getLocale(request)];
  return { zone: option.zone, label: `${zoneCountry(option, locale)} (${option.zone})` };
}

/** The staff form's values of an existing session (edit), in the user's zone. */
export function staffValues(session: ApiSession, zone: string) {
  return {
    mentoria: session.mentoria ? String(session.mentoria) : "",
    mentor: String(session.mentor),
    tipo: session.tipo,
    visibility: session.visibility ? "on" : undefined,
    inicio: toLocalInput(session.fecha_inicio, zone),
    fin: toLocalInput(session.fecha_fin, zone),
    nombre: session.nombre,
    asistentes_max: String(session.asistentes_max),
    usuario_individual: session.usuario_individual ? String(session.usuario_individual) : "",
    sub_grupo: session.sub_grupo.map((p) => String(p.id)),
    mentores: session.mentores.filter((m) => m.id !== session.mentor).map((m) => String(m.id)),
    // Over a long mentor list the mentor is typed: their name, kept as is, keeps them.
    mentor_nombre: session.nombre_mentor,
  };
}

/** A chosen alternative ('inicio|fin' datetime-local values) replaces the typed start and end. */
function applyAlternative(formData: FormData) {
  const chosen = LOCAL_PAIR.exec(String(formData.get("alternativa") ?? ""));
  formData.delete("alternativa");
  if (!chosen) return;
  formData.set("inicio", chosen[1]!);
  formData.set("fin", chosen[2]!);
}

/** A failed write: refusals become error pages, a 409 the warning and its alternatives, the rest the form's. */
function failureReply(
  error: unknown,
  submission: Submission<unknown>,
  fields: string[],
  zone: string,
): ReturnType<typeof json<FormReply>> {
  const failure = throwIfRefused(error);
  const suggestion = failure.kind === "conflict" ? suggestionsOf(error) : null;
  if (suggestion) {
    const conflict: ConflictView = {
      warning: suggestion.warning,
      alternatives: alternativesOf(suggestion, zone).map((a) => ({
        value: `${toLocalInput(a.inicio, zone)}|${toLocalInput(a.fin, zone)}`,
        label: a.label,
      })),
    };
    return json({ result: submission.reply(), conflict }, { status: 409 });
  }
  return json(
    { result: replyWithFailure(submission, failure, { fields }), conflict: null },
    { status: failure.kind === "conflict" ? 400 : failureStatus(failure) },
  );
}

/** Create (POST /zoom_master/event) or edit (PUT /zoom_master/event/{id}) as institution staff. */
export async function staffSessionAction(
  context: AppLoadContext,
  request: Request,
  user: ApiUser,
  session: ApiSession | null,
) {
  const entidadId = session?.entidad ?? user.entidad_entidad[0]!.id;
  const formData = await readForm(request, context);
  applyAlternative(formData);
  const { zone } = zoneLabel(request);
  const [{ tools, mentors, entrepreneurs: all }, t] = await Promise.all([
    staffOptions(context, entidadId),
    i18nServer.getFixedT(request, "scheduling"),
  ]);
  // A long list: the session's own entrepreneurs, plus those typed by name.
  const typed = all ? null : await addTypedEntrepreneurs(context, request, entidadId, formData, session);
  const typedMentors = mentors ? [] : await addTypedMentors(context, request, entidadId, formData, session);
  // A long mentor list: the 'Mentor' typed by name (a post without the field keeps its 'mentor' id).
  const mentorTyped =
    !mentors && formData.has("mentor_nombre")
      ? await typedMentor(context, request, entidadId, formData, session)
      : { person: null, errors: [] };
  const entrepreneurs = all ?? [...sessionEntrepreneurs(session), ...(typed?.people ?? [])];

  // 'Pegar correos' on the server: whoever's e-mail is in the text joins the checked boxes; over long lists the
  // e-mails the form did not show are looked up in the lists.
  const board = formData.get("tipo") === "Junta Directiva";
  const knownMentors = mentors ?? sessionBoardMentors(session);
  const pasted = matchEmails(
    String(formData.get("correos") ?? ""),
    board ? [...entrepreneurs, ...knownMentors] : entrepreneurs,
  );
  const entrepreneurIds = new Set(entrepreneurs.map((p) => p.id));
  const joining = pasted.ids.map((id) => [entrepreneurIds.has(id) ? "sub_grupo" : "mentores", id] as const);
  const lists = { entrepreneurs: all === null, mentors: board && mentors === null };
  const looked =
    pasted.unknown.length > 0 && (lists.entrepreneurs || lists.mentors)
      ? await pastedInLists(context, entidadId, pasted.unknown, lists)
      : { entrepreneurs: [], mentors: [], unknown: pasted.unknown, tooMany: false };
  for (const id of looked.entrepreneurs) joining.push(["sub_grupo", id]);
  for (const id of looked.mentors) joining.push(["mentores", id]);
  for (const [name, id] of joining) {
    if (!formData.getAll(name).includes(String(id))) formData.append(name, String(id));
  }

  const schema = session ? sessionEditSchema : sessionCreateSchema;
  const submission = parseWithZod(formData, { schema });
  const nameFailed = (typed && typed.errors.length > 0) || typedMentors.length > 0 || mentorTyped.errors.length > 0;
  if (submission.status !== "success" || nameFailed) {
    const named = replyWithNameErrors(submission, "sub_grupo_nuevos", typed?.errors ?? []);
    const error = { ...(named.error ?? {}) };
    if (typedMentors.length > 0) error.mentores_nuevos = typedMentors;
    if (mentorTyped.errors.length > 0) {
      // The typed name is the mentor: its error stands for 'mentor required' too.
      delete error.mentor;
      error.mentor_nombre = mentorTyped.errors;
    }
    return json<FormReply>({ result: { ...named, error }, conflict: null }, { status: 400 });
  }
  const value = submission.value;
  if (looked.tooMany || looked.unknown.length > 0) {
    const message = looked.tooMany
      ? t("scheduling:session.tooManyEmails", { max: PICKER_MAX_LINES })
      : t("scheduling:session.unknownEmails", { emails: looked.unknown.join(", ") });
    return json<FormReply>(
      { result: submission.reply({ fieldErrors: { correos: [message] } }), conflict: null },
      { status: 400 },
    );
  }
  const fechaInicio = fromLocalInput(value.inicio, zone);
  const fechaFin = fromLocalInput(value.fin, zone);
  if (!fechaInicio || !fechaFin) {
    const fieldErrors: Record<string, string[]> = {};
    if (!fechaInicio) fieldErrors.inicio = ["scheduling:session.dstGap"];
    if (!fechaFin) fieldErrors.fin = ["scheduling:session.dstGap"];
    return json<FormReply>({ result: submission.reply({ fieldErrors }), conflict: null }, { status: 400 });
  }

  const individual = value.tipo === "Individual";
  const participants = individual ? [] : (value.sub_grupo ?? []);
  const tool = tools.tools.find((x) => x.id === value.mentoria);
  const soloName = individual
    ? entrepreneurs.find((p) => p.id === value.usuario_individual)?.name
    : participants.length === 1
      ? entrepreneurs.find((p) => p.id === participants[0])?.name
      : undefined;
  const mentorName = (mentors ?? []).find((m) => m.id === value.mentor)?.name ?? mentorTyped.person?.name;
  const body: SessionBody = {
    nombre:
      value.nombre ||
      defaultSessionName({
        program: tool?.programName,
        tool: tool?.nombre,
        who: soloName,
        fallback: [t(`scheduling:session.types.${value.tipo}`), mentorName].filter(Boolean).join(" · "),
      }),
    mentor: value.mentor,
    fecha_inicio: fechaInicio,
    fecha_fin: fechaFin,
    mentoria: value.mentoria ?? null,
    tipo: value.tipo,
    usuario_individual: individual ? (value.usuario_individual ?? null) : null,
    sub_grupo: participants,
    mentores: value.tipo === "Junta Directiva" ? (value.mentores ?? []).filter((id) => id !== value.mentor) : [],
    visibility: value.visibility ?? false,
    ...(value.asistentes_max ? { asistentes_max: value.asistentes_max } : {}),
  };
  try {
    if (session) await context.api.calendario.update(session.id, { ...body, cuenta_zoom: session.cuenta_zoom });
    else await context.api.calendario.create({ ...body, tema: "Consultoría" });
  } catch (error) {
    return failureReply(error, submission, STAFF_FIELDS, zone);
  }
  return redirect(weekOf(fechaInicio, zone), {
    headers: withFlash(
      // The staff form is the spec's event form (events service): 'Evento creado/editado exitosamente'.
      { type: "success", key: session ? "scheduling:session.eventEdited" : "scheduling:session.eventCreated" },
      context.session.secure,
    ),
  });
}

/** What the mentor form needs: the tools they mentor and the session's values in the user's zone. */
export async function mentorFormData(context: AppLoadContext, request: Request, user: ApiUser, session: ApiSession) {
  const { zone } = zoneLabel(request);
  const { groups } = await mentorTools(context, user.id);
  // The session's own tool stays choosable even if the mentor no longer mentors it.
  if (session.mentoria && !groups.some((g) => g.options.some((o) => o.value === String(session.mentoria)))) {
    groups.push({
      label: session.nombre_programa ?? "",
      options: [{ value: String(session.mentoria), label: session.nombre_mentoria ?? String(session.mentoria) }],
    });
  }
  return {
    tools: groups,
    values: {
      mentoria: session.mentoria ? String(session.mentoria) : "",
      inicio: toLocalInput(session.fecha_inicio, zone),
      fin: toLocalInput(session.fecha_fin, zone),
      nombre: session.nombre,
    },
  };
}

/** The session's mentor edits it: PUT /entity/events/{slug}. */
export async function mentorSessionAction(context: AppLoadContext, request: Request, session: ApiSession) {
  const formData = await readForm(request, context);
  applyAlternative(formData);
  const { zone } = zoneLabel(request);
  const submission = parseWithZod(formData, { schema: mentorEditSchema });
  if (submission.status !== "success") {
    return json<FormReply>({ result: replyInvalid(submission), conflict: null }, { status: 400 });
  }
  const value = submission.value;
  const fechaInicio = fromLocalInput(value.inicio, zone);
  const fechaFin = fromLocalInput(value.fin, zone);
  if (!fechaInicio || !fechaFin) {
    const fieldErrors: Record<string, string[]> = {};
    if (!fechaInicio) fieldErrors.inicio = ["scheduling:session.dstGap"];
    if (!fechaFin) fieldErrors.fin = ["scheduling:session.dstGap"];
    return json<FormReply>({ result: submission.reply({ fieldErrors }), conflict: null }, { status: 400 });
  }
  try {
    await context.api.calendario.mentorUpdate(session.slug, {
      date: fechaInicio.slice(0, 10),
      fecha_inicio: fechaInicio,
      fecha_fin: fechaFin,
      nombre: value.nombre,
      mentoria: value.mentoria,
      mentor: session.mentor,
      usuario_individual: session.usuario_individual,
    });
  } catch (error) {
    return failureReply(error, submission, MENTOR_FIELDS, zone);
  }
  return redirect(weekOf(fechaInicio, zone), {
    headers: withFlash({ type: "success", key: "scheduling:session.edited" }, context.session.secure),
  });
}

/** The institution's words for mentors and entrepreneurs, for the page titles. */
export async function schedulingT(request: Request, user: ApiUser) {
  const t = await i18nServer.getFixedT(request, "scheduling");
  return { t, words: termWords(t, termsOf(user)) };
}
