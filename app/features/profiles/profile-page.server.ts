// The profile page's view model (GET) and its two owner forms' submissions (password, calendar sync).
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext, type SerializeFrom } from "@remix-run/cloudflare";
import type { Params } from "@remix-run/react";
import type { ApiSession } from "~/api/contract/calendario";
import type { ApiUser } from "~/api/contract/usuario";
import { loadCompanySummary } from "~/lib/company-summary.server";
import { userTypeOf } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure, failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { intlLocale, zoneCountry } from "~/lib/intl";
import { fullName } from "~/lib/person-name";
import { httpUrl } from "~/lib/http-url";
import { optional } from "~/lib/optional.server";
import { API_TIME_ZONE, parseApiDateTime, userTimeZone } from "~/lib/time.server";
import { Temporal } from "@js-temporal/polyfill";
import { nowInstant } from "~/shared/clock-temporal";
import { userFilesPath } from "~/paths";
import { passwordChangeSchema, syncSchema } from "./profile-password.schema";
import { availabilityInZone, isMentorProfile, requireProfile, todayInZone, upcomingSessions } from "./profiles.server";
import { loadReminders } from "./reminders.server";

const REVIEWS_SHOWN = 4;
const SESSIONS_SHOWN = 3;
const MAX_SESSION_PAGES = 3;

/**
 * Issue 31: the mentor's next sessions, a page (15) of the caller's calendar at a time from today (Bogota, the API's
 * wall clock) instead of every session they ever had; a further page only when today's past ones fill this one.
 */
async function mentorNextSessions(context: AppLoadContext, mentorId: number): Promise<ApiSession[]> {
  const desde = todayInZone(API_TIME_ZONE);
  const now = nowInstant();
  const found: ApiSession[] = [];
  for (let page = 1; page <= MAX_SESSION_PAGES; page++) {
    const { results, next } = await context.api.calendario.minePage({ desde }, page);
    for (const s of results) {
      const start = parseApiDateTime(s.fecha_inicio);
      const upcoming = start !== null && Temporal.Instant.compare(start.toInstant(), now) >= 0;
      if (upcoming && (s.mentor === mentorId || s.mentores.some((m) => m.id === mentorId))) found.push(s);
    }
    if (found.length >= SESSIONS_SHOWN || !next) break;
  }
  return found;
}

export async function loadProfilePage(context: AppLoadContext, request: Request, params: Params) {
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
    // The mentor's sessions are loaded only on their own profile (core spec › Roles and permissions).
    mentor && own ? optional(mentorNextSessions(context, user.id), []) : [],
    // Files: the owner and institution staff; a mentor when the API lets them read this user's files.
    own || viewerType === "institution"
      ? true
      : viewerType === "mentor" && !mentor
        ? optional(
            context.api.calendario.userFiles(user.username).then(() => true),
            false,
          )
        : false,
    // The company card (second spec › Screens and routes "User profile page"): null when none or the viewer may not read it.
    entrepreneur ? optional(loadCompanySummary(context, user.username), null) : null,
    own ? loadReminders(context, locale) : null,
  ]);
  const available = availabilityInZone(availability, zone.zone, todayInZone(zone.zone));
  return {
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
  };
}

export type ProfilePage = SerializeFrom<typeof loadProfilePage>;

/** 'Sincronizar calendario': a mentor chooses Google Calendar or the manual calendar. */
export async function chooseSync(context: AppLoadContext, viewer: ApiUser, formData: FormData, back: string) {
  const intent = "sync" as const;
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

/** 'Cambiar contraseña': the owner's current password and a new one. */
export async function changePassword(context: AppLoadContext, formData: FormData, back: string) {
  const intent = "password" as const;
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

export type ProfileActionData = SerializeFrom<typeof chooseSync> | SerializeFrom<typeof changePassword>;
