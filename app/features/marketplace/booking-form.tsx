// The marketplace booking form: start and end among the day's free slots, areas, a note, a coupon; 'Ver precio'
// and 'Pagar'.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { lazyRules, useAppForm } from "~/lib/use-app-form";
import { Button, FormErrors, Select, TagPicker, tagPickerLabels, TextArea, TextField, useHydrated } from "~/ui";
import type { MarketplaceBookingForm } from "./booking.schema";
import type { BookingPage } from "./booking.server";
import * as styles from "./marketplace.css";

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
  const hydrated = useHydrated();
  const { form, fields, pending, onceKey } = useAppForm<MarketplaceBookingForm>({
    id: "marketplace-booking",
    lastResult,
    constraint: data.constraint,
    rules: lazyRules(() => import("./booking.schema").then(({ marketplaceBookingSchema }) => marketplaceBookingSchema)),
    once: true,
  });
  const chosenTags = new Set((fields.tags.initialValue as string[] | string | undefined) ?? []);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <FormErrors form={form} />
      {onceKey}
      <input type="hidden" name="fecha" value={data.fecha} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <p className={styles.muted}>{t("marketplace:booking.slotsHelp", { zone: data.zone })}</p>
      <div className={styles.filterRow}>
        <Select
          field={fields.inicio}
          label={t("marketplace:booking.inicio")}
          options={data.starts ?? []}
          placeholder={t("marketplace:booking.pick")}
          className={styles.field}
          required
        />
        <Select
          field={fields.fin}
          label={t("marketplace:booking.fin")}
          options={data.ends ?? []}
          placeholder={t("marketplace:booking.pick")}
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
      <TextArea field={fields.observaciones} label={t("marketplace:booking.observaciones")} />
      <TextField field={fields.cupon} label={t("marketplace:booking.cupon")} autoComplete="off" />
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
        <Button type="submit" name="intent" value="preview" variant="secondary" disabled={pending}>
          {t("marketplace:booking.preview")}
        </Button>
        <Button type="submit" name="intent" value="pay" variant="primary" pending={pending}>
          {t("marketplace:booking.pay")}
        </Button>
      </div>
    </Form>
  );
}
