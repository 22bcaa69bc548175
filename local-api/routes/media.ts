// GET /media/{key}: uploaded images (institution logos, program images) served from R2, like Django's
// MEDIA_URL. Only the public prefixes are served: support-ticket attachments stay private.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { notFound } from "../http";
import { LOGO_PREFIX } from "../services/institution";
import { PROGRAM_IMAGE_PREFIX } from "../services/programs";
import { AVATAR_PREFIX } from "../services/profiles";

const PUBLIC_PREFIXES = [LOGO_PREFIX, PROGRAM_IMAGE_PREFIX, AVATAR_PREFIX];

export const mediaRoutes = new Hono<AppEnv>().get("/:key{.+}", async (c) => {
  const key = c.req.param("key");
  if (!PUBLIC_PREFIXES.some((prefix) => key.startsWith(prefix)) || key.includes("..") || key.length > 200)
    throw notFound();
  const object = await c.env.FILES.get(key);
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      "X-Content-Type-Options": "nosniff",
      // Keys are random and never rewritten (a new image gets a new key): cache for a year.
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: object.httpEtag,
    },
  });
});
