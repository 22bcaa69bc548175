// /dev/correos: in local mode with DEV_OUTBOX=true, the e-mails the local API "sent", so a person can follow their links.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { EmptyState } from "~/ui";
import * as styles from "./shell.css";
import { pageTitle } from "~/lib/meta";

export async function loader({ context, request }: LoaderFunctionArgs) {
  if (!context.isLocalApi || !context.env.DEV_OUTBOX) throw new Response("Not Found", { status: 404 });
  const [messages, t] = await Promise.all([context.anonymousApi.dev.outbox(), i18nServer.getFixedT(request)]);
  return json({ messages, title: t("dev.outboxTitle") });
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
