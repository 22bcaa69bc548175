// `/facturacion`: the institution's invoices (second spec › Screens and routes "Invoices (/facturacion)", second spec › The calls it makes "Billing").
// 'Pagar' posts to the action, which asks the API for a payment link and redirects there (a new tab
// with JS). The payment page returns here with ?success&session_id: the page shows 'procesando pago'
// and posts the confirmation (by itself with JS, with its button without), since no GET changes anything;
// the action confirms with PUT /entidad/factura-checkout/ and comes back with the check icon.
import { paginationLabels } from "~/lib/pagination-labels";
import { OnceKey } from "~/ui/once-key";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { z } from "~/lib/validation";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import {
  Alert,
  AutoSubmitForm,
  Button,
  EmptyState,
  IconBilling,
  Pagination,
  PendingState,
  Table,
  pageHref,
  parsePage,
  useHydrated,
  visuallyHidden,
} from "~/ui";
import { formatAmount, formatInvoiceDate, paymentReturnOf } from "./format";
import { loadInvoices, pendingInvoicesCookie } from "./invoices.server";
import * as styles from "./billing.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { invoicePath, invoicesPath } from "~/paths";

export const handle = { i18n: ["billing"] };

type Payment =
  | { kind: "processing"; sessionId: string }
  | { kind: "paid"; id: number }
  | { kind: "notConfirmed" }
  | { kind: "canceled" }
  | null;

export async function loader({ context, request }: LoaderFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  const url = new URL(request.url);
  const page = parsePage(url.searchParams);
  const t = await i18nServer.getFixedT(request, "billing");

  // Back from the payment page: the confirmation is a POST (below); `pagada`/`pago` only tell its outcome.
  const returned = paymentReturnOf(url.searchParams);
  const paidId = Number(url.searchParams.get("pagada"));
  let payment: Payment = null;
  if (returned?.kind === "success") payment = { kind: "processing", sessionId: returned.sessionId };
  else if (returned?.kind === "canceled") payment = { kind: "canceled" };
  else if (Number.isInteger(paidId) && paidId > 0) payment = { kind: "paid", id: paidId };
  else if (url.searchParams.get("pago") === "no-confirmado") payment = { kind: "notConfirmed" };

  // Second spec › Error catalogue: a failed invoice fetch leaves the list empty; we also say so.
  const list = await loadInvoices(context, page).catch((error: unknown) => {
    if (!(error instanceof Response) || error.status < 400) throw error; // redirects (signed out)
    if (error.status === 404 && page > 1) throw error; // a page that does not exist
    return null;
  });
  const headers = list ? { "Set-Cookie": pendingInvoicesCookie(list.pendientes, context.session.secure) } : undefined;
  return json(
    {
      title: t("title"),
      page,
      hasNext: Boolean(list?.next),
      loadFailed: list === null,
      payment,
      invoices: (list?.results ?? []).map((invoice) => ({
        id: invoice.pk,
        fecha: formatInvoiceDate(invoice.fecha),
        monto: formatAmount(invoice.total_factura),
        pagada: invoice.pagada,
        tipo: invoice.tipo,
      })),
    },
    { headers },
  );
}

const paySchema = z.object({
  factura_id: z.coerce.number().int().positive(),
  page: z.coerce.number().int().positive().max(100_000).catch(1),
});

const confirmSchema = z.object({
  intent: z.literal("confirm"),
  session_id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/),
});

export async function action({ context, request }: ActionFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  const formData = await readForm(request, context);
  if (formData.get("intent") === "confirm") return confirmPayment(context, formData);
  const parsed = paySchema.safeParse(Object.fromEntries(formData));
  const back = pageHref(invoicesPath, "", parsed.success ? parsed.data.page : 1);
  const fail = (key: string) =>
    redirect(back, { headers: withFlash({ type: "error", key: `billing:payErrors.${key}` }, context.session.secure) });
  if (!parsed.success) return fail("notFound");
  try {
    const { payment_link } = await context.api.billing.checkout(parsed.data.factura_id);
    return redirect(payment_link);
  } catch (error) {
    const failure = throwIfRefused(error, ["forbidden"]);
    if (failure.fieldErrors.factura_id) return fail("alreadyPaid");
    if (failure.kind === "not_found") return fail("notFound");
    return fail("failed");
  }
}

