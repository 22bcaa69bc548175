// `/user/{username}` (core spec › Screens and routes "Profiles", "Mentor profile page"; second spec › Screens and routes "User profile page"): a user's
// profile. An entrepreneur's shows contact data, the company card, programs, attendance and the files; a
// mentor's shows the mentor view (info, expertise, rating, the last 4 reviews, the first 3 upcoming sessions
// to the owner) and the availability panel ('DISPONIBILIDAD'). The owner also gets 'Editar perfil personal',
// the password-change panel, the calendar sync (mentors) and the account deactivation. Numeric ids and other
// spellings redirect to the canonical username. The edit form and the deactivation open as dialogs over it.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { readForm } from "~/lib/form-body.server";
import { pageTitle } from "~/lib/meta";
import { Avatar, ButtonLink } from "~/ui";
import { PageHeader } from "~/ui/page-header";
import { editProfilePath, profilePath } from "~/paths";
import { OwnerPanels } from "./owner-panels";
import { AvailabilityBody } from "./profile-availability";
import { changePassword, chooseSync, loadProfilePage } from "./profile-page.server";
import { EntrepreneurView, MentorView } from "./profile-views";
import * as styles from "./profiles.css";
import { REMINDERS_INTENT } from "./reminders.schema";
import { saveReminders } from "./reminders.server";

export const handle = { i18n: ["profiles", "company"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  return json(await loadProfilePage(context, request, params));
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const viewer = await requireUser(context, request);
  if ((params.username ?? "").toLowerCase() !== viewer.username.toLowerCase()) {
    throw new Response("Forbidden", { status: 403 });
  }
  const formData = await readForm(request, context);
  if (formData.get("intent") === REMINDERS_INTENT) return saveReminders(context, formData, viewer.username);
  const back = profilePath(viewer.username);
  if (formData.get("intent") === "sync") return chooseSync(context, viewer, formData, back);
  return changePassword(context, formData, back);
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProfileRoute() {
  const { t } = useTranslation(["profiles"]);
  const data = useLoaderData<typeof loader>();
  const { own, mentor, user } = data;
  return (
    <div className={styles.page}>
      <PageHeader
        heading={
          <div className={styles.identity}>
            <Avatar name={user.name} src={user.img} size="lg" decorative />
            <div className={styles.identityText}>
              <h1 className={styles.title}>{user.name}</h1>
              {user.titulo ? <p className={styles.muted}>{user.titulo}</p> : null}
            </div>
          </div>
        }
        actions={
          own ? (
            <ButtonLink to={editProfilePath(user.username)} variant="primary" preventScrollReset>
              {t("profiles:edit.title")}
            </ButtonLink>
          ) : null
        }
      />
      <Outlet />
      {mentor ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            <MentorView data={data} />
            {own ? <OwnerPanels data={data} /> : null}
          </div>
          <aside className={styles.sidePanel} aria-labelledby="availability-side">
            <h2 id="availability-side" className={styles.drawerSummary}>
              {t("profiles:availability.title")}
            </h2>
            <AvailabilityBody data={data} />
          </aside>
          <details className={styles.drawer}>
            <summary className={styles.drawerSummary}>{t("profiles:availability.title")}</summary>
            <div className={styles.drawerBody}>
              <AvailabilityBody data={data} />
            </div>
          </details>
        </div>
      ) : (
        <div className={styles.main}>
          <EntrepreneurView data={data} />
          {own ? <OwnerPanels data={data} /> : null}
        </div>
      )}
    </div>
  );
}
