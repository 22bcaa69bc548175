// GET /media/{key}: uploaded images (institution logos, program images, company images, profile photos) served
// from R2, like Django's MEDIA_URL. Only the public prefixes are served: support-ticket attachments stay private.
// `?size=WxH&format=webp|jpeg` (issue 35 §2) answers one of the sizes the pages show, made on the first read
// for an image uploaded before sizes existed.
import { Hono } from "hono";
import { IMAGE_FORMATS, boxOfSize, type ImageFormat } from "../../app/api/contract/media";
import type { AppEnv } from "../env";
import { notFound } from "../http";
import { boxesOfKey } from "../images/boxes";
import { CONTENT_TYPE, storeVariants, variantKey } from "../images/variants";
import { sniffImage } from "../services/institution";

// Keys are random and never rewritten (a new image gets a new key), and a size of one never changes.
const IMMUTABLE = "public, max-age=31536000, immutable";

function imageResponse(body: ReadableStream | ArrayBuffer, type: string, size: number, etag: string, cache: string) {
  return new Response(body, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(size),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": cache,
      ETag: etag,
    },
  });
}

export const mediaRoutes = new Hono<AppEnv>().get("/:key{.+}", async (c) => {
  const key = c.req.param("key");
  const boxes = boxesOfKey(key);
  if (!boxes || key.includes("..") || key.length > 200) throw notFound();
  const size = c.req.query("size");
  const format = c.req.query("format");
  if (size === undefined && format === undefined) {
    const object = await c.env.FILES.get(key);
    if (!object) throw notFound();
    return imageResponse(
      object.body,
      object.httpMetadata?.contentType ?? "application/octet-stream",
      object.size,
      object.httpEtag,
      IMMUTABLE,
    );
  }
  const wanted = size === undefined ? null : boxOfSize(size);
  if (!wanted || !(IMAGE_FORMATS as readonly string[]).includes(format ?? "")) throw notFound();
  const imageFormat = format as ImageFormat;
  const stored = await c.env.FILES.get(variantKey(key, size!, imageFormat));
  if (stored) return imageResponse(stored.body, CONTENT_TYPE[imageFormat], stored.size, stored.httpEtag, IMMUTABLE);

  // First read of a size: made from the original, with every other size of its prefix (one decode for all).
  const original = await c.env.FILES.get(key);
  if (!original) throw notFound();
  const bytes = new Uint8Array(await original.arrayBuffer());
  const type = sniffImage(bytes);
  try {
    if (!type) throw new Error("not a JPEG or PNG");
    const made = await storeVariants(
      c.env.FILES,
      key,
      bytes,
      type,
      boxes.includes(wanted.box) ? boxes : [...boxes, wanted.box],
    );
    const variant = made.find((v) => v.size === size && v.format === imageFormat);
    if (variant) {
      const etag = `"${key.length}-${size}-${imageFormat}-${variant.bytes.byteLength}"`;
      return imageResponse(
        variant.bytes.slice().buffer,
        CONTENT_TYPE[imageFormat],
        variant.bytes.byteLength,
        etag,
        IMMUTABLE,
      );
    }
  } catch (error) {
    console.error(`media: no sizes for ${key}:`, error);
  }
  // An original the codecs cannot read: better the picture than a broken one; not cached, so a fix shows.
  return imageResponse(
    bytes.slice().buffer,
    original.httpMetadata?.contentType ?? "application/octet-stream",
    bytes.byteLength,
    original.httpEtag,
    "no-store",
  );
});
