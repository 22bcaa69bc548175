// `/empresa/{id}/eliminar`: the creator confirms, then DELETE /company/company/{id}/ (204); the team,
// indicators and values go with it.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { changeCompany, requireCompanyEditor } from "./company.server";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { companyPath, myCompaniesPath } from "~/paths";

export const handle = { i18n: ["company"] };

async function requireCreator(args: LoaderFunctionArgs) {
  const found = await requireCompanyEditor(args.context, args.request, args.params.id);
  if (found.company.creator.id !== found.user.id) throw new Response("Forbidden", { status: 403 });
  return found.company;
}

export async function loader(args: LoaderFunctionArgs) {
  const company = await requireCreator(args);
  const t = await i18nServer.getFixedT(args.request, "company");
  return json({ id: company.id, name: company.name, title: t("delete.title") });
}

export async function action(args: ActionFunctionArgs) {
  const company = await requireCreator(args);
  return changeCompany(
    args.context,
    company.id,
    () => args.context.api.company.remove(company.id),
    "company:delete.success",
    myCompaniesPath,
  );
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function CompanyDeleteRoute() {
  const { t } = useTranslation(["company"]);
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("company:delete.title")}
      question={t("company:delete.confirm", { name })}
      submitLabel={t("company:delete.submit")}
      cancelLabel={t("company:form.cancel")}
      closeLabel={t("company:form.close")}
      closeTo={companyPath(id)}
    />
  );
}
