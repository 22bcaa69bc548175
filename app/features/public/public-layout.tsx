// The public pages' frame (second spec › Screens and routes "Headers"): signed out, Login and SignUp; signed in, Logout and the
// avatar to the user's home. The ecosystem page's header (handle `header: "ecosystem"`) has demo, pricing,
// register and login, as a dropdown on narrow screens. No JavaScript (handle `hydrate: false`, ADR 009).
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { Link, Outlet, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { getUser, homePathFor } from "~/lib/auth.server";
import { fullName } from "~/lib/person-name";
import { Avatar, LogoutForm } from "~/ui";
import { ErrorView } from "~/ui/error-view";
import { LanguageSwitch } from "~/ui/language-switch";
import { externalLinks } from "~/lib/external-links.server";
import { publicConfig } from "./config.server";
import * as s from "~/styles/public.css";
import {
  accessibilityPath,
  ecosystemPath,
  helpCentrePath,
  homePath,
  loginPath,
  privacyPath,
  signUpPath,
  termsPath,
} from "~/paths";

export const handle = { i18n: ["public"], hydrate: false };

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await getUser(context).catch(() => null);
  return json({
    account: user
      ? {
          name: fullName(user),
          avatar: user.img_usuario,
          home: homePathFor(user),
        }
      : null,
    demoUrl: publicConfig(context.env).demoUrl,
    links: externalLinks(context.env),
  });
}

/**
 * A public page is always a whole document, never rendered in the browser: a client-side navigation to it
 * from a hydrated page (the login's legal links, the top bar's help icon) becomes a document load.
 */
export function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export type PublicHandle = { header?: "ecosystem" };

export default function PublicLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["public", "common"]);
  const data = useRouteLoaderData<typeof loader>("features/public/public-layout");
  const ecosystem = useMatches().some((m) => (m.handle as PublicHandle | undefined)?.header === "ecosystem");
  const account = data?.account ?? null;
  return (
    <>
      <a href="#main" className={s.skipLink}>
        {t("public:layout.skip")}
      </a>
      <header className={s.header}>
        <div className={s.headerInner}>
          <Link to={homePath} className={s.brand}>
            <img src="/logo.svg" alt={t("public:layout.home")} width="140" height="32" />
          </Link>
          <nav aria-label={t("public:layout.nav")} className={s.nav}>
            {ecosystem ? (
              <details className={s.menu}>
                <summary className={s.menuSummary}>{t("public:layout.menu")}</summary>
                <div className={s.menuPanel}>
                  <a href={data?.demoUrl} className={s.navLink}>
                    {t("public:layout.demo")}
                  </a>
                  <a href="#precios" className={s.navLink}>
                    {t("public:layout.pricing")}
                  </a>
                  <Link to={signUpPath} className={s.navLink}>
                    {t("public:layout.register")}
                  </Link>
                  <Link to={loginPath} className={s.navLink}>
                    {t("public:layout.login")}
                  </Link>
                </div>
              </details>
            ) : account ? (
              <ul className={s.navList}>
                <li>
                  <LogoutForm label={t("public:layout.logout")} className={s.navLink} />
                </li>
                <li>
                  <Link to={account.home} aria-label={t("public:layout.account", { name: account.name })}>
                    <Avatar name={account.name} src={account.avatar} decorative size="sm" />
                  </Link>
                </li>
              </ul>
            ) : (
              <ul className={s.navList}>
                <li>
                  <Link to={loginPath} className={s.navLink}>
                    {t("public:layout.login")}
                  </Link>
                </li>
                <li>
                  <Link to={signUpPath} className={s.navLink}>
                    {t("public:layout.signUp")}
                  </Link>
                </li>
              </ul>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className={s.main}>
        {children}
      </main>
      <footer className={s.footer}>
        <nav aria-label={t("public:layout.footerNav")}>
          <ul className={s.strip}>
            <li>
              <Link to={termsPath} className={s.navLink}>
                {t("public:layout.terms")}
              </Link>
            </li>
            <li>
              <Link to={privacyPath} className={s.navLink}>
                {t("public:layout.privacy")}
              </Link>
            </li>
            <li>
              <Link to={helpCentrePath} className={s.navLink}>
                {t("public:layout.help")}
              </Link>
            </li>
            <li>
              <Link to={ecosystemPath} className={s.navLink}>
                {t("public:layout.ecosystem")}
              </Link>
            </li>
            <li>
              <Link to={accessibilityPath} className={s.navLink}>
                {t("common:footer.accessibility")}
              </Link>
            </li>
            {data?.links.mentorLanding ? (
              <li>
                <a href={data.links.mentorLanding} className={s.navLink} target="_blank" rel="noopener noreferrer">
                  {t("public:layout.mentorLanding")}
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
        {data && data.links.social.length > 0 ? (
          <nav aria-label={t("public:layout.social")}>
            <ul className={s.strip}>
              {data.links.social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} className={s.navLink} target="_blank" rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <p className={s.muted}>{t("public:layout.alliance")}</p>
        <p className={s.muted}>{t("public:layout.copyright")}</p>
        <LanguageSwitch />
      </footer>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <Frame>
      <ErrorView />
    </Frame>
  );
}
