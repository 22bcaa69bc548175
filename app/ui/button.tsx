import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from "react";
import * as s from "./button.css";
import { cx } from "./cx";
import { spinner } from "./pending-state.css";

export type ButtonVariant = keyof typeof s.variant;
export type ButtonSize = keyof typeof s.size;

type Look = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon before the text (decorative; pass an `Icon*` component). */
  icon?: ReactNode;
};

/** Class names of a button look, for elements that are not `Button` (e.g. a `<label>`). */
export function buttonClassName({ variant = "primary", size = "md", fullWidth }: Omit<Look, "icon"> = {}): string {
  return cx(s.variant[variant], s.size[size], fullWidth && s.fullWidth);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  Look & {
    /** Shows a spinner, sets `aria-busy`, keeps focus and ignores further clicks. */
    pending?: boolean;
    /** Text shown instead of the children while pending (e.g. "Guardando…"). */
    pendingLabel?: ReactNode;
  };

/** A native `<button>`. `type` is "button" unless you pass `type="submit"`. */
export function Button({
  variant,
  size,
  fullWidth,
  icon,
  pending = false,
  pendingLabel,
  type = "button",
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  // Pending is not `disabled`: a disabled button drops focus and screen readers lose their place.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
      aria-busy={pending || undefined}
      onClick={handleClick}
    >
      {pending ? <span aria-hidden="true" className={spinner} /> : icon}
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

export type ButtonLinkProps = LinkProps & Look;

/** A Remix `<Link>` that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, size, fullWidth, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link {...rest} className={cx(buttonClassName({ variant, size, fullWidth }), className)}>
      {icon}
      {children}
    </Link>
  );
}
