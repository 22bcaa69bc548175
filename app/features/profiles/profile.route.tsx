// `/user/{username}` (spec 000 §2 "Profiles", "Mentor profile page"; spec 001 §2 "User profile page"): a user's
// profile. An entrepreneur's shows contact data, the company card, programs, attendance and the files; a
// mentor's shows the mentor view (info, expertise, rating, the last 4 reviews, the first 3 upcoming sessions
// to the owner) and the availability panel ('DISPONIBILIDAD'). The owner also gets 'Editar perfil personal',
// the password-change panel, the calendar sync (mentors) and the account deactivation. Numeric ids and other
// spellings redirect to the canonical username. The edit form and the deactivation open as dialogs over it.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Outlet, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { loadCompanySummary } from "~/lib/company-summary.server";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { translateErrors } from "~/lib/forms";
import { expectApiFailure, failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { userTimeZone } from "~/lib/time.server";
import { useFormRules } from "~/lib/use-lazy-module";
import { Avatar, Button, ButtonLink, Card, EmptyState, FormErrors, PasswordField, RadioGroup, TextLink } from "~/ui";
import { CompanyCard } from "./company-card";
import { passwordChangeSchema, syncSchema } from "./profile-password.schema";
import {
  availabilityInZone,
  isMentorProfile,
  requireProfile,
  todayInZone,
  upcomingSessions,
  type DatedHours,
  type WeeklyHours,
} from "./profiles.server";
import * as styles from "./profiles.css";
import { readForm } from "~/lib/form-body.server";
import { intlLocale, zoneCountry } from "~/lib/intl";
import { fullName } from "~/lib/person-name";
import { httpUrl } from "~/lib/http-url";
import { optional } from "~/lib/optional.server";
import { RemindersPanel } from "./reminders-panel";
import { REMINDERS_INTENT } from "./reminders.schema";
import { loadReminders, saveReminders } from "./reminders.server";
import {
  availabilityPath,
  bookSessionPath,
  deactivateProfilePath,
  editProfilePath,
  feedSettingsPath,
  profilePath,
  programPath,
  sessionPath,
  userFilesPath,
} from "~/paths";

const loadRules = () => import("./form-rules");
export const handle = { i18n: ["profiles", "company"] };

const REVIEWS_SHOWN = 4;
const SESSIONS_SHOWN = 3;

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { viewer, user, own } = await requireProfile(context, request, params.username);
  const mentor = isMentorProfile(user);
  const zone = userTimeZone(request);
  const [t, locale] = await Promise.all([i18nServer.getFixedT(request, "profiles"), i18nServer.getLocale(request)]);
  const viewerType = userTypeOf(viewer);
  const entrepreneur = userTypeOf(user) === "entrepreneur";
  const [rating, reviews, availability, sessions, files, company, reminders] = await Promise.all([
    mentor ? optional(context.api.profiles.rating(user.id), null) : null,
    mentor ? optional(context.api.people.reviews(user.id), []) : [],
    mentor ? optional(context.api.calendario.availability(user.id), []) : [],
    // The mentor's sessions are loaded only on their own profile (spec 000 §6).
    mentor && own ? optional(context.api.calendario.byMentor(user.id), []) : [],
    // Files: the owner and institution staff; a mentor when the API lets them read this user's files.
    own || viewerType === "institution"
      ? true
      : viewerType === "mentor" && !mentor
        ? optional(
            context.api.calendario.userFiles(user.username).then(() => true),
            false,
          )
        : false,
    // The company card (spec 001 §2 "User profile page"): null when none or the viewer may not read it.
    entrepreneur ? optional(loadCompanySummary(context, user.username), null) : null,
    own ? loadReminders(context, locale) : null,
  ]);
  const available = availabilityInZone(availability, zone.zone, todayInZone(zone.zone));
  return json({
    title: t(own ? "profiles:page.ownTitle" : "profiles:page.title", { name: fullName(user) }),
    own,
    mentor,
    // Institution administrators may not deactivate themselves (the API refuses).
    institution: userTypeOf(user) === "institution",
    canBook: mentor && !own && viewerType === "entrepreneur",
    // Program pages answer only to the entrepreneur and the institution's staff.
    linkPrograms: own || viewerType === "institution",
    filesHref: files ? userFilesPath(user.username) : null,
    company,
    // Only an entrepreneur has a company of their own to register.
    canRegisterCompany: own && entrepreneur,
    constraint: own ? getZodConstraint(passwordChangeSchema) : null,
    user: {
      username: user.username,
      name: fullName(user),
      titulo: user.titulo,
      descripcion: user.descripcion,
      img: user.img_usuario,
      email: user.email,
      telefono: user.telefono,
      reside: user.reside,
      linkedin: httpUrl(user.linkedin)?.href ?? null,
      twitter: httpUrl(user.twitter)?.href ?? null,
      instagram: httpUrl(user.instagram)?.href ?? null,
      precio:
        user.precio === null
          ? null
          : new Intl.NumberFormat(intlLocale(locale), {
              style: "currency",
              currency: "COP",
              maximumFractionDigits: 0,
            }).format(user.precio),
      skills: user.skills,
      programs: user.programa_emprendedor,
      attendance: user.pasistencia,
      api_calendario: own ? user.api_calendario : null,
    },
    rating: rating
      ? { score: rating.puntaje === null ? null : rating.puntaje.toFixed(2), reviews: rating.reviews }
      : { score: null, reviews: user.reviews },
    nsesiones: rating?.nsesiones ?? user.nsesiones,
    reviews: reviews.slice(0, REVIEWS_SHOWN).map((r) => ({
      id: r.id,
      puntaje: r.puntaje,
      comentario: r.comentario,
      day: r.created_at.slice(0, 10),
      autor: r.autor ? `${r.autor.first_name} ${r.autor.last_name}`.trim() : null,
    })),
    sessions: upcomingSessions(sessions, zone.zone, locale, SESSIONS_SHOWN),
    availability: { ...available, zone: zoneCountry(zone, locale) },
    reminders,
  });
}

