// Issue 15, forum (/posts) without JavaScript: the spec's messages, a new post first, comments, likes and
// unlikes, authors-only deletes with confirmation, escaped content with http(s) links only, fuzzed input.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, textOf, useTestWorker } from "./harness";

const worker = useTestWorker();

async function newPost(email: string, contenido: string) {
  const b = await worker.browserAs(email);
  const response = await b.formPost("/posts", { intent: "crear", contenido });
  expect(response.status).toBe(302);
  const [row] = await worker.sql<{ id: number }>(
    "SELECT id FROM foro_posts WHERE contenido = ? ORDER BY id DESC",
    contenido,
  );
  return { b, response, id: row!.id };
}

function likeCount(html: string, id: number): string | undefined {
  const article = new RegExp(
    `<article[^>]*>(?:(?!</article>)[\\s\\S])*?name="postId" value="${id}"[\\s\\S]*?</article>`,
  ).exec(html)?.[0];
  return article ? /(\d+) me gusta/.exec(textOf(article))?.[1] : undefined;
}

describe("/posts", () => {
  test("the seeded forum lists posts with author, date, likes and comment count", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const text = textOf(await (await b.get("/posts")).text());
    expect(text).toContain("¡Bienvenidos al foro!");
    expect(text).toContain("2 me gusta");
    expect(text).toContain("1 comentario");
  });

  test("an empty post is refused with the spec's message; a new one appears first with 'Post creado correctamente'", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const empty = await b.formPost("/posts", { intent: "crear", contenido: "   " });
    expect(empty.status).toBe(400);
    expect(fieldErrors(await empty.text(), "contenido")).toEqual([
      "Post NO CREADO: Debes incluir contenido en el post",
    ]);
    const contenido = `Post de prueba ${Date.now()}`;
    const created = await b.formPost("/posts", { intent: "crear", contenido });
    expect(created.headers.get("Location")).toBe("/posts");
    const html = await (await b.follow(created)).text();
    expect(flashText(html)).toContain("Post creado correctamente");
    const firstArticle = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? "";
    expect(textOf(firstArticle)).toContain(contenido);
  });

  test("a comment appears on the post's page; like and unlike count right", async () => {
    const { b, id } = await newPost(DEMO.entrepreneur, `Con comentarios ${Date.now()}`);
    const comment = await b.formPost(`/posts/${id}`, { intent: "comentar", contenido: "Mi comentario" });
    expect(comment.headers.get("Location")).toBe(`/posts/${id}`);
    const page = await (await b.follow(comment)).text();
    expect(flashText(page)).toContain("Comenetario agregado correctamente");
    expect(textOf(page)).toContain("Mi comentario");
    const emptyComment = await b.formPost(`/posts/${id}`, { intent: "comentar", contenido: "" });
    expect(emptyComment.status).toBe(400);

    const mentor = await worker.browserAs(DEMO.mentor);
    expect(likeCount(await (await mentor.get("/posts")).text(), id)).toBe("0");
    const like = await mentor.formPost("/posts", { intent: "me-gusta", postId: String(id) });
    expect(like.headers.get("Location")).toBe("/posts");
    await b.formPost(`/posts/${id}`, { intent: "me-gusta", postId: String(id) });
    expect(likeCount(await (await mentor.get("/posts")).text(), id)).toBe("2");
    await mentor.formPost("/posts", { intent: "ya-no-me-gusta", postId: String(id) });
    expect(likeCount(await (await mentor.get("/posts")).text(), id)).toBe("1");
  });

  test("another user cannot delete it (no link, 403); its author can, after confirming", async () => {
    const { b, id } = await newPost(DEMO.entrepreneur, `Para eliminar ${Date.now()}`);
    const mentor = await worker.browserAs(DEMO.mentor);
    expect(await (await mentor.get(`/posts/${id}`)).text()).not.toContain(`/posts/${id}/eliminar`);
    expect((await mentor.get(`/posts/${id}/eliminar`)).status).toBe(403);
    expect((await mentor.formPost(`/posts/${id}/eliminar`, {})).status).toBe(403);
    const confirm = await b.get(`/posts/${id}/eliminar`);
    expect(textOf(await confirm.text())).toContain("¿Seguro que quieres eliminar tu post?");
    const deleted = await b.formPost(`/posts/${id}/eliminar`, {});
    expect(deleted.headers.get("Location")).toBe("/posts");
    expect(await worker.sql("SELECT id FROM foro_posts WHERE id = ?", id)).toEqual([]);
    expect((await b.get(`/posts/${id}`)).status).toBe(404);
  });

  test("a comment is deleted only by its author", async () => {
    const { b, id } = await newPost(DEMO.entrepreneur, `Comentario a borrar ${Date.now()}`);
    const mentor = await worker.browserAs(DEMO.mentor);
    await mentor.formPost(`/posts/${id}`, { intent: "comentar", contenido: "Lo borro yo" });
    const [row] = await worker.sql<{ id: number }>("SELECT id FROM foro_comentarios WHERE post_id = ?", id);
    const path = `/posts/${id}/comentarios/${row!.id}/eliminar`;
    expect((await b.get(path)).status).toBe(403);
    const deleted = await mentor.formPost(path, {});
    expect(deleted.headers.get("Location")).toBe(`/posts/${id}`);
    expect(await worker.sql("SELECT id FROM foro_comentarios WHERE id = ?", row!.id)).toEqual([]);
  });

  test("content is escaped text; only http and https links are clickable", async () => {
    const contenido = `<script>alert(1)</script> mira https://example.org/guia y javascript:alert(1) ${Date.now()}`;
    const { b } = await newPost(DEMO.entrepreneur, contenido);
    const html = await (await b.get("/posts")).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('href="https://example.org/guia"');
    expect(html).not.toContain('href="javascript:');
  });

  test("visitors go to the login; fuzzed posts never give a 500", async () => {
    expect((await worker.browser().get("/posts")).headers.get("Location")).toBe("/login?redirectTo=%2Fposts");
    const b = await worker.browserAs(DEMO.institution);
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), fc.string({ maxLength: 12 }), async (contenido, intent) => {
        const response = await b.formPost("/posts/1", { intent, contenido, postId: contenido.slice(0, 5) });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 8 },
    );
  });
});
