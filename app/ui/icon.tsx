import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** Accessible name. Without it the icon is decorative (`aria-hidden`). */
  label?: string;
  /** Width and height (default 1.25em, so it follows the text). */
  size?: number | string;
};

/** Outline icons on a 24×24 grid, drawn in `currentColor`. */
function createIcon(d: string, extra?: ReactNode) {
  return function Icon({ label, size = "1.25em", ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        role={label ? "img" : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        {...rest}
      >
        <path d={d} />
        {extra}
      </svg>
    );
  };
}

const circle = "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z";

export const IconHome = createIcon("M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5");
export const IconCalendar = createIcon("M4 5h16v16H4zM4 10h16M8 3v4M16 3v4");
export const IconUsers = createIcon(
  "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14.5c1.8.8 3 2.9 3 5.5",
);
export const IconUser = createIcon("M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0");
export const IconStore = createIcon(
  "M4 4h16l1 5H3zM3 9a3 3 0 0 0 6 0 3 3 0 0 0 6 0 3 3 0 0 0 6 0M5 12v8h14v-8M10 20v-5h4v5",
);
export const IconHelp = createIcon(`${circle}M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01`);
export const IconLogout = createIcon("M9 21H5V3h4M16 17l5-5-5-5M21 12H9");
export const IconBilling = createIcon("M3 6h18v12H3zM3 10h18M7 15h4");
/** Billing with a filled dot: something is pending. Say so in the text too. */
export const IconBillingPending = createIcon(
  "M14 6H3v12h18v-7M3 10h11M7 15h4",
  <circle cx="19" cy="5" r="3" fill="currentColor" stroke="none" />,
);
export const IconDashboard = createIcon("M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z");
export const IconMenu = createIcon("M4 6h16M4 12h16M4 18h16");
export const IconClose = createIcon("M6 6l12 12M18 6L6 18");
export const IconCheck = createIcon("M5 12.5l4.5 4.5L19 7");
export const IconChevronLeft = createIcon("M15 5l-7 7 7 7");
export const IconChevronRight = createIcon("M9 5l7 7-7 7");
export const IconChevronDown = createIcon("M5 9l7 7 7-7");
export const IconPlus = createIcon("M12 5v14M5 12h14");
export const IconInfo = createIcon(`${circle}M12 11v6M12 7.5v.01`);
export const IconAlert = createIcon(`${circle}M12 7v6M12 16.5v.01`);
export const IconWarning = createIcon("M12 3L2 20h20zM12 10v4M12 17v.01");
