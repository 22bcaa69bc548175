// `/sesion-programada` and `/sesion-no` (second spec › Screens and routes "Legal and help", second spec › Error catalogue): where the payment page returns.
// Approved: 'Felicidades! Tu mentoría ha sido programada exitosamente'; declined or failed: 'Error al procesar
// el pago' with 'Error al procesar el pago, vuelve a intentarlo'. Both link to /calendar.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { Alert, ButtonLink } from "~/ui";
import * as styles from "./marketplace.css";
import { calendarPath, paymentApprovedPath } from "~/paths";

export const handle = { i18n: ["marketplace"], publicLayout: true };

export async function loader({ request }: LoaderFunctionArgs) {
  const approved = new URL(request.url).pathname === paymentApprovedPath;
  const t = await i18nServer.getFixedT(request, "marketplace");
  return json({
    approved,
    title: t(approved ? "result.approvedTitle" : "result.declinedTitle"),
    heading: t(approved ? "result.approved" : "result.declinedHeading"),
    message: approved ? null : t("result.declined"),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function PaymentResultRoute() {
  const { t } = useTranslation(["marketplace"]);
  const { approved, heading, message } = useLoaderData<typeof loader>();
  return (
    <section className={styles.result} aria-labelledby="payment-result">
      <h1 id="payment-result" className={styles.title}>
        {heading}
      </h1>
      {message ? <Alert tone="error">{message}</Alert> : null}
      <ButtonLink to={calendarPath} variant={approved ? "primary" : "secondary"}>
        {t("marketplace:result.calendar")}
      </ButtonLink>
    </section>
  );
}
