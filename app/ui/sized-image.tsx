// An uploaded image (program image, logo, company image, profile photo) at the size it is shown (issue 35 §2):
// WebP with a JPEG fallback, 1× and 2× of its box through srcset/sizes, explicit width and height.
import {
  IMAGE_BOXES,
  IMAGE_DENSITIES,
  imageVariantUrl,
  type ImageBoxName,
  type ImageFormat,
} from "~/api/contract/media";
import * as s from "./sized-image.css";

export type SizedImageProps = {
  /** The image's URL as the API returns it (its original). */
  src: string;
  /** The box (contract/media.ts) whose sizes are requested. */
  box: ImageBoxName;
  alt: string;
  /** Displayed size in CSS pixels when it is not the box's own (a smaller preview, a smaller avatar). */
  width?: number;
  height?: number;
  /** The `sizes` attribute when the width is fluid; by default the displayed width. */
  sizes?: string;
  className?: string;
  loading?: "lazy" | "eager";
};

/** `<picture>` with a WebP source and a JPEG `<img>`, each offering the box at 1× and 2×. */
export function SizedImage({ src, box, alt, width, height, sizes, className, loading = "lazy" }: SizedImageProps) {
  const b = IMAGE_BOXES[box];
  const srcSet = (format: ImageFormat) =>
    IMAGE_DENSITIES.map((d) => `${imageVariantUrl(src, b, d, format)} ${b.width * d}w`).join(", ");
  const shownWidth = width ?? b.width;
  const sizesValue = sizes ?? `${shownWidth}px`;
  return (
    <picture className={s.picture}>
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizesValue} />
      <img
        src={imageVariantUrl(src, b, 1, "jpeg")}
        srcSet={srcSet("jpeg")}
        sizes={sizesValue}
        alt={alt}
        width={shownWidth}
        height={height ?? b.height}
        className={className}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
