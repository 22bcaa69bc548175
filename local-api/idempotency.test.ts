// Idempotency-Key on POST (docs/api.md, issue 34 §1) at the API: ten requests at once with one key make one
// record and get one answer; a key is the caller's own; another path, a malformed key; failures are not kept.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IDEMPOTENCY_MESSAGES } from "./idempotency";
import { type Harness, createHarness } from "./testing/harness";

let h: Harness;
let mentor: string;
let entrepreneur: string;

beforeAll(async () => {
  h = await createHarness();
  mentor = await h.login("mentor@demo.test", "Demo1234!");
  entrepreneur = await h.login("emprendedor@demo.test", "Demo1234!");
});
afterAll(() => h.dispose());

const post = (token: string, key: string | null, contenido: string, path = "/foro/post/crear") =>
  h.call<{ id?: number; detail?: string }>("POST", path, {
    token,
    body: { contenido },
    headers: key === null ? {} : { "Idempotency-Key": key },
  });

async function postsWith(contenido: string): Promise<number> {
  const row = await h.db
    .prepare("SELECT COUNT(*) AS n FROM foro_posts WHERE contenido = ?")
    .bind(contenido)
    .first<{ n: number }>();
  return row!.n;
}

describe("Idempotency-Key", () => {
  test("ten requests at once with one key: one record, the same answer, replays marked", async () => {
    const contenido = `Diez a la vez ${crypto.randomUUID()}`;
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(mentor, key, contenido)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get("Idempotent-Replayed") === "true")).toHaveLength(9);
    expect(await postsWith(contenido)).toBe(1);
  });

  test("a key is its caller's own: another user's request with the same key is a request of its own", async () => {
    const key = crypto.randomUUID();
    const contenido = `Misma clave ${crypto.randomUUID()}`;
    expect((await post(mentor, key, contenido)).status).toBe(201);
    expect((await post(entrepreneur, key, contenido)).status).toBe(201);
    expect(await postsWith(contenido)).toBe(2);
  });

  test("the same key on another path is 422; a malformed key is 400; nothing is created", async () => {
    const key = crypto.randomUUID();
    const contenido = `Otra ruta ${crypto.randomUUID()}`;
    expect((await post(mentor, key, contenido)).status).toBe(201);
    const other = await post(mentor, key, contenido, "/foro/post/1/comentario/crear");
    expect(other.status).toBe(422);
    expect(other.body.detail).toBe(IDEMPOTENCY_MESSAGES.otherRequest);
    const bad = await post(mentor, "corta", `Clave corta ${crypto.randomUUID()}`);
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
  });

  test("a refused request is not kept: the key then creates", async () => {
    const key = crypto.randomUUID();
    expect((await post(mentor, key, "   ")).status).toBe(400);
    const contenido = `Tras el error ${crypto.randomUUID()}`;
    expect((await post(mentor, key, contenido)).status).toBe(201);
    expect(await postsWith(contenido)).toBe(1);
  });

  test("without a key two requests are two records", async () => {
    const contenido = `Sin clave ${crypto.randomUUID()}`;
    await Promise.all([post(mentor, null, contenido), post(mentor, null, contenido)]);
    expect(await postsWith(contenido)).toBe(2);
  });
});
