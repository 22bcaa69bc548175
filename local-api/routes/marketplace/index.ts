// The marketplace API (issue 14; second spec › The calls it makes "Join event, video, booking", core spec › The calls it makes): the public mentor
// listing, coupons, the booking (POST /events), the buyer's marketplace sessions, and the marketplace paths
// of starting and rating a session (the same handlers as /calendario's). The test payment page
// (/payu/compra/{slug}) is in ../checkout.ts. Bodies and errors: docs/api.md "Marketplace".
import { Temporal } from "@js-temporal/polyfill";
import { and, eq, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { sessionListSchema, sessionSchema } from "../../../app/api/contract/calendario";
import {
  HOLD_MESSAGES,
  MARKETPLACE_PRICES,
  MARKETPLACE_RATINGS,
  MARKETPLACE_SORTS,
  bookingBodySchema,
  bookingResponseSchema,
  couponSchema,
  marketplaceEditBodySchema,
  marketplacePageSchema,
  marketplaceMentorSchema,
  type MarketplacePrice,
  type MarketplaceSort,
} from "../../../app/api/contract/marketplace";
import { requireAuth } from "../../auth";
import { bookingTags, marketplaceBookings, sessions } from "../../db/schema";
import type { AppEnv } from "../../env";
import {
  ApiError,
  type FieldErrors,
  addFieldError,
  dataOrErrors,
  detailError,
  notFound,
  readJson,
  validate,
} from "../../http";
import {
  MARKETPLACE_MESSAGES,
  activeCoupon,
  bookingOf,
  holdCapRefusal,
  renewable,
  discounted,
  existingTags,
  listPrice,
  marketplaceMentor,
  marketplacePage,
  sameHold,
} from "../../services/marketplace";
import { checkPageInRange, pageOf, parsePageParam } from "../../pagination";
import { officialInstitutions } from "../../services/programs";
import { type SessionRow, requireSessionRole } from "../../services/session-access";
import {
  SESSION_MESSAGES,
  busyOfMentor,
  findSessions,
  holdExpired,
  insertSessionIfFree,
  liveSessionSql,
  updateSessionIfFree,
  newSlug,
  serializeSessions,
} from "../../services/sessions";
import { alternatives, isFree, onSlotBoundary, parseApiWallClock } from "../../services/slots";
import { rateSession, startCall } from "../calendario/actions";
import { conflict, mentorAvailability, nextDate } from "../calendario/sessions";
import { nowDate } from "../../../app/shared/clock";
import { nowInstant } from "../../../app/shared/clock-temporal";

/** The listing's query (second spec › Business constants and limits); a value out of its set is a 400 on that parameter. */
function readFilters(c: Context<AppEnv>) {
  const errors: FieldErrors = {};
  const page = parsePageParam(c.req.query("page"));
  const sort = c.req.query("sort") ?? "relevant";
  if (!(MARKETPLACE_SORTS as readonly string[]).includes(sort))
    addFieldError(errors, "sort", MARKETPLACE_MESSAGES.invalidSort);
  const rating = c.req.query("rating");
  if (rating !== undefined && !(MARKETPLACE_RATINGS as readonly string[]).includes(rating))
    addFieldError(errors, "rating", MARKETPLACE_MESSAGES.invalidRating);
  const price = c.req.query("price");
  if (price !== undefined && !(MARKETPLACE_PRICES as readonly string[]).includes(price))
    addFieldError(errors, "price", MARKETPLACE_MESSAGES.invalidPrice);
  const skills = c.req.queries("skill") ?? [];
  if (skills.length > 20 || skills.some((s) => !/^[0-9]{1,9}$/.test(s)))
    addFieldError(errors, "skill", MARKETPLACE_MESSAGES.invalidSkill);
  if (Object.keys(errors).length) throw new ApiError(400, errors);
  return {
    page,
    sort: sort as MarketplaceSort,
    skills: [...new Set(skills.map(Number))],
    rating: rating === undefined ? null : Number(rating),
    price: (price ?? null) as MarketplacePrice | null,
  };
}

/** The times of a booking or its edit: real, end after start, on 30-minute boundaries, on `date`. */
function checkTimes(data: { date: string; fecha_inicio: string; fecha_fin: string }, errors: FieldErrors) {
  const start = parseApiWallClock(data.fecha_inicio);
  const end = parseApiWallClock(data.fecha_fin);
  if (!start) addFieldError(errors, "fecha_inicio", SESSION_MESSAGES.invalidDate);
  if (!end) addFieldError(errors, "fecha_fin", SESSION_MESSAGES.invalidDate);
  if (start && end && Temporal.Instant.compare(start, end) >= 0)
    addFieldError(errors, "fecha_fin", SESSION_MESSAGES.endAfterStart);
  if (!onSlotBoundary(data.fecha_inicio) || !onSlotBoundary(data.fecha_fin))
    addFieldError(errors, "fecha_inicio", SESSION_MESSAGES.halfHour);
  if (data.date !== data.fecha_inicio.slice(0, 10)) addFieldError(errors, "date", SESSION_MESSAGES.dateMismatch);
}

/** The booking body with the spec's and this API's messages; the times on 30-minute boundaries. */
async function readBookingBody(c: Context<AppEnv>) {
  const body = await readJson(c);
  const { data, errors: zodErrors } = validate(bookingBodySchema, body);
  const errors: FieldErrors = zodErrors ?? {};
  if (data) checkTimes(data, errors);
  return dataOrErrors(data, errors);
}

/**
 * The marketplace edit body (core spec › Validation rules "Marketplace session edit": every field must be filled). A field
 * that is missing or blank gets the spec's 'Por favor completa todos los campos del formulario'.
 */
async function readEditBody(c: Context<AppEnv>) {
  const body = await readJson(c);
  const raw =
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { data, errors: zodErrors } = validate(marketplaceEditBodySchema, body);
  const errors: FieldErrors = zodErrors ?? {};
  for (const field of Object.keys(marketplaceEditBodySchema.shape)) {
    const value = raw[field];
    if (value === undefined || value === null || (typeof value === "string" && !value.trim()))
      errors[field] = [MARKETPLACE_MESSAGES.incomplete];
  }
  if (data) checkTimes(data, errors);
  const parsed = dataOrErrors(data, errors);
  return { ...parsed, nombre: parsed.nombre.trim() };
}

async function bookingJson(c: Context<AppEnv>, row: SessionRow, listed: number, status: 200 | 201) {
  const [session] = await serializeSessions(c.get("db"), [row], c.get("user"));
  return c.json(
    bookingResponseSchema.parse({
      ...session,
      precio: row.precio ?? 0,
      precio_lista: listed,
      evento_django: { slug: row.slug },
    }),
    status,
  );
}

export const marketplaceRoutes = new Hono<AppEnv>()
  // No token (second spec › The calls it makes): visitors browse.
  .get("/mentores", async (c) => {
    const filters = readFilters(c);
    const { count, results } = await marketplacePage(c.get("db"), filters);
    checkPageInRange(filters.page, count);
    return c.json(marketplacePageSchema.parse(pageOf(c.req.url, filters.page, count, results)));
  })
  .get("/mentores/:username{[A-Za-z0-9_.@+-]{1,150}}", async (c) => {
    const mentor = await marketplaceMentor(c.get("db"), { username: c.req.param("username") });
    if (!mentor) throw notFound();
    return c.json(marketplaceMentorSchema.parse(mentor));
  })
  .get("/cupon/:codigo{[^/]{1,50}}", requireAuth, async (c) => {
    const coupon = await activeCoupon(c.get("db"), c.req.param("codigo"));
    if (!coupon) throw detailError(404, MARKETPLACE_MESSAGES.invalidCoupon);
    return c.json(couponSchema.parse({ codigo: coupon.codigo, descuento: coupon.descuento }));
  })
  // The caller's marketplace sessions, as buyer or mentor (expired holds left out).
  .get("/evento", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const rows = await findSessions(
      db,
      and(
        eq(sessions.marketplace, true),
        sql`(${sessions.comprador} = ${user.id} OR ${sessions.mentor_id} = ${user.id})`,
        liveSessionSql("eventos"),
      ),
    );
    return c.json(sessionListSchema.parse(await serializeSessions(db, rows, user)));
  })
  .get("/iniciar/evento/:slug{[A-Za-z0-9_-]+}", requireAuth, startCall)
  .post("/calificar/evento/:slug{[A-Za-z0-9_-]+}", requireAuth, rateSession);

