// Form helpers shared by every feature: error messages are i18n keys (ours) or the API's own text.
import type { TFunction } from "~/lib/translator";

const KEY = /^[a-z][a-zA-Z]*:[\w.]+$/;

/** Translates our message keys; text that came from the API is shown as it is. */
export function translateErrors(t: TFunction, errors: string[] | undefined): string[] | undefined {
  if (!errors || errors.length === 0) return undefined;
  return errors.map((e) => (KEY.test(e) ? t(e) : e));
}
