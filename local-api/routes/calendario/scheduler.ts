// The scheduler: mentor availability and the 30-minute slot lookup. Owner: the sessions API.
// The spec's "{scheduler host}" is `/scheduler` on the local API (docs/api/sessions.md).
import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import {
  availabilityBodySchema,
  availabilityListSchema,
  availabilitySchema,
  slotListSchema,
} from "../../../app/api/contract/calendario";
import { requireAuth } from "../../auth";
import { availability, users } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  ApiError,
  type FieldErrors,
  dataOrErrors,
  fieldError,
  notFound,
  readJson,
  validate,
  idParam,
} from "../../http";
import {
  AVAILABILITY_MESSAGES,
  AVAILABILITY_ZONES,
  availabilityRowsOf,
  availabilityValues,
  checkAvailabilityBody,
  isMentor,
  requireAvailabilityReader,
  requireOwnAvailability,
  serializeAvailability,
} from "../../services/availability";
import { busyOfMentor } from "../../services/sessions";
import { API_ZONE, freeSlots, parseDate } from "../../services/slots";
import { nowInstant } from "../../../app/shared/clock-temporal";

/** Reads an availability body: the caller must be a mentor and mentor_id themself. */
async function readAvailabilityBody(c: Context<AppEnv>) {
  const user = c.get("user");
  if (!(await isMentor(c.get("db"), user))) throw new ApiError(403, { detail: AVAILABILITY_MESSAGES.notMentor });
  const body = await readJson(c);
  const raw =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { data, errors: zodErrors } = validate(availabilityBodySchema, body);
  const errors: FieldErrors = zodErrors ?? {};
  // The hours' own messages replace the schema's generic ones.
  const schemaHours = errors.string_availability;
  delete errors.string_availability;
  const hours = raw.string_availability;
  if (hours === undefined || hours === null || (Array.isArray(hours) && hours.length === 0)) {
    errors.string_availability = [AVAILABILITY_MESSAGES.startRequired];
  }
  // The date's own message (an impossible day included) replaces the schema's generic one too.
  const schemaDate = errors.date;
  delete errors.date;
  checkAvailabilityBody(raw, errors);
  if (schemaHours && !errors.string_availability) errors.string_availability = schemaHours;
  if (schemaDate && !errors.date) errors.date = schemaDate;
  const valid = dataOrErrors(data, errors);
  if (valid.mentor_id !== user.id) throw new ApiError(403, { detail: AVAILABILITY_MESSAGES.notSelf });
  return valid;
}

export const schedulerRoutes = new Hono<AppEnv>()
  .get("/mentor_availability", requireAuth, async (c) => {
    const db = c.get("db");
    const mentorId = c.req.query("mentor_id") ?? "";
    if (!/^[0-9]{1,9}$/.test(mentorId)) throw fieldError("mentor_id", AVAILABILITY_MESSAGES.mentorIdRequired);
    await requireAvailabilityReader(db, c.get("user"), Number(mentorId));
    const rows = await availabilityRowsOf(db, Number(mentorId));
    return c.json(
      availabilityListSchema.parse(
        rows.map((row) =>
          serializeAvailability({ ...row, string_availability: JSON.stringify(row.string_availability) }),
        ),
      ),
    );
  })
  .post("/mentor_availability", requireAuth, async (c) => {
    const db = c.get("db");
    const body = await readAvailabilityBody(c);
    const [created] = await db
      .insert(availability)
      .values({ mentor_id: body.mentor_id, ...availabilityValues(body) })
      .returning();
    return c.json(availabilitySchema.parse(serializeAvailability(created!)), 201);
  })
  .put("/mentor_availability/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const row = await requireOwnAvailability(db, c.get("user"), idParam(c));
    const body = await readAvailabilityBody(c);
    const [updated] = await db
      .update(availability)
      .set(availabilityValues(body))
      .where(eq(availability.id, row.id))
      .returning();
    // 201 per the spec (core spec › The calls it makes "Calendar sync and availability").
    return c.json(availabilitySchema.parse(serializeAvailability(updated!)), 201);
  })
  .delete("/mentor_availability/:id{[0-9]+}", requireAuth, async (c) => {
    const db = c.get("db");
    const row = await requireOwnAvailability(db, c.get("user"), idParam(c));
    await db.delete(availability).where(eq(availability.id, row.id));
    return c.body(null, 204);
  })
  // Free 30-minute slots of a day in `zona` (default Bogota), as Bogota wall-clock values.
  .get("/mentor/:mentor{[0-9]+}/:date/30", requireAuth, async (c) => {
    const db = c.get("db");
    const mentorId = idParam(c, "mentor");
    const date = parseDate(c.req.param("date"));
    if (!date) throw fieldError("date", AVAILABILITY_MESSAGES.invalidDate);
    const zona = c.req.query("zona") || API_ZONE;
    if (!AVAILABILITY_ZONES.includes(zona)) throw fieldError("zona", AVAILABILITY_MESSAGES.zone);
    const [mentor] = await db.select({ id: users.id }).from(users).where(eq(users.id, mentorId)).limit(1);
    if (!mentor) throw notFound();
    await requireAvailabilityReader(db, c.get("user"), mentorId);
    // A day of any zone lies within the Bogota dates from the day before to the day after.
    const busy = await busyOfMentor(
      db,
      mentorId,
      date.subtract({ days: 1 }).toString(),
      date.add({ days: 1 }).toString(),
    );
    const slots = freeSlots({
      availability: await availabilityRowsOf(db, mentorId),
      busy,
      date: date.toString(),
      zone: zona,
      now: nowInstant(),
    });
    return c.json(slotListSchema.parse(slots));
  });