/** POST /events: a signed-in individual user books a mentor's free hours; the session waits for payment. */
export const bookingRoutes = new Hono<AppEnv>()
  .put("/:id{[0-9]+}", requireAuth, editBooking)
  .post("/", requireAuth, async (c) => {
    const db = c.get("db");
    const user = c.get("user");
    const body = await readBookingBody(c);
    if (body.usuario !== user.id) throw detailError(403, MARKETPLACE_MESSAGES.notBuyer);
    if ((await officialInstitutions(db, user.id)).length > 0)
      throw detailError(403, MARKETPLACE_MESSAGES.notIndividual);
    const mentor = await marketplaceMentor(db, { id: body.mentor });
    const errors: FieldErrors = {};
    if (!mentor) addFieldError(errors, "mentor", MARKETPLACE_MESSAGES.notMentor);
    else if (mentor.id === user.id) addFieldError(errors, "mentor", MARKETPLACE_MESSAGES.ownSession);
    const tagIds = await existingTags(db, body.tags);
    if (tagIds === null) addFieldError(errors, "tags", MARKETPLACE_MESSAGES.unknownTag);
    const coupon = body.cupon.trim() ? await activeCoupon(db, body.cupon) : null;
    if (body.cupon.trim() && !coupon) addFieldError(errors, "cupon", MARKETPLACE_MESSAGES.invalidCoupon);
    if (Object.keys(errors).length || !mentor || !tagIds) throw new ApiError(400, errors);

    const times = { fecha_inicio: body.fecha_inicio, fecha_fin: body.fecha_fin };
    const minutes =
      (parseApiWallClock(body.fecha_fin)!.epochMilliseconds - parseApiWallClock(body.fecha_inicio)!.epochMilliseconds) /
      60_000;
    const listed = listPrice(mentor.precio, minutes);
    // A repeated submit (double click, back and submit again) finds the hold it made and answers with it.
    const held = await sameHold(db, user.id, mentor.id, times);
    if (held) return bookingJson(c, held, listed, 200);
    const capped = await holdCapRefusal(db, user.id, mentor.id);
    if (capped) throw new ApiError(400, { non_field_errors: [capped] });

    const date = body.date;
    const slotInput = async () => ({
      availability: await mentorAvailability(db, mentor.id),
      busy: await busyOfMentor(db, mentor.id, date, nextDate(nextDate(date))),
      now: nowInstant(),
    });
    const input = await slotInput();
    if (!isFree(input, times)) conflict(date, alternatives(input, times));
    const created = await insertSessionIfFree(
      db,
      c.env.DB,
      {
        slug: newSlug(),
        nombre: `Mentoría con ${mentor.first_name} ${mentor.last_name}`.trim(),
        tema: null,
        tipo: "Individual",
        ...times,
        mentor_id: mentor.id,
        mentoria_id: null,
        programa_id: null,
        entidad_id: null,
        usuario_individual: user.id,
        visibility: true,
        asistentes_max: 1,
        cuenta_zoom: null,
        creador: user.id,
        marketplace: true,
        comprador: user.id,
      },
      [user.id],
      [],
    );
    if (!created) conflict(date, alternatives(await slotInput(), times));
    // Parallel bookings all passed the check above before any was written: the holds made first keep their
    // place, a later one past the cap is withdrawn (issue 34 §3).
    const late = await holdCapRefusal(db, user.id, mentor.id, created.id, created.id);
    if (late) {
      await db.delete(sessions).where(eq(sessions.id, created.id));
      throw new ApiError(400, { non_field_errors: [late] });
    }
    const precio = discounted(listed, coupon?.descuento ?? null);
    const [updated] = await db.batch([
      db
        .update(sessions)
        .set({ marketplace: true, comprador: user.id, precio })
        .where(eq(sessions.id, created.id))
        .returning(),
      db.insert(marketplaceBookings).values({
        evento_id: created.id,
        observaciones: body.observaciones.trim(),
        cupon_id: coupon?.id ?? null,
        precio_lista: listed,
        reservado_at: nowDate().toISOString(),
      }),
      ...(tagIds.length
        ? [db.insert(bookingTags).values(tagIds.map((tag_id) => ({ evento_id: created.id, tag_id })))]
        : []),
    ]);
    return bookingJson(c, updated[0] ?? created, listed, 201);
  });

