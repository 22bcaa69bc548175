// Calls of sessions, availability, actas, attendance, ratings, files, URLs, registration links and feeds
// (core spec › The calls it makes "Calendar sync and availability", "Sessions and calendar", "Minutes", "Files and URLs";
// second spec › The calls it makes "Join event, video, booking"). Contracts in ./contract/calendario.ts.
import { z } from "zod";
import { parseErrorBody, type ApiClient } from "./client.server";
import {
  actaSchema,
  attendanceListSchema,
  attendanceReportSchema,
  availabilityListSchema,
  availabilitySchema,
  calendarFeedSchema,
  cancelResultSchema,
  fileListSchema,
  filePageSchema,
  fileSchema,
  joinLinkEventSchema,
  mentorAbsenceSchema,
  registrationLinkSchema,
  sessionDayCountListSchema,
  sessionDayListSchema,
  sessionListSchema,
  sessionPageSchema,
  sessionPolicySchema,
  sessionSchema,
  slotListSchema,
  startCallSchema,
  urlListSchema,
  urlPageSchema,
  urlSchema,
  videoSchema,
  type ActaBody,
  type ApiJoinLinkEvent,
  type AvailabilityBody,
  type CancelBody,
  type MoveBody,
  type MentorSessionBody,
  type RatingBody,
  type RegistrationLinkBody,
  type SessionBody,
  type SessionRangeQuery,
} from "./contract/calendario";

/** A recording's answer: its URL, or the API's status and text. */
async function readVideo(
  client: ApiClient,
  path: string,
): Promise<{ ok: true; url: string } | { ok: false; status: number; detail: string }> {
  const response = await client.raw(path);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = videoSchema.safeParse(body);
    if (!parsed.success) throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
    return { ok: true, url: parsed.data.url_video };
  }
  const detail = z.object({ detail: z.string() }).safeParse(body);
  return { ok: false, status: response.status, detail: detail.success ? detail.data.detail : "" };
}

/** The scheduler service (spec: "{scheduler host}") is `/scheduler` on the API's base. */
const SCHEDULER = "/scheduler";
const actaListSchema = z.array(actaSchema);

function query(params: Record<string, string | undefined>): string {
  const entries = Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== "");
  return entries.length ? `?${new URLSearchParams(entries)}` : "";
}

