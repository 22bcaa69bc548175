// `/calendar/disponibilidad` (defined here; core spec › Screens and routes "Mentor profile" availability panel, core spec › The calls it makes "Calendar
// sync and availability"): a mentor's availability, weekly rows by weekday and rows for one date, each in the
// zone it was entered in; new, edit and delete open as dialogs over it (pages without JS).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { ButtonLink, Table, TextLink } from "~/ui";
import { describeAvailability, type AvailabilityRow } from "./scheduling.server";
import { schedulingT } from "./session-form.server";
import * as styles from "./scheduling.css";
import { pageTitle } from "~/lib/meta";
import { calendarPath, deleteAvailabilityPath, editAvailabilityPath, newAvailabilityPath } from "~/paths";
import { PageHeader } from "~/ui/page-header";

export const handle = { i18n: ["scheduling", "calendar"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request, { role: "mentor" });
  const [rows, { t }] = await Promise.all([context.api.calendario.availability(user.id), schedulingT(request, user)]);
  return json({ title: t("scheduling:availability.title"), rows: describeAvailability(rows, t) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function AvailabilityRoute() {
  const { t } = useTranslation(["scheduling", "calendar"]);
  const { rows } = useLoaderData<typeof loader>();
  const kind = (row: AvailabilityRow) =>
    row.semanal ? t("scheduling:availability.weekly") : t("scheduling:availability.byDate");
  return (
    <div className={styles.page}>
      <PageHeader
        title={t("scheduling:availability.title")}
        actions={
          <>
            <ButtonLink to={newAvailabilityPath} variant="primary" preventScrollReset>
              {t("scheduling:availability.new")}
            </ButtonLink>
            <ButtonLink to={calendarPath} variant="secondary">
              {t("calendar:title")}
            </ButtonLink>
          </>
        }
      />
      <Outlet />
      <Table
        caption={t("scheduling:availability.title")}
        captionHidden
        rows={rows}
        rowKey={(row) => row.id}
        empty={t("scheduling:availability.empty")}
        columns={[
          { id: "when", header: t("scheduling:availability.day"), cell: (row) => row.when, rowHeader: true },
          { id: "kind", header: t("scheduling:availability.semanal"), cell: kind },
          { id: "hours", header: t("scheduling:availability.hours"), cell: (row) => row.hours },
          { id: "zone", header: t("scheduling:availability.zone"), cell: (row) => row.zona },
          {
            id: "actions",
            header: t("scheduling:availability.actions"),
            hideHeader: true,
            cell: (row) => (
              <span className={styles.actions}>
                <TextLink
                  to={editAvailabilityPath(row.id)}
                  preventScrollReset
                  aria-label={t("scheduling:availability.editLabel", { when: row.when })}
                >
                  {t("scheduling:availability.edit")}
                </TextLink>
                <TextLink
                  to={deleteAvailabilityPath(row.id)}
                  preventScrollReset
                  aria-label={t("scheduling:availability.removeLabel", { when: row.when })}
                >
                  {t("scheduling:availability.remove")}
                </TextLink>
              </span>
            ),
          },
        ]}
      />
    </div>
  );
}
