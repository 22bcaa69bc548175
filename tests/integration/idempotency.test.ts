// A double submit makes one record (issue 34 §1): every create form carries a one-time key (`_once`), the app
// sends it to the API as Idempotency-Key, and the API answers a repeated key with the first answer. Each
// create below is fired twice at the same moment with the key its page rendered, without JavaScript, and the
// records are counted; without the key the same double submit makes two (the key is what prevents it).
import { describe, expect, test } from "vitest";
import { DEMO, input, tags, useTestWorker, type Browser } from "./harness";

const worker = useTestWorker();

async function onceOf(b: Browser, path: string): Promise<string> {
  const value = input(await (await b.get(path)).text(), "_once")?.value;
  if (!value) throw new Error(`${path} renders no _once field`);
  return value;
}

/** The same form post sent twice at once; both answers. */
function twice(b: Browser, path: string, fields: Record<string, string>) {
  return Promise.all([b.formPost(path, fields), b.formPost(path, fields)]);
}

async function countOf(query: string, ...params: unknown[]): Promise<number> {
  const [row] = await worker.sql<{ n: number }>(query, ...params);
  return row!.n;
}

async function multipartTwice(b: Browser, path: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const send = () =>
    b.request(path, { method: "POST", body, headers: { "Content-Type": encoded.headers.get("content-type")! } });
  return Promise.all([send(), send()]);
}

/** An entrepreneur of program 1 other than the demo one (they create a plan of their own here). */
async function peer(): Promise<{ b: Browser; username: string }> {
  await worker.browserAs(DEMO.entrepreneur);
  const [row] = await worker.sql<{ email: string; username: string }>(
    `SELECT u.email, u.username FROM programa_emprendedores pe JOIN usuarios u ON u.id = pe.user_id
     WHERE pe.programa_id = 1 AND u.email <> ? ORDER BY u.id DESC LIMIT 1`,
    DEMO.entrepreneur,
  );
  return { b: await worker.browserAs(row!.email), username: row!.username };
}

describe("the one-time key", () => {
  test("every page load renders a new key; the same form twice makes one forum post, without it two", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const key = await onceOf(b, "/posts");
    expect(await onceOf(b, "/posts")).not.toBe(key);

    const contenido = `Doble envío ${crypto.randomUUID()}`;
    const answers = await twice(b, "/posts", { intent: "crear", contenido, _once: key });
    expect(answers.map((r) => r.status)).toEqual([302, 302]);
    expect(answers[0]!.headers.get("Location")).toBe(answers[1]!.headers.get("Location"));
    expect(await countOf("SELECT COUNT(*) AS n FROM foro_posts WHERE contenido = ?", contenido)).toBe(1);
    // Sent again later (a resent page): still one.
    expect((await b.formPost("/posts", { intent: "crear", contenido, _once: key })).status).toBe(302);
    expect(await countOf("SELECT COUNT(*) AS n FROM foro_posts WHERE contenido = ?", contenido)).toBe(1);

    const unkeyed = `Sin clave ${crypto.randomUUID()}`;
    await twice(b, "/posts", { intent: "crear", contenido: unkeyed });
    expect(await countOf("SELECT COUNT(*) AS n FROM foro_posts WHERE contenido = ?", unkeyed)).toBe(2);
  });

  test("a refused submission does not use the key up: the corrected form creates with it", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const key = await onceOf(b, "/posts");
    expect((await b.formPost("/posts", { intent: "crear", contenido: "   ", _once: key })).status).toBe(400);
    const contenido = `Corregido ${crypto.randomUUID()}`;
    expect((await b.formPost("/posts", { intent: "crear", contenido, _once: key })).status).toBe(302);
    expect(await countOf("SELECT COUNT(*) AS n FROM foro_posts WHERE contenido = ?", contenido)).toBe(1);
  });

  test("a comment, a support ticket (multipart), an indicator and its value: one each", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const [post] = await worker.sql<{ id: number }>("SELECT id FROM foro_posts ORDER BY id LIMIT 1");
    const comment = `Comentario doble ${crypto.randomUUID()}`;
    const path = `/posts/${post!.id}`;
    await twice(b, path, { intent: "comentar", contenido: comment, _once: await onceOf(b, path) });
    expect(await countOf("SELECT COUNT(*) AS n FROM foro_comentarios WHERE contenido = ?", comment)).toBe(1);

    const solicitud = `Ticket doble ${crypto.randomUUID()}`;
    const tickets = await multipartTwice(b, "/soporte", { solicitud, _once: await onceOf(b, "/soporte") });
    expect(tickets.map((r) => r.status)).toEqual([302, 302]);
    expect(await countOf("SELECT COUNT(*) AS n FROM tickets_soporte WHERE solicitud = ?", solicitud)).toBe(1);

    const name = `Indicador ${crypto.randomUUID().slice(0, 8)}`;
    const newIndicator = "/empresa/1/indicadores/nuevo";
    await twice(b, newIndicator, {
      name,
      description: "Ventas por semana",
      measure: "Unidades",
      base_line: "1",
      goal: "5",
      x_axis: "Semana",
      y_axis: "Ventas",
      _once: await onceOf(b, newIndicator),
    });
    const [indicator] = await worker.sql<{ id: number; n: number }>(
      "SELECT MIN(id) AS id, COUNT(*) AS n FROM indicadores WHERE name = ?",
      name,
    );
    expect(indicator!.n).toBe(1);
    const values = `/empresa/1/indicadores/${indicator!.id}/valores`;
    await twice(b, values, { intent: "create", value: "7", date: "2026-01-05T09:00", _once: await onceOf(b, values) });
    expect(await countOf("SELECT COUNT(*) AS n FROM indicador_valores WHERE indicador_id = ?", indicator!.id)).toBe(1);
  });

  test("a work plan, an activity and an observation: one each", async () => {
    const { b, username } = await peer();
    const path = `/plan/${username}/1`;
    await twice(b, `${path}/crear`, { description: "Crecer", _once: await onceOf(b, `${path}/crear`) });
    expect(
      await countOf(
        "SELECT COUNT(*) AS n FROM planes_trabajo p JOIN usuarios u ON u.id = p.user_id WHERE u.username = ?",
        username,
      ),
    ).toBe(1);
    const newActivity = `${path}/actividades/nueva`;
    const form = await (await b.get(newActivity)).text();
    const mentor = tags(form, "option").find((o) => o.value && o.value !== "")!.value!;
    const name = `Actividad ${crypto.randomUUID().slice(0, 8)}`;
    await twice(b, newActivity, {
      name,
      description: "Doble clic",
      mentor,
      start: "2026-05-10",
      end: "2026-05-11",
      _once: input(form, "_once")!.value!,
    });
    const [activity] = await worker.sql<{ id: number; n: number }>(
      "SELECT MIN(id) AS id, COUNT(*) AS n FROM actividades WHERE name = ?",
      name,
    );
    expect(activity!.n).toBe(1);
    const page = `${path}/actividades/${activity!.id}`;
    const title = `Observación ${crypto.randomUUID().slice(0, 8)}`;
    await twice(b, page, { title, text: "", _once: await onceOf(b, page) });
    expect(await countOf("SELECT COUNT(*) AS n FROM observaciones WHERE title = ?", title)).toBe(1);
  });
});
