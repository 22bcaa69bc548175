// `/programs/programs/{id}/eliminar` (this app's URL): asks whether the administrator is sure, then deletes
// the program (DELETE /programa/eliminar/{id}; spec 001 §8 'Programa eliminado correctamente', failure
// 'Error, por favor intenta nuevamente'). A dialog over the program's detail with JS, a page section without.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { withFlash } from "~/lib/flash.server";
import { Button, ButtonLink, RouteDialog } from "~/ui";
import { programsT, requireProgramAdmin } from "./programs.server";
import * as styles from "./programs.css";
import { pageTitle } from "~/lib/meta";
import { throwIfRefused } from "~/lib/refusal.server";
import { programPath, programsPath } from "~/paths";

export const handle = { i18n: ["programs"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { user, program } = await requireProgramAdmin(context, request, params);
  const { t } = await programsT(request, user);
  return json({ id: program.id, name: program.nombre, title: t("delete.title") });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { program } = await requireProgramAdmin(context, request, params);
  try {
    await context.api.programa.remove(program.id);
  } catch (error) {
    // The API refusing is an authorization answer, not a failed attempt to retry.
    throwIfRefused(error, ["forbidden"]);
    return redirect(programPath(program.id), {
      headers: withFlash({ type: "error", key: "programs:delete.failed" }, context.session.secure),
    });
  }
  return redirect(programsPath, {
    headers: withFlash({ type: "success", key: "programs:delete.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProgramDeleteRoute() {
  const { t } = useTranslation(["programs"]);
  const { id, name } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <RouteDialog title={t("programs:delete.title")} closeTo={programPath(id)} closeLabel={t("programs:delete.close")}>
      <Form method="post" className={styles.form}>
        <p className={styles.text}>{t("programs:delete.confirm", { name })}</p>
        <p className={styles.muted}>{t("programs:delete.hint")}</p>
        <div className={styles.actions}>
          <Button type="submit" variant="danger" pending={navigation.state === "submitting"}>
            {t("programs:delete.submit")}
          </Button>
          <ButtonLink to={programPath(id)} variant="secondary" preventScrollReset>
            {t("programs:delete.cancel")}
          </ButtonLink>
        </div>
      </Form>
    </RouteDialog>
  );
}
