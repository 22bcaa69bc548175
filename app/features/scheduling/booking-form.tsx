// The booking page's last steps: the mentor's weekly availability and the form that books a free slot.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { translateErrors } from "~/lib/forms";
import { useFormRules } from "~/lib/use-lazy-module";
import { useTermWords } from "~/lib/use-term-words";
import { Button, FormErrors, RadioGroup, TextField, useUnsavedChanges } from "~/ui";
import { OnceKey } from "~/ui/once-key";
import type { BookingForm as BookingFormValue } from "./booking.schema";
import type { BookingPage } from "./booking.server";
import type { AvailabilityRow } from "./scheduling.server";
import * as styles from "./scheduling.css";

const loadRules = () => import("./form-rules");

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
  const rules = useFormRules(loadRules);
  const navigation = useNavigation();
  const [form, fields] = useForm<BookingFormValue>({
    id: "booking",
    lastResult,
    defaultValue: { duracion: "30" },
    constraint: data.constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateBooking(formData) : undefined,
  });
  useUnsavedChanges(form.dirty && navigation.state === "idle", t("common:form.unsaved"));
  const slots = data.slots ?? [];
  const anyLong = slots.some((s) => s.long);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
      <OnceKey />
      <input type="hidden" name="herramienta" value={data.tool} />
      <input type="hidden" name="mentor" value={data.mentor} />
      <input type="hidden" name="fecha" value={data.fecha} />
      <RadioGroup
        id={fields.inicio.id}
        name={fields.inicio.name}
        legend={t("scheduling:booking.slots")}
        description={t("scheduling:booking.slotsHelp", { zone: data.zone })}
        options={slots.map((s) => ({ value: s.value, label: s.label }))}
        defaultValue={fields.inicio.initialValue as string | undefined}
        errors={translateErrors(t, fields.inicio.errors)}
        required
        orientation="horizontal"
      />
      <RadioGroup
        id={fields.duracion.id}
        name={fields.duracion.name}
        legend={t("scheduling:booking.duration")}
        options={[
          { value: "30", label: t("scheduling:booking.minutes30") },
          ...(anyLong ? [{ value: "60", label: t("scheduling:booking.minutes60") }] : []),
        ]}
        defaultValue={(fields.duracion.initialValue as string | undefined) ?? "30"}
        errors={translateErrors(t, fields.duracion.errors)}
        required
        orientation="horizontal"
      />
      <TextField
        label={t("scheduling:booking.nombre")}
        errors={translateErrors(t, fields.nombre.errors)}
        {...getInputProps(fields.nombre, { type: "text" })}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" pending={navigation.state === "submitting"}>
          {t("scheduling:booking.submit")}
        </Button>
      </div>
    </Form>
  );
}
