// Session reminders (issue 29 §1, defined here; docs/api/sessions.md "Reminders"):
// POST /calendario/recordatorios/enviar — the scheduled run (service token), sends what is due;
// GET · PUT /usuario/recordatorios — the signed-in person's setting (on/off, the zone the e-mails use).
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import {
  REMINDER_RUN_MAX_SKEW_MINUTES,
  reminderRunBodySchema,
  reminderRunResultSchema,
  reminderSettingsBodySchema,
  reminderSettingsSchema,
} from "../../../app/api/contract/recordatorios";
import { nowMs } from "../../../app/shared/clock";
import { requireAuth, AUTH_MESSAGES } from "../../auth";
import { sha256Hex, timingSafeEqualStrings } from "../../crypto";
import type { Db } from "../../db/client";
import { reminderSettings } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError, detailError, fieldError, parseJsonBody } from "../../http";
import { appBaseUrl } from "../../outbox";
import { sendDueReminders } from "../../services/reminders";

export const REMINDER_MESSAGES = {
  notConfigured: "Los recordatorios no están configurados en este servidor (CRON_TOKEN).",
  skew: `Debe estar a menos de ${REMINDER_RUN_MAX_SKEW_MINUTES} minutos de la hora del servidor.`,
} as const;

/** Only the scheduler: `Authorization: Token <CRON_TOKEN>`, compared in constant time. No user token passes. */
const requireSchedulerToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.env.CRON_TOKEN?.trim();
  if (!expected) throw detailError(503, REMINDER_MESSAGES.notConfigured);
  const [scheme, value, ...rest] = (c.req.header("authorization") ?? "").trim().split(/\s+/);
  if (scheme?.toLowerCase() !== "token" || !value) {
    throw new ApiError(401, { detail: AUTH_MESSAGES.missing }, { "WWW-Authenticate": "Token" });
  }
  const [given, wanted] = await Promise.all([sha256Hex(value), sha256Hex(expected)]);
  if (rest.length > 0 || !timingSafeEqualStrings(given, wanted)) {
    throw new ApiError(401, { detail: AUTH_MESSAGES.invalid }, { "WWW-Authenticate": "Token" });
  }
  await next();
});

export const reminderRunRoutes = new Hono<AppEnv>().post("/enviar", requireSchedulerToken, async (c) => {
  const body = await parseJsonBody(c, reminderRunBodySchema);
  const now = nowMs();
  const at = body.hasta ? Date.parse(body.hasta) : now;
  // A caller with a wrong clock must not send tomorrow's reminders today.
  if (Math.abs(at - now) > REMINDER_RUN_MAX_SKEW_MINUTES * 60_000) throw fieldError("hasta", REMINDER_MESSAGES.skew);
  const result = await sendDueReminders(c.get("db"), at, appBaseUrl(c.env.APP_URL, c.req.url));
  return c.json(reminderRunResultSchema.parse(result));
});

/** The person's setting; without a row, the default (on, no zone of their own). */
async function settingsOf(db: Db, userId: number) {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.user_id, userId));
  return { recordatorios: row?.recordatorios ?? true, zona_horaria: row?.zona_horaria ?? null };
}

export const reminderSettingsRoutes = new Hono<AppEnv>()
  .get("/", requireAuth, async (c) =>
    c.json(reminderSettingsSchema.parse(await settingsOf(c.get("db"), c.get("user").id))),
  )
  .put("/", requireAuth, async (c) => {
    const body = await parseJsonBody(c, reminderSettingsBodySchema);
    const db = c.get("db");
    const userId = c.get("user").id;
    // Absent keeps the zone; null clears it.
    const zona = body.zona_horaria === undefined ? (await settingsOf(db, userId)).zona_horaria : body.zona_horaria;
    const values = { recordatorios: body.recordatorios, zona_horaria: zona };
    await db
      .insert(reminderSettings)
      .values({ user_id: userId, ...values })
      .onConflictDoUpdate({ target: reminderSettings.user_id, set: values });
    return c.json(reminderSettingsSchema.parse(values));
  });
