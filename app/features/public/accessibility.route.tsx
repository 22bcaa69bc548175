// `/accesibilidad`: the accessibility statement (issue 30 §4): the standard (WCAG 2.2 AA), how we test it,
// the barriers we know of, and how to report one. A public read-only page: no JavaScript (ADR 009).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { edgeCacheHeaders, visitorPage } from "~/lib/edge-cache";
import { publicConfig } from "./config.server";
import * as s from "~/styles/public.css";
import { supportPath } from "~/paths";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "public");
  const config = publicConfig(context.env);
  return json(
    { title: t("accessibility.title"), email: config.contactEmail, phone: config.contactPhone },
    { headers: visitorPage() },
  );
}

/** The same for every visitor of a language: served from the edge cache (app/lib/edge-cache.ts). */
export const headers = edgeCacheHeaders;

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function AccessibilityRoute() {
  const { title, email, phone } = useLoaderData<typeof loader>();
  const { t } = useTranslation("public");
  const testing = t("accessibility.testing", { returnObjects: true }) as string[];
  const limitations = t("accessibility.limitations", { returnObjects: true }) as string[];
  return (
    <article className={s.prose} aria-labelledby="a11y-title">
      <h1 id="a11y-title" className={s.heroTitle}>
        {title}
      </h1>
      <p>{t("accessibility.lead")}</p>
      <section className={s.prose} aria-labelledby="a11y-standard">
        <h2 id="a11y-standard" className={s.sectionTitle}>
          {t("accessibility.standardTitle")}
        </h2>
        <p>{t("accessibility.standard")}</p>
      </section>
      <section className={s.prose} aria-labelledby="a11y-testing">
        <h2 id="a11y-testing" className={s.sectionTitle}>
          {t("accessibility.testingTitle")}
        </h2>
        <ul>
          {testing.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className={s.prose} aria-labelledby="a11y-limitations">
        <h2 id="a11y-limitations" className={s.sectionTitle}>
          {t("accessibility.limitationsTitle")}
        </h2>
        <p>{t("accessibility.limitationsLead")}</p>
        <ul>
          {limitations.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className={s.prose} aria-labelledby="a11y-report">
        <h2 id="a11y-report" className={s.sectionTitle}>
          {t("accessibility.reportTitle")}
        </h2>
        <p>{t("accessibility.report")}</p>
        <p>
          <Link to={supportPath}>{t("accessibility.reportTicket")}</Link> {t("accessibility.reportTicketNote")}
        </p>
        <p>{t("accessibility.reportContact", { email, phone })}</p>
      </section>
      <p className={s.muted}>{t("accessibility.updated")}</p>
    </article>
  );
}
