// `/terminos-y-condiciones` (banner 'Conoce nuestros términos y condiciones') and `/politica-privacidad`
// (privacy, data requests, cookies, the read-only calendar permission): second spec › Screens and routes "Legal and help", second spec › Business constants and limits.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { edgeCacheHeaders, visitorPage } from "~/lib/edge-cache";
import { publicConfig } from "./config.server";
import * as s from "~/styles/public.css";
import { privacyPath, termsPath } from "~/paths";

type Section = { title: string; paragraphs: string[] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const page = new URL(request.url).pathname.startsWith("/politica-privacidad") ? "privacy" : "terms";
  const t = await i18nServer.getFixedT(request, "public");
  const config = publicConfig(context.env);
  return json(
    { page, title: t(`${page}.title`), email: config.contactEmail, phone: config.contactPhone },
    { headers: visitorPage() },
  );
}

/** The same for every visitor of a language: served from the edge cache (app/lib/edge-cache.ts). */
export const headers = edgeCacheHeaders;

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function LegalRoute() {
  const { page, title, email, phone } = useLoaderData<typeof loader>();
  const { t } = useTranslation("public");
  const sections = t(`${page}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className={s.prose} aria-labelledby="legal-title">
      {page === "terms" ? <p className={s.banner}>{t("terms.banner")}</p> : null}
      <h1 id="legal-title" className={s.heroTitle}>
        {title}
      </h1>
      {sections.map((section) => (
        <section key={section.title} className={s.prose}>
          <h2 className={s.sectionTitle}>{section.title}</h2>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      <p>{t(`${page}.contact`, { email, phone })}</p>
      {page === "terms" ? (
        <p>
          <Link to={privacyPath}>{t("layout.privacy")}</Link>
        </p>
      ) : (
        <p>
          <Link to={termsPath}>{t("layout.terms")}</Link>
        </p>
      )}
    </article>
  );
}
