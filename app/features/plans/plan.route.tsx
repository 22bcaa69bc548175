// `/plan/{username}/{programId}` (second spec › Screens and routes "Program detail", second spec › Entities and their fields "Work plan", second spec › States and transitions "Activity", "Activity
// filters", second spec › Roles and permissions, second spec › Business constants and limits): an entrepreneur's work plan in a program. Their user info, the program, attendance and
// hours (two decimals), the plan's goal and progress, its activities with the filter (GET `filtro`), and
// the completion checkbox (a form; with JS it saves on change). The entrepreneur creates, edits and deletes
// the plan and creates activities (dialogs, child routes); the activity's mentor toggles and edits it;
// institution staff read. Without a plan: 'Este usuario no tiene plan de trabajo para este programa aún'.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, Outlet, useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { ACTIVITY_FILTERS, type ActivityFilter } from "~/api/contract/workplan-constants";
import { twoDecimals } from "~/lib/program-format";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { Avatar, Button, ButtonLink, Checkbox, EmptyState, IconPlus, Select, useHydrated } from "~/ui";
import { canWorkOn, filterOf, loadPlanScope, requireActivityOf, requirePlanOf } from "./plans.server";
import { activityFacts, formatPlanDate } from "./format";
import { progressText } from "~/lib/program-format";
import * as styles from "./plans.css";
import { readForm } from "~/lib/form-body.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";
import {
  activityPath,
  deletePlanPath,
  editActivityPath,
  editPlanPath,
  newActivityPath,
  newPlanPath,
  planPath,
  programPath,
} from "~/paths";
import { PageHeader } from "~/ui/page-header";
import { DescriptionList } from "~/ui/description-list";

export const handle = { i18n: ["plans", "programs"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const scope = await loadPlanScope(context, request, params);
  const { user, program, person, plan, owner } = scope;
  const filter = filterOf(request);
  const [stats, activities, locale, t] = await Promise.all([
    context.api.programa.stats(program.id, owner ? undefined : person.id),
    plan ? context.api.workplan.activities(plan.id, filter) : Promise.resolve([]),
    i18nServer.getLocale(request),
    i18nServer.getFixedT(request, "plans"),
  ]);
  const name = fullName(person);
  return json({
    owner,
    filter,
    title: owner ? t("plan.myTitle") : t("plan.title", { name }),
    path: planPath(person.username, program.id),
    person: { name, username: person.username, email: person.email, img: person.img_usuario },
    program: { id: program.id, nombre: program.nombre },
    stats: { attendance: twoDecimals(stats.attendance_percentage), hours: twoDecimals(stats.hours_received) },
    plan: plan && {
      id: plan.id,
      description: plan.description,
      progress: plan.progress,
      total: plan.activity_set.length,
    },
    activities: activities.map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      mentor: a.mentor ? fullName(a.mentor) : null,
      start: formatPlanDate(a.start, locale),
      end: formatPlanDate(a.end, locale),
      done: a.done,
      canWork: canWorkOn(user, owner, a),
      href: activityPath(person.username, program.id, a.id),
    })),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const scope = await loadPlanScope(context, request, params);
  requirePlanOf(scope);
  const formData = await readForm(request, context);
  if (formData.get("intent") !== "toggle") throw new Response("Bad Request", { status: 400 });
  const raw = formData.get("activity");
  const activity = await requireActivityOf(context, scope, typeof raw === "string" ? raw : undefined);
  // The page offers the checkbox only to those who may use it; the API refuses everyone else.
  if (!canWorkOn(scope.user, scope.owner, activity)) throw new Response("Forbidden", { status: 403 });
  try {
    await context.api.workplan.setDone(activity.id, formData.get("done") === "true");
  } catch (error) {
    throwIfRefused(error);
    throw new Response("Service Unavailable", { status: 503 });
  }
  const filtro = formData.get("filtro");
  const filter = (ACTIVITY_FILTERS as readonly unknown[]).includes(filtro) ? (filtro as ActivityFilter) : undefined;
  return redirect(planPath(scope.person.username, scope.program.id, filter));
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function PlanRoute() {
  const { t } = useTranslation(["plans", "programs"]);
  const { title, owner, person, program, stats, plan } = useLoaderData<typeof loader>();
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        actions={
          <ButtonLink to={programPath(program.id)} variant="ghost">
            {t("plans:plan.back")}
          </ButtonLink>
        }
      />
      <Outlet />
      <section aria-labelledby="plan-person" className={styles.section}>
        <h2 id="plan-person" className={styles.sectionTitle}>
          {t("plans:plan.info")}
        </h2>
        <div className={styles.person}>
          <Avatar name={person.name} src={person.img} decorative />
          <div>
            <p className={styles.text}>{person.name}</p>
            {person.email ? <p className={styles.muted}>{person.email}</p> : null}
            <p className={styles.muted}>
              {t("plans:plan.program")} <Link to={programPath(program.id)}>{program.nombre}</Link>
            </p>
          </div>
        </div>
        <DescriptionList
          layout="tiles"
          items={[
            [t("programs:detail.attendance"), t("programs:detail.attendanceValue", { value: stats.attendance })],
            [t("programs:detail.hours"), stats.hours],
          ]}
        />
      </section>
      {plan ? (
        <>
          <section aria-labelledby="plan-goal" className={styles.section}>
            <h2 id="plan-goal" className={styles.sectionTitle}>
              {t("plans:plan.goal")}
            </h2>
            <p className={styles.goal}>{plan.description}</p>
            <p className={styles.text}>
              <label htmlFor="plan-progress">{t("plans:plan.progress")}</label>{" "}
              <strong>{t("plans:plan.progressValue", { value: progressText(plan.progress) })}</strong>
            </p>
            <progress id="plan-progress" className={styles.progress} max={100} value={plan.progress}>
              {t("plans:plan.progressValue", { value: progressText(plan.progress) })}
            </progress>
            {owner ? (
              <div className={styles.actions}>
                <ButtonLink to={editPlanPath(person.username, program.id)} variant="secondary" preventScrollReset>
                  {t("plans:plan.edit")}
                </ButtonLink>
                <ButtonLink to={deletePlanPath(person.username, program.id)} variant="danger" preventScrollReset>
                  {t("plans:plan.delete")}
                </ButtonLink>
              </div>
            ) : null}
          </section>
          <ActivitiesSection />
        </>
      ) : (
        <section aria-labelledby="plan-goal" className={styles.section}>
          <h2 id="plan-goal" className={styles.sectionTitle}>
            {t("plans:plan.goal")}
          </h2>
          {owner ? (
            <EmptyState
              headingLevel={3}
              title={t("plans:plan.none")}
              action={
                <ButtonLink to={newPlanPath(person.username, program.id)} variant="primary" preventScrollReset>
                  {t("plans:plan.create")}
                </ButtonLink>
              }
            />
          ) : (
            <EmptyState headingLevel={3} title={t("plans:plan.noneOther")} />
          )}
        </section>
      )}
    </div>
  );
}