type Intent = "password" | "sync";

export async function action({ context, request, params }: ActionFunctionArgs) {
  const viewer = await requireUser(context, request);
  if ((params.username ?? "").toLowerCase() !== viewer.username.toLowerCase()) {
    throw new Response("Forbidden", { status: 403 });
  }
  const formData = await readForm(request, context);
  if (formData.get("intent") === REMINDERS_INTENT) return saveReminders(context, formData, viewer.username);
  const intent: Intent = formData.get("intent") === "sync" ? "sync" : "password";
  const back = profilePath(viewer.username);
  if (intent === "sync") {
    if (!isMentorProfile(viewer)) throw new Response("Forbidden", { status: 403 });
    const submission = parseWithZod(formData, { schema: syncSchema });
    if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
    try {
      await context.api.profiles.chooseSync(submission.value.api_calendario);
    } catch (error) {
      const failure = expectApiFailure(error);
      return json(
        { intent, result: replyWithFailure(submission, failure, { fields: ["api_calendario"] }) },
        { status: failureStatus(failure) },
      );
    }
    const key = submission.value.api_calendario === "gcalendar" ? "profiles:sync.google" : "profiles:sync.manual";
    return redirect(back, { headers: withFlash({ type: "success", key }, context.session.secure) });
  }
  const hideFields = ["password", "new_password", "confirm_password"];
  const submission = parseWithZod(formData, { schema: passwordChangeSchema });
  if (submission.status !== "success") {
    return json({ intent, result: submission.reply({ hideFields }) }, { status: 400 });
  }
  try {
    await context.api.usuario.changePassword({
      password: submission.value.password,
      new_password: submission.value.new_password,
    });
  } catch (error) {
    const failure = expectApiFailure(error);
    return json(
      { intent, result: replyWithFailure(submission, failure, { fields: ["password", "new_password"], hideFields }) },
      { status: failureStatus(failure) },
    );
  }
  return redirect(back, {
    headers: withFlash({ type: "success", key: "profiles:password.success" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function ProfileRoute() {
  const { t } = useTranslation(["profiles"]);
  const data = useLoaderData<typeof loader>();
  const { own, mentor, user } = data;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div className={styles.identity}>
          <Avatar name={user.name} src={user.img} size="lg" decorative />
          <div className={styles.identityText}>
            <h1 className={styles.title}>{user.name}</h1>
            {user.titulo ? <p className={styles.muted}>{user.titulo}</p> : null}
          </div>
        </div>
        {own ? (
          <div className={styles.actions}>
            <ButtonLink to={editProfilePath(user.username)} variant="primary" preventScrollReset>
              {t("profiles:edit.title")}
            </ButtonLink>
          </div>
        ) : null}
      </div>
      <Outlet />
      {mentor ? (
        <div className={styles.layout}>
          <div className={styles.main}>
            <MentorView />
            {own ? <OwnerPanels /> : null}
          </div>
          <aside className={styles.sidePanel} aria-labelledby="availability-side">
            <h2 id="availability-side" className={styles.drawerSummary}>
              {t("profiles:availability.title")}
            </h2>
            <AvailabilityBody />
          </aside>
          <details className={styles.drawer}>
            <summary className={styles.drawerSummary}>{t("profiles:availability.title")}</summary>
            <div className={styles.drawerBody}>
              <AvailabilityBody />
            </div>
          </details>
        </div>
      ) : (
        <div className={styles.main}>
          <EntrepreneurView />
          {own ? <OwnerPanels /> : null}
        </div>
      )}
    </div>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== "");
  if (shown.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.factRow}>
          <dt className={styles.factLabel}>{label}</dt>
          <dd className={styles.factValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ExternalLink({ href }: { href: string | null }) {
  const { t } = useTranslation(["profiles"]);
  if (!href) return null;
  return (
    <TextLink to={href} newTab newTabLabel={t("profiles:newTab")} className={styles.externalLink}>
      {href}
    </TextLink>
  );
}

function ContactCard() {
  const { t } = useTranslation(["profiles"]);
  const { user } = useLoaderData<typeof loader>();
  return (
    <Card title={t("profiles:contact.title")}>
      <Facts
        rows={[
          [t("profiles:fields.email"), user.email],
          [t("profiles:fields.telefono"), user.telefono],
          [t("profiles:fields.reside"), user.reside ? t(`profiles:countries.${user.reside}`, user.reside) : null],
          [t("profiles:fields.linkedin"), user.linkedin ? <ExternalLink href={user.linkedin} /> : null],
          [t("profiles:fields.twitter"), user.twitter ? <ExternalLink href={user.twitter} /> : null],
          [t("profiles:fields.instagram"), user.instagram ? <ExternalLink href={user.instagram} /> : null],
        ]}
      />
      {user.descripcion ? <p className={styles.text}>{user.descripcion}</p> : null}
    </Card>
  );
}

function EntrepreneurView() {
  const { t } = useTranslation(["profiles"]);
  const { own, user, linkPrograms, filesHref, company, canRegisterCompany } = useLoaderData<typeof loader>();
  return (
    <>
      <ContactCard />
      <CompanyCard own={own} canRegister={canRegisterCompany} company={company} />
      <Card title={t("profiles:programs.title")}>
        {user.programs.length === 0 ? (
          <EmptyState title={t("profiles:programs.empty")} headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {user.programs.map((p) => (
              <li key={p.id}>{linkPrograms ? <TextLink to={programPath(p.id)}>{p.nombre}</TextLink> : p.nombre}</li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("profiles:attendance.title")}>
        <Facts
          rows={[
            [t("profiles:attendance.events"), String(user.attendance.numero_eventos)],
            [t("profiles:attendance.attended"), String(user.attendance.asistencia)],
            [t("profiles:attendance.percentage"), `${user.attendance.porcentaje.toFixed(2)} %`],
          ]}
        />
      </Card>
      {filesHref ? (
        <div className={styles.actions}>
          <ButtonLink to={filesHref} variant="secondary">
            {t(own ? "profiles:files.mine" : "profiles:files.other")}
          </ButtonLink>
          <ButtonLink to={`${filesHref}/archivos/nuevo`} variant="secondary">
            {t("profiles:files.uploadFiles")}
          </ButtonLink>
          <ButtonLink to={`${filesHref}/urls/nueva`} variant="secondary">
            {t("profiles:files.uploadUrls")}
          </ButtonLink>
        </div>
      ) : null}
    </>
  );
}

function MentorView() {
  const { t } = useTranslation(["profiles"]);
  const { own, user, rating, nsesiones, reviews, sessions } = useLoaderData<typeof loader>();
  return (
    <>
      <Card title={t("profiles:mentor.about")}>
        {user.descripcion ? <p className={styles.text}>{user.descripcion}</p> : null}
        <Facts
          rows={[
            [t("profiles:fields.precio"), user.precio ? t("profiles:mentor.perHour", { price: user.precio }) : null],
            [
              t("profiles:mentor.rating"),
              rating.score
                ? t("profiles:mentor.ratingValue", { score: rating.score, count: rating.reviews })
                : t("profiles:mentor.noRating"),
            ],
            [t("profiles:mentor.sessions"), String(nsesiones)],
            [t("profiles:fields.email"), user.email],
            [t("profiles:fields.telefono"), user.telefono],
            [t("profiles:fields.reside"), user.reside ? t(`profiles:countries.${user.reside}`, user.reside) : null],
            [t("profiles:fields.linkedin"), user.linkedin ? <ExternalLink href={user.linkedin} /> : null],
            [t("profiles:fields.twitter"), user.twitter ? <ExternalLink href={user.twitter} /> : null],
            [t("profiles:fields.instagram"), user.instagram ? <ExternalLink href={user.instagram} /> : null],
          ]}
        />
      </Card>
      <Card title={t("profiles:mentor.expertise")}>
        {user.skills.length === 0 ? (
          <EmptyState title={t("profiles:mentor.noSkills")} headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {user.skills.map((skill) => (
              <li key={skill.tag} className={styles.item}>
                <strong>{skill.name}</strong>
                {skill.description ? <p className={styles.text}>{skill.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("profiles:mentor.reviews")}>
        {reviews.length === 0 ? (
          <EmptyState title={t("profiles:mentor.noReviews")} headingLevel={3} />
        ) : (
          <ul className={styles.list}>
            {reviews.map((review) => (
              <li key={review.id} className={styles.item}>
                <strong>{review.autor ?? t("profiles:mentor.anonymous")}</strong>
                <span>{t("profiles:mentor.score", { score: review.puntaje })}</span>
                <time dateTime={review.day} className={styles.muted}>
                  {review.day}
                </time>
                {review.comentario ? <p className={styles.text}>{review.comentario}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      {own ? (
        <Card title={t("profiles:mentor.upcoming")}>
          {sessions.length === 0 ? (
            <EmptyState title={t("profiles:mentor.noUpcoming")} headingLevel={3} />
          ) : (
            <ul className={styles.list}>
              {sessions.map((s) => (
                <li key={s.slug} className={styles.item}>
                  <TextLink to={sessionPath(s.slug)}>{s.nombre}</TextLink>
                  <span className={styles.muted}>{s.when}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      ) : null}
    </>
  );
}

function HoursList({ weekly, dated }: { weekly: WeeklyHours[]; dated: DatedHours[] }) {
  const { t } = useTranslation(["profiles"]);
  return (
    <>
      <h3 className={styles.text}>{t("profiles:availability.weekly")}</h3>
      {weekly.length === 0 ? (
        <p className={styles.muted}>{t("profiles:availability.noWeekly")}</p>
      ) : (
        <ul className={styles.list}>
          {weekly.map((w) => (
            <li key={w.weekday}>
              <strong>{t(`profiles:weekdays.${w.weekday}`)}</strong>: {w.hours.join(", ")}
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.text}>{t("profiles:availability.dated")}</h3>
      {dated.length === 0 ? (
        <p className={styles.muted}>{t("profiles:availability.noDated")}</p>
      ) : (
        <ul className={styles.list}>
          {dated.map((d) => (
            <li key={d.date}>
              <strong>
                <time dateTime={d.date}>{d.date}</time>
              </strong>
              : {d.hours.join(", ")}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AvailabilityBody() {
  const { t } = useTranslation(["profiles"]);
  const { own, canBook, availability } = useLoaderData<typeof loader>();
  return (
    <>
      <p className={styles.muted}>{t("profiles:availability.zone", { zone: availability.zone })}</p>
      <HoursList weekly={availability.weekly} dated={availability.dated} />
      {canBook ? (
        <ButtonLink to={bookSessionPath} variant="primary">
          {t("profiles:availability.book")}
        </ButtonLink>
      ) : null}
      {own ? (
        <ButtonLink to={availabilityPath} variant="secondary">
          {t("profiles:availability.edit")}
        </ButtonLink>
      ) : null}
    </>
  );
}

/** The owner's panels: password change, calendar sync (mentors) and deactivation. */
function OwnerPanels() {
  const { t } = useTranslation(["profiles"]);
  const { mentor, user, institution, reminders } = useLoaderData<typeof loader>();
  return (
    <>
      <PasswordPanel />
      {reminders ? <RemindersPanel reminders={reminders} /> : null}
      {mentor ? <SyncPanel /> : null}
      {institution ? null : (
        <Card title={t("profiles:deactivate.title")}>
          <p className={styles.text}>{t("profiles:deactivate.text")}</p>
          <div className={styles.actions}>
            <ButtonLink to={deactivateProfilePath(user.username)} variant="danger" preventScrollReset>
              {t("profiles:deactivate.open")}
            </ButtonLink>
          </div>
        </Card>
      )}
    </>
  );
}

function PasswordPanel() {
  const { t } = useTranslation(["profiles", "common"]);
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const rules = useFormRules(loadRules);
  const lastResult = actionData?.intent === "password" ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "password-change",
    lastResult,
    constraint: constraint ?? undefined,
    shouldValidate: rules ? "onBlur" : "onSubmit",
    shouldRevalidate: rules ? "onInput" : "onSubmit",
    onValidate: rules ? ({ formData }) => rules.validatePassword(formData) : undefined,
  });
  const failed = lastResult !== undefined;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "password";
  return (
    <details className={styles.panel} open={failed || undefined}>
      <summary className={styles.panelSummary}>{t("profiles:password.title")}</summary>
      <Form method="post" {...getFormProps(form)} className={styles.panelBody}>
        <input type="hidden" name="intent" value="password" />
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <PasswordField
          label={t("profiles:password.current")}
          autoComplete="current-password"
          errors={translateErrors(t, fields.password.errors)}
          {...getInputProps(fields.password, { type: "password" })}
        />
        <PasswordField
          label={t("profiles:password.new")}
          autoComplete="new-password"
          description={t("profiles:password.policy")}
          errors={translateErrors(t, fields.new_password.errors)}
          {...getInputProps(fields.new_password, { type: "password" })}
        />
        <PasswordField
          label={t("profiles:password.confirm")}
          autoComplete="new-password"
          errors={translateErrors(t, fields.confirm_password.errors)}
          {...getInputProps(fields.confirm_password, { type: "password" })}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={submitting}>
            {t("profiles:password.submit")}
          </Button>
        </div>
      </Form>
    </details>
  );
}

function SyncPanel() {
  const { t } = useTranslation(["profiles"]);
  const { user } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const lastResult = actionData?.intent === "sync" ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "calendar-sync",
    lastResult,
    defaultValue: { api_calendario: user.api_calendario === "gcalendar" ? "gcalendar" : "manual" },
    shouldValidate: "onSubmit",
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === "sync";
  return (
    <Card title={t("profiles:sync.title")}>
      <Form method="post" {...getFormProps(form)} className={styles.form}>
        <input type="hidden" name="intent" value="sync" />
        <FormErrors id={form.errorId} errors={translateErrors(t, form.errors)} />
        <RadioGroup
          id={fields.api_calendario.id}
          name={fields.api_calendario.name}
          legend={t("profiles:sync.legend")}
          defaultValue={fields.api_calendario.initialValue}
          errors={translateErrors(t, fields.api_calendario.errors)}
          options={[
            { value: "gcalendar", label: t("profiles:sync.gcalendar") },
            { value: "manual", label: t("profiles:sync.manualOption"), description: t("profiles:sync.manualHelp") },
          ]}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" pending={submitting}>
            {t("profiles:sync.submit")}
          </Button>
          <TextLink to={feedSettingsPath}>{t("profiles:sync.feed")}</TextLink>
        </div>
      </Form>
    </Card>
  );
}
