// The marketplace API (issue 14): listing filters, sort and paging; booking with price and coupon; the
// hold of an unpaid booking; the test checkout's decision; the marketplace start and rating paths.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { slotListSchema } from "../../../app/api/contract/calendario";
import { bookingResponseSchema, marketplacePageSchema } from "../../../app/api/contract/marketplace";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../demo";
import { marketplaceSeedMentors } from "../../seeds/marketplace";
import { type Harness, createConfirmedUser, createHarness } from "../../testing/harness";
import { nowMs } from "../../../app/shared/clock";
import { todayIn } from "../../../app/shared/clock-temporal";

let h: Harness;
const tokens = { entrepreneur: "", official: "", outsider: "", mentor: "" };
const ids = { entrepreneur: 0, outsider: 0 };
const mentors = marketplaceSeedMentors();

beforeAll(async () => {
  h = await createHarness();
  tokens.entrepreneur = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
  tokens.official = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
  const outsider = await createConfirmedUser(h);
  tokens.outsider = outsider.token;
  ids.entrepreneur = await idOf(tokens.entrepreneur);
  ids.outsider = await idOf(tokens.outsider);
});
afterAll(() => h.dispose());

async function idOf(token: string): Promise<number> {
  return (await h.call<{ id: number }[]>("GET", "/usuario/", { token })).body[0]!.id;
}

/** A weekday at least a week ahead (Bogota), `YYYY-MM-DD`; `offset` weeks later for independent tests. */
function weekday(offset = 0): string {
  let day = todayIn("America/Bogota").add({ days: 8 + offset * 7 });
  while (day.dayOfWeek > 5) day = day.add({ days: 1 });
  return day.toString();
}

async function mentorId(username: string): Promise<number> {
  const response = await h.call<{ id: number }>("GET", `/marketplace/mentores/${username}`);
  expect(response.status).toBe(200);
  return response.body.id;
}

async function book(token: string, userId: number, mentor: number, date: string, from: string, to: string, extra = {}) {
  return h.call("POST", "/events", {
    token,
    body: {
      date,
      fecha_inicio: `${date} ${from}`,
      fecha_fin: `${date} ${to}`,
      precio: 0,
      mentor,
      usuario: userId,
      nombre: "x",
      tags: [],
      observaciones: "Quiero revisar mi plan de ventas.",
      cupon: "",
      ...extra,
    },
  });
}

async function slots(mentor: number, date: string, token: string) {
  const response = await h.call("GET", `/scheduler/mentor/${mentor}/${date}/30`, { token });
  expect(response.status).toBe(200);
  return slotListSchema.parse(response.body).map((s) => s.inicio);
}

