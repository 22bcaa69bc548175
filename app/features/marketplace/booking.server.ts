// The marketplace booking's view model (a mentor, the chosen day's free slots, the areas) and its rules: the
// hours lie inside the free slots, the price is the hourly price times the duration less a coupon.
import { isRealDay } from "~/api/contract/dates";
import { getZodConstraint } from "@conform-to/zod";
import type { AppLoadContext, SerializeFrom } from "@remix-run/cloudflare";
import type { ApiMarketplaceMentor } from "~/api/contract/marketplace";
import { requireUser } from "~/lib/auth.server";
import { freeSlots } from "~/lib/free-slots.server";
import { i18nServer } from "~/lib/i18n.server";
import { fullName } from "~/lib/person-name";
import { todayInZone } from "~/lib/plain-day";
import { addMinutes, userHour, zoneLabel } from "~/lib/time.server";
import { marketplaceBookingSchema } from "./booking.schema";
import { formatCop } from "./marketplace.server";

/** Individual users book (entrepreneurs and mentors); institution officials do not. */
export const BUYERS = ["entrepreneur", "mentor"] as const;

export async function loadMentor(context: AppLoadContext, username: string | undefined) {
  if (!username || username.length > 150) throw new Response("Not Found", { status: 404 });
  return context.api.marketplace.mentor(username);
}

/** The price of [inicio, fin) at the mentor's hourly price, and after a coupon. */
export function priceOf(mentor: ApiMarketplaceMentor, inicio: string, fin: string, percentOff: number | null) {
  let minutes = 0;
  for (let t = inicio; t < fin && minutes < 24 * 60; t = addMinutes(t, 30)) minutes += 30;
  const listed = Math.round((mentor.precio * minutes) / 60);
  const total = percentOff === null ? listed : Math.round((listed * (100 - percentOff)) / 100);
  return { listed, total };
}

export async function loadBookingPage(context: AppLoadContext, request: Request, username: string | undefined) {
  await requireUser(context, request, { role: [...BUYERS] });
  const mentor = await loadMentor(context, username);
  const { zone, label } = zoneLabel(request);
  const today = todayInZone(zone).toString();
  const fechaParam = new URL(request.url).searchParams.get("fecha") ?? "";
  const fecha = isRealDay(fechaParam) && fechaParam >= today ? fechaParam : "";
  const [slots, t] = await Promise.all([
    fecha ? freeSlots(context, mentor.id, fecha, zone) : Promise.resolve(null),
    i18nServer.getFixedT(request, "marketplace"),
  ]);
  const tags = mentor.skill_set.length
    ? mentor.skill_set.map((s) => ({ id: s.tag, name: s.name }))
    : await context.api.usuario.tags();
  const name = fullName(mentor);
  return {
    title: t("booking.title", { name }),
    constraint: getZodConstraint(marketplaceBookingSchema),
    username: mentor.username,
    name,
    hourly: mentor.precio === 0 ? t("list.free") : `${formatCop(mentor.precio)} COP`,
    zone: label,
    today,
    fecha,
    starts: slots?.map((s) => ({ value: s.inicio, label: userHour(s.inicio, zone) })) ?? null,
    ends: slots?.map((s) => ({ value: s.fin, label: userHour(s.fin, zone) })) ?? null,
    tags,
  };
}

export type BookingPage = SerializeFrom<typeof loadBookingPage>;

export async function insideFreeSlots(
  context: AppLoadContext,
  mentorId: number,
  value: { fecha: string; inicio: string; fin: string },
  zone: string,
) {
  const slots = await freeSlots(context, mentorId, value.fecha, zone);
  const starts = new Set(slots.map((s) => s.inicio));
  let inside = starts.has(value.inicio);
  for (let t = value.inicio; inside && t < value.fin; t = addMinutes(t, 30)) inside = starts.has(t);
  return inside;
}