/**
 * PUT /events/{id} (core spec › The calls it makes; core spec › Validation rules "Marketplace session edit"): the buyer or the mentor moves a marketplace
 * session and renames it. The mentor and the buyer stay (`mentor` and `usuario` must be theirs) and so does the
 * duration (the price was paid for it); the new hours must be free in the mentor's availability, this session
 * aside (409 with the suggestions otherwise). A session that has ended cannot be moved.
 */
async function editBooking(c: Context<AppEnv>) {
  const db = c.get("db");
  const user = c.get("user");
  const { session } = await requireSessionRole(db, user, Number(c.req.param("id")), "participant");
  if (!session.marketplace) throw detailError(400, MARKETPLACE_MESSAGES.notMarketplace);
  if (user.id !== session.comprador && user.id !== session.mentor_id)
    throw detailError(403, MARKETPLACE_MESSAGES.notEditor);
  const body = await readEditBody(c);
  const errors: FieldErrors = {};
  if (body.mentor !== session.mentor_id) addFieldError(errors, "mentor", MARKETPLACE_MESSAGES.sameMentor);
  if (body.usuario !== session.comprador) addFieldError(errors, "usuario", MARKETPLACE_MESSAGES.sameBuyer);
  const minutes = (from: string, to: string) =>
    (parseApiWallClock(to)!.epochMilliseconds - parseApiWallClock(from)!.epochMilliseconds) / 60_000;
  if (minutes(body.fecha_inicio, body.fecha_fin) !== minutes(session.fecha_inicio, session.fecha_fin))
    addFieldError(errors, "fecha_fin", MARKETPLACE_MESSAGES.sameDuration);
  const now = nowInstant();
  if (Temporal.Instant.compare(parseApiWallClock(session.fecha_fin)!, now) <= 0)
    addFieldError(errors, "fecha_inicio", MARKETPLACE_MESSAGES.ended);
  if (Object.keys(errors).length) throw new ApiError(400, errors);

  // Moving an unpaid booking whose hold ran out holds it again: a renewal, which counts against the buyer's
  // cap and never reaches past the hold's total time (issue 34 §3).
  const renewing = session.estado === "" && holdExpired(session.created_at, nowDate().getTime());
  if (renewing) {
    const startedAt = (await bookingOf(db, session.id))?.reservado_at ?? session.created_at;
    if (!renewable(startedAt, nowDate().getTime()))
      throw new ApiError(400, { non_field_errors: [HOLD_MESSAGES.lapsed] });
    const capped = session.comprador
      ? await holdCapRefusal(db, session.comprador, session.mentor_id, session.id)
      : null;
    if (capped) throw new ApiError(400, { non_field_errors: [capped] });
  }
  const times = { fecha_inicio: body.fecha_inicio, fecha_fin: body.fecha_fin };
  const slotInput = async () => ({
    availability: await mentorAvailability(db, session.mentor_id),
    busy: await busyOfMentor(db, session.mentor_id, body.date, nextDate(nextDate(body.date)), session.id),
    now: nowInstant(),
  });
  const unchanged = body.fecha_inicio === session.fecha_inicio && body.fecha_fin === session.fecha_fin;
  const input = await slotInput();
  if (!unchanged && !isFree(input, times)) conflict(body.date, alternatives(input, times));
  const updated = await updateSessionIfFree(
    db,
    session.id,
    {
      nombre: body.nombre,
      tema: session.tema,
      tipo: session.tipo,
      ...times,
      mentor_id: session.mentor_id,
      mentoria_id: session.mentoria_id,
      programa_id: session.programa_id,
      entidad_id: session.entidad_id,
      usuario_individual: session.usuario_individual,
      visibility: session.visibility,
      asistentes_max: session.asistentes_max,
      cuenta_zoom: session.cuenta_zoom,
      // An unpaid booking whose hold ran out is booked again by this edit (its hours were just found free):
      // it holds them for HOLD_MINUTES from now, instead of staying out of every calendar and list.
      ...(renewing ? { created_at: nowDate().toISOString() } : {}),
    },
    null,
    null,
  );
  if (!updated) conflict(body.date, alternatives(await slotInput(), times));
  const [serialized] = await serializeSessions(db, [updated], user);
  return c.json(sessionSchema.parse(serialized));
}
