// The booking page's last steps: the mentor's weekly availability and the form that books a free slot.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
import { useTermWords } from "~/lib/use-term-words";
import { Button, FormErrors, RadioGroup, TextField } from "~/ui";
import type { BookingForm as BookingFormValue } from "./booking.schema";
import type { BookingPage } from "./booking.server";
import type { AvailabilityRow } from "./scheduling.server";
import * as styles from "./scheduling.css";

export function AvailabilitySummary({ rows }: { rows: AvailabilityRow[] | null }) {
  const { t } = useTranslation(["scheduling"]);
  const words = useTermWords();
  if (rows === null) return null;
  return (
    <section aria-labelledby="booking-availability">
      <h3 id="booking-availability">{t("scheduling:booking.availabilityTitle", words)}</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t("scheduling:booking.noAvailability", words)}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.id}>{`${row.when}: ${row.hours} (${row.zona})`}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function BookingForm({
  data,
  lastResult,
}: {
  data: BookingPage;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation(["scheduling", "common"]);
  const { form, fields, pending, onceKey } = useAppForm<BookingFormValue>({
    id: "booking",
    lastResult,
    defaultValue: { duracion: "30" },
    constraint: data.constraint,
    rules: lazyRules(() => import("./booking.schema").then(({ bookingSchema }) => bookingSchema)),
    unsaved: true,
    once: true,
  });
  const slots = data.slots ?? [];
  const anyLong = slots.some((s) => s.long);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors form={form} />
      {onceKey}
      <input type="hidden" name="herramienta" value={data.tool} />
      <input type="hidden" name="mentor" value={data.mentor} />
      <input type="hidden" name="fecha" value={data.fecha} />
      <RadioGroup
        field={fields.inicio}
        legend={t("scheduling:booking.slots")}
        description={t("scheduling:booking.slotsHelp", { zone: data.zone })}
        options={slots.map((s) => ({ value: s.value, label: s.label }))}
        required
        orientation="horizontal"
      />
      <RadioGroup
        field={fields.duracion}
        legend={t("scheduling:booking.duration")}
        options={[
          { value: "30", label: t("scheduling:booking.minutes30") },
          ...(anyLong ? [{ value: "60", label: t("scheduling:booking.minutes60") }] : []),
        ]}
        defaultValue={(fields.duracion.initialValue as string | undefined) ?? "30"}
        required
        orientation="horizontal"
      />
      <TextField field={fields.nombre} label={t("scheduling:booking.nombre")} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={pending}>
          {t("scheduling:booking.submit")}
        </Button>
      </div>
    </Form>
  );
}
