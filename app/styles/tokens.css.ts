import { createTheme, createThemeContract } from "@vanilla-extract/css";

/*
 * Design tokens: one contract, two themes (put `themeClass.<name>` on <body>).
 *
 * WCAG 2.1 AA contrast of the main pairs (relative-luminance formula of WCAG; ≥4.5 text, ≥3 UI/large):
 *
 *                                     default               banco
 *  text / bg                          #1b1f27/#f5f6f8 15.27  #17211f/#f4f6f6 15.20
 *  text / surface                     #1b1f27/#ffffff 16.51  #17211f/#ffffff 16.49
 *  text / surfaceMuted                #eef0f3        14.46  #eaefee        14.19
 *  textMuted / bg                     #535a67         6.42  #4d5a57         6.64
 *  textMuted / surface                                6.94                  7.20
 *  textMuted / surfaceMuted                           6.08                  6.20
 *  border (inputs) / surface          #757b87         4.25  #6f7b78         4.39
 *  border (inputs) / bg                               3.93                  4.05
 *  onAccent / accent (buttons)        #fff/#4338ca    7.90  #fff/#00695c    6.61
 *  onAccent / accentHover             #3730a3         9.93  #004d40         9.83
 *  onAccentSoft / accentSoft (avatar) #3730a3/#e0e7ff 8.06  #004d40/#d7efeb 8.16
 *  link / surface                     #3f36c4         8.28  #00665a         6.89
 *  link / bg                                          7.66                  6.35
 *  link / surfaceMuted                                7.25                  5.93
 *  focus ring / surface               #4338ca         7.90  #00695c         6.61
 *  focus ring / bg                                    7.31                  6.10
 *  onDanger / danger                  #fff/#b42318    6.57  (same)          6.57
 *  onDanger / dangerHover             #912018         8.66                  8.66
 *  danger text (field errors) / surface               6.57                  6.57
 *  danger text / bg                                   6.08                  6.06
 *  info text / bg                     #1e3a8a/#eff6ff 9.52  (same)
 *  info border / bg                   #2563eb         4.75
 *  success text / bg                  #05603a/#ecfdf3 7.26
 *  success border / bg                #039855         3.54
 *  warning text / bg                  #7a2e0e/#fffaeb 9.05
 *  warning border / bg                #b54708         5.20
 *  error text / bg                    #912018/#fef3f2 7.97
 *  error border / bg                  #d92d20         4.44
 *  menuText / menuBg                  #e6e8ec/#141a26 14.20 #17211f/#ffffff 16.49
 *  menuTextMuted / menuBg             #a3aab6         7.45  #4d5a57         7.20
 *  menuText / menuHoverBg             #232b3a        11.58  #eaefee        14.19
 *  menuActiveText / menuActiveBg      #fff/#3b35b0    9.04  #004d40/#d7efeb 8.16
 *  menuFocus / menuBg                 #a5b4fc         8.74  #00695c         6.61
 *  menuFocus / menuActiveBg                           4.54                  5.49
 *  menuFocus / menuHoverBg                            7.13                  5.69
 *
 * The focus ring is drawn with a 2px offset, so it sits on the background, never on the button.
 */

