import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { visuallyHidden } from "../styles/global.css";
import * as s from "./flash.css";
import { IconAlert, IconCheck, IconClose, IconInfo } from "./icon";
import { useHydrated } from "./use-hydrated";

export type FlashType = "success" | "error" | "info";

/** The flash message as the root loader hands it over. */
export type FlashMessage = { type: FlashType; message: string };

export type FlashProps = {
  type?: FlashType | undefined;
  /** Already translated. Without it the (empty) status region is still rendered. */
  message?: string | null | undefined;
  /** Accessible name of the region, e.g. "Notificaciones" (pages have other status regions, e.g. 'Cargando…'). */
  label: string;
  /** Accessible name of the close button, e.g. "Cerrar aviso". */
  closeLabel: string;
  /** Milliseconds before it closes by itself (with JS). */
  timeout?: number;
};

const icons = { success: IconCheck, error: IconAlert, info: IconInfo } as const;

/**
 * The toast of a flash message (post/redirect/get), fixed top right, in a `role="status"`
 * region. Render it on every page, with or without a message, so messages arriving on
 * client-side navigations are announced. With JS it closes after `timeout` (paused while hovered
 * or focused) or with its close button; without JS there is no close button and CSS hides it
 * after 8 s (paused on hover).
 */
export function Flash({ type = "info", message, label, closeLabel, timeout = 5000 }: FlashProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  // One toast per navigation: the same text after another redirect shows again.
  const key = message ? `${location.key}:${type}:${message}` : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const visible = key !== null && key !== dismissed;
  const toastRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!visible || paused) return;
    const timer = setTimeout(() => setDismissed(key), timeout);
    return () => clearTimeout(timer);
  }, [visible, paused, key, timeout]);

  // Hovering or focusing the toast holds it open (native listeners: the toast is not a widget).
  useEffect(() => {
    const toast = toastRef.current;
    if (!toast) return;
    const pause = () => setPaused(true);
    const resume = () => setPaused(false);
    const events = [
      ["pointerenter", pause],
      ["pointerleave", resume],
      ["focusin", pause],
      ["focusout", resume],
    ] as const;
    events.forEach(([name, fn]) => toast.addEventListener(name, fn));
    return () => {
      events.forEach(([name, fn]) => toast.removeEventListener(name, fn));
      // A removed toast fires no focusout: start the next one unpaused.
      setPaused(false);
    };
  }, [visible, key]);

  const Icon = icons[type];
  return (
    <div role="status" aria-label={label} className={s.region}>
      {visible ? (
        <div key={key} className={s.tone[type]} ref={toastRef} data-hydrated={hydrated || undefined}>
          <Icon className={s.icon} />
          <p className={s.message}>{message}</p>
          {hydrated ? (
            <button type="button" className={s.close} onClick={() => setDismissed(key)}>
              <IconClose />
              <span className={visuallyHidden}>{closeLabel}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
