// `/calendar/evento/:slug`: 'Detalles del evento' (core spec › Screens and routes "Calendar, files, minutes", core spec › States and transitions "Session states",
// core spec › Roles and permissions): a dialog over 'Mi Calendario' with JS, a section of it without. The session's facts in the user's time
// zone and its actions by the viewer's role and the session's state; the actions are other areas' screens
// (links through features/sessions/paths.ts). The API decides who may see the session (403/404).
// Marketplace sessions not yet paid (estado '') show 'Pagar' to their buyer: the payment page in a new tab; their
// buyer and mentor edit them at /editar-mentoria.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { useTermWords } from "~/lib/use-term-words";
import { DownloadLink } from "~/ui/download-link";
import { ShareLinks } from "~/ui/share-links";
import { sessionShareLinks } from "~/lib/share-links.server";
import { hasOwnTopic, isPaidMarketplace, sessionRoleOf, type SessionRole } from "~/lib/session-role";
import type { ApiSession } from "~/api/contract/calendario";
import { requireUser } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { formatApiDateTime, parseApiDateTime, userTimeZone } from "~/lib/time.server";
import { Button, ButtonLink, RouteDialog, TextLink } from "~/ui";
import * as styles from "./calendar.css";
import { pageTitle } from "~/lib/meta";
import { fullName } from "~/lib/person-name";
import { nowMs } from "~/shared/clock";
import {
  actaPath,
  attendancePath,
  calendarPath,
  cancelSessionPath,
  deleteSessionPath,
  editSessionPath,
  icsPath,
  marketplaceSessionEditPath,
  mentorAbsencePath,
  moveSessionPath,
  profilePath,
  ratePath,
  registrationLinkPath,
  sessionFilesPath,
  sessionReportPath,
  startCallPath,
  transcriptPath,
  videoPath,
} from "~/paths";
import { paymentUrl } from "~/lib/payment-url.server";

