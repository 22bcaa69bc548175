// The forum calls (second spec › The calls it makes): list, detail, create, comment, like and unlike, authors-only deletes, the
// legacy /api/posts paths, the posting rate limit; and the public contact and article calls.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { postDetailSchema, postPageSchema } from "../../app/api/contract/foro";
import { articleListSchema } from "../../app/api/contract/publico";
import { type Harness, createHarness } from "../testing/harness";
import { FORUM_MESSAGES, FORUM_RATE_LIMIT } from "../services/forum";

let h: Harness;
let mentor: string;
let entrepreneur: string;
let official: string;

beforeAll(async () => {
  h = await createHarness();
  mentor = await h.login("mentor@demo.test", "Demo1234!");
  entrepreneur = await h.login("emprendedor@demo.test", "Demo1234!");
  official = await h.login("entidad@demo.test", "Demo1234!");
});
afterAll(() => h.dispose());

async function call(method: string, path: string, token?: string, body?: unknown) {
  const headers = new Headers(token ? { authorization: `Token ${token}` } : {});
  if (body !== undefined) headers.set("content-type", "application/json");
  const response = await h.app.fetch(
    new Request(`http://local${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    h.env,
  );
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe("forum", () => {
  test("the seeded forum: newest first, with likes and comment counts; a token is required", async () => {
    expect((await call("GET", "/foro/post/")).status).toBe(401);
    const page = postPageSchema.parse((await call("GET", "/foro/post/", mentor)).body);
    expect(page.count).toBeGreaterThanOrEqual(3);
    const dates = page.results.map((p) => p.fecha_creacion);
    expect(dates).toEqual([...dates].sort().reverse());
    const welcome = page.results.find((p) => p.contenido.startsWith("¡Bienvenidos al foro!"));
    expect(welcome?.me_gusta).toHaveLength(2);
    expect(welcome?.comentarios).toBe(1);
    expect((await call("GET", "/foro/post/?page=99", mentor)).status).toBe(404);
  });

  test("create (201, first in the list), comment (201), like and unlike; an empty post gets the spec's 400", async () => {
    const empty = await call("POST", "/foro/post/crear", entrepreneur, { contenido: "   ", me_gusta: [] });
    expect(empty).toEqual({ status: 400, body: { contenido: [FORUM_MESSAGES.emptyPost] } });
    const created = await call("POST", "/foro/post/crear", entrepreneur, {
      contenido: " Mi primer post ",
      me_gusta: [],
    });
    expect(created.status).toBe(201);
    const post = postDetailSchema.parse(created.body);
    expect(post.contenido).toBe("Mi primer post");
    const first = postPageSchema.parse((await call("GET", "/foro/post/", mentor)).body).results[0];
    expect(first?.id).toBe(post.id);
    const comment = await call("POST", `/foro/post/${post.id}/comentario/crear`, mentor, { contenido: "¡Bien!" });
    expect(comment.status).toBe(201);
    expect((await call("POST", `/foro/post/${post.id}/comentario/crear`, mentor, { contenido: "" })).status).toBe(400);
    const liked = postDetailSchema.parse((await call("PUT", `/api/posts/like/${post.id}`, mentor)).body);
    expect(liked.me_gusta).toHaveLength(1);
    // Liking twice counts once.
    expect(
      postDetailSchema.parse((await call("PUT", `/api/posts/like/${post.id}`, mentor)).body).me_gusta,
    ).toHaveLength(1);
    const unliked = postDetailSchema.parse((await call("PUT", `/api/posts/unlike/${post.id}`, mentor)).body);
    expect(unliked.me_gusta).toHaveLength(0);
    const detail = postDetailSchema.parse((await call("GET", `/foro/post/${post.id}`, official)).body);
    expect(detail.comentarios.map((c) => c.contenido)).toEqual(["¡Bien!"]);
  });

  test("only authors delete their own posts and comments (403 otherwise, 404 when missing)", async () => {
    const post = postDetailSchema.parse(
      (await call("POST", "/api/posts", entrepreneur, { contenido: "Para borrar" })).body,
    );
    const comment = (await call("POST", `/foro/post/${post.id}/comentario/crear`, mentor, { contenido: "Comento" }))
      .body as { id: number };
    expect((await call("DELETE", `/api/posts/${post.id}`, mentor)).status).toBe(403);
    expect((await call("DELETE", `/api/posts/comment/${post.id}/${comment.id}`, entrepreneur)).status).toBe(403);
    expect((await call("DELETE", `/api/posts/comment/${post.id}/${comment.id}`, mentor)).status).toBe(204);
    expect((await call("DELETE", `/api/posts/${post.id}`, entrepreneur)).status).toBe(204);
    expect((await call("GET", `/foro/post/${post.id}`, entrepreneur)).status).toBe(404);
    expect((await call("DELETE", `/api/posts/${post.id}`, entrepreneur)).status).toBe(404);
  });

  test(`posting is rate-limited: ${FORUM_RATE_LIMIT} posts and comments a minute`, async () => {
    const token = await h.login("entidad@demo.test", "Demo1234!");
    const statuses: number[] = [];
    for (let i = 0; i <= FORUM_RATE_LIMIT; i++) {
      statuses.push((await call("POST", "/foro/post/crear", token, { contenido: `Post ${i}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(FORUM_RATE_LIMIT).fill(201), 429]);
  });

  test("fuzzed bodies never give a 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const response = await call("POST", "/foro/post/crear", mentor, body);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 25 },
    );
  });
});

describe("public calls", () => {
  test("POST /contacto/crear stores the request and writes the acknowledgement to the outbox; 400 on bad input", async () => {
    const ok = await call("POST", "/contacto/crear", undefined, {
      origen: "juntas-asesoras",
      nombre: "Ana",
      email: "Ana@Example.test",
    });
    expect(ok.status).toBe(201);
    const row = await h.db
      .prepare("SELECT email, origen FROM contactos WHERE id = ?")
      .bind((ok.body as { id: number }).id)
      .first();
    expect(row).toEqual({ email: "ana@example.test", origen: "juntas-asesoras" });
    const mail = await h.db.prepare('SELECT subject FROM outbox WHERE "to" = ?').bind("ana@example.test").first();
    expect(mail).toBeTruthy();
    expect((await call("POST", "/contacto/crear", undefined, { origen: "otro", email: "a@b.co" })).status).toBe(400);
    expect((await call("POST", "/contacto/crear", undefined, { origen: "newsletter", email: "no" })).status).toBe(400);
  });

  test("GET /searchfiles/?q= finds articles by the words of their name, accents optional", async () => {
    const all = articleListSchema.parse((await call("GET", "/searchfiles/?q=")).body);
    expect(all).toHaveLength(12);
    const found = articleListSchema.parse((await call("GET", "/searchfiles/?q=sesion%20acta")).body);
    expect(found.map((a) => a.name)).toEqual(["Cómo registrar el acta de una sesión"]);
    expect(articleListSchema.parse((await call("GET", "/searchfiles/?q=zzqxw")).body)).toEqual([]);
  });
});
