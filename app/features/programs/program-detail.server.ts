// The program detail's view model: the program, its stats, mentors, the page of its sessions and (institution and
// mentor users) the page of its entrepreneurs, or (an entrepreneur) their plan.
import type { AppLoadContext, SerializeFrom } from "@remix-run/cloudflare";
import type { Params } from "@remix-run/react";
import { API_PAGE_SIZE } from "~/api/contract/people";
import { requireUser, userTypeOf } from "~/lib/auth.server";
import { i18nServer } from "~/lib/i18n.server";
import { idParam } from "~/lib/id-param";
import { pageOrFirst } from "~/lib/pagination.server";
import { fullName } from "~/lib/person-name";
import { roundedProgress, twoDecimals } from "~/lib/program-format";
import { formatApiDateTime, userTimeZone } from "~/lib/time.server";
import { parsePage } from "~/ui";
import { programsPath, userHomePath } from "~/paths";
import { ENTREPRENEURS_PAGE, SESSIONS_PAGE } from "./program-lists";
import { programsT } from "./programs.server";

export type SessionRow = { id: number; slug: string; nombre: string; inicio: string; fin: string };

export async function loadProgramDetail(context: AppLoadContext, request: Request, params: Params) {
  const user = await requireUser(context, request);
  const id = idParam(params.id);
  const type = userTypeOf(user);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  // Two lists, each paginated by the API (issue 31: a program of thousands of sessions), each with its own param.
  const sessionsPage = parsePage(url.searchParams, SESSIONS_PAGE);
  const entrepreneursPage = parsePage(url.searchParams, ENTREPRENEURS_PAGE);
  // The API answers 403/404 to anyone outside the program; that is the page the user gets.
  const program = await context.api.programa.get(id);
  const [stats, mentors, entrepreneurs, sessions, locale, { t }, plan] = await Promise.all([
    context.api.programa.stats(id),
    context.api.programa.mentors(id),
    type === "entrepreneur"
      ? Promise.resolve({ count: 0, results: [] })
      : pageOrFirst(
          url,
          entrepreneursPage,
          () => context.api.programa.entrepreneurs(id, { page: entrepreneursPage, q }),
          ENTREPRENEURS_PAGE,
        ),
    pageOrFirst(url, sessionsPage, () => context.api.calendario.byProgram(id, sessionsPage), SESSIONS_PAGE),
    i18nServer.getLocale(request),
    programsT(request, user),
    type === "entrepreneur" ? context.api.workplan.planOf(id, user.id) : Promise.resolve(null),
  ]);
  const zone = userTimeZone(request).zone;
  return {
    type,
    canEdit: type === "institution" && user.entidad_entidad.some((e) => e.id === program.entidad),
    backTo: type === "institution" ? programsPath : userHomePath,
    username: user.username,
    q,
    program: {
      id: program.id,
      nombre: program.nombre,
      descripcion: program.descripcion,
      img_programa: program.img_programa,
    },
    stats: { attendance: twoDecimals(stats.attendance_percentage), hours: twoDecimals(stats.hours_received) },
    mentors: mentors.map((m) => ({
      id: m.id,
      username: m.username,
      name: fullName(m),
      titulo: m.titulo,
      img: m.img_usuario,
    })),
    entrepreneursPage,
    entrepreneurPages: Math.ceil(entrepreneurs.count / API_PAGE_SIZE),
    entrepreneurs: entrepreneurs.results.map((e) => ({
      id: e.id,
      username: e.username,
      name: fullName(e),
      email: e.email,
      img: e.img_usuario,
      progress: roundedProgress(e.progress),
    })),
    sessionsPage,
    sessionPages: Math.ceil(sessions.count / API_PAGE_SIZE),
    // Start and end in the user's time zone, in the API's order.
    sessions: sessions.results.map((s): SessionRow => ({
      id: s.id,
      slug: s.slug,
      nombre: s.nombre,
      inicio: formatApiDateTime(s.fecha_inicio, zone, locale) ?? s.fecha_inicio,
      fin: formatApiDateTime(s.fecha_fin, zone, locale) ?? s.fecha_fin,
    })),
    title: program.nombre || t("list.title"),
    plan: plan && { description: plan.description, progress: plan.progress },
  };
}

export type ProgramDetail = SerializeFrom<typeof loadProgramDetail>;