export function calendarioApi(client: ApiClient) {
  return {
    // --- Sessions: reads ---
    /** GET /calendario/[?desde=YYYY-MM-DD&hasta=YYYY-MM-DD]: the caller's sessions (each role sees its own). */
    mine(range: SessionRangeQuery & { por_dia?: number } = {}) {
      const { por_dia, ...rest } = range;
      return client.get(`/calendario/${query({ ...rest, por_dia: por_dia?.toString() })}`, sessionListSchema);
    },
    /** GET /calendario/dias (defined here): how many of the caller's sessions each day of the range has. */
    dayCounts(range: SessionRangeQuery) {
      return client.get(`/calendario/dias${query(range)}`, sessionDayCountListSchema);
    },
    /** GET /calendario/dias?por_dia=N (defined here): per day of the range, its count and its first N sessions. */
    days(range: SessionRangeQuery, perDay: number) {
      return client.get(`/calendario/dias${query({ ...range, por_dia: String(perDay) })}`, sessionDayListSchema);
    },
    /** GET /calendario/pagina (defined here): the caller's sessions of the range, 15 a page, in start order. */
    minePage(range: SessionRangeQuery, page = 1) {
      return client.get(
        `/calendario/pagina${query({ ...range, page: page > 1 ? String(page) : undefined })}`,
        sessionPageSchema,
      );
    },
    /** GET /calendario/evento/{id}: one session, by id or slug. */
    session(idOrSlug: number | string) {
      return client.get(`/calendario/evento/${encodeURIComponent(String(idOrSlug))}`, sessionSchema);
    },
    /**
     * GET /calendario/evento/mentoria/{id}?page=n: the tool's sessions, 15 a page, in start order (issue 31: `page` is
     * this app's; without it the API answers the spec's plain list of every session).
     */
    byTool(toolId: number, page = 1) {
      return client.get(`/calendario/evento/mentoria/${toolId}?page=${page}`, sessionPageSchema);
    },
    byMentor(mentorId: number) {
      return client.get(`/calendario/evento/mentor/${mentorId}`, sessionListSchema);
    },
    /** GET /calendario/evento/programa/{id}[?page=n] (defined here): the program's sessions, 15 a page, newest first. */
    byProgram(programId: number, page = 1) {
      return client.get(
        `/calendario/evento/programa/${programId}${page > 1 ? `?page=${page}` : ""}`,
        sessionPageSchema,
      );
    },
    attendance(sessionId: number) {
      return client.get(`/calendario/evento/${sessionId}/asistencia`, attendanceListSchema);
    },

    // --- Sessions: writes ---
    /** POST /zoom_master/event (201): institution staff. */
    create(body: SessionBody) {
      return client.send("POST", "/zoom_master/event", { json: body }, sessionSchema);
    },
    /** PUT /zoom_master/event/{id} (200): institution staff. */
    update(id: number, body: SessionBody) {
      return client.send("PUT", `/zoom_master/event/${id}`, { json: body }, sessionSchema);
    },
    /** DELETE /zoom_master/event/{slug} (204): institution staff. */
    remove(slug: string) {
      return client.send("DELETE", `/zoom_master/event/${encodeURIComponent(slug)}`, undefined, null);
    },
    /** PUT /entity/events/{slug} (200): the session's mentor. A 409 carries suggestionSchema. */
    mentorUpdate(slug: string, body: MentorSessionBody) {
      return client.send("PUT", `/entity/events/${encodeURIComponent(slug)}`, { json: body }, sessionSchema);
    },
    /** DELETE /entity/delete/event/{slug} (204): the session's mentor. */
    mentorRemove(slug: string) {
      return client.send("DELETE", `/entity/delete/event/${encodeURIComponent(slug)}`, undefined, null);
    },
    /** POST /calendario/crear/evento/dispo (201): an entrepreneur books; a 409 carries suggestionSchema. */
    book(body: MentorSessionBody) {
      return client.send("POST", "/calendario/crear/evento/dispo", { json: body }, sessionSchema);
    },

    // --- Issue 29 §2: reschedule and cancel (defined here; docs/api.md "Reschedule and cancel") ---
    /** GET /calendario/evento/{slug}/politica: what the caller may do with the session now. */
    policy(slug: string) {
      return client.get(`/calendario/evento/${encodeURIComponent(slug)}/politica`, sessionPolicySchema);
    },
    /** POST /calendario/evento/{slug}/cancelar (200 {reembolsado}); 409 {detail} when too late. */
    cancel(slug: string, body: CancelBody) {
      return client.send(
        "POST",
        `/calendario/evento/${encodeURIComponent(slug)}/cancelar`,
        { json: body },
        cancelResultSchema,
      );
    },
    /** POST /calendario/evento/{slug}/mover (200 session); a 409 carries suggestionSchema or {detail}. */
    move(slug: string, body: MoveBody) {
      return client.send("POST", `/calendario/evento/${encodeURIComponent(slug)}/mover`, { json: body }, sessionSchema);
    },
    /** POST /calendario/evento/{slug}/retirarse (204): an entrepreneur leaves a group session. */
    withdraw(slug: string) {
      return client.send("POST", `/calendario/evento/${encodeURIComponent(slug)}/retirarse`, undefined, null);
    },

    // --- Session actions ---
    /** POST /calendario/evento/calificar/{slug}, or /marketplace/calificar/evento/{slug} for a marketplace session. */
    rate(slug: string, body: RatingBody, marketplace = false) {
      const path = marketplace ? "/marketplace/calificar/evento/" : "/calendario/evento/calificar/";
      return client.send("POST", `${path}${encodeURIComponent(slug)}`, { json: body }, null);
    },
    /**
     * PUT /calendario/evento/{slug}/asistencia/emprendedor: multipart optional `acta` file, repeated `asistente`
     * (ids present) and `cancelo` (ids who cancelled in time, issue 29 §3); every other participant is absent.
     */
    recordAttendance(slug: string, form: FormData) {
      return client.send(
        "PUT",
        `/calendario/evento/${encodeURIComponent(slug)}/asistencia/emprendedor`,
        { form },
        attendanceListSchema,
      );
    },
    /**
     * POST /calendario/evento/{slug}/mentor-ausente (defined here, issue 29 §3): a participant or staff record
     * that the mentor did not come; `reembolso_pendiente` says a paid marketplace session is to be refunded.
     */
    recordMentorAbsence(slug: string) {
      return client.send(
        "POST",
        `/calendario/evento/${encodeURIComponent(slug)}/mentor-ausente`,
        undefined,
        mentorAbsenceSchema,
      );
    },
    /**
     * GET /calendario/evento/{slug}/iniciar (the spec's method; the app calls it from an action only):
     * the mentor or staff start the call; participants get the URL once it is started. 400 carries
     * { detail } ('La sesión aún no ha sido inicializada, por favor intente nuevamente en un momento').
     */
    async start(
      slug: string,
      marketplace = false,
    ): Promise<{ ok: true; url: string } | { ok: false; status: number; detail: string }> {
      // Marketplace sessions: GET /marketplace/iniciar/evento/{slug} (core spec › The calls it makes).
      const key = encodeURIComponent(slug);
      const response = await client.raw(
        marketplace ? `/marketplace/iniciar/evento/${key}` : `/calendario/evento/${key}/iniciar`,
      );
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const parsed = startCallSchema.safeParse(body);
        if (!parsed.success) throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
        return { ok: true, url: parsed.data.url_mentor };
      }
      const detail = z.object({ detail: z.string() }).safeParse(body);
      return { ok: false, status: response.status, detail: detail.success ? detail.data.detail : "" };
    },
    /**
     * GET /calendario/evento/{id}/video: the recording's URL, or the API's error text (second spec › The calls it makes: "non-200
     * shows the error text"; 404 { detail } when there is none). 5xx and bad bodies throw like reads.
     */
    video(idOrSlug: number | string) {
      return readVideo(client, `/calendario/evento/${encodeURIComponent(String(idOrSlug))}/video`);
    },
    /** GET /calendario/evento/{id}/video/marketplace: the same for a marketplace session (second spec › The calls it makes). */
    marketplaceVideo(idOrSlug: number | string) {
      return readVideo(client, `/calendario/evento/${encodeURIComponent(String(idOrSlug))}/video/marketplace`);
    },
    /** GET /calendario/get_transcrtip/{id}/: 200 text, 400 text ('Info:'), others fail. */
    transcript(id: number) {
      return client.raw(`/calendario/get_transcrtip/${id}/`);
    },
    /** GET /calendario/get_user_report/{id}/: the JSON rows; a 400 carries a text. */
    async attendanceReport(
      id: number,
    ): Promise<
      { ok: true; rows: z.infer<typeof attendanceReportSchema> } | { ok: false; status: number; text: string }
    > {
      const response = await client.raw(`/calendario/get_user_report/${id}/`);
      if (!response.ok) return { ok: false, status: response.status, text: await response.text() };
      const parsed = attendanceReportSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
      return { ok: true, rows: parsed.data };
    },

    // --- Actas ---
    actaOf(sessionId: number) {
      return client.get(`/acts/acts/?event=${sessionId}`, actaListSchema);
    },
    acta(id: number) {
      return client.get(`/acts/acts/${id}/`, actaSchema);
    },
    createActa(body: ActaBody) {
      return client.send("POST", "/acts/acts/", { json: body }, actaSchema);
    },
    updateActa(id: number, body: ActaBody) {
      return client.send("PUT", `/acts/acts/${id}/`, { json: body }, actaSchema);
    },

    // --- Files and URLs ---
    sessionFiles(sessionId: number) {
      return client.get(`/archivos/evento/${sessionId}`, fileListSchema);
    },
    sessionUrls(sessionId: number) {
      return client.get(`/urls/evento/${sessionId}`, urlListSchema);
    },
    /**
     * The caller's own profile files / URLs, 15 a page, newest first (issue 31: `page` is this app's; without it the
     * API answers the spec's plain list).
     */
    myFiles(page = 1) {
      return client.get(`/archivos/usuario/?page=${page}`, filePageSchema);
    },
    myUrls(page = 1) {
      return client.get(`/urls/usuario/?page=${page}`, urlPageSchema);
    },
    /** Another user's profile files / URLs (mentors and staff), a page at a time like the caller's own. */
    userFiles(username: string, page = 1) {
      return client.get(`/archivos/mentor/usuario/${encodeURIComponent(username)}?page=${page}`, filePageSchema);
    },
    userUrls(username: string, page = 1) {
      return client.get(`/urls/mentor/usuario/${encodeURIComponent(username)}?page=${page}`, urlPageSchema);
    },
    /** GET /archivos|urls/usuario/{slug}/ (defined here): one document of the caller's own profile; 404 otherwise. */
    myFile(slug: string) {
      return client.get(`/archivos/usuario/${encodeURIComponent(slug)}/`, fileSchema);
    },
    myUrl(slug: string) {
      return client.get(`/urls/usuario/${encodeURIComponent(slug)}/`, urlSchema);
    },
    /** GET /archivos|urls/mentor/usuario/{username}/{slug}/ (defined here): one document of that user's profile. */
    userFile(username: string, slug: string) {
      return client.get(
        `/archivos/mentor/usuario/${encodeURIComponent(username)}/${encodeURIComponent(slug)}/`,
        fileSchema,
      );
    },
    userUrl(username: string, slug: string) {
      return client.get(`/urls/mentor/usuario/${encodeURIComponent(username)}/${encodeURIComponent(slug)}/`, urlSchema);
    },
    /**
     * 'Mis documentos': the session files / URLs of a user, 15 a page, newest first (issue 31: `page` is this app's;
     * without it the API answers the spec's plain list).
     */
    userSessionFiles(username: string, page = 1) {
      return client.get(`/archivos/evento/usuario/${encodeURIComponent(username)}?page=${page}`, filePageSchema);
    },
    userSessionUrls(username: string, page = 1) {
      return client.get(`/urls/evento/usuario/${encodeURIComponent(username)}?page=${page}`, urlPageSchema);
    },
    /** POST /archivos/evento/ multipart file, name, evento (201). */
    uploadSessionFile(form: FormData) {
      return client.send("POST", "/archivos/evento/", { form }, fileSchema);
    },
    /** POST /archivos/usuario/ (own profile) or /archivos/mentor/usuario/ (another user's): file, name, usuario. */
    uploadUserFile(form: FormData, forAnotherUser: boolean) {
      return client.send(
        "POST",
        forAnotherUser ? "/archivos/mentor/usuario/" : "/archivos/usuario/",
        { form },
        fileSchema,
      );
    },
    addSessionUrl(body: { nombre: string; url: string; evento: number }) {
      return client.send("POST", "/urls/evento/", { json: body }, urlSchema);
    },
    addUserUrl(body: { url: string; name: string; usuario: string }, forAnotherUser: boolean) {
      return client.send(
        "POST",
        forAnotherUser ? "/urls/mentor/usuario/" : "/urls/usuario/",
        { json: body },
        urlSchema,
      );
    },
    removeSessionFile(slug: string) {
      return client.send("DELETE", `/archivos/evento/${encodeURIComponent(slug)}/`, { json: { activo: false } }, null);
    },
    removeSessionUrl(slug: string) {
      return client.send("DELETE", `/urls/evento/${encodeURIComponent(slug)}/`, { json: { activo: false } }, null);
    },
    removeUserFile(slug: string) {
      return client.send("DELETE", `/archivos/usuario/${encodeURIComponent(slug)}/`, undefined, null);
    },
    removeUserUrl(slug: string) {
      return client.send("DELETE", `/urls/usuario/${encodeURIComponent(slug)}/`, undefined, null);
    },
    /** GET /archivos/descargar/{slug}/ (defined here): the file's bytes as an attachment, for the app to pass on. */
    downloadFile(slug: string) {
      return client.raw(`/archivos/descargar/${encodeURIComponent(slug)}/`);
    },

    // --- Registration links and the join page ---
    /** GET /usuario/link/existe/{eventId}: the link, or null (404). */
    async existingLink(sessionId: number) {
      const response = await client.raw(`/usuario/link/existe/${sessionId}`);
      if (response.status === 404) return null;
      if (!response.ok)
        throw new Response(null, { status: response.status, headers: { "X-Api-Failure": "forbidden" } });
      const parsed = registrationLinkSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
      return parsed.data;
    },
    createLink(body: RegistrationLinkBody) {
      return client.send("POST", "/usuario/link/crear", { json: body }, registrationLinkSchema);
    },
    /**
     * GET /calendario/start_link/{uuid}/ (no auth): the event, or the API's refusal (second spec › The calls it makes: at 400 or more
     * the body is shown as the error) with its first message, null when the body has none.
     */
    async joinLink(
      uuid: string,
    ): Promise<{ event: ApiJoinLinkEvent } | { refused: { status: number; message: string | null } }> {
      const response = await client.raw(`/calendario/start_link/${encodeURIComponent(uuid)}/`);
      if (!response.ok) {
        const { fieldErrors, formErrors } = parseErrorBody(await response.json().catch(() => null));
        const [field, messages] = Object.entries(fieldErrors)[0] ?? [];
        const message = formErrors[0] ?? (field && messages?.[0] ? `${field} : ${messages[0]}` : null);
        return { refused: { status: response.status, message } };
      }
      const parsed = joinLinkEventSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
      return { event: parsed.data };
    },
    registerGuest(uuid: string, body: { nombre: string; email: string }) {
      return client.send("POST", `/calendario/start_link/${encodeURIComponent(uuid)}/registro`, { json: body }, null);
    },

    // --- Availability (scheduler) ---
    /** GET {scheduler}/mentor_availability?mentor_id= (defined here). */
    availability(mentorId: number) {
      return client.get(
        `${SCHEDULER}/mentor_availability${query({ mentor_id: String(mentorId) })}`,
        availabilityListSchema,
      );
    },
    createAvailability(body: AvailabilityBody) {
      return client.send("POST", `${SCHEDULER}/mentor_availability`, { json: body }, availabilitySchema);
    },
    updateAvailability(id: number, body: AvailabilityBody) {
      return client.send("PUT", `${SCHEDULER}/mentor_availability/${id}`, { json: body }, availabilitySchema);
    },
    removeAvailability(id: number) {
      return client.send("DELETE", `${SCHEDULER}/mentor_availability/${id}`, undefined, null);
    },
    /** GET {scheduler}/mentor/{mentor}/{date}/30[?zona=]: free 30-minute slots of a day in `zona`. */
    slots(mentorId: number, date: string, zona?: string) {
      return client.get(
        `${SCHEDULER}/mentor/${mentorId}/${encodeURIComponent(date)}/30${query({ zona })}`,
        slotListSchema,
      );
    },

    // --- Calendar feed ---
    feed() {
      return client.get("/calendario/feed/", calendarFeedSchema);
    },
    rotateFeed() {
      return client.send("POST", "/calendario/feed/", undefined, calendarFeedSchema);
    },
    revokeFeed() {
      return client.send("DELETE", "/calendario/feed/", undefined, null);
    },
    /** GET /calendario/feed/{token}/ (no auth): the feed owner's sessions; null when unknown or revoked. */
    async feedSessions(token: string) {
      const response = await client.raw(`/calendario/feed/${encodeURIComponent(token)}/`);
      if (response.status === 404) return null;
      if (!response.ok)
        throw new Response(null, { status: response.status, headers: { "X-Api-Failure": "unavailable" } });
      const parsed = sessionListSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new Response(null, { status: 502, headers: { "X-Api-Failure": "unavailable" } });
      return parsed.data;
    },
  };
}
