// Issue 34 §3: unpaid holds cannot empty a mentor's calendar. One unpaid hold per mentor and three in all per
// buyer; renewing a hold that ran out counts against the cap; a hold lapses for good after its total time.
import { afterAll, beforeAll, expect, test } from "vitest";
import { HOLD_MESSAGES, HOLD_TOTAL_MINUTES, bookingResponseSchema } from "../../../app/api/contract/marketplace";
import { marketplaceSeedMentors } from "../../seeds/marketplace";
import { type Harness, createConfirmedUser, createHarness } from "../../testing/harness";
import { nowMs } from "../../../app/shared/clock";
import { todayIn } from "../../../app/shared/clock-temporal";

let h: Harness;
const buyer = { token: "", id: 0 };
const mentors: number[] = [];

beforeAll(async () => {
  h = await createHarness();
  const user = await createConfirmedUser(h);
  buyer.token = user.token;
  buyer.id = user.id;
  for (const seed of marketplaceSeedMentors().slice(0, 5)) {
    const response = await h.call<{ id: number }>("GET", `/marketplace/mentores/${seed.username}`);
    mentors.push(response.body.id);
  }
});
afterAll(() => h.dispose());

/** A weekday two weeks ahead (Bogotá). */
function weekday(): string {
  let day = todayIn("America/Bogota").add({ days: 15 });
  while (day.dayOfWeek > 5) day = day.add({ days: 1 });
  return day.toString();
}
const date = weekday();

function book(mentor: number, from: string, to: string, who = buyer) {
  return h.call("POST", "/events", {
    token: who.token,
    body: {
      date,
      fecha_inicio: `${date} ${from}`,
      fecha_fin: `${date} ${to}`,
      precio: 0,
      mentor,
      usuario: who.id,
      nombre: "x",
      tags: [],
      observaciones: "",
      cupon: "",
    },
  });
}

function move(id: number, mentor: number, from: string, to: string) {
  return h.call("PUT", `/events/${id}`, {
    token: buyer.token,
    body: {
      date,
      mentor,
      nombre: "Plan",
      fecha_inicio: `${date} ${from}`,
      fecha_fin: `${date} ${to}`,
      usuario: buyer.id,
    },
  });
}

/** Moves a hold's start (and, when given, its first booking) `minutes` into the past. */
async function age(id: number, minutes: number, firstMinutes?: number) {
  const iso = (m: number) => new Date(nowMs() - m * 60_000).toISOString();
  await h.db.prepare("UPDATE eventos SET created_at = ? WHERE id = ?").bind(iso(minutes), id).run();
  if (firstMinutes !== undefined)
    await h.db
      .prepare("UPDATE reservas_marketplace SET reservado_at = ? WHERE evento_id = ?")
      .bind(iso(firstMinutes), id)
      .run();
}

const refused = (message: string) => ({ status: 400, body: { non_field_errors: [message] } });

test("one unpaid hold per mentor and three in all; a renewal counts; a hold lapses for good", async () => {
  const [a, b, c, d] = mentors as [number, number, number, number];
  const first = bookingResponseSchema.parse((await book(a, "09:00", "10:00")).body);
  // A second hold with the same mentor is refused; the repeated submit of the first still gets it back.
  expect(await book(a, "11:00", "12:00")).toMatchObject(refused(HOLD_MESSAGES.perMentor));
  expect((await book(a, "09:00", "10:00")).status).toBe(200);
  expect((await book(b, "09:00", "10:00")).status).toBe(201);
  expect((await book(c, "09:00", "10:00")).status).toBe(201);
  // The fourth: refused at three.
  expect(await book(d, "09:00", "10:00")).toMatchObject(refused(HOLD_MESSAGES.total));

  // The first hold runs out: a slot in all is free again, and the fourth mentor can be booked.
  await age(first.id, 16);
  const fourth = bookingResponseSchema.parse((await book(d, "09:00", "10:00")).body);
  // Renewing the first (moving it) would make four live holds: refused like a new one.
  expect(await move(first.id, a, "10:00", "11:00")).toMatchObject(refused(HOLD_MESSAGES.total));
  await age(fourth.id, 16);
  expect((await move(first.id, a, "10:00", "11:00")).status).toBe(200);

  // Renewed once it ran out again, as long as the renewal ends within the total time from the first booking.
  await age(first.id, 16, HOLD_TOTAL_MINUTES - 16);
  expect((await move(first.id, a, "11:00", "12:00")).status).toBe(200);
  await age(first.id, 16, HOLD_TOTAL_MINUTES - 14);
  expect(await move(first.id, a, "12:00", "13:00")).toMatchObject(refused(HOLD_MESSAGES.lapsed));
  // A paid session is no hold: it never counts against the cap.
  await h.db.prepare("UPDATE eventos SET estado = 'pagado' WHERE id = ?").bind(fourth.id).run();
  expect((await book(mentors[4]!, "09:00", "10:00")).status).toBe(201);
});

test("parallel bookings cannot pass the cap: the holds made first stay, the others are withdrawn", async () => {
  const many = await createConfirmedUser(h);
  const answers = await Promise.all(mentors.map((mentor) => book(mentor, "14:00", "15:00", many)));
  expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 400, 400]);
  for (const answer of answers.filter((a) => a.status === 400)) {
    expect(answer).toMatchObject(refused(HOLD_MESSAGES.total));
  }
  const one = await createConfirmedUser(h);
  const same = await Promise.all(
    ["15:00", "16:00", "17:00"].map((from, i) => book(mentors[0]!, from, `${16 + i}:00`, one)),
  );
  expect(same.map((a) => a.status).sort()).toEqual([201, 400, 400]);
  const held = await h.db
    .prepare("SELECT comprador, COUNT(*) AS n FROM eventos WHERE comprador IN (?, ?) GROUP BY comprador")
    .bind(many.id, one.id)
    .all<{ comprador: number; n: number }>();
  expect(Object.fromEntries(held.results.map((r) => [r.comprador, r.n]))).toEqual({ [many.id]: 3, [one.id]: 1 });
});
