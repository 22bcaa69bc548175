// A photo-like test image (issue 35 §2): fractal value noise in colour, detail at every scale from 4 px to 256 px
// (like foliage or a crowd), so that a downscaled size keeps detail to encode. Seeded: the same bytes every run.
import { codecs, type Pixels } from "../images/codecs";

function lattice(seed: number, cells: number): Float32Array {
  const values = new Float32Array((cells + 2) * (cells + 2));
  let s = seed >>> 0;
  for (let i = 0; i < values.length; i++) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    values[i] = s / 2 ** 32;
  }
  return values;
}

/** RGBA pixels of a `width` × `height` photo-like picture. */
export function photoPixels(width: number, height: number, seed = 35): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  const octaves = [256, 96, 32, 12, 4].map((scale, i) => {
    const cells = Math.ceil(Math.max(width, height) / scale);
    return { scale, cells, amp: 0.5 ** (i * 0.6), grids: [0, 1, 2].map((c) => lattice(seed * 7 + i * 3 + c, cells)) };
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rgb = [0, 0, 0];
      for (const o of octaves) {
        const fx = x / o.scale;
        const fy = y / o.scale;
        const ix = Math.floor(fx);
        const iy = Math.floor(fy);
        const tx = fx - ix;
        const ty = fy - iy;
        const row = o.cells + 2;
        for (let c = 0; c < 3; c++) {
          const g = o.grids[c]!;
          const a = g[iy * row + ix]! * (1 - tx) + g[iy * row + ix + 1]! * tx;
          const b = g[(iy + 1) * row + ix]! * (1 - tx) + g[(iy + 1) * row + ix + 1]! * tx;
          rgb[c]! += (a * (1 - ty) + b * ty - 0.5) * o.amp;
        }
      }
      const i = (y * width + x) * 4;
      data[i] = 128 + rgb[0]! * 160;
      data[i + 1] = 120 + rgb[1]! * 150;
      data[i + 2] = 110 + rgb[2]! * 140;
      data[i + 3] = 255;
    }
  }
  return { data, width, height };
}

/** A JPEG of the photo, as a phone uploads it (quality 95). */
export async function photoJpeg(width = 2400, height = 1600, seed = 35): Promise<Uint8Array> {
  return (await codecs()).encode(photoPixels(width, height, seed), "jpeg", 95);
}
