// `/juntas-asesoras` (second spec › Screens and routes "Landing pages", second spec › Business constants and limits): 6 or 12 advisory boards a year, monthly, and the
// free-diagnosis form that ends on /gracias-juntas-asesoras.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { contactAction } from "./contact.server";
import { ContactForm } from "./contact-form";
import * as s from "~/styles/public.css";
import { boardsThanksPath } from "~/paths";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "public");
  return json({ title: t("boards.title") });
}

export async function action({ context, request }: ActionFunctionArgs) {
  return contactAction(context, request, "juntas-asesoras", boardsThanksPath);
}

export const meta: MetaFunction<typeof loader> = pageTitle;

const PLANS = ["plan6", "plan12"] as const;

export default function BoardsRoute() {
  const { t } = useTranslation("public");
  return (
    <>
      <section className={s.hero} aria-labelledby="boards-title">
        <h1 id="boards-title" className={s.heroTitle}>
          {t("boards.title")}
        </h1>
        <p className={s.lead}>{t("boards.lead")}</p>
      </section>
      <section className={s.section} aria-labelledby="boards-plans">
        <h2 id="boards-plans" className={s.sectionTitle}>
          {t("boards.plansTitle")}
        </h2>
        <ul className={s.cards}>
          {PLANS.map((plan) => (
            <li key={plan} className={s.card}>
              <h3 className={s.cardTitle}>{t(`boards.${plan}`)}</h3>
              <p className={s.muted}>{t("boards.monthly")}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="diagnostico" className={s.section} aria-labelledby="boards-diagnosis">
        <h2 id="boards-diagnosis" className={s.sectionTitle}>
          {t("boards.diagnosisTitle")}
        </h2>
        <p className={s.muted}>{t("boards.diagnosisText")}</p>
        <ContactForm id="diagnostico-form" />
      </section>
    </>
  );
}
