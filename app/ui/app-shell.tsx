import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { visuallyHidden } from "../styles/global.css";
import * as s from "./app-shell.css";
import { Avatar } from "./avatar";
import { IconChevronDown, IconHelp, IconLogout, IconMenu, IconUser } from "./icon";

export type NavItem = {
  to: string;
  label: string;
  /** Decorative icon, e.g. `<IconHome />`. */
  icon?: ReactNode;
  /** The page shown is (under) this item: gets `aria-current="page"`. */
  current?: boolean;
};

/** Closes a `<details>` after a client-side navigation (a no-op without JS). */
function useCloseOnNavigate() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [pathname, search]);
  return ref;
}

export type ShellProps = {
  /** Text of the skip link to `#main`, e.g. "Saltar al contenido". */
  skipLinkLabel: string;
  /** The `SideNav`. */
  nav: ReactNode;
  /** The `TopBar`. */
  topBar?: ReactNode;
  /** The `ShellFooter`. */
  footer?: ReactNode;
  children: ReactNode;
};

/** Page frame of signed-in screens: skip link, side menu, top bar, `<main id="main">`, footer. */
export function Shell({ skipLinkLabel, nav, topBar, footer, children }: ShellProps) {
  return (
    <div className={s.shell}>
      <a href="#main" className={s.skipLink}>
        {skipLinkLabel}
      </a>
      {nav}
      <div className={s.content}>
        {topBar}
        <main id="main" tabIndex={-1} className={s.main}>
          {children}
        </main>
        {footer}
      </div>
    </div>
  );
}

export type SideNavProps = {
  /** Name of the `<nav>` landmark, e.g. "Menú principal". */
  label: string;
  /** Text of the toggle on narrow screens, e.g. "Menú". */
  menuLabel: string;
  items: readonly NavItem[];
  /** The platform's logo (usually a link home with an `<img alt>`). */
  brandLogo: ReactNode;
  /** White-label partner's logo (bank theme), shown beside the brand. */
  partnerLogo?: ReactNode;
  /** Text of the logout button; omit to leave logout out of the menu. */
  logoutLabel?: string;
  logoutAction?: string;
};

/**
 * Side menu. Wide screens: always open. Narrow screens: folded under a native `<details>`
 * "Menú" toggle (keyboard and screen-reader friendly, no JS); the links follow it in the DOM.
 */
export function SideNav({
  label,
  menuLabel,
  items,
  brandLogo,
  partnerLogo,
  logoutLabel,
  logoutAction = "/logout",
}: SideNavProps) {
  const toggleRef = useCloseOnNavigate();
  return (
    <nav aria-label={label} className={s.side}>
      <div className={s.brand}>
        {brandLogo}
        {partnerLogo ? <span className={s.partner}>{partnerLogo}</span> : null}
      </div>
      <details ref={toggleRef} className={s.toggle}>
        <summary className={s.toggleButton}>
          <IconMenu />
          <span>{menuLabel}</span>
        </summary>
      </details>
      <div className={s.navBody}>
        <ul className={s.navList}>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={item.current ? "page" : undefined} className={s.navLink}>
                {item.icon ? (
                  <span className={s.navIcon} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                <span>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
        {logoutLabel ? (
          <div className={s.navLogout}>
            <LogoutForm label={logoutLabel} action={logoutAction} className={s.navLink} />
          </div>
        ) : null}
      </div>
    </nav>
  );
}

export type LogoutFormProps = {
  label: string;
  /** Default "/logout". */
  action?: string;
  /** Class of the button. */
  className?: string;
};

/** Logout is a POST (no GET changes anything): a plain form, so it works without JS. */
export function LogoutForm({ label, action = "/logout", className }: LogoutFormProps) {
  return (
    <form method="post" action={action}>
      <button type="submit" className={className}>
        <IconLogout />
        <span>{label}</span>
      </button>
    </form>
  );
}

export type TopBarProps = {
  /** Left side: page title, breadcrumbs… */
  start?: ReactNode;
  /** Help link, e.g. { to: '/help', label: 'Ayuda' }. */
  help?: { to: string; label: string };
  /** The `AccountMenu`. */
  account?: ReactNode;
};

export function TopBar({ start, help, account }: TopBarProps) {
  return (
    <header className={s.topBar}>
      <div className={s.topBarStart}>{start}</div>
      <div className={s.topBarEnd}>
        {help ? (
          <Link to={help.to} className={s.topLink}>
            <IconHelp />
            <span className={s.wideOnly}>{help.label}</span>
          </Link>
        ) : null}
        {account}
      </div>
    </header>
  );
}

export type AccountMenuProps = {
  fullName: string;
  /** Second line under the name in the panel (e.g. the role or e-mail). */
  detail?: ReactNode;
  avatarSrc?: string | null;
  /** Read after the name on the toggle, e.g. "Menú de la cuenta". */
  label?: string;
  profileHref: string;
  /** e.g. "Mi perfil". */
  profileLabel: string;
  logoutLabel: string;
  logoutAction?: string;
  /** More entries (each an `<li>`), between the profile link and logout. */
  extraItems?: ReactNode;
};

/** Avatar menu on a native `<details>`: name, profile link and the logout form. */
export function AccountMenu({
  fullName,
  detail,
  avatarSrc,
  label,
  profileHref,
  profileLabel,
  logoutLabel,
  logoutAction,
  extraItems,
}: AccountMenuProps) {
  const ref = useCloseOnNavigate();
  return (
    <details ref={ref} className={s.account}>
      <summary className={s.accountButton}>
        <Avatar name={fullName} src={avatarSrc} decorative size="sm" />
        <span className={s.wideOnly}>{fullName}</span>
        {label ? <span className={visuallyHidden}>{label}</span> : null}
        <IconChevronDown />
      </summary>
      <div className={s.accountPanel}>
        <p className={s.accountName}>
          {fullName}
          {detail ? <span className={s.accountDetail}>{detail}</span> : null}
        </p>
        <ul className={s.accountList}>
          <li>
            <Link to={profileHref} className={s.accountLink}>
              <IconUser />
              <span>{profileLabel}</span>
            </Link>
          </li>
          {extraItems}
        </ul>
        <LogoutForm label={logoutLabel} action={logoutAction} className={s.accountLink} />
      </div>
    </details>
  );
}

export type ShellFooterProps = {
  /** e.g. "Con la tecnología de". */
  poweredByLabel: string;
  /** Logo after the label (an `<img alt>` or SVG with a name). */
  logo: ReactNode;
  /** Links on the other side (legal, language switcher…). */
  children?: ReactNode;
};

export function ShellFooter({ poweredByLabel, logo, children }: ShellFooterProps) {
  return (
    <footer className={s.footer}>
      <div>{children}</div>
      <p className={s.powered}>
        <span>{poweredByLabel}</span>
        {logo}
      </p>
    </footer>
  );
}