/** PUT /entidad/factura-checkout/ for the checkout the payment page returned from (idempotent). */
async function confirmPayment(context: ActionFunctionArgs["context"], formData: FormData) {
  const parsed = confirmSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return redirect(`${invoicesPath}?pago=no-confirmado`);
  const confirmed = await context.api.billing.confirmCheckout(parsed.data.session_id).catch((error: unknown) => {
    throwIfRefused(error, ["forbidden"]);
    return null;
  });
  return redirect(
    confirmed?.pagada ? `${invoicesPath}?pagada=${confirmed.factura_id}` : `${invoicesPath}?pago=no-confirmado`,
  );
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function InvoicesRoute() {
  const { t } = useTranslation(["billing", "common"]);
  const { invoices, page, hasNext, loadFailed, payment } = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const pageQuery = pageHref("", "", page);
  type Row = (typeof invoices)[number];

  const columns = [
    { id: "id", header: t("billing:columns.id"), cell: (row: Row) => row.id, rowHeader: true },
    { id: "fecha", header: t("billing:columns.date"), cell: (row: Row) => row.fecha },
    { id: "monto", header: t("billing:columns.amount"), cell: (row: Row) => row.monto, align: "end" as const },
    {
      id: "estado",
      header: t("billing:columns.status"),
      cell: (row: Row) => (row.pagada ? t("billing:paid") : t("billing:unpaid")),
    },
    { id: "tipo", header: t("billing:columns.type"), cell: (row: Row) => row.tipo },
    {
      id: "acciones",
      header: t("billing:columns.actions"),
      hideHeader: true,
      cell: (row: Row) =>
        row.pagada ? (
          <Link to={`${invoicePath(row.id)}${pageQuery}`} preventScrollReset className={styles.rowLink}>
            {t("billing:actions.view")}
            <span className={visuallyHidden}> {t("billing:actions.invoiceSuffix", { id: row.id })}</span>
          </Link>
        ) : (
          // A native form: without JS a plain redirect to the payment page; with JS a new tab (second spec › The calls it makes).
          <form method="post" action={invoicesPath} target={hydrated ? "_blank" : undefined} className={styles.payForm}>
            <OnceKey />
            <input type="hidden" name="factura_id" value={row.id} />
            <input type="hidden" name="page" value={page} />
            <Button type="submit" size="sm" variant="primary">
              {t("billing:actions.pay")}
              <span className={visuallyHidden}> {t("billing:actions.invoiceSuffix", { id: row.id })}</span>
            </Button>
          </form>
        ),
    },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("billing:title")}</h1>
      <PaymentResult payment={payment} />
      {loadFailed ? (
        <Alert tone="warning" live>
          {t("billing:loadFailed")}
        </Alert>
      ) : null}
      <Outlet />
      {invoices.length === 0 ? (
        <EmptyState icon={<IconBilling />} title={t("billing:empty")} />
      ) : (
        <Table caption={t("billing:title")} captionHidden columns={columns} rows={invoices} rowKey={(row) => row.id} />
      )}
      <Pagination
        page={page}
        hasNext={hasNext}
        alwaysShow={invoices.length > 0}
        basePath={invoicesPath}
        searchParams=""
        labels={paginationLabels(t, { nav: t("billing:pagination.nav") })}
      />
    </div>
  );
}

/** The outcome of a return from the payment page (second spec › States and transitions: a check icon when it went through). */
function PaymentResult({ payment }: { payment: ReturnType<typeof useLoaderData<typeof loader>>["payment"] }) {
  const { t } = useTranslation("billing");
  if (!payment) return null;
  if (payment.kind === "processing") {
    return (
      <section className={styles.processing} aria-labelledby="payment-processing">
        <PendingState label={t("result.processing")} size="lg" />
        <p id="payment-processing">{t("result.processingText")}</p>
        <AutoSubmitForm label={t("result.confirm")}>
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="session_id" value={payment.sessionId} />
        </AutoSubmitForm>
      </section>
    );
  }
  if (payment.kind === "paid") {
    return (
      <Alert tone="success" live title={t("result.paid")}>
        {t("result.paidText", { id: payment.id })}
      </Alert>
    );
  }
  if (payment.kind === "canceled") {
    return (
      <Alert tone="info" live title={t("result.canceled")}>
        {t("result.canceledText")}
      </Alert>
    );
  }
  return (
    <Alert tone="error" live title={t("result.notConfirmed")}>
      {t("result.notConfirmedText")}
    </Alert>
  );
}