/** The activities with the filter (a GET form) and, for the entrepreneur, 'Nueva actividad'. */
function ActivitiesSection() {
  const { t } = useTranslation(["plans"]);
  const { owner, filter, activities, path, person, program } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="plan-activities" className={styles.section}>
      <div className={styles.header}>
        <h2 id="plan-activities" className={styles.sectionTitle}>
          {t("plans:activities.title")}
        </h2>
        {owner ? (
          <ButtonLink
            to={newActivityPath(person.username, program.id)}
            variant="primary"
            icon={<IconPlus />}
            preventScrollReset
          >
            {t("plans:activities.new")}
          </ButtonLink>
        ) : null}
      </div>
      <Form method="get" action={path} className={styles.filters}>
        <Select
          id="plan-filter"
          name="filtro"
          label={t("plans:activities.filter")}
          defaultValue={filter}
          className={styles.filterField}
          options={ACTIVITY_FILTERS.map((value) => ({ value, label: t(`plans:filters.${value}`) }))}
        />
        <Button type="submit" variant="secondary">
          {t("plans:activities.filterSubmit")}
        </Button>
      </Form>
      {activities.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t(filter === "todas" ? "plans:activities.empty" : "plans:activities.emptyFilter")}
        />
      ) : (
        <ul className={styles.list}>
          {activities.map((activity) => (
            <ActivityItem key={activity.id} activity={activity} />
          ))}
        </ul>
      )}
    </section>
  );
}

type ActivityItemData = ReturnType<typeof useLoaderData<typeof loader>>["activities"][number];

function ActivityItem({ activity }: { activity: ActivityItemData }) {
  const { t } = useTranslation(["plans"]);
  const { filter, path, person, program } = useLoaderData<typeof loader>();
  return (
    <li className={styles.item} aria-labelledby={`activity-${activity.id}`}>
      <h3 id={`activity-${activity.id}`} className={styles.itemTitle}>
        <Link to={activity.href}>{activity.name}</Link>
      </h3>
      {activity.description ? <p className={styles.text}>{activity.description}</p> : null}
      <DescriptionList layout="inline" items={activityFacts(t, activity)} />
      <div className={styles.status}>
        {activity.canWork ? (
          <DoneToggle id={activity.id} name={activity.name} done={activity.done} filter={filter} action={path} />
        ) : (
          <Checkbox
            id={`done-${activity.id}`}
            label={t(activity.done ? "plans:activity.done" : "plans:activity.pending")}
            checked={activity.done}
            readOnly
            disabled
          />
        )}
        {activity.canWork ? (
          <ButtonLink
            to={editActivityPath(person.username, program.id, activity.id)}
            variant="ghost"
            size="sm"
            preventScrollReset
            aria-label={t("plans:activity.editLabel", { name: activity.name })}
          >
            {t("plans:activity.edit")}
          </ButtonLink>
        ) : null}
      </div>
    </li>
  );
}

/**
 * 'Pendiente' / 'Completada' (second spec › States and transitions): a checkbox in a form. Without JS the user ticks it and presses
 * 'Guardar'; with JS the change saves at once (the box shows the new state while it does).
 */
function DoneToggle(props: { id: number; name: string; done: boolean; filter: ActivityFilter; action: string }) {
  const { t } = useTranslation(["plans"]);
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  const pending = fetcher.formData ? fetcher.formData.get("done") === "true" : null;
  const done = pending ?? props.done;
  return (
    <fetcher.Form method="post" action={props.action} className={styles.toggle} preventScrollReset>
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="activity" value={props.id} />
      <input type="hidden" name="filtro" value={props.filter} />
      <Checkbox
        id={`done-${props.id}`}
        name="done"
        value="true"
        label={t(done ? "plans:activity.done" : "plans:activity.pending")}
        key={String(props.done)}
        defaultChecked={props.done}
        onChange={hydrated ? (event) => fetcher.submit(event.currentTarget.form) : undefined}
      />
      {hydrated ? null : (
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          aria-label={t("plans:activity.saveLabel", { name: props.name })}
        >
          {t("plans:activity.save")}
        </Button>
      )}
    </fetcher.Form>
  );
}
