// The slots a booking offers (both flows: the program booking and the marketplace): the mentor's free slots
// less the busy hours of their synced calendar (core spec › The calls it makes GET /usuario/synccalendar/sync/{mentor}/{date}),
// so a mentor whose external calendar is synced is never offered over a busy hour (issue 33 §1).
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ApiSlot } from "~/api/contract/calendario";
import type { ApiSyncedBusy } from "~/api/contract/profiles";

/** The slots that overlap no busy interval (API wall-clock strings compare in time order). */
export function withoutBusy(slots: ApiSlot[], busy: ApiSyncedBusy): ApiSlot[] {
  if (busy.length === 0) return slots;
  return slots.filter((s) => !busy.some((b) => b.fecha_inicio < s.fin && s.inicio < b.fecha_fin));
}

/** The mentor's free slots on `date` (a day in `zone`), their synced calendar's busy hours left out. */
export async function freeSlots(
  context: AppLoadContext,
  mentorId: number,
  date: string,
  zone: string,
): Promise<ApiSlot[]> {
  const slots = await context.api.calendario.slots(mentorId, date, zone);
  if (slots.length === 0) return slots;
  // The busy hours are asked per Bogota day: a day of another zone may span two.
  const days = [...new Set(slots.flatMap((s) => [s.inicio.slice(0, 10), s.fin.slice(0, 10)]))];
  const busy = await Promise.all(days.map((day) => context.api.profiles.syncedBusy(mentorId, day)));
  return withoutBusy(slots, busy.flat());
}
