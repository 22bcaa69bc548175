// No-shows (issue 29 §3): the three attendance states of a participant, the mentor's absence and the no-show
// rates of the reports, aggregated in SQL. Definitions: docs/api.md "Reports" (noShowSchema).
import { type SQL, and, eq, sql } from "drizzle-orm";
import type { ApiNoShows } from "../../app/api/contract/reportes";
import type { AttendanceState } from "../../app/api/contract/calendario";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { detailError, nowIso } from "../http";
import { refundSessionPayment } from "./refunds";
import type { SessionRow } from "./session-access";

export const NO_SHOW_MESSAGES = {
  notStarted: "Solo se puede registrar que el mentor no asistió después de que la sesión comience.",
  alreadyRecorded: "Ya se registró que el mentor no asistió a esta sesión.",
  bothStates: "Un participante no puede haber asistido y cancelado a tiempo a la vez.",
} as const;

/** The state of a participant's row: the spec's boolean plus the 'canceló a tiempo' flag. */
export function attendanceState(asistencia: boolean | null, canceloATiempo: boolean): AttendanceState | null {
  if (asistencia === null) return null;
  if (asistencia) return "asistio";
  return canceloATiempo ? "cancelo" : "no_asistio";
}

/** Whether recording the mentor's absence leaves a payment to refund: a paid, priced marketplace session. */
export function refundDue(session: Pick<SessionRow, "marketplace" | "estado" | "precio">): boolean {
  return session.marketplace && session.estado === "pagado" && (session.precio ?? 0) > 0;
}

/**
 * Records that the session's mentor did not come, once (one statement: a second call changes nothing and is
 * refused). The caller has been authorised (a participant or staff, not the mentor) and the session has started.
 */
export async function recordMentorAbsence(db: Db, session: SessionRow, userId: number) {
  const at = nowIso();
  const updated = await db
    .update(sessions)
    .set({ mentor_ausente_at: at, mentor_ausente_por: userId })
    .where(and(eq(sessions.id, session.id), sql`mentor_ausente_at IS NULL`));
  if (!updated.meta.changes) throw detailError(400, NO_SHOW_MESSAGES.alreadyRecorded);
  // A paid marketplace session is refunded at once (issue 29 §3), once whatever the number of calls.
  const refund = refundDue(session)
    ? await refundSessionPayment(db, session.id, "El mentor no asistió")
    : { refunded: false, monto: 0 };
  return {
    evento: session.id,
    mentor: session.mentor_id,
    registrado_por: userId,
    fecha: at,
    reembolso_pendiente: refundDue(session) && !refund.refunded,
    reembolsado: refund.refunded,
  };
}

const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : null);

/**
 * The no-show counts of the sessions `scope` selects (a condition on `eventos e`) that ended by `now`: one
 * statement, two aggregates, each walking the sessions by the scope's index and their participants by key. `stored`,
 * the FROM and WHERE of stored days (programa_dias_asistencia) the scope leaves out, adds their sums.
 */
export async function noShows(db: Db, scope: SQL, now: string, stored?: SQL): Promise<ApiNoShows> {
  const live = sql`
    SELECT
      COALESCE(SUM(p.asistencia = 1 OR (p.asistencia = 0 AND p.cancelo_a_tiempo = 0)), 0) AS registros,
      COALESCE(SUM(p.asistencia = 0 AND p.cancelo_a_tiempo = 0), 0) AS inasistencias,
      COALESCE(SUM(p.asistencia = 0 AND p.cancelo_a_tiempo = 1), 0) AS cancelaciones,
      (SELECT COUNT(*) FROM eventos e WHERE ${scope} AND e.fecha_fin <= ${now}
        AND (e.mentor_ausente_at IS NOT NULL OR EXISTS (SELECT 1 FROM evento_participantes q
          WHERE q.evento_id = e.id AND (q.asistencia = 1 OR (q.asistencia = 0 AND q.cancelo_a_tiempo = 0))))) AS sesiones,
      (SELECT COUNT(*) FROM eventos e WHERE ${scope} AND e.fecha_fin <= ${now}
        AND e.mentor_ausente_at IS NOT NULL) AS ausencias
    FROM eventos e JOIN evento_participantes p ON p.evento_id = e.id
    WHERE ${scope} AND e.fecha_fin <= ${now} AND e.mentor_ausente_at IS NULL AND p.asistencia IS NOT NULL`;
  const [row] = await db.all<{
    registros: number;
    inasistencias: number;
    cancelaciones: number;
    sesiones: number;
    ausencias: number;
  }>(
    stored
      ? sql`SELECT l.registros + s.registros AS registros, l.inasistencias + s.inasistencias AS inasistencias,
          l.cancelaciones + s.cancelaciones AS cancelaciones, l.sesiones + s.sesiones AS sesiones,
          l.ausencias + s.ausencias AS ausencias
        FROM (${live}) l, (SELECT COALESCE(SUM(registros), 0) AS registros, COALESCE(SUM(inasistencias), 0) AS inasistencias,
          COALESCE(SUM(cancelaciones), 0) AS cancelaciones, COALESCE(SUM(sesiones), 0) AS sesiones,
          COALESCE(SUM(ausencias), 0) AS ausencias ${stored}) s`
      : live,
  );
  const counts = row ?? { registros: 0, inasistencias: 0, cancelaciones: 0, sesiones: 0, ausencias: 0 };
  return {
    emprendedores: {
      registros: counts.registros,
      inasistencias: counts.inasistencias,
      cancelaciones: counts.cancelaciones,
      tasa: rate(counts.inasistencias, counts.registros),
    },
    mentor: {
      sesiones: counts.sesiones,
      inasistencias: counts.ausencias,
      tasa: rate(counts.ausencias, counts.sesiones),
    },
  };
}
