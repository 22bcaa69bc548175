// `/` (second spec › What the product does and for whom, second spec › Screens and routes "Headers", route table): the public home for visitors; a signed-in user goes to their
// home, and a visitor to MARKETING_SITE_URL when it is set. On the directors' school host, that page.
import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { getUser, homePathFor } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { edgeCacheHeaders, visitorPage } from "~/lib/edge-cache";
import { ButtonLink, visuallyHidden } from "~/ui";
import { isDirectorsSchoolHost, publicConfig } from "./config.server";
import { schoolData } from "./landing.server";
import { SchoolPage } from "./school-page";
import * as s from "~/styles/public.css";
import { boardsPath, bootcampPath, ecosystemPath, marketplacePath, schoolPath } from "~/paths";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await getUser(context);
  if (user) throw redirect(homePathFor(user));
  const t = await i18nServer.getFixedT(request, "public");
  if (isDirectorsSchoolHost(request, publicConfig(context.env))) {
    return json({ title: t("school.title"), school: schoolData(context) });
  }
  if (context.env.MARKETING_SITE_URL) throw redirect(context.env.MARKETING_SITE_URL);
  // The school host's page has forms with one-time keys: only the plain home is the same for every visitor.
  return json({ title: t("home.title"), school: null }, { headers: visitorPage() });
}

/** The same for every visitor of a language: served from the edge cache (app/lib/edge-cache.ts). */
export const headers = edgeCacheHeaders;

export const meta: MetaFunction<typeof loader> = pageTitle;

const FIGURES = ["founders", "entrepreneurs", "noContracts"] as const;

const PROGRAMS = [
  { to: ecosystemPath, key: "ecosystemText" },
  { to: schoolPath, key: "schoolText" },
  { to: bootcampPath, key: "bootcampText" },
  { to: boardsPath, key: "boardsText" },
] as const;

export default function HomeRoute() {
  const { school } = useLoaderData<typeof loader>();
  const { t } = useTranslation("public");
  if (school) return <SchoolPage data={school} />;
  return (
    <>
      <section className={s.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={s.heroTitle}>
          {t("home.title")}
        </h1>
        <p className={s.lead}>{t("home.lead")}</p>
        <div className={s.actions}>
          <ButtonLink to={marketplacePath} variant="primary">
            {t("home.cta")}
          </ButtonLink>
        </div>
      </section>
      <section className={s.section} aria-labelledby="home-figures">
        <h2 id="home-figures" className={s.sectionTitle}>
          {t("home.figuresTitle")}
        </h2>
        <ul className={s.cards}>
          {FIGURES.map((key) => (
            <li key={key} className={s.card}>
              <p className={s.figure}>{t(`home.${key}`)}</p>
              <p className={s.muted}>{t(`home.${key}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={s.section} aria-labelledby="home-how">
        <h2 id="home-how" className={s.sectionTitle}>
          {t("home.howTitle")}
        </h2>
        <ol className={s.cards}>
          {([1, 2, 3] as const).map((n) => (
            <li key={n} className={s.card}>
              <h3 className={s.cardTitle}>{t(`home.how${n}`)}</h3>
              <p className={s.muted}>{t(`home.how${n}Text`)}</p>
            </li>
          ))}
        </ol>
        <div className={s.actions}>
          <ButtonLink to={marketplacePath} variant="secondary">
            {t("home.cta")}
          </ButtonLink>
        </div>
      </section>
      <section className={s.section} aria-labelledby="home-testimonials">
        <h2 id="home-testimonials" className={s.sectionTitle}>
          {t("home.testimonialsTitle")}
        </h2>
        <ul className={s.cards}>
          {([1, 2, 3] as const).map((n) => (
            <li key={n} className={s.card}>
              <blockquote>
                <p>{t(`home.testimonial${n}`)}</p>
              </blockquote>
              <p className={s.muted}>{t(`home.testimonial${n}Author`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className={s.section} aria-labelledby="home-programs">
        <h2 id="home-programs" className={s.sectionTitle}>
          {t("home.programsTitle")}
        </h2>
        <ul className={s.cards}>
          {PROGRAMS.map((p) => (
            <li key={p.to} className={s.card}>
              <p>{t(`home.${p.key}`)}</p>
              <Link to={p.to} className={s.navLink}>
                {t("home.more")}
                <span className={visuallyHidden}>: {t(`home.${p.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
