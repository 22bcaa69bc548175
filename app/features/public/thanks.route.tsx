// `/gracias`, `/gracias-escuela-juntas`, `/gracias-juntas-asesoras`: where the landing pages' forms end
// (core spec › Screens and routes 'Ya tenemos tus datos de contacto'; second spec › Screens and routes "Landing pages").
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { edgeCacheHeaders, visitorPage } from "~/lib/edge-cache";
import { ButtonLink } from "~/ui";
import * as s from "~/styles/public.css";
import { boardsThanksPath, homePath, schoolThanksPath, thanksPath } from "~/paths";

const PAGES = {
  [thanksPath]: { title: "thanks.title", text: "thanks.text" },
  [schoolThanksPath]: { title: "thanks.schoolTitle", text: "thanks.schoolText" },
  [boardsThanksPath]: { title: "thanks.boardsTitle", text: "thanks.boardsText" },
} as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname.replace(/\/+$/, "") as keyof typeof PAGES;
  const page = PAGES[path] ?? PAGES[thanksPath];
  const t = await i18nServer.getFixedT(request, "public");
  return json({ title: t(page.title), text: t(page.text) }, { headers: visitorPage() });
}

/** The same for every visitor of a language: served from the edge cache (app/lib/edge-cache.ts). */
export const headers = edgeCacheHeaders;

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ThanksRoute() {
  const { title, text } = useLoaderData<typeof loader>();
  const { t } = useTranslation("public");
  return (
    <section className={s.hero} aria-labelledby="thanks-title">
      <h1 id="thanks-title" className={s.heroTitle}>
        {title}
      </h1>
      <p className={s.lead}>{text}</p>
      <div className={s.actions}>
        <ButtonLink to={homePath} variant="primary">
          {t("thanks.back")}
        </ButtonLink>
      </div>
    </section>
  );
}
