import * as s from "./avatar.css";
import { cx } from "./cx";
import { SizedImage } from "./sized-image";

export type AvatarProps = {
  /** Full name: gives the initials and, by default, the accessible name. */
  name: string;
  /** Photo URL; without it the initials are shown. */
  src?: string | null | undefined;
  /** Alternative text of the photo (defaults to `name`). */
  alt?: string;
  /** The name is already written next to it: hide the avatar from assistive technology. */
  decorative?: boolean;
  size?: keyof typeof s.size;
  className?: string;
};

const pixels = { sm: 32, md: 40, lg: 64 } as const;

/** Up to two initials of a name ("ana maría pérez" → "AM"), safe for accents and emoji. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}

/** A round photo, or the initials of the name when there is no photo. */
export function Avatar({ name, src, alt, decorative = false, size = "md", className }: AvatarProps) {
  const classes = cx(s.size[size], className);
  if (src) {
    return (
      <SizedImage
        src={src}
        box={size === "lg" ? "avatarLarge" : "avatar"}
        alt={decorative ? "" : (alt ?? name)}
        width={pixels[size]}
        height={pixels[size]}
        className={classes}
      />
    );
  }
  return decorative ? (
    <span aria-hidden="true" className={classes}>
      {initialsOf(name)}
    </span>
  ) : (
    <span role="img" aria-label={alt ?? name} className={classes}>
      {initialsOf(name)}
    </span>
  );
}
