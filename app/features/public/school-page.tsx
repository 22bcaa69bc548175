// The board-member school (second spec › Screens and routes "Landing pages"; second spec › Business constants and limits schedule, seats and prices): served at
// /escuela-juntas, and at / on the directors' school host.
import { useTranslation } from "~/lib/i18n-react";
import { buttonClassName } from "~/ui";
import { ContactForm } from "./contact-form";
import { Countdown } from "./countdown";
import type { schoolData } from "./landing.server";
import { formatCop, formatDay } from "./schedule";
import * as s from "~/styles/public.css";
import { schoolPath } from "~/paths";

export function SchoolPage({ data }: { data: ReturnType<typeof schoolData> }) {
  const { t, i18n } = useTranslation("public");
  const day = (date: string) => formatDay(date, i18n.language);
  const priceLabel =
    data.price.phase === "presale"
      ? t("school.pricePresale", { date: day(data.presaleEnd) })
      : data.price.phase === "late"
        ? t("school.priceLate")
        : t("school.priceRegular");
  const list = (key: string) => t(key, { returnObjects: true, start: day(data.start) }) as string[];
  const facts = list("school.facts");
  const objectives = list("school.objectives");
  const learning = list("school.learning");
  return (
    <>
      <section className={s.hero} aria-labelledby="school-title">
        <h1 id="school-title" className={s.heroTitle}>
          {t("school.title")}
        </h1>
        <p className={s.lead}>{t("school.lead")}</p>
        <ul>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          <li>{t("school.seats", { count: data.seats })}</li>
        </ul>
        <div className={s.card}>
          <h2 className={s.cardTitle}>{t("school.price")}</h2>
          <p className={s.muted}>{priceLabel}</p>
          <p className={s.price}>
            {t("cop", { amount: formatCop(data.price.cop) })} {data.price.vat ? t("school.plusVat") : null}
          </p>
          <Countdown target={data.countdown.target} left={data.countdown.left} label={t("school.countdown")} />
          <div className={s.actions}>
            <a href={data.payUrl} className={buttonClassName({ variant: "primary" })}>
              {t("school.pay")}
            </a>
          </div>
        </div>
      </section>
      <section className={s.section} aria-labelledby="school-objectives">
        <h2 id="school-objectives" className={s.sectionTitle}>
          {t("school.objectivesTitle")}
        </h2>
        <ul>
          {objectives.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2 className={s.sectionTitle}>{t("school.audienceTitle")}</h2>
        <p>{t("school.audience")}</p>
        <h2 className={s.sectionTitle}>{t("school.methodologyTitle")}</h2>
        <p>{t("school.methodology")}</p>
        <h2 className={s.sectionTitle}>{t("school.outcomesTitle")}</h2>
        <p>{t("school.outcomes")}</p>
        <h2 className={s.sectionTitle}>{t("school.learningTitle")}</h2>
        <ul>
          {learning.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h2 className={s.sectionTitle}>{t("school.trainersTitle")}</h2>
        <p>{t("school.trainers")}</p>
      </section>
      <section id="contacto" className={s.section} aria-labelledby="school-contact">
        <h2 id="school-contact" className={s.sectionTitle}>
          {t("school.contactTitle")}
        </h2>
        <p className={s.muted}>{t("school.contactText")}</p>
        <ContactForm id="escuela-juntas" action={schoolPath} />
      </section>
    </>
  );
}
