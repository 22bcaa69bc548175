// `/empresa/{id}/equipo/{userId}/quitar`: confirm, then PUT /company/company/{id}/ with the team without that
// person (JSON `team`); 'Equipo Editado correctamente'.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { idParam } from "~/lib/id-param";
import { changeCompany, requireCompanyEditor } from "./company.server";
import { fullName } from "~/lib/person-name";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { companyPath } from "~/paths";

export const handle = { i18n: ["company"] };

async function requireMember(args: LoaderFunctionArgs) {
  const { company } = await requireCompanyEditor(args.context, args.request, args.params.id);
  const id = idParam(args.params.userId);
  const member = company.team.find((m) => m.id === id);
  if (!member) throw new Response("Not Found", { status: 404 });
  return { company, member };
}

export async function loader(args: LoaderFunctionArgs) {
  const { company, member } = await requireMember(args);
  const t = await i18nServer.getFixedT(args.request, "company");
  return json({ id: company.id, name: fullName(member), title: t("team.removeTitle") });
}

export async function action(args: ActionFunctionArgs) {
  const { company, member } = await requireMember(args);
  const keep = company.team.filter((m) => m.id !== member.id).map((m) => m.id);
  return changeCompany(
    args.context,
    company.id,
    () => args.context.api.company.setTeam(company.id, keep),
    "company:team.edited",
  );
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function MemberRemoveRoute() {
  const { t } = useTranslation(["company"]);
  const { id, name } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("company:team.removeTitle")}
      question={t("company:team.removeConfirm", { name })}
      submitLabel={t("company:team.removeSubmit")}
      cancelLabel={t("company:form.cancel")}
      closeLabel={t("company:form.close")}
      closeTo={companyPath(id)}
    />
  );
}
