// `/software-para-aceleradoras` (second spec › What the product does and for whom, second spec › Business constants and limits pricing): the ecosystem landing page for incubators and
// accelerators: benefits, the under-48-hours claim, the situations, the client strip, the pricing plans,
// the demo call to action and request form, and the newsletter.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { buttonClassName } from "~/ui";
import { publicConfig } from "./config.server";
import { contactAction } from "./contact.server";
import { ContactForm, NewsletterForm } from "./contact-form";
import type { PublicHandle } from "./public-layout";
import * as s from "~/styles/public.css";
import { thanksPath } from "~/paths";

export const handle: PublicHandle = { header: "ecosystem" };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "public");
  return json({ title: t("ecosystem.title"), demoUrl: publicConfig(context.env).demoUrl });
}

export async function action({ context, request }: ActionFunctionArgs) {
  return contactAction(context, request, "software-para-aceleradoras", thanksPath);
}

export const meta: MetaFunction<typeof loader> = pageTitle;

const PLANS = ["basic", "expert", "unlimited"] as const;

export default function EcosystemRoute() {
  const { demoUrl } = useLoaderData<typeof loader>();
  const { t } = useTranslation("public");
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  const benefits = list("ecosystem.benefits");
  const situations = list("ecosystem.situations");
  const clients = list("ecosystem.clients");
  return (
    <>
      <section className={s.hero} aria-labelledby="eco-title">
        <h1 id="eco-title" className={s.heroTitle}>
          {t("ecosystem.title")}
        </h1>
        <p className={s.lead}>{t("ecosystem.lead")}</p>
        <div className={s.actions}>
          <a href={demoUrl} className={buttonClassName({ variant: "primary" })}>
            {t("ecosystem.demo")}
          </a>
        </div>
      </section>
      <section className={s.section} aria-labelledby="eco-benefits">
        <h2 id="eco-benefits" className={s.sectionTitle}>
          {t("ecosystem.benefitsTitle")}
        </h2>
        <ul className={s.cards}>
          {benefits.map((item) => (
            <li key={item} className={s.card}>
              {item}
            </li>
          ))}
        </ul>
        <p className={s.banner}>{t("ecosystem.claim")}</p>
      </section>
      <section className={s.section} aria-labelledby="eco-situations">
        <h2 id="eco-situations" className={s.sectionTitle}>
          {t("ecosystem.situationsTitle")}
        </h2>
        <ul>
          {situations.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section className={s.section} aria-labelledby="eco-clients">
        <h2 id="eco-clients" className={s.sectionTitle}>
          {t("ecosystem.clientsTitle")}
        </h2>
        <ul className={s.strip}>
          {clients.map((name) => (
            <li key={name} className={s.logo}>
              {name}
            </li>
          ))}
        </ul>
      </section>
      <section id="precios" className={s.section} aria-labelledby="eco-pricing">
        <h2 id="eco-pricing" className={s.sectionTitle}>
          {t("ecosystem.pricingTitle")}
        </h2>
        <p className={s.muted}>{t("ecosystem.pricingNote")}</p>
        <ul className={s.cards}>
          {PLANS.map((plan) => (
            <li key={plan} className={s.card}>
              <h3 className={s.cardTitle}>{t(`ecosystem.${plan}`)}</h3>
              <p className={s.muted}>{t(`ecosystem.${plan}Range`)}</p>
              <p className={s.price}>{t(`ecosystem.${plan}Price`)}</p>
              <ul>
                {list(`ecosystem.${plan}Features`).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <section id="demo" className={s.section} aria-labelledby="eco-demo">
        <h2 id="eco-demo" className={s.sectionTitle}>
          {t("ecosystem.demoTitle")}
        </h2>
        <p className={s.muted}>{t("ecosystem.demoText")}</p>
        <ContactForm id="demo-form" />
      </section>
      <section className={s.section} aria-labelledby="eco-newsletter">
        <h2 id="eco-newsletter" className={s.sectionTitle}>
          {t("form.newsletterTitle")}
        </h2>
        <p className={s.muted}>{t("form.newsletterText")}</p>
        <NewsletterForm />
      </section>
    </>
  );
}
