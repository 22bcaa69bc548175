import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { getUser } from "~/lib/auth.server";
import { readFlash } from "~/lib/flash.server";
import { i18nServer } from "~/lib/i18n.server";
import { supportedLanguages } from "~/lib/i18n";
import { I18nResources } from "~/lib/i18n-resources";
import { useNonce } from "~/lib/nonce";
import { markHydrated } from "~/lib/widget-status";
import { ErrorView } from "~/ui/error-view";
import { Flash } from "~/ui";
import { themeClass } from "~/styles/tokens.css";
import "~/styles/global.css";

export const handle = { i18n: ["common"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = await i18nServer.getLocale(request);
  const { flash: raw, clear } = readFlash(request, context.session.secure);
  // Translated here, so the destination page needs no catalog of the action that set it.
  const t = await i18nServer.getFixedT(request);
  const flash = raw ? { type: raw.type, message: t(raw.key, raw.values ?? {}) } : null;
  // A failing user load is reported by the layout's boundary; the document still renders.
  const user = await getUser(context).catch(() => null);
  // The class name is resolved here so the browser bundle never carries the token objects.
  const theme = themeClass[user?.theme === "banco" ? "banco" : "default"];
  return json(
    {
      locale,
      flash,
      theme,
      appName: t("common:appName"),
      signedIn: user !== null,
      origin: new URL(request.url).origin,
      // The seed of this page's create-form keys (app/ui/once-key.tsx); new on every document and action.
      onceSeed: crypto.randomUUID(),
    },
    { headers: clear ? { "Set-Cookie": clear } : undefined },
  );
}

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

type HydrateHandle = { hydrate?: boolean; publicLayout?: boolean } | undefined;

/**
 * Pages served without any JavaScript: routes whose handle says `hydrate: false` (public read-only pages),
 * and pages in the public frame (`publicLayout`, the marketplace) while nobody is signed in: everything
 * there is a link or a native form, and visitors on a slow phone get the page without a script to run
 * (decision 014).
 */
function useHydrate(signedIn: boolean): boolean {
  return !useMatches().some((m) => {
    const handle = m.handle as HydrateHandle;
    // Only a document is served without scripts: an app that is already running (a user who signed out and
    // navigated here) keeps them.
    const visitorFrame = !signedIn && handle?.publicLayout === true && typeof document === "undefined";
    return handle?.hydrate === false || visitorFrame;
  });
}

/** Pages anyone can reach signed out: the public frame's pages, and the marketplace seen by a visitor. */
function usePublicPage(signedIn: boolean): boolean {
  return useMatches().some(
    (m) =>
      m.id === "features/public/public-layout" || (!signedIn && (m.handle as HydrateHandle)?.publicLayout === true),
  );
}

/** The same page in each language (`?lng=`, read by the language detector) for search engines. */
function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname } = useLocation();
  const page = origin + pathname;
  return (
    <>
      {supportedLanguages.map((lng) => (
        <link key={lng} rel="alternate" hrefLang={lng} href={`${page}?lng=${lng}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={page} />
    </>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const hydrate = useHydrate(data?.signedIn ?? false);
  const publicPage = usePublicPage(data?.signedIn ?? false);
  const locale = data?.locale ?? "es";
  const theme = data?.theme;
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {publicPage && data ? <LanguageAlternates origin={data.origin} /> : null}
      </head>
      <body className={theme}>
        {children}
        {hydrate ? (
          <>
            <I18nResources nonce={nonce} />
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  const { flash } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The root's effect runs after every other of the first commit: lazy widgets have registered by then.
  useEffect(markHydrated, []);
  return (
    <>
      {/* Always rendered, so the status region exists before a message arrives and is announced. */}
      <Flash
        type={flash?.type}
        message={flash?.message}
        label={t("common:flash.region")}
        closeLabel={t("common:flash.close")}
      />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <ErrorView />
    </main>
  );
}
