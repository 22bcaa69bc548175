// The program detail's two paginated lists: each has its own page parameter and its own named `<nav>`.
import { useTranslation } from "~/lib/i18n-react";

export const SESSIONS_PAGE = "sesiones";
export const ENTREPRENEURS_PAGE = "emprendedores";

/** The shared labels; two lists paginate on this page, so each `<nav>` is named after its list. */
export function usePaginationLabels(list: string) {
  const { t } = useTranslation(["common"]);
  return {
    nav: `${t("common:pagination.label")}: ${list}`,
    previous: t("common:pagination.previous"),
    next: t("common:pagination.next"),
    page: (n: number) => t("common:pagination.page", { page: n }),
  };
}
