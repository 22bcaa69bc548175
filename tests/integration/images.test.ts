// Issue 35 §2, without JavaScript: a 1–2 MB photo uploaded through the app's forms gets the sizes the pages show
// (1× and 2× of each box, WebP and JPEG, each within 40 KB), and the served HTML asks for them with
// <picture>, srcset, sizes, width and height, never for the original.
import { beforeAll, describe, expect, test } from "vitest";
import { IMAGE_BOXES, IMAGE_VARIANT_MAX_BYTES, type ImageBox } from "../../app/api/contract/media";
import { imageDimensions, photoJpeg } from "../../scripts/test-photo.mjs";
import { DEMO, tags, useTestWorker, type Browser } from "./harness";

const worker = useTestWorker();
let photo: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  photo = await photoJpeg();
});

async function multipartPost(b: Browser, path: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return b.request(path, { method: "POST", body, headers: { "Content-Type": encoded.headers.get("content-type")! } });
}

/** The <source> and <img> of the <picture> whose <img> has `alt`, checked against its box. */
function pictureOf(html: string, alt: string) {
  const match = new RegExp(`<picture[^>]*>(<source[^>]*>)(<img[^>]*>)</picture>`, "g");
  for (const m of html.matchAll(match)) {
    const [source] = tags(m[1]!, "source");
    const [img] = tags(m[2]!, "img");
    if (img?.alt === alt) return { source: source!, img };
  }
  return null;
}

/** Each URL of a srcset with its `w` descriptor. */
function candidates(srcset: string): { url: string; w: number }[] {
  return srcset.split(",").map((c) => {
    const [url, descriptor] = c.trim().split(/\s+/);
    return { url: url!, w: Number(descriptor!.replace(/w$/, "")) };
  });
}

/** Fetches every candidate: the box at 1× and 2×, in the right format, within the byte bar. */
async function expectSizes(b: Browser, srcset: string, box: ImageBox, type: "image/webp" | "image/jpeg") {
  const list = candidates(srcset);
  expect(list.map((c) => c.w)).toEqual([box.width, box.width * 2]);
  for (const { url, w } of list) {
    const response = await b.get(new URL(url).pathname + new URL(url).search);
    expect(response.status, url).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(type);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.byteLength, url).toBeLessThanOrEqual(IMAGE_VARIANT_MAX_BYTES);
    const size = imageDimensions(bytes)!;
    expect(size.width, url).toBeLessThanOrEqual(w);
    expect(size.height, url).toBeLessThanOrEqual((box.height * w) / box.width);
    if (box.fit === "cover") expect(size).toEqual({ width: w, height: (box.height * w) / box.width });
  }
}

describe("a photo uploaded through the forms is shown at the size of its box", () => {
  test("a program image: the card and the program page, WebP and JPEG at 1× and 2×", async () => {
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    expect(photo.byteLength).toBeLessThanOrEqual(2 * 1024 * 1024);
    const b = await worker.browserAs(DEMO.institution);
    const nombre = `Programa con foto ${Math.random().toString(36).slice(2, 8)}`;
    const created = await multipartPost(b, "/programs/programs/new", {
      nombre,
      descripcion: "Con una foto de 1 MB",
      img_programa: new File([photo], "foto.jpg", { type: "image/jpeg" }),
    });
    expect(created.status).toBe(302);
    const [row] = await worker.sql<{ id: number }>("SELECT id FROM programas WHERE nombre = ?", nombre);

    const detail = await (await b.get(`/programs/programs/${row!.id}`)).text();
    const hero = pictureOf(detail, `Imagen del programa ${nombre}`);
    expect(hero).not.toBeNull();
    expect(hero!.source.type).toBe("image/webp");
    expect(hero!.source.sizes).toBe("256px");
    expect(hero!.img.sizes).toBe("256px");
    expect([hero!.img.width, hero!.img.height]).toEqual(["256", "192"]);
    expect(hero!.img.src).toMatch(/\?size=256x192&format=jpeg$/);
    await expectSizes(b, hero!.source.srcset!, IMAGE_BOXES.programHero, "image/webp");
    await expectSizes(b, hero!.img.srcset!, IMAGE_BOXES.programHero, "image/jpeg");

    // The card on the institution's list (the name is the card's heading: the picture's alt is empty).
    const list = await (await b.get(`/programs?q=${encodeURIComponent(nombre)}`)).text();
    const card = pictureOf(list, "");
    expect(card).not.toBeNull();
    expect(card!.img.sizes).toContain("20rem");
    expect([card!.img.width, card!.img.height]).toEqual(["320", "128"]);
    expect(card!.img.loading).toBe("lazy");
    await expectSizes(b, card!.source.srcset!, IMAGE_BOXES.programCard, "image/webp");
    await expectSizes(b, card!.img.srcset!, IMAGE_BOXES.programCard, "image/jpeg");

    // No <img> of these pages points at the 1 MB original.
    for (const html of [detail, list])
      for (const img of tags(html, "img").filter((i) => i.src?.includes("/api/media/")))
        expect(img.src).toMatch(/\?size=\d+x\d+&format=(webp|jpeg)$/);
  });

  test("an institution logo: fitted in its square, never cropped", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const saved = await multipartPost(b, "/institution/edit", {
      razon_social: "Incubadora Demo",
      nit: "900111222-3",
      direccion: "Carrera 7 # 71-21, Bogotá",
      descripcion: "Institución de demostración.",
      mentor_tipo: "Mentor",
      emprendedor_tipo: "Emprendedor",
      logo: new File([photo], "logo.jpg", { type: "image/jpeg" }),
    });
    expect(saved.status).toBe(302);
    const home = await (await b.get("/institution")).text();
    const logo = pictureOf(home, "Logo de Incubadora Demo");
    expect(logo, "logo picture").not.toBeNull();
    expect([logo!.img.width, logo!.img.height, logo!.img.sizes]).toEqual(["64", "64", "64px"]);
    await expectSizes(b, logo!.source.srcset!, IMAGE_BOXES.logo, "image/webp");
    await expectSizes(b, logo!.img.srcset!, IMAGE_BOXES.logo, "image/jpeg");
  });
});
