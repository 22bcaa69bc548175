// GET /media/{key}: uploaded images (institution logos) served from R2, like Django's MEDIA_URL.
// Only the public prefix is served: support-ticket attachments stay private.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../http";
import { LOGO_PREFIX } from "../services/institution";

export const mediaRoutes = new Hono<AppEnv>().get("/:key{.+}", async (c) => {
  const key = c.req.param("key");
  if (!key.startsWith(LOGO_PREFIX) || key.includes("..") || key.length > 200) throw notFound();
  const object = await c.env.FILES.get(key);
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      // Keys are random and never rewritten (a new logo gets a new key): cache for a year.
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: object.httpEtag,
    },
  });
});
