// `/marketplace/{username}/reservar` (defined here; spec 001 §4 "Booking", §5 "Booking", §7 POST {api}/events):
// a signed-in individual user books a marketplace mentor. A date (GET form) shows the mentor's free slots in
// the viewer's zone (the scheduler's slot function); the start and end lie inside them; areas, a note to the
// mentor and a coupon are optional. 'Ver precio' shows the hourly price times the duration, less the coupon;
// 'Pagar' creates the session ('Sesión creada correctamente', named 'Mentoría con {nombre} {apellido}') and
// goes to the payment page: without JS a redirect, with JS a link that opens it in a new tab.
import { isRealDay } from "~/api/contract/dates";
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { ApiMarketplaceMentor } from "~/api/contract/marketplace";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { useFormRules } from "~/lib/use-lazy-module";
import {
  Button,
  ButtonLink,
  FormErrors,
  Select,
  TagPicker,
  tagPickerLabels,
  TextArea,
  TextField,
  useHydrated,
} from "~/ui";
import { marketplaceBookingSchema, type MarketplaceBookingForm } from "./booking.schema";
import { formatCop, withHoldKeys } from "./marketplace.server";
import * as styles from "./marketplace.css";
import { todayInZone } from "~/lib/plain-day";
import { readForm } from "~/lib/form-body.server";
import { freeSlots } from "~/lib/free-slots.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";
import { OnceKey } from "~/ui/once-key";
import { calendarPath, marketplaceBookingPath, marketplacePath } from "~/paths";
import { addMinutes, userHour, zoneLabel } from "~/lib/time.server";
import { paymentUrl } from "~/lib/payment-url.server";

const loadRules = () => import("./form-rules");
export const handle = { i18n: ["marketplace", "scheduling"] };

const FIELDS = ["inicio", "fin", "tags", "observaciones", "cupon"];
/** Individual users book (entrepreneurs and mentors); institution officials do not. */
const BUYERS = ["entrepreneur", "mentor"] as const;

async function loadMentor(context: LoaderFunctionArgs["context"], username: string | undefined) {
  if (!username || username.length > 150) throw new Response("Not Found", { status: 404 });
  return context.api.marketplace.mentor(username);
}

/** The price of [inicio, fin) at the mentor's hourly price, and after a coupon. */
function priceOf(mentor: ApiMarketplaceMentor, inicio: string, fin: string, percentOff: number | null) {
  let minutes = 0;
  for (let t = inicio; t < fin && minutes < 24 * 60; t = addMinutes(t, 30)) minutes += 30;
  const listed = Math.round((mentor.precio * minutes) / 60);
  const total = percentOff === null ? listed : Math.round((listed * (100 - percentOff)) / 100);
  return { listed, total };
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request, { role: [...BUYERS] });
  const mentor = await loadMentor(context, params.username);
  const { zone, label } = zoneLabel(request);
  const today = todayInZone(zone).toString();
  const fechaParam = new URL(request.url).searchParams.get("fecha") ?? "";
  const fecha = isRealDay(fechaParam) && fechaParam >= today ? fechaParam : "";
  const [slots, t] = await Promise.all([
    fecha ? freeSlots(context, mentor.id, fecha, zone) : Promise.resolve(null),
    i18nServer.getFixedT(request, "marketplace"),
  ]);
  const tags = mentor.skill_set.length
    ? mentor.skill_set.map((s) => ({ id: s.tag, name: s.name }))
    : await context.api.usuario.tags();
  const name = fullName(mentor);
  return json({
    title: t("booking.title", { name }),
    constraint: getZodConstraint(marketplaceBookingSchema),
    username: mentor.username,
    name,
    hourly: mentor.precio === 0 ? t("list.free") : `${formatCop(mentor.precio)} COP`,
    zone: label,
    today,
    fecha,
    starts: slots?.map((s) => ({ value: s.inicio, label: userHour(s.inicio, zone) })) ?? null,
    ends: slots?.map((s) => ({ value: s.fin, label: userHour(s.fin, zone) })) ?? null,
    tags,
  });
}

async function insideFreeSlots(
  context: ActionFunctionArgs["context"],
  mentorId: number,
  value: { fecha: string; inicio: string; fin: string },
  zone: string,
) {
  const slots = await freeSlots(context, mentorId, value.fecha, zone);
  const starts = new Set(slots.map((s) => s.inicio));
  let inside = starts.has(value.inicio);
  for (let t = value.inicio; inside && t < value.fin; t = addMinutes(t, 30)) inside = starts.has(t);
  return inside;
}

type Preview = { total: string; listed: string | null; coupon: { code: string; percent: number } | null };

