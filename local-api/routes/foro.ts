// The forum: /foro/post/… and the legacy /api/posts/… paths (second spec › The calls it makes "Forum, support, integration").
// Every call needs a token; only authors delete their own posts and comments (403 otherwise).
import { Hono, type Context } from "hono";
import { contentBodySchema } from "../../app/api/contract/foro";
import { requireAuth } from "../auth";
import type { AppEnv } from "../env";
import { idParam, parseJsonBody } from "../http";
import { checkPageInRange, pageOf, parsePageParam } from "../pagination";
import { createComment, createPost, deleteComment, deletePost, getPost, listPosts, setLike } from "../services/forum";
import { FORUM_COMMENTS_PAGE_SIZE, FORUM_PAGE_SIZE } from "../../app/api/contract/foro";

async function create(c: Context<AppEnv>) {
  const body = await parseJsonBody(c, contentBodySchema);
  return c.json(await createPost(c.get("db"), c.get("user").id, body.contenido), 201);
}

export const foroRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/post", async (c) => {
    const page = parsePageParam(c.req.query("page"));
    const { count, results } = await listPosts(c.get("db"), page);
    checkPageInRange(page, count, { pageSize: FORUM_PAGE_SIZE });
    return c.json(pageOf(c.req.url, page, count, results, { pageSize: FORUM_PAGE_SIZE }));
  })
  .post("/post/crear", create)
  // One page of the post's comments (issue 31); a page past the last one is a 404, as for the list.
  .get("/post/:id{[0-9]+}", async (c) => {
    const page = parsePageParam(c.req.query("page"));
    const post = await getPost(c.get("db"), idParam(c, "id"), page);
    checkPageInRange(page, post.total_comentarios, { pageSize: FORUM_COMMENTS_PAGE_SIZE });
    return c.json(post);
  })
  .post("/post/:id{[0-9]+}/comentario/crear", async (c) => {
    const postId = idParam(c, "id");
    const body = await parseJsonBody(c, contentBodySchema);
    return c.json(await createComment(c.get("db"), c.get("user").id, postId, body.contenido), 201);
  });

/** The legacy paths, same rules. */
export const legacyPostRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .post("/", create)
  .put("/like/:id{[0-9]+}", async (c) => c.json(await setLike(c.get("db"), c.get("user").id, idParam(c, "id"), true)))
  .put("/unlike/:id{[0-9]+}", async (c) =>
    c.json(await setLike(c.get("db"), c.get("user").id, idParam(c, "id"), false)),
  )
  .delete("/:id{[0-9]+}", async (c) => {
    await deletePost(c.get("db"), c.get("user").id, idParam(c, "id"));
    return c.body(null, 204);
  })
  .delete("/comment/:postId{[0-9]+}/:commentId{[0-9]+}", async (c) => {
    await deleteComment(c.get("db"), c.get("user").id, idParam(c, "postId"), idParam(c, "commentId"));
    return c.body(null, 204);
  });
