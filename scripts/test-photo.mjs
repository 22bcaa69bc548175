// A photo-like test image (issue 35 §2), for the image tests and the bench: fractal colour noise with detail at
// every scale from 4 px to 256 px (like foliage or a crowd), so a downscaled size keeps detail to encode, saved
// as a phone would (JPEG, quality 95: 1–2 MB at 2400 × 1600). Seeded: the same bytes every run.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import encodeJpeg, { init } from "@jsquash/jpeg/encode.js";

let ready = null;

function lattice(seed, cells) {
  const values = new Float32Array((cells + 2) * (cells + 2));
  let s = seed >>> 0;
  for (let i = 0; i < values.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    values[i] = s / 2 ** 32;
  }
  return values;
}

/** RGBA pixels of a `width` × `height` photo-like picture. */
export function photoPixels(width, height, seed = 35) {
  const data = new Uint8ClampedArray(width * height * 4);
  const octaves = [256, 96, 32, 12, 4].map((scale, i) => {
    const cells = Math.ceil(Math.max(width, height) / scale);
    return { scale, cells, amp: 0.5 ** (i * 0.6), grids: [0, 1, 2].map((c) => lattice(seed * 7 + i * 3 + c, cells)) };
  });
  const rgb = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      rgb[0] = rgb[1] = rgb[2] = 0;
      for (const o of octaves) {
        const fx = x / o.scale;
        const fy = y / o.scale;
        const ix = Math.floor(fx);
        const iy = Math.floor(fy);
        const tx = fx - ix;
        const ty = fy - iy;
        const row = o.cells + 2;
        for (let c = 0; c < 3; c++) {
          const g = o.grids[c];
          const a = g[iy * row + ix] * (1 - tx) + g[iy * row + ix + 1] * tx;
          const b = g[(iy + 1) * row + ix] * (1 - tx) + g[(iy + 1) * row + ix + 1] * tx;
          rgb[c] += (a * (1 - ty) + b * ty - 0.5) * o.amp;
        }
      }
      const i = (y * width + x) * 4;
      data[i] = 128 + rgb[0] * 160;
      data[i + 1] = 120 + rgb[1] * 150;
      data[i + 2] = 110 + rgb[2] * 140;
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}

// Drawing the photo takes seconds: made once per machine, then read.
const CACHE = join(dirname(fileURLToPath(import.meta.url)), "../node_modules/.cache/test-photo");

/** The photo as a JPEG (quality 95), as a phone uploads it. */
export async function photoJpeg(width = 2400, height = 1600, seed = 35) {
  const cached = join(CACHE, `${width}x${height}-${seed}.jpg`);
  if (existsSync(cached)) return new Uint8Array(readFileSync(cached));
  const bytes = await encodedPhoto(width, height, seed);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(cached, bytes);
  return bytes;
}

async function encodedPhoto(width, height, seed) {
  ready ??= init(
    new WebAssembly.Module(
      readFileSync(createRequire(import.meta.url).resolve("@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm")),
    ),
  );
  await ready;
  globalThis.ImageData ??= class ImageData {
    constructor(data, w, h) {
      this.data = data;
      this.width = w;
      this.height = h;
    }
  };
  return new Uint8Array(await encodeJpeg(photoPixels(width, height, seed), { quality: 95 }));
}

/** Width and height of a JPEG (its SOF marker), a PNG (IHDR) or a WebP (VP8, VP8L or VP8X header), or null. */
export function imageDimensions(bytes) {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      const length = (bytes[i + 2] << 8) | bytes[i + 3];
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
        return { height: (bytes[i + 5] << 8) | bytes[i + 6], width: (bytes[i + 7] << 8) | bytes[i + 8] };
      i += 2 + length;
    }
    return null;
  }
  const tag = String.fromCharCode(...bytes.slice(8, 16));
  if (tag === "WEBPVP8 ")
    return { width: ((bytes[27] << 8) | bytes[26]) & 0x3fff, height: ((bytes[29] << 8) | bytes[28]) & 0x3fff };
  if (tag === "WEBPVP8L") {
    const bits = bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (tag === "WEBPVP8X")
    return {
      width: 1 + (bytes[24] | (bytes[25] << 8) | (bytes[26] << 16)),
      height: 1 + (bytes[27] | (bytes[28] << 8) | (bytes[29] << 16)),
    };
  return null;
}