function decide(slug: string, decision: string) {
  return h.call("POST", `/payu/compra/${slug}`, {
    rawBody: new URLSearchParams({ decision }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
}

describe("GET /marketplace/mentores", () => {
  test("no token; 15 per page, three pages of seeded mentors, a page past the end is 404", async () => {
    const first = marketplacePageSchema.parse((await h.call("GET", "/marketplace/mentores")).body);
    expect(first.count).toBeGreaterThanOrEqual(40);
    expect(first.results).toHaveLength(15);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/page=2/);
    const third = await h.call("GET", "/marketplace/mentores?page=3");
    expect(third.status).toBe(200);
    const last = Math.ceil(first.count / 15);
    expect((await h.call("GET", `/marketplace/mentores?page=${last + 1}`)).status).toBe(404);
  });

  test("price bands, rating, skills and sort narrow and order the list in SQL", async () => {
    const get = async (query: string) =>
      marketplacePageSchema.parse((await h.call("GET", `/marketplace/mentores?${query}`)).body);
    const free = await get("price=0");
    expect(free.count).toBeGreaterThan(0);
    expect(free.results.every((m) => m.precio === 0)).toBe(true);
    const low = await get("price=80&sort=price");
    expect(low.results.every((m) => m.precio > 0 && m.precio <= 80_000)).toBe(true);
    const prices = low.results.map((m) => m.precio);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const mid = await get("price=200");
    expect(mid.results.every((m) => m.precio > 80_000 && m.precio <= 200_000)).toBe(true);
    const high = await get("price=201");
    expect(high.count).toBeGreaterThan(0);
    expect(high.results.every((m) => m.precio > 200_000)).toBe(true);
    const rated = await get("rating=4&sort=rating");
    expect(rated.results.every((m) => m.puntaje >= 4)).toBe(true);
    const scores = rated.results.map((m) => m.puntaje);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const tags = (await h.call<{ id: number; name: string }[]>("GET", "/usuario/tags")).body;
    const [a, b] = tags;
    const both = await get(`skill=${a!.id}&skill=${b!.id}`);
    expect(both.count).toBeGreaterThan(0);
    expect(both.results.every((m) => m.skill_set.some((s) => s.tag === a!.id || s.tag === b!.id))).toBe(true);
  });

  test("values out of their sets are 400 on that parameter", async () => {
    for (const [query, field] of [
      ["sort=cheap", "sort"],
      ["rating=6", "rating"],
      ["price=90", "price"],
      ["skill=abc", "skill"],
    ] as const) {
      const response = await h.call("GET", `/marketplace/mentores?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toHaveProperty(field);
    }
    expect((await h.call("GET", "/marketplace/mentores?page=0")).status).toBe(404);
  });
});

describe("POST /events and the test checkout", () => {
  test("books at the hourly price, names the session, a repeated submit gets the same hold", async () => {
    const seed = mentors[3]!;
    const mentor = await mentorId(seed.username);
    const date = weekday();
    const response = await book(tokens.entrepreneur, ids.entrepreneur, mentor, date, "09:00", "10:30");
    expect(response.status).toBe(201);
    const booking = bookingResponseSchema.parse(response.body);
    expect(booking.nombre).toBe(`Mentoría con ${seed.first} ${seed.last}`);
    expect(booking.precio).toBe(Math.round(seed.precio * 1.5));
    expect(booking.marketplace).toBe(true);
    expect(booking.estado).toBe("");
    expect(booking.comprador).toBe(ids.entrepreneur);
    const again = await book(tokens.entrepreneur, ids.entrepreneur, mentor, date, "09:00", "10:30");
    expect(again.status).toBe(200);
    expect(bookingResponseSchema.parse(again.body).evento_django.slug).toBe(booking.evento_django.slug);
    expect(await slots(mentor, date, tokens.entrepreneur)).not.toContain(`${date} 09:30`);
  });

  test("a coupon lowers the price; an unknown coupon is a field error", async () => {
    const seed = mentors[4]!; // 150 000 per hour
    const mentor = await mentorId(seed.username);
    const date = weekday();
    const bad = await book(tokens.entrepreneur, ids.entrepreneur, mentor, date, "14:00", "15:00", { cupon: "NOPE" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ cupon: ["Cupón inválido"] });
    const good = await book(tokens.entrepreneur, ids.entrepreneur, mentor, date, "14:00", "15:00", {
      cupon: "demo10",
    });
    expect(good.status).toBe(201);
    expect(bookingResponseSchema.parse(good.body).precio).toBe(Math.round(seed.precio * 0.9));
  });

  test("outside the availability, another person's booking, an official or someone else's id are refused", async () => {
    const mentor = await mentorId(mentors[5]!.username);
    const date = weekday();
    expect((await book(tokens.entrepreneur, ids.entrepreneur, mentor, date, "12:00", "13:00")).status).toBe(409);
    expect((await book(tokens.entrepreneur, ids.outsider, mentor, date, "09:00", "10:00")).status).toBe(403);
    const officialId = await idOf(tokens.official);
    expect((await book(tokens.official, officialId, mentor, date, "09:00", "10:00")).status).toBe(403);
    expect((await h.call("POST", "/events", { body: {} })).status).toBe(401);
    const invalid = await h.call("POST", "/events", { token: tokens.entrepreneur, body: { date: "x" } });
    expect(invalid.status).toBe(400);
  });

  test("a held slot cannot be booked by a second user; after the hold it can, and only one payment wins", async () => {
    const mentor = await mentorId(mentors[6]!.username);
    const date = weekday(1);
    const first = bookingResponseSchema.parse(
      (await book(tokens.entrepreneur, ids.entrepreneur, mentor, date, "10:00", "11:00")).body,
    );
    expect((await book(tokens.outsider, ids.outsider, mentor, date, "10:00", "11:00")).status).toBe(409);

    // The test checkout: a page, then a declined payment returns to /sesion-no and keeps the hold.
    const pageResponse = await h.call<string>("GET", `/payu/compra/${first.evento_django.slug}`);
    expect(pageResponse.status).toBe(200);
    expect(pageResponse.body).toContain("Pago de prueba");
    const declined = await decide(first.evento_django.slug, "rechazar");
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe("http://app.test/sesion-no");
    expect(await slots(mentor, date, tokens.outsider)).not.toContain(`${date} 10:00`);

    // The hold expires: the slot is free again and the second user books it.
    await h.db
      .prepare("UPDATE eventos SET created_at = ? WHERE slug = ?")
      .bind(new Date(nowMs() - 16 * 60_000).toISOString(), first.evento_django.slug)
      .run();
    expect(await slots(mentor, date, tokens.outsider)).toContain(`${date} 10:00`);
    const mine = await h.call("GET", "/calendario/", { token: tokens.entrepreneur });
    expect((mine.body as { slug: string }[]).some((s) => s.slug === first.evento_django.slug)).toBe(false);
    const second = bookingResponseSchema.parse(
      (await book(tokens.outsider, ids.outsider, mentor, date, "10:00", "11:00")).body,
    );

    // The first buyer's late approval fails; the second's succeeds, once.
    const late = await decide(first.evento_django.slug, "aprobar");
    expect(late.headers.get("location")).toBe("http://app.test/sesion-no");
    const paid = await decide(second.evento_django.slug, "aprobar");
    expect(paid.headers.get("location")).toBe("http://app.test/sesion-programada");
    const session = await h.call<{ estado: string }>("GET", `/calendario/evento/${second.evento_django.slug}`, {
      token: tokens.outsider,
    });
    expect(session.body.estado).toBe("pagado");
    expect((await h.call("GET", `/payu/compra/${second.evento_django.slug}`)).status).toBe(409);
    expect((await h.call("GET", "/payu/compra/unknown-slug")).status).toBe(404);
    expect((await decide(second.evento_django.slug, "otra")).status).toBe(400);
  });

  test("the marketplace start path: the buyer waits until paid and started; the mentor starts", async () => {
    const seed = mentors[7]!;
    const mentor = await mentorId(seed.username);
    tokens.mentor = await h.login(seed.email, DEMO_PASSWORD);
    const date = weekday(2);
    const booking = bookingResponseSchema.parse(
      (await book(tokens.entrepreneur, ids.entrepreneur, mentor, date, "08:00", "08:30")).body,
    );
    const slug = booking.evento_django.slug;
    const unpaid = await h.call<{ detail: string }>("GET", `/marketplace/iniciar/evento/${slug}`, {
      token: tokens.entrepreneur,
    });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.detail).toBe("La sesión aún no ha sido pagada.");
    await decide(slug, "aprobar");
    expect((await h.call("GET", `/marketplace/iniciar/evento/${slug}`, { token: tokens.mentor })).status).toBe(200);
    expect((await h.call("GET", `/marketplace/iniciar/evento/${slug}`, { token: tokens.entrepreneur })).status).toBe(
      200,
    );
    const early = await h.call("POST", `/marketplace/calificar/evento/${slug}`, {
      token: tokens.entrepreneur,
      body: { puntaje: 5, comentario: "Muy buena", goal_reached: true },
    });
    expect(early.status).toBe(400);
    const listed = await h.call<{ slug: string }[]>("GET", "/marketplace/evento/", { token: tokens.entrepreneur });
    expect(listed.body.some((s) => s.slug === slug)).toBe(true);
  });
});

describe("PUT /events/{id}: the marketplace session edit", () => {
  test("the buyer and the mentor move and rename it inside the availability; the rules and who may", async () => {
    const seed = mentors[8]!;
    const mentor = await mentorId(seed.username);
    const mentorToken = await h.login(seed.email, DEMO_PASSWORD);
    const date = weekday(3);
    const booking = bookingResponseSchema.parse(
      (await book(tokens.entrepreneur, ids.entrepreneur, mentor, date, "09:00", "10:00")).body,
    );
    const edit = (token: string | undefined, overrides: Record<string, unknown> = {}) =>
      h.call("PUT", `/events/${booking.id}`, {
        token,
        body: {
          date,
          mentor,
          nombre: "Revisión del plan de ventas",
          fecha_inicio: `${date} 11:00`,
          fecha_fin: `${date} 12:00`,
          usuario: ids.entrepreneur,
          ...overrides,
        },
      });
    // Every field must be filled (core spec › Validation rules).
    const blank = await edit(tokens.entrepreneur, { nombre: "  ", fecha_inicio: undefined });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      nombre: ["Por favor completa todos los campos del formulario"],
      fecha_inicio: ["Por favor completa todos los campos del formulario"],
    });
    // The mentor, the buyer and the duration stay.
    const other = await edit(tokens.entrepreneur, { mentor: mentor + 1, usuario: ids.outsider });
    expect(other.status).toBe(400);
    expect(Object.keys(other.body as object).sort()).toEqual(["mentor", "usuario"]);
    const longer = await edit(tokens.entrepreneur, { fecha_fin: `${date} 12:30` });
    expect(longer.body).toEqual({ fecha_fin: ["La duración de una sesión del marketplace no puede cambiar."] });
    // Outside the availability: 409 with suggestions.
    expect(
      (await edit(tokens.entrepreneur, { fecha_inicio: `${date} 12:00`, fecha_fin: `${date} 13:00` })).status,
    ).toBe(409);
    // Someone else: 403; nobody signed in: 401; unknown: 404.
    expect((await edit(tokens.outsider)).status).toBe(403);
    expect((await edit(undefined)).status).toBe(401);
    expect((await h.call("PUT", "/events/999999", { token: tokens.entrepreneur, body: {} })).status).toBe(404);

    // The buyer moves it: 200, the old hour is free again and the new one taken.
    const moved = await edit(tokens.entrepreneur);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      nombre: "Revisión del plan de ventas",
      fecha_inicio: `${date} 11:00`,
      fecha_fin: `${date} 12:00`,
      comprador: ids.entrepreneur,
      marketplace: true,
    });
    const free = await slots(mentor, date, tokens.outsider);
    expect(free).toContain(`${date} 09:00`);
    expect(free).not.toContain(`${date} 11:00`);
    // The mentor renames it in place (its own hours do not block it).
    const renamed = await edit(mentorToken, { nombre: "Plan de ventas" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ nombre: "Plan de ventas", fecha_inicio: `${date} 11:00` });
    // Half an hour earlier, over its own hours (the edit form offers them): they do not block it either.
    const shifted = await edit(tokens.entrepreneur, { fecha_inicio: `${date} 10:30`, fecha_fin: `${date} 11:30` });
    expect(shifted.status).toBe(200);
    expect(shifted.body).toMatchObject({ fecha_inicio: `${date} 10:30`, fecha_fin: `${date} 11:30` });
    // Another booking's hours are taken: 409.
    await book(tokens.outsider, ids.outsider, mentor, date, "14:00", "15:00");
    expect(
      (await edit(tokens.entrepreneur, { fecha_inicio: `${date} 14:00`, fecha_fin: `${date} 15:00` })).status,
    ).toBe(409);
  });

  test("an unpaid booking whose hold ran out holds its slot again once moved to free hours", async () => {
    // A buyer of its own: the demo entrepreneur holds earlier tests' bookings, up to the cap (issue 34 §3).
    const buyer = await createConfirmedUser(h);
    const mentor = await mentorId(mentors[9]!.username);
    const date = weekday(4);
    const booking = bookingResponseSchema.parse(
      (await book(buyer.token, buyer.id, mentor, date, "09:00", "10:00")).body,
    );
    const slug = booking.evento_django.slug;
    const listed = async () =>
      (await h.call<{ slug: string }[]>("GET", "/marketplace/evento/", { token: buyer.token })).body.some(
        (s) => s.slug === slug,
      );
    await h.db
      .prepare("UPDATE eventos SET created_at = ? WHERE slug = ?")
      .bind(new Date(nowMs() - 16 * 60_000).toISOString(), slug)
      .run();
    expect(await listed()).toBe(false);
    expect(await slots(mentor, date, tokens.outsider)).toContain(`${date} 09:00`);

    const moved = await h.call("PUT", `/events/${booking.id}`, {
      token: buyer.token,
      body: {
        date,
        mentor,
        nombre: "Plan de ventas",
        fecha_inicio: `${date} 11:00`,
        fecha_fin: `${date} 12:00`,
        usuario: buyer.id,
      },
    });
    expect(moved.status).toBe(200);
    expect(await listed()).toBe(true);
    const free = await slots(mentor, date, tokens.outsider);
    expect(free).not.toContain(`${date} 11:00`);
    expect(free).toContain(`${date} 09:00`);
    expect((await book(tokens.outsider, ids.outsider, mentor, date, "11:00", "12:00")).status).toBe(409);
  });

  test("a session outside the marketplace is refused", async () => {
    const sessions = await h.call<{ id: number; marketplace: boolean }[]>("GET", "/calendario/", {
      token: tokens.entrepreneur,
    });
    const program = sessions.body.find((s) => !s.marketplace)!;
    const response = await h.call("PUT", `/events/${program.id}`, {
      token: tokens.entrepreneur,
      body: {
        date: "2026-01-05",
        mentor: 1,
        nombre: "x",
        fecha_inicio: "2026-01-05 09:00",
        fecha_fin: "2026-01-05 10:00",
        usuario: ids.entrepreneur,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ detail: "La sesión no es del marketplace." });
  });
});
