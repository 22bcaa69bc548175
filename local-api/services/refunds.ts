// Refunds of paid marketplace sessions through the test checkout (issue 29 §2; docs/house-rules.md#shape rule 4: the local
// stand-in of the payment provider). Nothing leaves the machine: a refund is a record, at most one per session.
// Callers: the cancellation of a session (services/session-changes.ts) and, later, 'El mentor no asistió' (§3).
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { refunds, sessions } from "../db/schema";

export type RefundResult = { refunded: boolean; monto: number };

/**
 * Refunds what the buyer paid for a marketplace session: records the refund once (a second call, or a session
 * that was not paid or cost nothing, refunds nothing). Returns whether this call refunded it, and the amount.
 */
export async function refundSessionPayment(db: Db, sessionId: number, reason: string): Promise<RefundResult> {
  const [session] = await db
    .select({ precio: sessions.precio })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.marketplace, true), eq(sessions.estado, "pagado")))
    .limit(1);
  if (!session || !session.precio || session.precio <= 0) return { refunded: false, monto: 0 };
  // The unique index on evento_id makes a repeated or concurrent refund a no-op.
  const inserted = await db
    .insert(refunds)
    .values({ evento_id: sessionId, monto: session.precio, motivo: reason.slice(0, 500) })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  return { refunded: inserted.length > 0, monto: inserted.length > 0 ? session.precio : 0 };
}

/** Whether a session's payment was refunded. */
export async function isRefunded(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.evento_id, sessionId)).limit(1);
  return Boolean(row);
}
