// The side menu of each kind of user (core spec › Screens and routes "Shell and navigation").
import type { ApiUser } from "~/api/contract/usuario";
import { userTypeOf, type UserType } from "~/lib/user-type";
import {
  calendarPath,
  entrepreneursPath,
  homePath,
  institutionPath,
  invoicesPath,
  loginPath,
  marketplacePath,
  mentorDashboardPath,
  supportPath,
  userHomePath,
} from "~/paths";

export type MenuIcon =
  "home" | "login" | "calendar" | "users" | "store" | "support" | "dashboard" | "billing" | "billingPending";

export interface MenuItem {
  to: string;
  /** i18n key in the common namespace. */
  labelKey: string;
  icon: MenuIcon;
}

export function menuFor(user: ApiUser | null, opts: { pendingInvoices: boolean }): MenuItem[] {
  if (!user) {
    return [
      { to: homePath, labelKey: "menu.home", icon: "home" },
      { to: loginPath, labelKey: "menu.login", icon: "login" },
    ];
  }
  const type: UserType = userTypeOf(user);
  const home: MenuItem = {
    to: type === "institution" ? institutionPath : userHomePath,
    labelKey: "menu.home",
    icon: "home",
  };
  const calendar: MenuItem = { to: calendarPath, labelKey: "menu.calendar", icon: "calendar" };
  const marketplace: MenuItem = { to: marketplacePath, labelKey: "menu.marketplace", icon: "store" };
  const support: MenuItem = { to: supportPath, labelKey: "menu.support", icon: "support" };
  switch (type) {
    case "entrepreneur":
      return [
        home,
        calendar,
        { to: entrepreneursPath, labelKey: "menu.entrepreneurs", icon: "users" },
        marketplace,
        support,
      ];
    case "mentor":
      return [
        home,
        calendar,
        {
          to: mentorDashboardPath(user.username),
          labelKey: "menu.dashboard",
          icon: "dashboard",
        },
        marketplace,
        support,
      ];
    case "institution":
      return [
        home,
        calendar,
        {
          to: invoicesPath,
          labelKey: opts.pendingInvoices ? "menu.billingPending" : "menu.billing",
          icon: opts.pendingInvoices ? "billingPending" : "billing",
        },
        support,
      ];
  }
}
