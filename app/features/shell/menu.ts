// The side menu of each kind of user (spec 000 §2 "Shell and navigation").
import type { ApiUser } from "~/api/contract/usuario";
import { userTypeOf, type UserType } from "~/lib/user-type";
import { mentorDashboardPath } from "~/features/reports/paths";

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
      { to: "/", labelKey: "menu.home", icon: "home" },
      { to: "/login", labelKey: "menu.login", icon: "login" },
    ];
  }
  const type: UserType = userTypeOf(user);
  const home: MenuItem = { to: type === "institution" ? "/institution" : "/user", labelKey: "menu.home", icon: "home" };
  const calendar: MenuItem = { to: "/calendar", labelKey: "menu.calendar", icon: "calendar" };
  const marketplace: MenuItem = { to: "/marketplace", labelKey: "menu.marketplace", icon: "store" };
  const support: MenuItem = { to: "/soporte", labelKey: "menu.support", icon: "support" };
  switch (type) {
    case "entrepreneur":
      return [
        home,
        calendar,
        { to: "/user/users", labelKey: "menu.entrepreneurs", icon: "users" },
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
          to: "/facturacion",
          labelKey: opts.pendingInvoices ? "menu.billingPending" : "menu.billing",
          icon: opts.pendingInvoices ? "billingPending" : "billing",
        },
        support,
      ];
  }
}
