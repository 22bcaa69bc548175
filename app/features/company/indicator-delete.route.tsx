// `/empresa/{id}/indicadores/{indicatorId}/eliminar`: confirm, then DELETE /company/indicator/{id}/ (its
// values go with it); 'Indicador eliminado correctamente', or a generic retry message.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { changeCompany, indicatorOf, requireCompanyEditor } from "./company.server";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { companyPath } from "~/paths";

export const handle = { i18n: ["company"] };

async function requireIndicator(args: LoaderFunctionArgs) {
  const { company } = await requireCompanyEditor(args.context, args.request, args.params.id);
  const indicator = indicatorOf(await args.context.api.company.indicators(company.id), args.params.indicatorId);
  return { company, indicator };
}

export async function loader(args: LoaderFunctionArgs) {
  const { company, indicator } = await requireIndicator(args);
  const t = await i18nServer.getFixedT(args.request, "company");
  return json({ id: company.id, name: indicator.name, title: t("indicator.deleteTitle") });
}

export async function action(args: ActionFunctionArgs) {
  const { company, indicator } = await requireIndicator(args);
  return changeCompany(
    args.context,
    company.id,
    () => args.context.api.company.removeIndicator(indicator.id),
    "company:indicator.deleted",
  );
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function IndicatorDeleteRoute() {
  const { t } = useTranslation(["company"]);
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("company:indicator.deleteTitle")}
      question={t("company:indicator.deleteConfirm", { name })}
      submitLabel={t("company:indicator.deleteSubmit")}
      cancelLabel={t("company:form.cancel")}
      closeLabel={t("company:form.close")}
      closeTo={companyPath(id)}
    />
  );
}