export async function action({ context, request, params }: ActionFunctionArgs) {
  const user = await requireUser(context, request, { role: [...BUYERS] });
  const mentor = await loadMentor(context, params.username);
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: marketplaceBookingSchema });
  const none = { preview: null as Preview | null, paymentUrl: null as string | null };
  // `fecha` is a hidden field: its error goes to the form's own error area.
  if (submission.status !== "success")
    return json({ result: replyInvalid(submission, { hidden: ["fecha"] }), ...none }, { status: 400 });
  const value = submission.value;
  const { zone } = zoneLabel(request);
  // The preview checks the hours against the free slots; the booking leaves it to the API, which also
  // recognises a repeated submit of the caller's own hold.
  if (value.intent === "preview" && !(await insideFreeSlots(context, mentor.id, value, zone))) {
    return json(
      { result: submission.reply({ fieldErrors: { fin: ["marketplace:booking.outsideSlot"] } }), ...none },
      { status: 400 },
    );
  }
  const coupon = value.cupon ? await context.api.marketplace.coupon(value.cupon) : null;
  if (value.cupon && !coupon) {
    return json(
      { result: submission.reply({ fieldErrors: { cupon: ["marketplace:booking.invalidCoupon"] } }), ...none },
      { status: 400 },
    );
  }
  const price = priceOf(mentor, value.inicio, value.fin, coupon?.descuento ?? null);
  if (value.intent === "preview") {
    const preview: Preview = {
      total: `${formatCop(price.total)} COP`,
      listed: coupon ? `${formatCop(price.listed)} COP` : null,
      coupon: coupon ? { code: coupon.codigo, percent: coupon.descuento } : null,
    };
    return json({ result: submission.reply(), preview, paymentUrl: null as string | null });
  }
  let slug: string;
  try {
    const booking = await context.api.marketplace.book({
      date: value.inicio.slice(0, 10),
      fecha_inicio: value.inicio,
      fecha_fin: value.fin,
      precio: price.total,
      mentor: mentor.id,
      usuario: user.id,
      nombre: `Mentoría con ${mentor.first_name} ${mentor.last_name}`.trim(),
      tags: value.tags,
      observaciones: value.observaciones,
      cupon: value.cupon,
    });
    slug = booking.evento_django.slug;
  } catch (error) {
    const failure = throwIfRefused(error);
    if (failure.kind === "conflict") {
      return json(
        { result: submission.reply({ fieldErrors: { fin: ["marketplace:booking.outsideSlot"] } }), ...none },
        { status: 409 },
      );
    }
    return json(
      { result: replyWithFailure(submission, withHoldKeys(failure), { fields: FIELDS }), ...none },
      { status: failureStatus(failure) },
    );
  }
  const url = paymentUrl(context, slug);
  const flash = withFlash({ type: "success", key: "marketplace:booking.created" }, context.session.secure);
  // With JS the page stays and offers the payment in a new tab; without JS the browser goes there.
  if (formData.get("js") === "1") return json({ result: submission.reply(), preview: null, paymentUrl: url });
  return redirectDocument(url, { headers: flash });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MarketplaceBookingRoute() {
  const { t } = useTranslation(["marketplace"]);
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{data.title}</h1>
        <ButtonLink to={marketplacePath} variant="ghost">
          {t("marketplace:booking.back")}
        </ButtonLink>
      </div>
      <p className={styles.price}>{t("marketplace:booking.hourly", { price: data.hourly })}</p>
      {reply?.paymentUrl ? (
        <Booked url={reply.paymentUrl} />
      ) : (
        <>
          <Form method="get" action={marketplaceBookingPath(data.username)} className={styles.step}>
            <TextField
              id="booking-fecha"
              name="fecha"
              type="date"
              label={t("marketplace:booking.fecha")}
              min={data.today}
              defaultValue={data.fecha}
              className={styles.field}
              required
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {t(data.fecha ? "marketplace:booking.change" : "marketplace:booking.choose")}
            </Button>
          </Form>
          {data.fecha && data.starts ? (
            data.starts.length === 0 ? (
              <p role="status">{t("marketplace:booking.noSlots")}</p>
            ) : (
              <BookingForm key={data.fecha} />
            )
          ) : null}
        </>
      )}
    </div>
  );
}

function Booked({ url }: { url: string }) {
  const { t } = useTranslation(["marketplace"]);
  return (
    <div className={styles.result} role="status">
      <p className={styles.price}>{t("marketplace:booking.created")}</p>
      <p className={styles.muted}>{t("marketplace:booking.paymentHelp")}</p>
      <div className={styles.actions}>
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.nameLink}>
          {t("marketplace:booking.openPayment")}
        </a>
        <ButtonLink to={calendarPath} variant="secondary">
          {t("marketplace:booking.calendar")}
        </ButtonLink>
      </div>
    </div>
  );
}

function BookingForm() {
  const { t } = useTranslation(["marketplace", "common"]);
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const rules = useFormRules(loadRules);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [form, fields] = useForm<MarketplaceBookingForm>({
    id: "marketplace-booking",
    lastResult: reply?.result,
    constraint: data.constraint,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validateBooking(formData) : undefined,
  });
  const chosenTags = new Set((fields.tags.initialValue as string[] | string | undefined) ?? []);
  const submitting = navigation.state === "submitting";
  const preview = reply?.preview ?? null;
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
