import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { cx } from "./cx";
import { IconClose } from "./icon";
import * as s from "./route-dialog.css";
import { useHydrated } from "./use-hydrated";

export type RouteDialogProps = {
  title: ReactNode;
  /** Where closing goes: the list the dialog opens over. */
  closeTo: string;
  /** Visible text of the close link, e.g. "Cerrar". */
  closeLabel: string;
  /** Heading level of the title (default 2: the list page above owns the h1). */
  headingLevel?: 1 | 2;
  size?: keyof typeof s.modal;
  className?: string;
  children: ReactNode;
};

/**
 * Dialog-as-route. Server render and first client render: a page section (`<section>` named by
 * its heading) with a close link. After hydration: the same content in a native modal `<dialog>`
 * (`showModal()`: focus trap, Escape and backdrop for free). If the reader already started typing
 * in the inline form before hydration, it stays inline so nothing typed is lost.
 */
export function RouteDialog({
  title,
  closeTo,
  closeLabel,
  headingLevel = 2,
  size = "md",
  className,
  children,
}: RouteDialogProps) {
  const hydrated = useHydrated();
  const [keepInline, setKeepInline] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    const section = sectionRef.current;
    if (section && (section.contains(document.activeElement) || hasEdits(section))) setKeepInline(true);
  }, []);

  const Heading = `h${headingLevel}` as const;
  const header = (modal: boolean) => (
    <div className={cx(s.header, modal && s.modalHeader)}>
      <Heading id={titleId} className={s.title}>
        {title}
      </Heading>
      <Link to={closeTo} preventScrollReset className={s.close}>
        <IconClose />
        <span>{closeLabel}</span>
      </Link>
    </div>
  );

  if (hydrated && !keepInline) {
    return (
      <Modal titleId={titleId} closeTo={closeTo} className={cx(s.modal[size], className)}>
        {header(true)}
        <div className={s.modalBody}>{children}</div>
      </Modal>
    );
  }
  return (
    <section ref={sectionRef} aria-labelledby={titleId} className={cx(s.section, className)}>
      {header(false)}
      {children}
    </section>
  );
}

function Modal({
  titleId,
  closeTo,
  className,
  children,
}: {
  titleId: string;
  closeTo: string;
  className: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    // The link that opened the dialog gets focus back when it goes away.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={className}
      // Escape (or the browser's back gesture) closed it natively: follow with the URL.
      onClose={() => navigate(closeTo, { preventScrollReset: true })}
    >
      {children}
    </dialog>
  );
}

/** True when a control in `root` no longer holds the value the server rendered. */
function hasEdits(root: HTMLElement): boolean {
  for (const el of Array.from(root.querySelectorAll("input, textarea, select"))) {
    if (el instanceof HTMLInputElement) {
      if (
        el.type === "checkbox" || el.type === "radio" ? el.checked !== el.defaultChecked : el.value !== el.defaultValue
      )
        return true;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.value !== el.defaultValue) return true;
    } else if (el instanceof HTMLSelectElement) {
      const options = Array.from(el.options);
      if (el.multiple) {
        if (options.some((o) => o.selected !== o.defaultSelected)) return true;
      } else {
        const initial = Math.max(
          0,
          options.findIndex((o) => o.defaultSelected),
        );
        if (el.selectedIndex !== initial) return true;
      }
    }
  }
  return false;
}
