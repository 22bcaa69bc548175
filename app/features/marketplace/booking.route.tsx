// `/marketplace/{username}/reservar` (defined here; second spec › States and transitions "Booking", second spec › Validation rules "Booking", second spec › The calls it makes POST {api}/events):
// a signed-in individual user books a marketplace mentor. A date (GET form) shows the mentor's free slots in
// the viewer's zone (the scheduler's slot function); the start and end lie inside them; areas, a note to the
// mentor and a coupon are optional. 'Ver precio' shows the hourly price times the duration, less the coupon;
// 'Pagar' creates the session ('Sesión creada correctamente', named 'Mentoría con {nombre} {apellido}') and
// goes to the payment page: without JS a redirect, with JS a link that opens it in a new tab.
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyInvalid, replyWithFailure } from "~/lib/forms.server";
import { pageTitle } from "~/lib/meta";
import { ButtonLink } from "~/ui";
import { PageHeader } from "~/ui/page-header";
import { SlotDayForm, SlotsOfDay } from "~/ui/slot-day";
import { marketplaceBookingSchema } from "./booking.schema";
import { BookingForm, type Preview } from "./booking-form";
import { BUYERS, insideFreeSlots, loadBookingPage, loadMentor, priceOf } from "./booking.server";
import { formatCop, withHoldKeys } from "./marketplace.server";
import * as styles from "./marketplace.css";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { calendarPath, marketplaceBookingPath, marketplacePath } from "~/paths";
import { zoneLabel } from "~/lib/time.server";
import { paymentUrl } from "~/lib/payment-url.server";

export const handle = { i18n: ["marketplace", "scheduling"] };

const FIELDS = ["inicio", "fin", "tags", "observaciones", "cupon"];

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return json(await loadBookingPage(context, request, params.username));
}

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
  return (
    <div className={styles.page}>
      <PageHeader
        title={data.title}
        actions={
          <ButtonLink to={marketplacePath} variant="ghost">
            {t("marketplace:booking.back")}
          </ButtonLink>
        }
      />
      <p className={styles.price}>{t("marketplace:booking.hourly", { price: data.hourly })}</p>
      {reply?.paymentUrl ? (
        <Booked url={reply.paymentUrl} />
      ) : (
        <>
          <SlotDayForm
            action={marketplaceBookingPath(data.username)}
            label={t("marketplace:booking.fecha")}
            min={data.today}
            fecha={data.fecha}
            submitLabel={t(data.fecha ? "marketplace:booking.change" : "marketplace:booking.choose")}
          />
          <SlotsOfDay fecha={data.fecha} slots={data.starts} noSlots={t("marketplace:booking.noSlots")}>
            <BookingForm key={data.fecha} data={data} lastResult={reply?.result} preview={reply?.preview ?? null} />
          </SlotsOfDay>
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
