// Calls of the profile area (issue 10; core spec › The calls it makes "Accounts", "Calendar sync and availability").
import type { ApiClient } from "./client.server";
import {
  mentorEntrepreneurListSchema,
  ratingSummarySchema,
  syncResponseSchema,
  syncedBusySchema,
  type ApiSyncedBusy,
  type SyncProvider,
} from "./contract/profiles";
import { deactivateResponseSchema } from "./contract/people";
import { userListSchema, type ApiUser } from "./contract/usuario";

export function profilesApi(client: ApiClient) {
  return {
    /** PUT /usuario/actualizar/{username}: multipart; the updated user. */
    async update(username: string, form: FormData): Promise<ApiUser> {
      const list = await client.send(
        "PUT",
        `/usuario/actualizar/${encodeURIComponent(username)}`,
        { form },
        userListSchema,
      );
      return list[0]!;
    },
    /** GET /usuario/calificacion/{id} (no auth). */
    rating(mentorId: number) {
      return client.get(`/usuario/calificacion/${mentorId}`, ratingSummarySchema);
    },
    /** GET /usuario/mentor/emprendedores: the signed-in mentor's entrepreneurs. */
    mentorEntrepreneurs() {
      return client.get("/usuario/mentor/emprendedores", mentorEntrepreneurListSchema);
    },
    /** GET /usuario/synccalendar/login/{provider}: the calendar-sync choice (the API's own method). */
    chooseSync(provider: SyncProvider) {
      return client.get(`/usuario/synccalendar/login/${provider}`, syncResponseSchema);
    },
    /**
     * GET /usuario/synccalendar/sync/{mentor}/{date} (no auth): the busy hours of the mentor's synced calendar
     * that day. Any failure is an empty list (core spec › The calls it makes: a non-200 response returns an empty list).
     */
    syncedBusy(mentorId: number, date: string): Promise<ApiSyncedBusy> {
      return client
        .get(`/usuario/synccalendar/sync/${mentorId}/${encodeURIComponent(date)}`, syncedBusySchema)
        .catch(() => []);
    },
    /** PUT /usuario/desactivar/{username} for one's own account. */
    deactivateSelf(username: string) {
      return client.send(
        "PUT",
        `/usuario/desactivar/${encodeURIComponent(username)}`,
        { json: { is_active: false } },
        deactivateResponseSchema,
      );
    },
  };
}