export const vars = createThemeContract({
  color: {
    bg: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    borderSubtle: null,
    accent: null,
    accentHover: null,
    onAccent: null,
    accentSoft: null,
    onAccentSoft: null,
    link: null,
    focus: null,
    danger: null,
    dangerHover: null,
    onDanger: null,
    infoBg: null,
    infoText: null,
    infoBorder: null,
    successBg: null,
    successText: null,
    successBorder: null,
    warningBg: null,
    warningText: null,
    warningBorder: null,
    errorBg: null,
    errorText: null,
    errorBorder: null,
    menuBg: null,
    menuText: null,
    menuTextMuted: null,
    menuHoverBg: null,
    menuActiveBg: null,
    menuActiveText: null,
    menuFocus: null,
    menuBorder: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: { body: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeight: { normal: null, medium: null, bold: null },
  lineHeight: { tight: null, body: null },
  shadow: { sm: null, md: null, lg: null },
  focus: { width: null, offset: null },
  size: { control: null, sidebar: null, content: null },
});

/** Breakpoints (min-width), in em so they follow the user's font size. */
export const breakpoints = { sm: "30em", md: "48em", lg: "64em" } as const;
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm})`,
  md: `screen and (min-width: ${breakpoints.md})`,
  lg: `screen and (min-width: ${breakpoints.lg})`,
  /** Below `md` (phones): for layouts that only a narrow screen gets, e.g. tables stacked as lists. */
  belowMd: "screen and (max-width: 47.99em)",
  reducedMotion: "(prefers-reduced-motion: reduce)",
} as const;

const scale = {
  space: {
    xxs: "0.125rem",
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
  },
  // No web fonts: the platform's own UI font.
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.25rem",
    xl: "1.5rem",
    xxl: "2rem",
  },
  fontWeight: { normal: "400", medium: "500", bold: "700" },
  lineHeight: { tight: "1.25", body: "1.5" },
  focus: { width: "3px", offset: "2px" },
  size: { control: "2.75rem", sidebar: "15rem", content: "72rem" },
};

const statusColors = {
  danger: "#b42318",
  dangerHover: "#912018",
  onDanger: "#ffffff",
  infoBg: "#eff6ff",
  infoText: "#1e3a8a",
  infoBorder: "#2563eb",
  successBg: "#ecfdf3",
  successText: "#05603a",
  successBorder: "#039855",
  warningBg: "#fffaeb",
  warningText: "#7a2e0e",
  warningBorder: "#b54708",
  errorBg: "#fef3f2",
  errorText: "#912018",
  errorBorder: "#d92d20",
};

/** SaaS look: dark side menu, indigo brand accent. */
export const defaultTheme = createTheme(vars, {
  ...scale,
  color: {
    ...statusColors,
    bg: "#f5f6f8",
    surface: "#ffffff",
    surfaceMuted: "#eef0f3",
    text: "#1b1f27",
    textMuted: "#535a67",
    border: "#757b87",
    borderSubtle: "#d9dde3",
    accent: "#4338ca",
    accentHover: "#3730a3",
    onAccent: "#ffffff",
    accentSoft: "#e0e7ff",
    onAccentSoft: "#3730a3",
    link: "#3f36c4",
    focus: "#4338ca",
    menuBg: "#141a26",
    menuText: "#e6e8ec",
    menuTextMuted: "#a3aab6",
    menuHoverBg: "#232b3a",
    menuActiveBg: "#3b35b0",
    menuActiveText: "#ffffff",
    menuFocus: "#a5b4fc",
    menuBorder: "#2c3444",
  },
  radius: { sm: "4px", md: "8px", lg: "12px", full: "9999px" },
  shadow: {
    sm: "0 1px 2px rgba(16, 24, 40, 0.06)",
    md: "0 4px 12px rgba(16, 24, 40, 0.12)",
    lg: "0 16px 40px rgba(16, 24, 40, 0.24)",
  },
});

/** Bank white-label: light menu, teal accent, squarer corners. */
export const bankTheme = createTheme(vars, {
  ...scale,
  color: {
    ...statusColors,
    bg: "#f4f6f6",
    surface: "#ffffff",
    surfaceMuted: "#eaefee",
    text: "#17211f",
    textMuted: "#4d5a57",
    border: "#6f7b78",
    borderSubtle: "#d5dddb",
    accent: "#00695c",
    accentHover: "#004d40",
    onAccent: "#ffffff",
    accentSoft: "#d7efeb",
    onAccentSoft: "#004d40",
    link: "#00665a",
    focus: "#00695c",
    menuBg: "#ffffff",
    menuText: "#17211f",
    menuTextMuted: "#4d5a57",
    menuHoverBg: "#eaefee",
    menuActiveBg: "#d7efeb",
    menuActiveText: "#004d40",
    menuFocus: "#00695c",
    menuBorder: "#d5dddb",
  },
  radius: { sm: "2px", md: "4px", lg: "6px", full: "9999px" },
  shadow: {
    sm: "0 1px 2px rgba(23, 33, 31, 0.08)",
    md: "0 4px 12px rgba(23, 33, 31, 0.12)",
    lg: "0 16px 40px rgba(23, 33, 31, 0.22)",
  },
});

/** Theme class for <body>: `themeClass.default` or `themeClass.banco`. */
export const themeClass = { default: defaultTheme, banco: bankTheme } as const;
export type ThemeName = keyof typeof themeClass;
