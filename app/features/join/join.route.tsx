// `/link/{uuid}` (second spec › Screens and routes "Join-event page", second spec › The calls it makes "Join event"): public, no sign-in. The session's name,
// date, start and end in Colombian Spanish; 'Unirse a la sesión' stays disabled until the API gives a direct
// link (minutes before the start); an API answer of 400 or more shows its text under 'Error' ('No se encontró
// el evento.' for a 404 without one). Guests
// register with their name and e-mail while places are left. Works without JavaScript.
import { getFormProps } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { replyWithFailure, replyInvalid } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { Alert, Button, ButtonLink, FormErrors, TextField } from "~/ui";
import { httpUrl } from "~/lib/http-url";
import { guestSchema } from "./join.schema";
import { joinTimes } from "./join-time.server";
import * as styles from "./join.css";
import { pageTitle } from "~/lib/meta";
import { readForm } from "~/lib/form-body.server";
import { throwIfRefused } from "~/lib/refusal.server";
import { joinPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["session"] };

/** The thank-you state after a registration (post/redirect/get). */
const REGISTERED = "registrado";

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const t = await i18nServer.getFixedT(request, "session");
  // Guests have no session: the call carries no token whoever opens the page.
  const found = await context.anonymousApi.calendario.joinLink(params.uuid ?? "");
  if ("refused" in found) {
    // Second spec › The calls it makes to second spec › Error catalogue: at 400 or more the API's text is the error, in an alert titled 'Error'.
    const { status, message } = found.refused;
    const fallback = status === 404 ? t("session:join.notFound") : t("session:join.fetchFailed");
    // The API speaks Spanish: a reader of another language gets the meaning of a 404 in their own.
    const spanish = (await i18nServer.getLocale(request)) === "es";
    return json(
      {
        title: t("session:join.errorTitle"),
        event: null,
        error: status === 404 && !spanish ? fallback : (message ?? fallback),
        registered: false,
        constraint: null,
      },
      { status },
    );
  }
  const event = found.event;
  const times = joinTimes(event.fecha_hora_inicio, event.fecha_hora_fin, t("session:join.locale"));
  // Only an http(s) URL becomes a link (docs/house-rules.md#user-supplied-urls).
  const directLink = event.direct_link ? (httpUrl(event.direct_link)?.href ?? null) : null;
  return json({
    title: event.nombre,
    event: { name: event.nombre, ...times, directLink, places: Math.max(0, event.cupos) },
    error: null,
    registered: new URL(request.url).searchParams.has(REGISTERED),
    constraint: getZodConstraint(guestSchema),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const uuid = params.uuid ?? "";
  const formData = await readForm(request, context);
  const submission = parseWithZod(formData, { schema: guestSchema });
  if (submission.status !== "success") return json(replyInvalid(submission), { status: 400 });
  try {
    await context.anonymousApi.calendario.registerGuest(uuid, submission.value);
  } catch (error) {
    const failure = throwIfRefused(error, ["not_found"]);
    const status = failure.kind === "unavailable" ? 503 : 400;
    return json(replyWithFailure(submission, failure, { fields: ["nombre", "email"] }), { status });
  }
  return redirect(`${joinPath(uuid)}?${REGISTERED}=1`);
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function JoinRoute() {
  const { t } = useTranslation(["session", "common"]);
  const { event, error, registered } = useLoaderData<typeof loader>();
  // A refused registration (e.g. the last place just went) keeps the form, with the API's message in it.
  const refused = useActionData<typeof action>() !== undefined;
  if (!event) {
    return (
      <>
        <h1 className={styles.title}>{t("session:join.errorTitle")}</h1>
        <Alert tone="error">{error ?? t("session:join.notFound")}</Alert>
      </>
    );
  }
  return (
    <>
      <h1 className={styles.title}>{event.name}</h1>
      <dl className={styles.details}>
        <div>
          <dt>{t("session:join.date")}</dt>
          <dd>{event.date ?? t("session:join.unknown")}</dd>
        </div>
        <div>
          <dt>{t("session:join.start")}</dt>
          <dd>{event.start ?? t("session:join.unknown")}</dd>
        </div>
        <div>
          <dt>{t("session:join.end")}</dt>
          <dd>{event.end ?? t("session:join.unknown")}</dd>
        </div>
      </dl>
      <div className={styles.join}>
        {event.directLink ? (
          <ButtonLink to={event.directLink} variant="primary" fullWidth>
            {t("session:join.button")}
          </ButtonLink>
        ) : (
          <Button variant="primary" fullWidth disabled aria-describedby="join-note">
            {t("session:join.button")}
          </Button>
        )}
        <p id="join-note" className={styles.note}>
          {event.directLink ? t("session:join.open") : t("session:join.closed")}
        </p>
      </div>
      <section aria-labelledby="guest-title" className={styles.register}>
        <h2 id="guest-title" className={styles.subtitle}>
          {t("session:join.registerTitle")}
        </h2>
        {registered ? (
          <Alert tone="success" title={t("session:join.thanksTitle")}>
            {t("session:join.thanks")}
          </Alert>
        ) : event.places > 0 || refused ? (
          <GuestForm places={event.places} />
        ) : (
          <p className={styles.note}>{t("session:join.full")}</p>
        )}
      </section>
    </>
  );
}

function GuestForm({ places }: { places: number }) {
  const { t } = useTranslation(["session", "common"]);
  const { constraint } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { form, fields, pending, onceKey } = useAppForm({
    once: true,
    id: "guest-registration",
    lastResult,
    constraint: constraint ?? undefined,
    rules: lazyRules(() => import("./join.schema").then(({ guestSchema }) => guestSchema)),
  });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <p className={styles.note}>{places > 0 ? t("session:join.places", { count: places }) : t("session:join.full")}</p>
      <FormErrors form={form} />
      {onceKey}
      <TextField field={fields.nombre} label={t("session:join.name")} autoComplete="name" />
      <TextField field={fields.email} type="email" label={t("session:join.email")} autoComplete="email" />
      <Button type="submit" variant="secondary" pending={pending}>
        {t("session:join.submit")}
      </Button>
    </Form>
  );
}
