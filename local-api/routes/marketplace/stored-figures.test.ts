// The marketplace's stored figures (issue 31, migration 0020): each listing equals the one computed from the ratings
// and sessions themselves (the query this API ran before), after ratings, bookings, payments, cancellations and moves,
// with a hold running and after it ran out.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { MARKETPLACE_PAGE_SIZE, marketplacePageSchema } from "../../../app/api/contract/marketplace";
import { nowMs } from "../../../app/shared/clock";
import { createHarness, type Harness } from "../../testing/harness";
import { HOLD_MINUTES } from "../../services/sessions";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.dispose());

type Figures = { id: number; puntaje: number; reviews: number; nsesiones: number };

const ORDERS = {
  relevant: "reviews DESC, puntaje DESC, nsesiones DESC, id ASC",
  rating: "puntaje DESC, reviews DESC, id ASC",
  price: "precio ASC, puntaje DESC, id ASC",
} as const;

/** The listing computed from the ratings and sessions, in one order, every page at once. */
async function computed(sort: keyof typeof ORDERS, where = "1 = 1"): Promise<Figures[]> {
  const cutoff = new Date(nowMs() - HOLD_MINUTES * 60_000).toISOString();
  const { results } = await h.db
    .prepare(
      `WITH m AS (
        SELECT u.id, u.precio,
          COALESCE((SELECT AVG(puntaje) FROM calificaciones c WHERE c.mentor_id = u.id), 0) AS puntaje,
          (SELECT COUNT(*) FROM calificaciones c WHERE c.mentor_id = u.id) AS reviews,
          (SELECT COUNT(*) FROM eventos e WHERE e.mentor_id = u.id AND e.cancelado_at IS NULL
            AND NOT (e.marketplace = 1 AND e.estado = '' AND e.created_at < ?)) AS nsesiones
        FROM usuarios u WHERE u.mentor = 1 AND u.is_active = 1 AND u.precio IS NOT NULL)
      SELECT id, puntaje, reviews, nsesiones FROM m WHERE ${where} ORDER BY ${ORDERS[sort]}`,
    )
    .bind(cutoff)
    .all<Figures>();
  return results.map((row) => ({ ...row, puntaje: Math.round(row.puntaje * 100) / 100 }));
}

/** Every page of the API's listing for `query`, its figures in order. */
async function listed(query: string): Promise<Figures[]> {
  const all: Figures[] = [];
  for (let page = 1; ; page++) {
    const response = await h.call("GET", `/marketplace/mentores?${query}&page=${page}`);
    expect(response.status, `${query} page ${page}`).toBe(200);
    const body = marketplacePageSchema.parse(response.body);
    all.push(...body.results.map(({ id, puntaje, reviews, nsesiones }) => ({ id, puntaje, reviews, nsesiones })));
    if (page * MARKETPLACE_PAGE_SIZE >= body.count) {
      expect(all).toHaveLength(body.count);
      return all;
    }
  }
}

async function expectSameAsComputed() {
  expect(await listed("sort=relevant")).toEqual(await computed("relevant"));
  expect(await listed("sort=rating&rating=4")).toEqual(await computed("rating", "puntaje >= 4"));
  expect(await listed("sort=price&price=80")).toEqual(await computed("price", "precio > 0 AND precio <= 80000"));
}

async function run(statement: string, ...params: unknown[]) {
  await h.db
    .prepare(statement)
    .bind(...params)
    .run();
}

