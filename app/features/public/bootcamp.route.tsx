// `/bootcamp` (second spec › Screens and routes "Landing pages", second spec › Business constants and limits): 8 weeks of weekly group mentoring, 8 seats, the price of
// today by the schedule, a countdown to the start and the button to the payment page.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { buttonClassName } from "~/ui";
import { Countdown } from "./countdown";
import { bootcampData } from "./landing.server";
import { formatCop, formatDay, shiftDate } from "./schedule";
import * as s from "~/styles/public.css";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "public");
  return json({ title: t("bootcamp.title"), bootcamp: bootcampData(context) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function BootcampRoute() {
  const { bootcamp } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("public");
  const day = (offset: number) => formatDay(shiftDate(bootcamp.start, offset), i18n.language);
  const priceLabel =
    bootcamp.price.phase === "early"
      ? t("bootcamp.priceEarly", { date: day(-8) })
      : bootcamp.price.phase === "second"
        ? t("bootcamp.priceSecond", { from: day(-7), to: day(-4) })
        : t("bootcamp.priceLast", { from: day(-3), to: day(-1) });
  const facts = t("bootcamp.facts", { returnObjects: true, start: day(0) }) as string[];
  return (
    <>
      <section className={s.hero} aria-labelledby="bootcamp-title">
        <h1 id="bootcamp-title" className={s.heroTitle}>
          {t("bootcamp.title")}
        </h1>
        <p className={s.lead}>{t("bootcamp.lead")}</p>
        <ul>
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
          <li>{t("bootcamp.seats", { count: bootcamp.seats })}</li>
        </ul>
      </section>
      <section id="inscripcion" className={s.card} aria-labelledby="bootcamp-price">
        <h2 id="bootcamp-price" className={s.cardTitle}>
          {t("bootcamp.price")}
        </h2>
        <p className={s.muted}>{priceLabel}</p>
        <p className={s.price}>{t("cop", { amount: formatCop(bootcamp.price.cop) })}</p>
        <Countdown target={bootcamp.countdown.target} left={bootcamp.countdown.left} label={t("bootcamp.countdown")} />
        <p className={s.muted}>{t("bootcamp.registerText")}</p>
        <div className={s.actions}>
          <a href={bootcamp.payUrl} className={buttonClassName({ variant: "primary" })}>
            {t("bootcamp.pay")}
          </a>
        </div>
      </section>
    </>
  );
}
