import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "./button";
import * as s from "./slot-day.css";
import { TextField } from "./text-field";

export type SlotDayProps = {
  /** The booking page's own path: the day goes there as `?fecha=`. */
  action: string;
  label: string;
  /** "Cambiar" once a day is chosen, "Continuar"/"Elegir" before. */
  submitLabel: string;
  /** The first day that may be booked (today in the viewer's zone). */
  min: string;
  fecha: string;
  /** The choices of the earlier steps, kept as hidden fields. */
  hidden?: Record<string, string>;
};

/** A booking's day step: a GET form with a date field, so the slots of that day load without JS. */
export function SlotDayForm({ action, label, submitLabel, min, fecha, hidden = {} }: SlotDayProps) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="get" action={action} className={s.step}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField
        id="booking-fecha"
        name="fecha"
        type="date"
        className={s.field}
        label={label}
        min={min}
        defaultValue={fecha}
        required
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

export type SlotsOfDayProps = {
  fecha: string;
  /** The day's free slots; null before a day is chosen. */
  slots: readonly unknown[] | null;
  noSlots: string;
  /** The booking form, shown when the day has a free slot. */
  children: ReactNode;
};

/** After the day step: nothing before a day, 'no free slots' as a status, or the booking form. */
export function SlotsOfDay({ fecha, slots, noSlots, children }: SlotsOfDayProps) {
  if (!fecha || !slots) return null;
  if (slots.length === 0) {
    return (
      <p role="status" className={s.text}>
        {noSlots}
      </p>
    );
  }
  return <>{children}</>;
}
