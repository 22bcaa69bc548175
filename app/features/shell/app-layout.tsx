// The application shell: side menu per user type, top bar with help and the account menu, footer.
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, Outlet, useLocation, useMatches, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { getUser } from "~/lib/auth.server";
import { readCookie } from "~/lib/session.server";
import { termsOf } from "~/lib/terms";
import { fullName } from "~/lib/person-name";
import { useTermWords } from "~/lib/use-term-words";
import {
  AccountMenu,
  IconBilling,
  IconBillingPending,
  IconCalendar,
  IconDashboard,
  IconHome,
  IconHelp,
  IconStore,
  IconUser,
  IconUsers,
  Shell,
  ShellFooter,
  SideNav,
  TopBar,
} from "~/ui";
import { PublicFrame } from "~/ui/public-frame";
import { ErrorView } from "~/ui/error-view";
import { LanguageSwitch } from "~/ui/language-switch";
import { menuFor, type MenuIcon } from "./menu";
import { accessibilityPath, helpCentrePath, profilePath } from "~/paths";

const ICONS: Record<MenuIcon, ReactNode> = {
  home: <IconHome />,
  login: <IconUser />,
  calendar: <IconCalendar />,
  users: <IconUsers />,
  store: <IconStore />,
  support: <IconHelp />,
  dashboard: <IconDashboard />,
  billing: <IconBilling />,
  billingPending: <IconBillingPending />,
};

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await getUser(context);
  // Set by the billing page when invoices are pending (core spec › Screens and routes is_pending_invoices).
  const pendingInvoices = readCookie(request, "is_pending_invoices") === "1";
  return json({
    menu: menuFor(user, { pendingInvoices }),
    account: user
      ? {
          fullName: fullName(user),
          avatar: user.img_usuario,
          profileHref: profilePath(user.username),
        }
      : null,
    theme: user?.theme ?? "default",
    // The institution's words for mentors and entrepreneurs; pages read them with useTerms().
    terms: termsOf(user),
    helpUrl: context.env.HELP_DESK_URL ?? helpCentrePath,
  });
}

/** The signed-in user's institution terms as words ('Consultor', 'consultores'…) for interpolation. */
export default function AppLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const data = useRouteLoaderData<typeof loader>("features/shell/app-layout");
  // Issue 14: pages open to visitors (handle.publicLayout) get the public frame when nobody is signed in.
  const isPublic = matches.some((m) => (m.handle as { publicLayout?: boolean } | undefined)?.publicLayout);
  if (isPublic && !data?.account) return <PublicFrame>{children}</PublicFrame>;
  return <ShellFrame>{children}</ShellFrame>;
}

function ShellFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const data = useRouteLoaderData<typeof loader>("features/shell/app-layout");
  const location = useLocation();
  const menu = data?.menu ?? menuFor(null, { pendingInvoices: false });
  const words = useTermWords();
  const account = data?.account ?? null;
  const isCurrent = (to: string) => location.pathname === to || (to !== "/" && location.pathname.startsWith(`${to}/`));
  const partnerLogo =
    data?.theme === "banco" ? (
      <img src="/partner-logo.svg" alt={t("footer.partnerLogoAlt")} width="140" height="32" />
    ) : undefined;
  return (
    <Shell
      skipLinkLabel={t("topbar.skip")}
      nav={
        <SideNav
          label={t("menu.label")}
          menuLabel={t("menu.toggle")}
          items={menu.map((item) => ({
            to: item.to,
            label: t(item.labelKey, words),
            icon: ICONS[item.icon],
            current: isCurrent(item.to),
          }))}
          brandLogo={<img src="/logo.svg" alt={t("footer.logoAlt")} width="140" height="32" />}
          partnerLogo={partnerLogo}
          logoutLabel={account ? t("menu.logout") : undefined}
        />
      }
      topBar={
        <TopBar
          help={{ to: data?.helpUrl ?? helpCentrePath, label: t("topbar.help") }}
          account={
            account ? (
              <AccountMenu
                fullName={account.fullName}
                avatarSrc={account.avatar}
                label={t("topbar.account", { name: account.fullName })}
                profileHref={account.profileHref}
                profileLabel={t("topbar.profile")}
                logoutLabel={t("topbar.logout")}
              />
            ) : null
          }
        />
      }
      footer={
        <ShellFooter
          poweredByLabel={t("footer.poweredBy")}
          logo={<img src="/logo.svg" alt={t("footer.logoAlt")} width="100" height="23" />}
        >
          <p>
            <Link to={accessibilityPath}>{t("footer.accessibility")}</Link>
          </p>
          <LanguageSwitch />
        </ShellFooter>
      }
    >
      {children}
    </Shell>
  );
}

export function ErrorBoundary() {
  return (
    <Frame>
      <ErrorView />
    </Frame>
  );
}
