// Reschedule and cancel (issue 29 §2; docs/api.md "Reschedule and cancel"), defined here in the spec's style:
//   GET  /calendario/evento/{slug}/politica   what the caller may do now under the notice period
//   POST /calendario/evento/{slug}/cancelar   {motivo?}: cancels (refunding a paid session when due); 200 {reembolsado}
//   POST /calendario/evento/{slug}/mover      {fecha_inicio}: moves a one-to-one session into the mentor's free slots
//   POST /calendario/evento/{slug}/retirarse  an entrepreneur leaves a group session; 204
// Refusals: 403 (not the session's, or not allowed), 409 {detail} (too late, started, cancelled), 409 with the
// booking's suggestion body when the new time is not free, 400 field errors.
import { Hono } from "hono";
import {
  cancelBodySchema,
  cancelResultSchema,
  moveBodySchema,
  sessionPolicySchema,
} from "../../../app/api/contract/calendario";
import { requireAuth } from "../../auth";
import type { AppEnv } from "../../env";
import { detailError, fieldError, parseJsonBody } from "../../http";
import { appBaseUrl } from "../../outbox";
import { requireSessionRole } from "../../services/session-access";
import {
  CHANGE_MESSAGES,
  actorName,
  markCancelled,
  policyOf,
  tellCancelled,
  tellMoved,
  withdraw,
} from "../../services/session-changes";
import { busyOfMentor, updateSessionIfFree } from "../../services/sessions";
import { refundSessionPayment } from "../../services/refunds";
import { SESSION_MESSAGES } from "../../services/sessions";
import { alternatives, isFree, onSlotBoundary, parseApiWallClock, toApiWallClock } from "../../services/slots";
import { nowInstant } from "../../../app/shared/clock-temporal";
import { conflict, mentorAvailability, nextDate, one } from "./sessions";

const SLUG = ":slug{[A-Za-z0-9_-]+}";

/** 409 when the moment is the reason (too late, started, cancelled), 403 when the person is. */
function refuse(reason: string | null): never {
  const forbidden: (string | null)[] = [
    null,
    CHANGE_MESSAGES.notAllowed,
    CHANGE_MESSAGES.notOneToOne,
    CHANGE_MESSAGES.notMember,
    CHANGE_MESSAGES.groupOnly,
  ];
  throw detailError(forbidden.includes(reason) ? 403 : 409, reason ?? CHANGE_MESSAGES.notAllowed);
}

export const sessionChangeRoutes = new Hono<AppEnv>()
  .get(`/evento/${SLUG}/politica`, requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const { session, role } = await requireSessionRole(db, user, c.req.param("slug"), "participant");
    return c.json(sessionPolicySchema.parse(await policyOf(db, session, user, role)));
  })
  .post(`/evento/${SLUG}/cancelar`, requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const { session, role } = await requireSessionRole(db, user, c.req.param("slug"), "participant");
    const body = await parseJsonBody(c, cancelBodySchema);
    const policy = await policyOf(db, session, user, role);
    if (!policy.puede_cancelar) refuse(policy.puede_retirarse ? CHANGE_MESSAGES.groupOnly : policy.motivo);
    const cancelled = await markCancelled(db, session, user);
    if (!cancelled) throw detailError(409, CHANGE_MESSAGES.cancelled);
    const motivo = body.motivo?.trim() || undefined;
    const refund = policy.reembolso
      ? await refundSessionPayment(db, session.id, motivo ?? `Cancelada por ${actorName(user)}`)
      : { refunded: false };
    await tellCancelled(db, cancelled, {
      base: appBaseUrl(c.env.APP_URL, c.req.url),
      actor: actorName(user),
      motivo,
      refunded: refund.refunded,
    });
    return c.json(cancelResultSchema.parse({ reembolsado: refund.refunded }));
  })
  .post(`/evento/${SLUG}/mover`, requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const { session, role } = await requireSessionRole(db, user, c.req.param("slug"), "participant");
    const body = await parseJsonBody(c, moveBodySchema);
    const policy = await policyOf(db, session, user, role);
    if (!policy.puede_mover) refuse(policy.motivo ?? CHANGE_MESSAGES.notOneToOne);
    const start = parseApiWallClock(body.fecha_inicio);
    const oldStart = parseApiWallClock(session.fecha_inicio);
    const oldEnd = parseApiWallClock(session.fecha_fin);
    if (!start || !onSlotBoundary(body.fecha_inicio)) throw fieldError("fecha_inicio", SESSION_MESSAGES.halfHour);
    if (!oldStart || !oldEnd) throw fieldError("fecha_inicio", SESSION_MESSAGES.invalidDate);
    // The duration stays; the new time must lie inside the mentor's free slots, exactly as a booking's.
    const request = {
      fecha_inicio: body.fecha_inicio,
      fecha_fin: toApiWallClock(start.add({ milliseconds: oldEnd.epochMilliseconds - oldStart.epochMilliseconds })),
    };
    const date = request.fecha_inicio.slice(0, 10);
    const slotInput = async () => ({
      availability: await mentorAvailability(db, session.mentor_id),
      busy: await busyOfMentor(db, session.mentor_id, date, nextDate(nextDate(date)), session.id),
      now: nowInstant(),
    });
    const input = await slotInput();
    if (!isFree(input, request)) conflict(date, alternatives(input, request));
    const moved = await updateSessionIfFree(
      db,
      session.id,
      {
        nombre: session.nombre,
        tema: session.tema,
        tipo: session.tipo,
        fecha_inicio: request.fecha_inicio,
        fecha_fin: request.fecha_fin,
        mentor_id: session.mentor_id,
        mentoria_id: session.mentoria_id,
        programa_id: session.programa_id,
        entidad_id: session.entidad_id,
        usuario_individual: session.usuario_individual,
        visibility: session.visibility,
        asistentes_max: session.asistentes_max,
        cuenta_zoom: session.cuenta_zoom,
      },
      null,
      null,
    );
    // Re-checked when written: another booking may have taken the time in between.
    if (!moved) conflict(date, alternatives(await slotInput(), request));
    await tellMoved(db, session, moved, { base: appBaseUrl(c.env.APP_URL, c.req.url), actor: actorName(user) });
    return one(c, moved);
  })
  .post(`/evento/${SLUG}/retirarse`, requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const { session, role } = await requireSessionRole(db, user, c.req.param("slug"), "participant");
    const policy = await policyOf(db, session, user, role);
    if (!policy.puede_retirarse) refuse(policy.motivo ?? CHANGE_MESSAGES.notMember);
    const left = await withdraw(db, session, user, {
      base: appBaseUrl(c.env.APP_URL, c.req.url),
      actor: actorName(user),
    });
    if (!left) throw detailError(403, CHANGE_MESSAGES.notMember);
    return c.body(null, 204);
  });
