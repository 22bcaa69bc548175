// `/facturacion/{id}`: the details of an invoice, a dialog over the list with JS and a section of the
// page without (second spec › Screens and routes "Invoices": id, date, total, concepto of the first consumo entry, paid).
// The API has no single-invoice call: the invoice comes from the list page it was opened from (?page=n).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { RouteDialog, pageHref, parsePage } from "~/ui";
import { DescriptionList } from "~/ui/description-list";
import { formatAmount, formatInvoiceDate } from "./format";
import { loadInvoices } from "./invoices.server";
import { pageTitle } from "~/lib/meta";
import { readId } from "~/lib/id-param";
import { invoicesPath } from "~/paths";

export const handle = { i18n: ["billing"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  await requireUser(context, request, { role: "institution" });
  const id = readId(params.id);
  const page = parsePage(new URL(request.url).searchParams);
  const invoice = id === null ? undefined : (await loadInvoices(context, page)).results.find((i) => i.pk === id);
  if (!invoice) throw new Response("Not Found", { status: 404 });
  const t = await i18nServer.getFixedT(request, "billing");
  return json({
    title: t("details.title", { id: invoice.pk }),
    closeTo: pageHref(invoicesPath, "", page),
    invoice: {
      id: invoice.pk,
      fecha: formatInvoiceDate(invoice.fecha),
      total: formatAmount(invoice.total_factura),
      concepto: invoice.consumo[0]?.concepto ?? null,
      pagada: invoice.pagada,
    },
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function InvoiceDetailsRoute() {
  const { t } = useTranslation("billing");
  const { title, closeTo, invoice } = useLoaderData<typeof loader>();
  const rows: [string, string | number][] = [
    [t("details.id"), invoice.id],
    [t("details.date"), invoice.fecha],
    [t("details.total"), invoice.total],
    [t("details.concepto"), invoice.concepto ?? t("details.noConcepto")],
    [t("details.paid"), invoice.pagada ? t("details.yes") : t("details.no")],
  ];
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("details.close")}>
      <DescriptionList items={rows} />
    </RouteDialog>
  );
}
