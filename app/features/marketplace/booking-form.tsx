// The marketplace booking form: start and end among the day's free slots, areas, a note, a coupon; 'Ver precio'
// and 'Pagar'.
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { translateErrors } from "~/lib/forms";
import { useFormRules } from "~/lib/use-lazy-module";
import { Button, FormErrors, Select, TagPicker, tagPickerLabels, TextArea, TextField, useHydrated } from "~/ui";
import { OnceKey } from "~/ui/once-key";
import type { MarketplaceBookingForm } from "./booking.schema";
import type { BookingPage } from "./booking.server";
import * as styles from "./marketplace.css";

const loadRules = () => import("./form-rules");

export type Preview = { total: string; listed: string | null; coupon: { code: string; percent: number } | null };

export function BookingForm({
  data,
  lastResult,
  preview,
}: {
  data: BookingPage;
  lastResult: SubmissionResult<string[]> | undefined;
  preview: Preview | null;
}) {
  const { t } = useTranslation(["marketplace", "common"]);
  const rules = useFormRules(loadRules);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useForm<MarketplaceBookingForm>({
    id: "marketplace-booking",
    lastResult,
    constraint: data.constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateBooking(formData) : undefined,
  });
  const chosenTags = new Set((fields.tags.initialValue as string[] | string | undefined) ?? []);
  const submitting = navigation.state === "submitting";
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
      <OnceKey />
      <input type="hidden" name="fecha" value={data.fecha} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <p className={styles.muted}>{t("marketplace:booking.slotsHelp", { zone: data.zone })}</p>
      <div className={styles.filterRow}>
        <Select
          id={fields.inicio.id}
          name={fields.inicio.name}
          label={t("marketplace:booking.inicio")}
          options={data.starts ?? []}
          placeholder={t("marketplace:booking.pick")}
          defaultValue={(fields.inicio.initialValue as string | undefined) ?? ""}
          errors={translateErrors(t, fields.inicio.errors)}
          className={styles.field}
          required
        />
        <Select
          id={fields.fin.id}
          name={fields.fin.name}
          label={t("marketplace:booking.fin")}
          options={data.ends ?? []}
          placeholder={t("marketplace:booking.pick")}
          defaultValue={(fields.fin.initialValue as string | undefined) ?? ""}
          errors={translateErrors(t, fields.fin.errors)}
          className={styles.field}
          required
        />
      </div>
      <fieldset className={styles.areas}>
        <legend className={styles.legend}>{t("marketplace:booking.tags")}</legend>
        <TagPicker
          name={fields.tags.name}
          options={data.tags.map((tag) => ({ value: String(tag.id), label: tag.name }))}
          labels={tagPickerLabels(t)}
        >
          <ul className={styles.areaList}>
            {data.tags.map((tag) => (
              <li key={tag.id} className={styles.check}>
                <input
                  type="checkbox"
                  id={`booking-tag-${tag.id}`}
                  name={fields.tags.name}
                  value={tag.id}
                  defaultChecked={chosenTags.has(String(tag.id))}
                />
                <label htmlFor={`booking-tag-${tag.id}`}>{tag.name}</label>
              </li>
            ))}
          </ul>
        </TagPicker>
      </fieldset>
      <TextArea
        label={t("marketplace:booking.observaciones")}
        errors={translateErrors(t, fields.observaciones.errors)}
        {...getTextareaProps(fields.observaciones)}
      />
      <TextField
        label={t("marketplace:booking.cupon")}
        errors={translateErrors(t, fields.cupon.errors)}
        autoComplete="off"
        {...getInputProps(fields.cupon, { type: "text" })}
      />
      {preview ? (
        <div className={styles.priceBox} role="status">
          <p className={styles.price}>
            {preview.coupon
              ? t("marketplace:booking.priceWithCoupon", {
                  code: preview.coupon.code,
                  percent: preview.coupon.percent,
                  price: preview.total,
                })
              : t("marketplace:booking.price", { price: preview.total })}
          </p>
          {preview.listed ? (
            <p className={styles.muted}>{t("marketplace:booking.priceList", { price: preview.listed })}</p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="preview" variant="secondary" disabled={submitting}>
          {t("marketplace:booking.preview")}
        </Button>
        <Button type="submit" name="intent" value="pay" variant="primary" pending={submitting}>
          {t("marketplace:booking.pay")}
        </Button>
      </div>
    </Form>
  );
}
