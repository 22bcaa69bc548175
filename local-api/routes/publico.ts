// Public calls (no token): the landing pages' contact requests, the help centre's article search and the
// articles' files (second spec › Screens and routes "Landing pages", "Legal and help"; second spec › The calls it makes `GET {api}/searchfiles/?q=`).
import { Hono } from "hono";
import { contactBodySchema, contactResponseSchema } from "../../app/api/contract/publico";
import type { AppEnv } from "../env";
import { notFound, parseJsonBody } from "../http";
import { ARTICLE_PREFIX, contactMail, saveContact, searchArticles } from "../services/publico";
import { queueMail } from "../outbox";

export const contactRoutes = new Hono<AppEnv>().post("/crear", async (c) => {
  const db = c.get("db");
  const body = await parseJsonBody(c, contactBodySchema);
  const id = await saveContact(db, body);
  await queueMail(db, contactMail(body));
  return c.json(contactResponseSchema.parse({ id }), 201);
});

export const searchFilesRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const q = (c.req.query("q") ?? "").slice(0, 200);
  return c.json(await searchArticles(c.get("db"), q, c.env.APP_URL, c.req.url));
});

/** GET /articulos/{key}: an article's file, as an attachment. */
export const articleFileRoutes = new Hono<AppEnv>().get("/:key{.+}", async (c) => {
  const key = `${ARTICLE_PREFIX}${c.req.param("key")}`;
  if (key.includes("..") || key.length > 200) throw notFound();
  const object = await c.env.FILES.get(key);
  if (!object) throw notFound();
  const name = object.customMetadata?.nombre ?? key.slice(ARTICLE_PREFIX.length);
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
      "X-Content-Type-Options": "nosniff",
    },
  });
});