export const handle = { i18n: ["calendar", "marketplace", "scheduling"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const session = await context.api.calendario.session(params.slug ?? "");
  const role = sessionRoleOf(user, session);
  const manages = role === "staff" || role === "mentor";
  const [t, locale, link] = await Promise.all([
    i18nServer.getFixedT(request, "calendar"),
    i18nServer.getLocale(request),
    manages ? context.api.calendario.existingLink(session.id) : Promise.resolve(null),
  ]);
  const zone = userTimeZone(request).zone;
  const end = parseApiDateTime(session.fecha_fin);
  const ended = end ? end.epochMilliseconds <= nowMs() : false;
  // A marketplace session: its buyer or its mentor edit it until it ends (core spec › Validation rules); others as /editar.
  const editTo = session.marketplace
    ? !ended && session.comprador !== null && (user.id === session.comprador || user.id === session.mentor)
      ? marketplaceSessionEditPath(session.slug)
      : null
    : manages
      ? editSessionPath(session.slug)
      : null;
  const participants = session.sub_grupo.map(fullName);
  if (session.tipo === "Individual" && session.nombre_usuario_individual && participants.length === 0)
    participants.push(session.nombre_usuario_individual);
  return json({
    title: t("calendar:details.title"),
    role,
    session: {
      id: session.id,
      slug: session.slug,
      nombre: session.nombre,
      tema: hasOwnTopic(session) ? session.tema : null,
      tipo: t(`scheduling:session.types.${session.tipo}`, { defaultValue: session.tipo }),
      programa: session.nombre_programa,
      herramienta: session.nombre_mentoria,
      mentor: session.nombre_mentor,
      mentorHref: profilePath(String(session.mentor)),
      mentores: session.mentores.map(fullName),
      inicio: formatApiDateTime(session.fecha_inicio, zone, locale) ?? session.fecha_inicio,
      fin: formatApiDateTime(session.fecha_fin, zone, locale) ?? session.fecha_fin,
      participants,
      ended,
      confirmada: session.confirmada,
      calificado: session.calificado,
      // Issue 34 §5: only those who attended rate it; one recorded absent (or who cancelled in time) is told why.
      absent: session.sub_grupo.some((p) => p.id === user.id && p.asistencia === false),
      hasActa: session.act !== null,
      attendanceRecorded: session.sub_grupo.some((p) => p.asistencia !== null),
      hasLink: link !== null,
      video: session.tiene_video,
      editTo: session.cancelada ? null : editTo,
      // Issue 29 §3: 'El mentor no asistió', for a participant or staff once the session has started.
      mentorAbsence: session.mentor_ausente
        ? "recorded"
        : !session.cancelada && (role === "participant" || role === "staff") && Date.parse(session.inicio) <= nowMs()
          ? "open"
          : null,
      unpaid: session.marketplace && session.estado === "",
      deletable: manages && !isPaidMarketplace(session) && !session.cancelada,
      // Issue 29 §2: cancel (withdraw in a group session) and move; the pages say when it is too late.
      cancelada: session.cancelada,
      reembolsado: session.reembolsado,
      change: session.cancelada || ended || role === null ? null : changeLinks(session, role),
      // Issue 29 §1: the links of the reminder e-mail, until the session ends.
      share:
        ended || session.cancelada || (session.marketplace && session.estado === "")
          ? null
          : sessionShareLinks(context, request, session, { t, locale, joinUrl: link?.url }),
      payUrl:
        session.marketplace && session.estado === "" && !session.cancelada && session.comprador === user.id
          ? paymentUrl(context, session.slug)
          : null,
    },
  });
}

function changeLinks(session: ApiSession, role: SessionRole) {
  const oneToOne = session.tipo === "Individual";
  if (role === "participant" && !oneToOne) return { cancel: "withdraw" as const, move: false };
  return { cancel: "cancel" as const, move: oneToOne };
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function SessionDetailsRoute() {
  const { t } = useTranslation(["calendar", "scheduling"]);
  const words = useTermWords();
  const { title, session } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const none = t("calendar:details.none");
  return (
    <RouteDialog title={title} closeTo={`${calendarPath}${search}`} closeLabel={t("calendar:details.close")}>
      <div className={styles.details}>
        <h3 className={styles.dayHeading}>{session.nombre}</h3>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t("calendar:details.topic")}</dt>
          <dd className={styles.value}>{session.tema ?? t("calendar:details.defaultTopic")}</dd>
          <dt className={styles.term}>{t("calendar:details.type")}</dt>
          <dd className={styles.value}>{session.tipo}</dd>
          <dt className={styles.term}>{t("calendar:details.program")}</dt>
          <dd className={styles.value}>{session.programa ?? none}</dd>
          <dt className={styles.term}>{t("calendar:details.tool")}</dt>
          <dd className={styles.value}>{session.herramienta ?? none}</dd>
          <dt className={styles.term}>{t("calendar:details.mentor", words)}</dt>
          <dd className={styles.value}>
            <TextLink to={session.mentorHref}>{session.mentor}</TextLink>
          </dd>
          {session.mentores.length > 0 ? (
            <>
              <dt className={styles.term}>{t("calendar:details.mentors", words)}</dt>
              <dd className={styles.value}>{session.mentores.join(", ")}</dd>
            </>
          ) : null}
          <dt className={styles.term}>{t("calendar:details.startTime")}</dt>
          <dd className={styles.value}>{session.inicio}</dd>
          <dt className={styles.term}>{t("calendar:details.endTime")}</dt>
          <dd className={styles.value}>{session.fin}</dd>
          {session.cancelada ? (
            <>
              <dt className={styles.term}>{t("calendar:details.state")}</dt>
              <dd className={styles.value}>{t("scheduling:change.cancelledState")}</dd>
            </>
          ) : null}
          {session.reembolsado ? (
            <>
              <dt className={styles.term}>{t("scheduling:change.payment")}</dt>
              <dd className={styles.value}>{t("scheduling:change.refundedState")}</dd>
            </>
          ) : null}
          {session.ended && !session.cancelada ? (
            <>
              <dt className={styles.term}>{t("calendar:details.state")}</dt>
              <dd className={styles.value}>
                {session.confirmada ? t("calendar:details.confirmed") : t("calendar:details.pending")}
              </dd>
            </>
          ) : null}
          {session.participants.length > 0 ? (
            <>
              <dt className={styles.term}>{t("calendar:details.participants")}</dt>
              <dd className={styles.value}>
                <ul className={styles.people}>
                  {session.participants.map((name, i) => (
                    <li key={`${i}-${name}`}>{name}</li>
                  ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
        <SessionActions />
        {session.share ? <ShareLinks share={session.share} /> : null}
      </div>
    </RouteDialog>
  );
}

function SessionActions() {
  const { t } = useTranslation(["calendar", "marketplace", "scheduling"]);
  const { role, session } = useLoaderData<typeof loader>();
  if (role === null) return null;
  const slug = session.slug;
  const manages = role === "staff" || role === "mentor";
  return (
    <div className={styles.detailActions} role="group" aria-label={t("calendar:details.actions")}>
      {role === "participant" && session.ended ? (
        session.absent ? (
          <p className={styles.muted}>{t("calendar:details.rateAbsent")}</p>
        ) : session.calificado ? (
          <Button type="button" variant="secondary" disabled>
            {t("calendar:details.rated")}
          </Button>
        ) : (
          <ButtonLink to={ratePath(slug)} variant="primary">
            {t("calendar:details.rate")}
          </ButtonLink>
        )
      ) : null}
      {role === "mentor" ? (
        <>
          <ButtonLink to={actaPath(slug)} variant="secondary">
            {session.hasActa || session.attendanceRecorded
              ? t("calendar:details.editActa")
              : t("calendar:details.newActa")}
          </ButtonLink>
          <ButtonLink to={attendancePath(slug)} variant="secondary">
            {t("calendar:details.attendance")}
          </ButtonLink>
        </>
      ) : null}
      {role === "staff" ? (
        session.hasActa ? (
          <ButtonLink to={actaPath(slug)} variant="secondary">
            {t("calendar:details.viewActa")}
          </ButtonLink>
        ) : (
          <p className={styles.muted}>{t("calendar:details.noActa")}</p>
        )
      ) : null}
      {manages ? (
        <ButtonLink to={registrationLinkPath(slug)} variant="secondary">
          {session.hasLink ? t("calendar:details.shareLink") : t("calendar:details.getLink")}
        </ButtonLink>
      ) : null}
      {session.mentorAbsence === "recorded" ? (
        <p className={styles.muted}>{t("calendar:details.mentorAbsent")}</p>
      ) : null}
      {session.mentorAbsence === "open" ? (
        <ButtonLink to={mentorAbsencePath(slug)} variant="secondary">
          {t("calendar:details.reportMentorAbsent")}
        </ButtonLink>
      ) : null}
      {session.editTo ? (
        <ButtonLink to={session.editTo} variant="secondary">
          {t("calendar:details.edit")}
        </ButtonLink>
      ) : null}
      {session.change?.move ? (
        <ButtonLink to={moveSessionPath(slug)} variant="secondary">
          {t("scheduling:change.moveLink")}
        </ButtonLink>
      ) : null}
      {session.change ? (
        <ButtonLink to={cancelSessionPath(slug)} variant="danger">
          {t(session.change.cancel === "withdraw" ? "scheduling:change.withdrawLink" : "scheduling:change.cancelLink")}
        </ButtonLink>
      ) : null}
      {session.deletable ? (
        <ButtonLink to={deleteSessionPath(slug)} variant="danger">
          {t("calendar:details.delete")}
        </ButtonLink>
      ) : null}
      {manages ? (
        <>
          <DownloadLink to={sessionReportPath(slug)}>{t("calendar:details.report")}</DownloadLink>
        </>
      ) : null}
      {session.payUrl ? (
        <ButtonLink to={session.payUrl} variant="primary" reloadDocument target="_blank" rel="noopener noreferrer">
          {t("marketplace:pay")}
        </ButtonLink>
      ) : null}
      {session.unpaid ? null : (
        <ButtonLink to={startCallPath(slug)} variant="primary">
          {manages ? t("calendar:details.startCall") : t("calendar:details.join")}
        </ButtonLink>
      )}
      {session.video ? (
        <ButtonLink to={videoPath(session.id)} variant="secondary">
          {t("calendar:details.video")}
        </ButtonLink>
      ) : null}
      <DownloadLink to={transcriptPath(slug)}>{t("calendar:details.transcript")}</DownloadLink>
      <ButtonLink to={sessionFilesPath(slug)} variant="secondary">
        {t("calendar:details.files")}
      </ButtonLink>
      <ButtonLink to={icsPath(slug)} variant="secondary" reloadDocument>
        {t("calendar:details.ics")}
      </ButtonLink>
    </div>
  );
}
