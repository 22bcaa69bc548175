// The institution's words for mentors and entrepreneurs ('Asesor', 'Empresario'…), for any screen under the shell.
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { DEFAULT_TERMS, termWords, type TermChoice, type TermWords } from "~/lib/terms";

/** The id of the shell's layout route in app/routes.ts, whose loader reads the institution's terms. */
const SHELL_ROUTE_ID = "features/shell/app-layout";

export function useTermWords(): TermWords {
  const { t } = useTranslation();
  const data = useRouteLoaderData(SHELL_ROUTE_ID) as { terms?: TermChoice } | undefined;
  return termWords(t, data?.terms ?? DEFAULT_TERMS);
}
