// Issue 35 §2: the sizes in which the pages show uploaded images (program images, logos, company images,
// profile photos). GET /media/{key}?size=WxH&format=webp|jpeg answers one of them; no zod here, pages import it.

export type ImageFit = "cover" | "contain";
export type ImageBox = { readonly width: number; readonly height: number; readonly fit: ImageFit };

/** The boxes (CSS pixels) the pages draw these images in; each is made at 1× and 2×. */
export const IMAGE_BOXES = {
  /** A program card's cover (`programs.css` cover: full card width, 8rem high). */
  programCard: { width: 320, height: 128, fit: "cover" },
  /** The program page's picture (16rem wide, 4:3). */
  programHero: { width: 256, height: 192, fit: "cover" },
  /** Institution and company logos (4rem and 4.5rem squares; a logo is never cropped). */
  logo: { width: 72, height: 72, fit: "contain" },
  /** Profile photos in lists and menus (Avatar sm and md: 2rem, 2.5rem). */
  avatar: { width: 40, height: 40, fit: "cover" },
  /** Profile photos on a profile (Avatar lg: 4rem). */
  avatarLarge: { width: 64, height: 64, fit: "cover" },
} as const satisfies Record<string, ImageBox>;
export type ImageBoxName = keyof typeof IMAGE_BOXES;

export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_FORMATS = ["webp", "jpeg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The bar of issue 35 §2: no variant of a cover or an avatar above this many bytes. */
export const IMAGE_VARIANT_MAX_BYTES = 40 * 1024;

/** `WxH` of a box at a density, the value of the `size` parameter. */
export function imageSize(box: ImageBox, density: number): string {
  return `${box.width * density}x${box.height * density}`;
}

/** The URL of one size of an image the API returned (its original's URL). */
export function imageVariantUrl(url: string, box: ImageBox, density: number, format: ImageFormat): string {
  return `${url}${url.includes("?") ? "&" : "?"}size=${imageSize(box, density)}&format=${format}`;
}

/** The box a `size` parameter names (each size belongs to exactly one box), or null. */
export function boxOfSize(size: string): { box: ImageBox; density: number } | null {
  for (const box of Object.values(IMAGE_BOXES) as ImageBox[])
    for (const density of IMAGE_DENSITIES) if (imageSize(box, density) === size) return { box, density };
  return null;
}
