// /dev/correos: in local mode with DEV_OUTBOX=true, the e-mails the local API "sent", so a person can follow their links.
// 'Enviar recordatorios ahora' runs the scheduled reminder run at once (issue 29 §1), as `npm run reminders` does.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { withFlash } from "~/lib/flash.server";
import { Button, EmptyState } from "~/ui";
import * as styles from "~/styles/page.css";
import { pageTitle } from "~/lib/meta";
import { devOutboxPath } from "~/paths";

export async function loader({ context, request }: LoaderFunctionArgs) {
  if (!context.isLocalApi || !context.env.DEV_OUTBOX) throw new Response("Not Found", { status: 404 });
  const [messages, t] = await Promise.all([context.anonymousApi.dev.outbox(), i18nServer.getFixedT(request)]);
  return json({ messages, title: t("dev.outboxTitle") });
}

export async function action({ context }: ActionFunctionArgs) {
  if (!context.isLocalApi || !context.env.DEV_OUTBOX) throw new Response("Not Found", { status: 404 });
  const token = context.env.CRON_TOKEN;
  if (!token) {
    return redirect(devOutboxPath, {
      headers: withFlash({ type: "error", key: "common:dev.remindersNoToken" }, context.session.secure),
    });
  }
  try {
    // The scheduler's own call with its service token (server.ts `scheduled`).
    const run = await context.apiWithToken(token).recordatorios.send({});
    return redirect(devOutboxPath, {
      headers: withFlash(
        { type: "success", key: "common:dev.remindersSent", values: { count: run.enviados, skipped: run.ya_enviados } },
        context.session.secure,
      ),
    });
  } catch {
    return redirect(devOutboxPath, {
      headers: withFlash({ type: "error", key: "common:dev.remindersFailed" }, context.session.secure),
    });
  }
}

export const meta: MetaFunction<typeof loader> = pageTitle;

/** Plain text with its http(s) URLs as links. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevOutboxRoute() {
  const { t } = useTranslation();
  const { messages } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("dev.outboxTitle")}</h1>
      <p>{t("dev.outboxIntro")}</p>
      <Form method="post">
        <p>{t("dev.remindersHelp")}</p>
        <Button type="submit" variant="secondary">
          {t("dev.remindersRun")}
        </Button>
      </Form>
      {messages.length === 0 ? (
        <EmptyState title={t("dev.empty")} />
      ) : (
        <ol className={styles.list}>
          {messages.map((m) => (
            <li key={m.id}>
              <article aria-labelledby={`mail-${m.id}`}>
                <h2 id={`mail-${m.id}`}>{m.subject}</h2>
                <p>
                  {t("dev.to")}: {m.to} · {t("dev.date")}: <time dateTime={m.created_at}>{m.created_at}</time>
                </p>
                <pre>
                  <Linkified text={m.body} />
                </pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
