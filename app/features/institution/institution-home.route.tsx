// `/institution`: the institution's home (core spec › Screens and routes "Institution"): the profile card with 'Edit entity',
// 'Mis consumos', the access grid and the integration requirements. Its child routes (edit, integration)
// open as dialogs over this page with JS, and as a section at its top without.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import * as shell from "~/styles/page.css";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { termWords } from "~/lib/terms";
import { dateTimeFormat, numberFormat } from "~/lib/intl";
import { formatInstant, userTimeZone } from "~/lib/time.server";
import { ButtonLink, Card, SizedImage } from "~/ui";
import { DescriptionList } from "~/ui/description-list";
import * as styles from "./institution.css";
import { isFree, payableAmount } from "./usage";
import { pageTitle } from "~/lib/meta";
import {
  editInstitutionPath,
  entrepreneurDialogsPath,
  institutionIntegrationPath,
  invoicesPath,
  mentorsPath,
  programPanelPath,
  programsPath,
  staffPath,
} from "~/paths";

export const handle = { i18n: ["institution"] };

// Core spec › Screens and routes: the grid's links are relative to /institution, so they resolve to these paths.
const GRID = [
  { to: programsPath, key: "institution:home.grid.programs" },
  { to: mentorsPath, key: "institution:home.grid.mentors" },
  { to: entrepreneurDialogsPath, key: "institution:home.grid.users" },
  { to: staffPath, key: "institution:home.grid.funcionarios" },
  // Issue 13: `/reports` redirects to its one tab; the tile goes there directly.
  { to: programPanelPath, key: "institution:home.grid.reports" },
  { to: invoicesPath, key: "institution:home.grid.billing" },
] as const;

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "institution" });
  const id = user.entidad_entidad[0]!.id;
  const [institution, usage, locale] = await Promise.all([
    context.api.entidad.get(id),
    context.api.entidad.usage(id),
    i18nServer.getLocale(request),
  ]);
  const t = await i18nServer.getFixedT(request, "institution");
  const [year, month] = usage.mes.split("-").map(Number) as [number, number];
  const monthLabel = dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 1),
  );
  // Not an instant: the line is left out rather than show a wrong time.
  const updated = usage.actualizado ? formatInstant(usage.actualizado, userTimeZone(request).zone, locale) : null;
  const amount = payableAmount(usage.minutos, usage.creditos);
  return json({
    title: t("home.title"),
    institution: {
      razon_social: institution.razon_social,
      nit: institution.nit,
      direccion: institution.direccion,
      descripcion: institution.descripcion,
      logo: institution.logo,
    },
    // The terms as the API stored them, turned into words in the component (singular and plural).
    terms: { mt: institution.mentor_tipo, et: institution.emprendedor_tipo },
    usage: {
      month: monthLabel,
      minutes: numberFormat(locale).format(usage.minutos),
      credits: numberFormat(locale).format(usage.creditos),
      amount: isFree(amount) ? null : amount,
      updated,
    },
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function InstitutionHomeRoute() {
  const { t } = useTranslation(["institution", "common"]);
  const { institution, terms, usage } = useLoaderData<typeof loader>();
  const words = useTermWords();
  const own = termWords(t, terms);
  const notSet = t("institution:home.notSet");
  return (
    <div className={shell.page}>
      <h1 className={shell.title}>{institution.razon_social}</h1>
      <Outlet />
      <div className={styles.cards}>
        <Card
          title={t("institution:home.profile")}
          actions={
            <ButtonLink to={editInstitutionPath} preventScrollReset variant="secondary" size="sm">
              {t("institution:home.edit")}
            </ButtonLink>
          }
        >
          <div className={styles.profileHead}>
            {institution.logo ? (
              <SizedImage
                src={institution.logo}
                box="logo"
                alt={t("institution:home.logoAlt", { name: institution.razon_social })}
                className={styles.logo}
                width={64}
                height={64}
                loading="eager"
              />
            ) : null}
            <DescriptionList
              items={[
                [t("institution:home.nit"), institution.nit || notSet],
                [t("institution:home.direccion"), institution.direccion || notSet],
                [t("institution:home.descripcion"), institution.descripcion || notSet],
                [t("institution:home.mentorTerm"), own.mt],
                [t("institution:home.entrepreneurTerm"), own.et],
              ]}
            />
          </div>
        </Card>
        <Card title={t("institution:home.usage.title")}>
          <DescriptionList
            items={[
              [t("institution:home.usage.minutes", { month: usage.month }), usage.minutes],
              [t("institution:home.usage.credits"), usage.credits],
              [
                t("institution:home.usage.amount"),
                <span key="amount" className={styles.amount}>
                  {usage.amount
                    ? t("institution:home.usage.usd", { amount: usage.amount })
                    : t("institution:home.usage.free")}
                </span>,
              ],
            ]}
          />
          <p className={styles.note}>{t("institution:home.usage.note")}</p>
          {usage.updated ? (
            <p className={styles.note}>{t("institution:home.usage.updated", { date: usage.updated })}</p>
          ) : null}
        </Card>
      </div>
      <section aria-labelledby="access-title">
        <h2 id="access-title">{t("institution:home.access")}</h2>
        <ul className={shell.grid}>
          {GRID.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={shell.gridLink}>
                {t(item.key, words)}
              </Link>
            </li>
          ))}
          <li>
            <Link to={institutionIntegrationPath} preventScrollReset className={shell.gridLink}>
              {t("institution:home.integration")}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
