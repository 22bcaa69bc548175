// `/empresa/{id}/equipo/{userId}/quitar`: confirm, then PUT /company/company/{id}/ with the team without that
// person (JSON `team`); 'Equipo Editado correctamente'.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { idParam } from "~/lib/id-param";
import { requireCompanyEditor } from "./company.server";
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
  return json({ id: company.id, name: `${member.first_name} ${member.last_name}`, title: t("team.removeTitle") });
}

export async function action(args: ActionFunctionArgs) {
  const { company, member } = await requireMember(args);
  const secure = args.context.session.secure;
  const keep = company.team.filter((m) => m.id !== member.id).map((m) => m.id);
  try {
    await args.context.api.company.setTeam(company.id, keep);
  } catch (error) {
    throwIfRefused(error);
    return redirect(companyPath(company.id), { headers: withFlash({ type: "error", key: "company:retry" }, secure) });
  }
  return redirect(companyPath(company.id), {
    headers: withFlash({ type: "success", key: "company:team.edited" }, secure),
  });
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
