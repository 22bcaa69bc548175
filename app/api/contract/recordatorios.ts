// REST contract of session reminders (issue 29 §1, defined here): the scheduled run that sends what is due
// (POST /calendario/recordatorios/enviar, called with the scheduler's service token) and each person's
// setting (GET and PUT /usuario/recordatorios). docs/api/sessions.md "Reminders".
import { z } from "zod";
import { TIME_ZONES } from "./time-zones";

/** The two reminders of a session: 24 hours and 1 hour before it starts. */
export const REMINDER_KINDS = ["24h", "1h"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How far `hasta` may be from the API's own clock: a run scheduled every 15 minutes is never further off. */
export const REMINDER_RUN_MAX_SKEW_MINUTES = 60;

/** POST /calendario/recordatorios/enviar: send every reminder due at `hasta` (ISO 8601 instant; default now). */
export const reminderRunBodySchema = z.object({
  hasta: z.string().datetime({ offset: true }).optional(),
});
export type ReminderRunBody = z.infer<typeof reminderRunBodySchema>;

export const reminderRunResultSchema = z.object({
  /** The instant the run used (ISO 8601 UTC). */
  hasta: z.string(),
  /** E-mails sent by this run. */
  enviados: z.number().int(),
  /** Due reminders another run had already sent (skipped here). */
  ya_enviados: z.number().int(),
});
export type ReminderRunResult = z.infer<typeof reminderRunResultSchema>;

const zoneCodes = TIME_ZONES.map((z) => z.code) as [string, ...string[]];

/** GET · PUT /usuario/recordatorios: the signed-in person's reminder setting. */
export const reminderSettingsSchema = z.object({
  recordatorios: z.boolean(),
  /** A code of the spec's 30 zones; null: the session's institution's zone, else Colombia. */
  zona_horaria: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const reminderSettingsBodySchema = z.object({
  recordatorios: z.boolean(),
  zona_horaria: z.enum(zoneCodes).nullable().optional(),
});
export type ReminderSettingsBody = z.infer<typeof reminderSettingsBodySchema>;
