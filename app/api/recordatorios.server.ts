// Calls of session reminders (issue 29 §1; docs/api/sessions.md "Reminders").
import type { ApiClient } from "./client.server";
import {
  reminderRunResultSchema,
  reminderSettingsSchema,
  type ReminderRunBody,
  type ReminderSettingsBody,
} from "./contract/recordatorios";

export function recordatoriosApi(client: ApiClient) {
  return {
    /** POST /calendario/recordatorios/enviar (defined here): the scheduler's run, with its service token. */
    send(body: ReminderRunBody) {
      return client.send("POST", "/calendario/recordatorios/enviar", { json: body }, reminderRunResultSchema);
    },
    /** GET /usuario/recordatorios (defined here): the signed-in person's reminder setting. */
    settings() {
      return client.get("/usuario/recordatorios", reminderSettingsSchema);
    },
    /** PUT /usuario/recordatorios (defined here). */
    updateSettings(body: ReminderSettingsBody) {
      return client.send("PUT", "/usuario/recordatorios", { json: body }, reminderSettingsSchema);
    },
  };
}
