// The booking page's view model: the entrepreneur's tools, the chosen tool's mentors, the mentor's weekly
// availability and the free slots of the chosen day, each step read from the GET parameters.
import { isRealDay } from "~/api/contract/dates";
import { getZodConstraint } from "@conform-to/zod";
import type { AppLoadContext, SerializeFrom } from "@remix-run/cloudflare";
import type { ApiSlot } from "~/api/contract/calendario";
import { requireUser } from "~/lib/auth.server";
import { freeSlots } from "~/lib/free-slots.server";
import { readId } from "~/lib/id-param";
import { fullName } from "~/lib/person-name";
import { todayInZone } from "~/lib/plain-day";
import { userHour } from "~/lib/time.server";
import { bookingSchema } from "./booking.schema";
import { describeAvailability, entrepreneurTools } from "./scheduling.server";
import { localZoneLabel, schedulingT } from "./session-form.server";

type SlotOption = { value: string; label: string; long: boolean };

/** The slots as radio choices in the user's zone; `long` when the next slot follows it (60 minutes fit). */
function slotOptions(slots: ApiSlot[], zone: string): SlotOption[] {
  const starts = new Set(slots.map((s) => s.inicio));
  return slots.map((s) => ({
    value: s.inicio,
    label: `${userHour(s.inicio, zone)} – ${userHour(s.fin, zone)}`,
    long: starts.has(s.fin),
  }));
}

export async function loadBookingPage(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request, { role: "entrepreneur" });
  const url = new URL(request.url);
  const { zone, label } = await localZoneLabel(request);
  const [{ tools, groups }, { t }] = await Promise.all([
    entrepreneurTools(context, user.id).then((r) => ({ tools: r.tools, groups: r.groups })),
    schedulingT(request, user),
  ]);
  const toolParam = url.searchParams.get("herramienta") ?? "";
  const toolId = readId(toolParam);
  const tool = toolId === null ? undefined : tools.find((x) => x.id === toolId);
  let mentors: { value: string; label: string }[] = [];
  if (tool) {
    const programMentors = await context.api.programa.mentors(tool.programa);
    mentors = programMentors
      .filter((m) => tool.mentor.includes(m.id))
      .map((m) => ({ value: String(m.id), label: fullName(m) }));
  }
  const mentorParam = url.searchParams.get("mentor") ?? "";
  const mentor = mentors.find((m) => m.value === mentorParam);
  const fechaParam = url.searchParams.get("fecha") ?? "";
  const fecha = mentor && isRealDay(fechaParam) ? fechaParam : "";
  const [availability, slots] = await Promise.all([
    mentor ? context.api.calendario.availability(Number(mentor.value)).catch(() => null) : Promise.resolve(null),
    mentor && fecha ? freeSlots(context, Number(mentor.value), fecha, zone) : Promise.resolve(null),
  ]);
  return {
    title: t("scheduling:booking.title"),
    constraint: getZodConstraint(bookingSchema),
    zone: label,
    today: todayInZone(zone).toString(),
    tools: groups,
    tool: tool ? String(tool.id) : "",
    mentors,
    mentor: mentor?.value ?? "",
    fecha,
    availability: availability ? describeAvailability(availability, t) : null,
    slots: slots ? slotOptions(slots, zone) : null,
  };
}

export type BookingPage = SerializeFrom<typeof loadBookingPage>;
