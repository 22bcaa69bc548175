// Issue 35 §2: an uploaded image asks for the sizes of its box (WebP first, JPEG fallback) at its displayed size.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { boxOfSize, IMAGE_BOXES, imageVariantUrl } from "~/api/contract/media";
import { Avatar, SizedImage } from "~/ui";
import { targetSize } from "../../local-api/images/variants";

const SRC = "https://app.test/api/media/avatars/a.jpg";

describe("SizedImage", () => {
  test("a picture: WebP source and JPEG img, 1× and 2× of the box, sizes, width and height", () => {
    const html = renderToStaticMarkup(<SizedImage src={SRC} box="programHero" alt="Foto" />);
    expect(html).toMatch(/^<picture[^>]*><source type="image\/webp" srcSet="[^"]+" sizes="256px"\/><img /);
    expect(html).toContain(`${SRC}?size=256x192&amp;format=webp 256w, ${SRC}?size=512x384&amp;format=webp 512w`);
    expect(html).toContain(`src="${SRC}?size=256x192&amp;format=jpeg"`);
    expect(html).toMatch(/width="256" height="192"/);
    expect(html).toContain('loading="lazy"');
  });

  test("an avatar shown at 32 px takes the 40 px box and says so in sizes, width and height", () => {
    const html = renderToStaticMarkup(<Avatar name="Ana Pérez" src={SRC} size="sm" decorative />);
    expect(html).toContain("size=40x40&amp;format=webp 40w");
    expect(html).toContain("size=80x80&amp;format=webp 80w");
    expect(html).toMatch(/sizes="32px"[^>]*alt=""[^>]*width="32" height="32"/);
    expect(renderToStaticMarkup(<Avatar name="Ana Pérez" src={SRC} size="lg" />)).toContain("size=128x128");
  });
});

describe("sizes of the contract", () => {
  test("every size names one box; others none", () => {
    expect(boxOfSize("640x256")).toEqual({ box: IMAGE_BOXES.programCard, density: 2 });
    expect(boxOfSize("72x72")).toEqual({ box: IMAGE_BOXES.logo, density: 1 });
    expect(boxOfSize("641x256")).toBeNull();
    expect(imageVariantUrl("/x.jpg?v=1", IMAGE_BOXES.avatar, 2, "jpeg")).toBe("/x.jpg?v=1&size=80x80&format=jpeg");
  });

  test("cover boxes crop to their proportions, contain boxes fit, and nothing is upscaled", () => {
    const photo = { width: 2400, height: 1600 };
    expect(targetSize(photo, IMAGE_BOXES.programCard, 2)).toEqual({ width: 640, height: 256 });
    expect(targetSize(photo, IMAGE_BOXES.logo, 2)).toEqual({ width: 144, height: 96 });
    expect(targetSize({ width: 100, height: 300 }, IMAGE_BOXES.logo, 1)).toEqual({ width: 24, height: 72 });
    // A small original: the box's proportions at the original's own scale.
    expect(targetSize({ width: 200, height: 200 }, IMAGE_BOXES.programCard, 2)).toEqual({ width: 200, height: 80 });
    expect(targetSize({ width: 50, height: 50 }, IMAGE_BOXES.logo, 2)).toEqual({ width: 50, height: 50 });
  });
});