describe("the marketplace's stored figures", () => {
  test("every listing equals the one computed from ratings and sessions, through writes and a hold", async () => {
    await expectSameAsComputed();
    const relevant = await computed("relevant");
    // Three mentors with nothing yet, from the end of the relevant order: writes must move them.
    const [a, b, c] = relevant.slice(-3).map((m) => m.id) as [number, number, number];
    const busy = relevant[0]!.id;
    const now = new Date(nowMs()).toISOString();
    const session = (slug: string, mentor: number, extra = "", values = "") =>
      run(
        `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id${extra}) VALUES (?, 'x', 'Individual', '2031-01-06 10:00', '2031-01-06 11:00', ?${values})`,
        slug,
        mentor,
      );

    // Ratings: new ones, a changed score, one moved to another mentor, one deleted.
    await run(
      "INSERT INTO calificaciones (mentor_id, puntaje, comentario) VALUES (?, 5, ''), (?, 2, ''), (?, 4, '')",
      a,
      a,
      b,
    );
    await run("UPDATE calificaciones SET puntaje = 1 WHERE id = (SELECT MAX(id) FROM calificaciones)");
    await run("UPDATE calificaciones SET mentor_id = ? WHERE id = (SELECT MIN(id) FROM calificaciones)", c);
    await run("DELETE FROM calificaciones WHERE id = (SELECT MIN(id) FROM calificaciones WHERE mentor_id = ?)", a);
    // Sessions: new, cancelled, moved to another mentor, deleted.
    await session("sf-1", b);
    await session("sf-2", b);
    await session("sf-3", c);
    await run("UPDATE eventos SET cancelado_at = ? WHERE slug = 'sf-2'", now);
    await run("UPDATE eventos SET mentor_id = ? WHERE slug = 'sf-3'", a);
    await run("DELETE FROM eventos WHERE slug = 'sf-1'");
    await run(
      "UPDATE eventos SET cancelado_at = ? WHERE id = (SELECT MIN(id) FROM eventos WHERE mentor_id = ?)",
      now,
      busy,
    );
    await expectSameAsComputed();

    // Two mentors tied on every figure: a hold on the second (higher id) must put it first.
    const tied = await computed("relevant");
    const i = tied.findIndex(
      (m, k) =>
        k + 1 < tied.length &&
        m.reviews === tied[k + 1]!.reviews &&
        m.puntaje === tied[k + 1]!.puntaje &&
        m.nsesiones === tied[k + 1]!.nsesiones,
    );
    expect(i).toBeGreaterThanOrEqual(0);
    const [x, d] = [tied[i]!.id, tied[i + 1]!.id];
    // Unpaid bookings: one holds its slot (it counts while it runs), one is paid (it counts from then on).
    // Stamped with the test clock's now, not SQLite's (the hold's cut-off reads the clock).
    const held = async (slug: string, mentor: number) => {
      await session(slug, mentor, ", marketplace, estado", ", 1, ''");
      await run("UPDATE eventos SET created_at = ? WHERE slug = ?", now, slug);
    };
    await held("sf-hold", d);
    await held("sf-paid", b);
    await run("UPDATE eventos SET estado = 'pagado' WHERE slug = 'sf-paid'");
    const withHold = await listed("sort=relevant");
    expect(withHold).toEqual(await computed("relevant"));
    // Its mentor goes before the one it was tied with.
    expect(withHold.find((m) => m.id === d)?.nsesiones).toBe(tied[i + 1]!.nsesiones + 1);
    expect(withHold.findIndex((m) => m.id === d)).toBeLessThan(withHold.findIndex((m) => m.id === x));
    await expectSameAsComputed();

    // The hold ran out: its session no longer counts.
    const expired = new Date(nowMs() - (HOLD_MINUTES + 1) * 60_000).toISOString();
    await run("UPDATE eventos SET created_at = ? WHERE slug = 'sf-hold'", expired);
    expect((await listed("sort=relevant")).find((m) => m.id === d)?.nsesiones).toBe(tied[i + 1]!.nsesiones);
    await expectSameAsComputed();

    // The mentor's own page agrees with the listing.
    const [first] = await computed("relevant");
    const username = (await h.db
      .prepare("SELECT username FROM usuarios WHERE id = ?")
      .bind(first!.id)
      .first<{ username: string }>())!.username;
    const one = await h.call<Figures>("GET", `/marketplace/mentores/${username}`);
    expect({
      id: one.body.id,
      puntaje: one.body.puntaje,
      reviews: one.body.reviews,
      nsesiones: one.body.nsesiones,
    }).toEqual(first);
  }, 60_000);
});
