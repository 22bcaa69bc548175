// Issue 35 §2: the sizes of an uploaded image that the pages show (contract/media.ts), made once with the
// codecs and kept in R2 beside the original: at upload, or on the first read of an image uploaded before.
import {
  IMAGE_DENSITIES,
  IMAGE_FORMATS,
  IMAGE_VARIANT_MAX_BYTES,
  imageSize,
  type ImageBox,
  type ImageFormat,
} from "../../app/api/contract/media";
import { codecs, type Codecs, type Pixels } from "./codecs";

export type Variant = { size: string; format: ImageFormat; width: number; height: number; bytes: Uint8Array };

/** R2 prefix of the sizes: not under a public prefix, so they are reached only through ?size= of their original. */
export const VARIANT_PREFIX = "tamanos/";

export const CONTENT_TYPE: Record<ImageFormat, string> = { webp: "image/webp", jpeg: "image/jpeg" };

/** The R2 key of one size of the original `key`. */
export function variantKey(key: string, size: string, format: ImageFormat): string {
  return `${VARIANT_PREFIX}${key}/${size}.${format === "jpeg" ? "jpg" : "webp"}`;
}

// Qualities tried in turn until a size fits the byte bar (photos with much detail need the lower ones).
const QUALITIES = [75, 62, 50, 38];

/** Pixel size of a box at a density for a source: never larger than the source (no upscaling). */
export function targetSize(source: { width: number; height: number }, box: ImageBox, density: number) {
  const width = box.width * density;
  const height = box.height * density;
  if (box.fit === "cover") {
    // The box's proportions, cropped from the source; at most the source's own pixels.
    const scale = Math.min(1, source.width / width, source.height / height);
    return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
  }
  const scale = Math.min(1, width / source.width, height / source.height);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** JPEG has no transparency: a PNG's transparent parts become white (the cards' background). */
function onWhite(image: Pixels): Pixels {
  const data = new Uint8ClampedArray(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = (data[i + 3] ?? 255) / 255;
    if (alpha === 1) continue;
    for (let c = 0; c < 3; c++) data[i + c] = Math.round((data[i + c] ?? 0) * alpha + 255 * (1 - alpha));
    data[i + 3] = 255;
  }
  return { data, width: image.width, height: image.height };
}

async function encodeWithin(c: Codecs, image: Pixels, format: ImageFormat): Promise<Uint8Array> {
  let bytes: Uint8Array = new Uint8Array();
  for (const quality of QUALITIES) {
    bytes = await c.encode(image, format, quality);
    if (bytes.byteLength <= IMAGE_VARIANT_MAX_BYTES) break;
  }
  return bytes;
}

/** Every size of `boxes` (1× and 2×, WebP and JPEG) from one decode of the original. */
export async function makeVariants(
  original: Uint8Array,
  type: "image/jpeg" | "image/png",
  boxes: readonly ImageBox[],
): Promise<Variant[]> {
  const c = await codecs();
  const source = await c.decode(original, type);
  const variants: Variant[] = [];
  for (const box of boxes) {
    // The 2× from the source, the 1× from the 2× (a quarter of the work of scaling the source twice).
    let larger: Pixels = source;
    for (const density of [...IMAGE_DENSITIES].sort((a, b) => b - a)) {
      const { width, height } = targetSize(source, box, density);
      const image = await c.resize(larger, width, height, box.fit === "cover" && larger === source);
      larger = image;
      const flat = type === "image/png" ? onWhite(image) : image;
      for (const format of IMAGE_FORMATS) {
        const bytes = await encodeWithin(c, format === "jpeg" ? flat : image, format);
        variants.push({ size: imageSize(box, density), format, width: image.width, height: image.height, bytes });
      }
    }
  }
  return variants;
}

/** Makes and stores the sizes of `boxes` for the original `key`; returns them. */
export async function storeVariants(
  files: R2Bucket,
  key: string,
  original: Uint8Array,
  type: "image/jpeg" | "image/png",
  boxes: readonly ImageBox[],
): Promise<Variant[]> {
  const variants = await makeVariants(original, type, boxes);
  await Promise.all(
    variants.map((v) =>
      files.put(variantKey(key, v.size, v.format), v.bytes, {
        httpMetadata: { contentType: CONTENT_TYPE[v.format] },
        customMetadata: { width: String(v.width), height: String(v.height) },
      }),
    ),
  );
  return variants;
}
