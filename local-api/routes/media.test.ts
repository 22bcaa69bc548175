// GET /media/{key}?size=&format= (issue 35 §2): an image stored before sizes existed gets them on its first read,
// every size of its kind at once, within the byte bar; later reads come from R2; unknown sizes are 404.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { IMAGE_BOXES, IMAGE_VARIANT_MAX_BYTES, imageSize } from "../../app/api/contract/media";
import { imageDimensions, photoJpeg } from "../../scripts/test-photo.mjs";
import { variantKey } from "../images/variants";
import { createHarness } from "../testing/harness";

let h: Awaited<ReturnType<typeof createHarness>>;
let photo: Uint8Array;

beforeAll(async () => {
  h = await createHarness();
  // Smaller than an upload's 1–2 MB (tests/integration/images.test.ts has those): the first read is the point here.
  photo = await photoJpeg(1200, 800);
});
afterAll(() => h.dispose());

async function get(path: string) {
  const response = await h.app.fetch(new Request(`http://local${path}`), h.env);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("sizes made on first read", () => {
  test("a program image uploaded before: each size of its two boxes, WebP and JPEG, within 40 KB", async () => {
    await h.env.FILES.put("programas/antigua.jpg", photo, { httpMetadata: { contentType: "image/jpeg" } });
    expect(await h.env.FILES.head(variantKey("programas/antigua.jpg", "640x256", "webp"))).toBeNull();

    const { response, bytes } = await get("/media/programas/antigua.jpg?size=640x256&format=webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect(imageDimensions(bytes)).toEqual({ width: 640, height: 256 });
    expect(bytes.byteLength).toBeLessThanOrEqual(IMAGE_VARIANT_MAX_BYTES);

    for (const box of [IMAGE_BOXES.programCard, IMAGE_BOXES.programHero])
      for (const density of [1, 2])
        for (const format of ["webp", "jpeg"] as const) {
          const stored = await h.env.FILES.get(variantKey("programas/antigua.jpg", imageSize(box, density), format));
          expect(stored, `${imageSize(box, density)} ${format}`).not.toBeNull();
          const variant = new Uint8Array(await stored!.arrayBuffer());
          expect(imageDimensions(variant)).toEqual({ width: box.width * density, height: box.height * density });
          expect(variant.byteLength).toBeLessThanOrEqual(IMAGE_VARIANT_MAX_BYTES);
        }

    // The second read is the stored size; the original is still served without parameters.
    const again = await get("/media/programas/antigua.jpg?size=640x256&format=webp");
    expect(again.bytes).toEqual(bytes);
    expect((await get("/media/programas/antigua.jpg")).bytes.byteLength).toBe(photo.byteLength);
  });

  test("a logo is fitted, never cropped; an avatar is cropped square", async () => {
    await h.env.FILES.put("logos/antiguo.jpg", photo, { httpMetadata: { contentType: "image/jpeg" } });
    const logo = await get("/media/logos/antiguo.jpg?size=144x144&format=jpeg");
    expect(logo.response.headers.get("Content-Type")).toBe("image/jpeg");
    expect(imageDimensions(logo.bytes)).toEqual({ width: 144, height: 96 });

    await h.env.FILES.put("avatars/antiguo.jpg", photo, { httpMetadata: { contentType: "image/jpeg" } });
    const avatar = await get("/media/avatars/antiguo.jpg?size=128x128&format=webp");
    expect(imageDimensions(avatar.bytes)).toEqual({ width: 128, height: 128 });
    expect(await h.env.FILES.head(variantKey("avatars/antiguo.jpg", "40x40", "jpeg"))).not.toBeNull();
  });

  test("sizes and formats outside the contract, private files and missing originals are 404", async () => {
    await h.env.FILES.put("soporte/privado.jpg", photo, { httpMetadata: { contentType: "image/jpeg" } });
    for (const path of [
      "/media/programas/antigua.jpg?size=1000x1000&format=webp",
      "/media/programas/antigua.jpg?size=640x256&format=gif",
      "/media/programas/antigua.jpg?size=640x256",
      "/media/soporte/privado.jpg?size=640x256&format=webp",
      "/media/programas/no-existe.jpg?size=640x256&format=webp",
    ])
      expect((await get(path)).response.status, path).toBe(404);
  });
});
