// `/programs`: the institution's programs (second spec › Screens and routes "Programs list (institution)"): 'Programas',
// 'Crear programa' (the form `/programs/programs/new` opens as a dialog over this list with JS, as a
// section of it without), 'Buscar programas' (a GET form `q`), Volver, and cards linking to each detail.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Outlet, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { Button, ButtonLink, EmptyState, IconPlus, PendingState, TextField } from "~/ui";
import { filterByText } from "~/lib/program-format";
import { ProgramCards } from "~/ui/program-cards";
import * as styles from "./programs.css";
import { pageTitle } from "~/lib/meta";
import { institutionPath, newProgramPath, programsPath } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["programs"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "institution" });
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const [programs, t] = await Promise.all([
    context.api.programa.byInstitution(user.entidad_entidad[0]!.id, { q }),
    i18nServer.getFixedT(request, "programs"),
  ]);
  // The API filters by `q`; the same filter here keeps the page right against an API that ignores it.
  const shown = filterByText(programs, q, (p) => [p.nombre]);
  return json({
    q,
    programs: shown.map((p) => ({
      id: p.id,
      nombre: p.nombre,
      descripcion: p.descripcion,
      img_programa: p.img_programa,
    })),
    title: t("list.title"),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProgramsRoute() {
  const { t } = useTranslation(["programs"]);
  const { q, programs } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === programsPath;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t("programs:list.title")}
        actions={
          <>
            <ButtonLink to={institutionPath} variant="ghost">
              {t("programs:list.back")}
            </ButtonLink>
            <ButtonLink to={newProgramPath} variant="primary" icon={<IconPlus />} preventScrollReset>
              {t("programs:list.create")}
            </ButtonLink>
          </>
        }
      />
      <Outlet />
      <Form method="get" action={programsPath} role="search" className={styles.search}>
        <TextField
          id="programs-search"
          name="q"
          type="search"
          label={t("programs:list.searchLabel")}
          defaultValue={q}
          maxLength={100}
          className={styles.searchField}
        />
        <Button type="submit" variant="secondary">
          {t("programs:list.searchSubmit")}
        </Button>
      </Form>
      {searching ? <PendingState label={t("common:pending")} /> : null}
      {programs.length === 0 ? (
        <EmptyState title={t(q ? "programs:list.noResults" : "programs:list.empty")} />
      ) : (
        <ProgramCards programs={programs} />
      )}
    </div>
  );
}
