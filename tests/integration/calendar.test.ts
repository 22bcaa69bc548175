// 'Mi Calendario' and 'Detalles del evento' without JavaScript: each role sees its own sessions on the right
// days in its time zone, the zone cookie, the views, the details' actions by role and state, and 'Error al traer
// los eventos'. The app talks to a proxy that answers the session reads with fixtures (dates relative to
// today) and passes everything else (sign-in, the user) to a real local API.
import type { IncomingMessage } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ApiSession } from "~/api/contract/calendario";
import {
  DEMO,
  ORIGIN,
  element,
  flashText,
  pinClock,
  startWorker,
  tags,
  textOf,
  type Browser,
  type TestWorker,
} from "./harness";
import { startApiProxy, type ApiProxy } from "./api-proxy";
import { SEED_SESSION_NAMES } from "../../local-api/seeds/session-names";
import { todayIn } from "../../app/shared/clock-temporal";
import { Temporal } from "@js-temporal/polyfill";

let real: TestWorker;
let app: TestWorker;
let proxy: ApiProxy;
let failSessions = false;
const ids = { entrepreneur: 0, mentor: 0, institution: 0, otherInstitution: 0 };
let institutionId = 0;
let fixtures: ApiSession[] = [];
// The fixtures sit at fixed hours of today ('hoy-individual' 19:00-20:00, not ended yet): 10:00 in Bogotá,
// whatever the hour of the run (issue 34 §0).
pinClock("10:00");
const TODAY = todayIn("America/Bogota");
const day = (offset: number) => TODAY.add({ days: offset }).toString();
const BUSY_DAY = day(60);
const BUSY_DAY_SESSIONS = 17;

function session(over: Partial<ApiSession> & { slug: string; nombre: string }): ApiSession {
  return {
    id: 0,
    tema: null,
    tipo: "Individual",
    fecha_inicio: `${day(0)} 19:00`,
    fecha_fin: `${day(0)} 20:00`,
    inicio: "",
    fin: "",
    mentor: ids.mentor,
    nombre_mentor: "Mentor Demo",
    mentoria: null,
    nombre_mentoria: "Finanzas",
    programa: null,
    nombre_programa: "Aceleración",
    entidad: institutionId,
    usuario_individual: ids.entrepreneur,
    nombre_usuario_individual: "Emprendedor Demo",
    sub_grupo: [],
    mentores: [],
    visibility: true,
    asistentes_max: 1,
    cuenta_zoom: null,
    act: null,
    calificado: false,
    comprador: null,
    marketplace: false,
    estado: "",
    usuario: null,
    espacio: 0,
    repeticion: 0,
    iniciado: false,
    tiene_video: false,
    confirmada: false,
    secuencia: 0,
    cancelada: false,
    reembolsado: false,
    mentor_ausente: false,
    ...over,
  };
}

function involved(s: ApiSession, user: number): boolean {
  return (
    s.mentor === user ||
    s.usuario_individual === user ||
    s.sub_grupo.some((p) => p.id === user) ||
    (user === ids.institution && s.entidad === institutionId)
  );
}

async function callerId(req: IncomingMessage): Promise<number | null> {
  const auth = req.headers.authorization;
  if (!auth) return null;
  const me = await real.dispatch(`${ORIGIN}/api/usuario/`, { headers: { Authorization: auth } });
  if (!me.ok) return null;
  const [user] = (await me.json()) as { id: number }[];
  return user?.id ?? null;
}

/** Answers the session reads; null passes the request on to the real local API. */
async function fake(req: IncomingMessage, url: URL): Promise<{ status: number; body: unknown } | null> {
  const path = url.pathname;
  if (req.method !== "GET") return null;
  if (path === "/calendario/" || path === "/calendario/dias" || path === "/calendario/pagina") {
    if (failSessions) return { status: 500, body: { detail: "Traceback" } };
    const user = await callerId(req);
    const desde = url.searchParams.get("desde") ?? "0000";
    const hasta = url.searchParams.get("hasta") ?? "9999";
    // Days of `zona` (docs/api/sessions.md), as the local API reads them.
    const zone = url.searchParams.get("zona") ?? "America/Bogota";
    const dayOf = (s: ApiSession) =>
      Temporal.PlainDateTime.from(s.fecha_inicio.replace(" ", "T"))
        .toZonedDateTime("America/Bogota")
        .withTimeZone(zone)
        .toPlainDate()
        .toString();
    const mine = fixtures
      .filter((s) => user !== null && involved(s, user) && dayOf(s) >= desde && dayOf(s) <= hasta)
      .sort((a, b) => a.fecha_inicio.localeCompare(b.fecha_inicio) || a.id - b.id);
    const byDay = new Map<string, ApiSession[]>();
    for (const s of mine) byDay.set(dayOf(s), [...(byDay.get(dayOf(s)) ?? []), s]);
    const perDay = Number(url.searchParams.get("por_dia") ?? "0");
    if (path === "/calendario/dias") {
      const days = [...byDay].map(([fecha, list]) => ({ fecha, total: list.length, sesiones: list.slice(0, perDay) }));
      return { status: 200, body: perDay ? days : days.map(({ fecha, total }) => ({ fecha, total })) };
    }
    if (path === "/calendario/pagina") {
      const n = Number(url.searchParams.get("page") ?? "1");
      if (n > Math.max(1, Math.ceil(mine.length / 15))) return { status: 404, body: { detail: "Página inválida." } };
      const other = (p: number) => `${url.origin}${url.pathname}?page=${p}`;
      return {
        status: 200,
        body: {
          count: mine.length,
          next: n * 15 < mine.length ? other(n + 1) : null,
          previous: n > 1 ? other(n - 1) : null,
          results: mine.slice((n - 1) * 15, n * 15),
        },
      };
    }
    return { status: 200, body: perDay ? [...byDay.values()].flatMap((l) => l.slice(0, perDay)) : mine };
  }
  const one = /^\/calendario\/evento\/([^/]+)$/.exec(path);
  if (one) {
    const s = fixtures.find((f) => f.slug === decodeURIComponent(one[1]!));
    if (!s) return { status: 404, body: { detail: "No encontrado." } };
    const user = await callerId(req);
    return user !== null && involved(s, user) ? { status: 200, body: s } : { status: 403, body: { detail: "No." } };
  }
  const link = /^\/usuario\/link\/existe\/(\d+)$/.exec(path);
  if (link) {
    const s = fixtures.find((f) => f.id === Number(link[1]));
    if (s?.slug !== "con-link") return { status: 404, body: { detail: "No existe." } };
    return {
      status: 200,
      body: {
        uuid: "u-1",
        url: "http://localhost/link/u-1",
        creador: ids.mentor,
        entidad: institutionId,
        evento: s.id,
        fecha_expiracion: s.fecha_fin,
        maximo_usuarios: 5,
        mentoria: null,
        nombre: s.nombre,
        programa: null,
        inscritos: 0,
      },
    };
  }
  return null;
}

beforeAll(async () => {
  real = await startWorker();
  await real.dispatch(`${ORIGIN}/api/usuario/`, {}); // the local API seeds the demo accounts on its first request
  const idOf = async (email: string) =>
    (await real.sql<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", email))[0]!.id;
  ids.entrepreneur = await idOf(DEMO.entrepreneur);
  ids.mentor = await idOf(DEMO.mentor);
  ids.institution = await idOf(DEMO.institution);
  ids.otherInstitution = await idOf(DEMO.otherInstitution);
  institutionId = (
    await real.sql<{ id: number }>("SELECT id FROM entidades WHERE razon_social = ?", "Incubadora Demo")
  )[0]!.id;
  const participant = (id: number, asistencia: boolean | null = null) => ({
    id,
    first_name: "Emprendedor",
    last_name: "Demo",
    username: "emprendedor",
    email: null,
    asistencia,
    estado_asistencia: asistencia === null ? null : asistencia ? ("asistio" as const) : ("no_asistio" as const),
  });
  fixtures = [
    session({ id: 9001, slug: "hoy-individual", nombre: "Mentoría de hoy" }),
    session({
      id: 9002,
      slug: "pasada-sin-calificar",
      nombre: "Sesión pasada sin calificar",
      fecha_inicio: `${day(-2)} 09:00`,
      fecha_fin: `${day(-2)} 10:00`,
    }),
    session({
      id: 9003,
      slug: "pasada-calificada",
      nombre: "Sesión pasada calificada",
      fecha_inicio: `${day(-3)} 09:00`,
      fecha_fin: `${day(-3)} 10:00`,
      calificado: true,
      act: 7,
      tema: "Plan financiero",
    }),
    session({
      id: 9004,
      slug: "con-link",
      nombre: "Grupal con asistencia",
      tipo: "Grupal",
      usuario_individual: null,
      sub_grupo: [participant(0, true)],
      confirmada: true,
      fecha_inicio: `${day(-1)} 15:00`,
      fecha_fin: `${day(-1)} 16:00`,
    }),
    session({
      id: 9005,
      slug: "solo-mentor",
      nombre: "Sesión sin emprendedor",
      usuario_individual: null,
      entidad: null,
      fecha_inicio: `${day(0)} 08:00`,
      fecha_fin: `${day(0)} 08:30`,
    }),
  ];
  fixtures[3]!.sub_grupo[0]!.id = ids.entrepreneur;
  // A busy day of the institution (issue 31: ~70 a day at size): 17 sessions, 07:00 to 15:00 every half hour.
  for (let i = 0; i < BUSY_DAY_SESSIONS; i++) {
    const start = `${String(7 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`;
    fixtures.push(
      session({
        id: 9100 + i,
        slug: `ocupado-${i}`,
        nombre: `Taller ${String(i + 1).padStart(2, "0")}`,
        usuario_individual: null,
        mentor: ids.otherInstitution,
        fecha_inicio: `${BUSY_DAY} ${start}`,
        fecha_fin: `${BUSY_DAY} ${start.replace(/:00$/, ":15").replace(/:30$/, ":45")}`,
      }),
    );
  }

  proxy = await startApiProxy(real, fake);
  app = await startWorker({ apiUrl: proxy.url });
}, 90_000);

/** A browser of the app signed in as `email` (the token comes from the real local API). */
async function as(email: string, _fresh = false): Promise<Browser> {
  return app.browser().setCookie(await real.mintSession(email));
}

afterAll(async () => {
  await app?.stop();
  await real?.stop();
  await proxy?.close();
});

async function page(b: Browser, path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await b.get(path);
  const html = await response.text();
  return { status: response.status, html, text: textOf(html) };
}

const linksTo = (html: string, prefix: string) =>
  tags(html, "a")
    .map((a) => a.href ?? "")
    .filter((href) => href.startsWith(prefix));

describe("'Mi Calendario'", () => {
  test("the entrepreneur sees their sessions in the day view, in Bogota time, with the page's actions", async () => {
    const b = await as(DEMO.entrepreneur);
    const { status, html, text } = await page(b, `/calendar?vista=dia&fecha=${day(0)}`);
    expect(status).toBe(200);
    expect(text).toContain("Mi Calendario");
    for (const label of ["Mes", "Semana", "Día", "Agenda", "Hoy", "Anterior", "Siguiente", "Fecha", "Horas", "Evento"])
      expect(text).toContain(label);
    expect(text).toContain("19:00 – 20:00");
    expect(text).toContain("Mentoría de hoy");
    expect(text).not.toContain("Sesión sin emprendedor");
    expect(linksTo(html, "/calendar/evento/")).toContain(
      `/calendar/evento/hoy-individual?vista=dia&amp;fecha=${day(0)}`.replace("&amp;", "&"),
    );
    expect(text).toContain("Reservar sesión");
    expect(text).not.toContain("Nueva sesión");
    expect(text).toContain("Mis documentos");
    expect(text).toContain("Calendario privado");
    // The active view is marked.
    const active = tags(html, "a").find((a) => a["aria-current"] === "page" && a.href?.includes("vista="));
    expect(active?.href).toBe(`/calendar?vista=dia&fecha=${day(0)}`);
  });

  test("the mentor and the institution see theirs; another institution sees none of them", async () => {
    const mentor = await page(await as(DEMO.mentor), `/calendar?vista=dia&fecha=${day(0)}`);
    expect(mentor.text).toContain("Sesión sin emprendedor");
    expect(mentor.text).toContain("08:00 – 08:30");
    expect(mentor.text).toContain("Disponibilidad");
    const staff = await page(await as(DEMO.institution), `/calendar?vista=dia&fecha=${day(0)}`);
    expect(staff.text).toContain("Mentoría de hoy");
    expect(staff.text).not.toContain("Sesión sin emprendedor");
    expect(staff.text).toContain("Nueva sesión");
    const other = await page(await as(DEMO.otherInstitution), `/calendar?vista=dia&fecha=${day(0)}`);
    expect(other.status).toBe(200);
    expect(other.text).not.toContain("Mentoría de hoy");
    expect(other.text).toContain("Sin sesiones");
  });

  test("the month grid starts on Monday and puts sessions on their day", async () => {
    const b = await as(DEMO.entrepreneur);
    const { html, text } = await page(b, `/calendar?fecha=${day(0)}`);
    const headers = tags(html, "th").filter((th) => th.scope === "col");
    expect(headers).toHaveLength(7);
    const firstHeader = /<th scope="col"[^>]*>([\s\S]*?)<\/th>/.exec(html)![1]!;
    expect(textOf(firstHeader)).toContain("lunes");
    expect(text).toContain(TODAY.toLocaleString("es-CO", { month: "long", year: "numeric" }));
    expect(text).toContain("19:00 Mentoría de hoy");
    expect(tags(html, "td").filter((td) => td["aria-current"] === "date")).toHaveLength(1);
  });

  test("the agenda lists the range's sessions with Fecha, Horas and Evento, or says there are none", async () => {
    const b = await as(DEMO.entrepreneur);
    const { text } = await page(b, `/calendar?vista=agenda&fecha=${day(-3)}`);
    expect(text).toContain("Sesión pasada calificada");
    expect(text).toContain("Mentoría de hoy");
    const empty = await page(b, `/calendar?vista=agenda&fecha=${TODAY.add({ years: 2 }).toString()}`);
    expect(empty.text).toContain("No tienes sesiones en estas fechas");
  });

  test("the time zone: a POST sets the cookie and every time follows it (Madrid is 6 hours ahead)", async () => {
    const b = await as(DEMO.entrepreneur, true);
    const back = `/calendar?vista=dia&fecha=${day(1)}`;
    const response = await b.formPost("/calendar", { intent: "zona", zona: "ES", volver: back });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(back);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("tz="));
    expect(cookie).toMatch(/^tz=ES; Path=\/; SameSite=Lax/);
    expect(cookie).toContain("Max-Age=31536000");
    // 19:00 in Bogota is 01:00 the next day in Madrid.
    const next = await page(b, back);
    expect(next.text).toContain("01:00 – 02:00");
    expect(next.text).toContain("Mentoría de hoy");
    expect(next.html).toMatch(/<option[^>]*value="ES"[^>]*selected|<option[^>]*selected[^>]*value="ES"/);
    const today = await page(b, `/calendar?vista=dia&fecha=${day(0)}`);
    expect(today.text).not.toContain("Mentoría de hoy");
  });

  test("the zone form refuses unknown zones with a message and never redirects off the calendar", async () => {
    const b = await as(DEMO.entrepreneur, true);
    for (const body of [{ intent: "zona", zona: "XX" }, { intent: "otro" }]) {
      const refused = await b.formPost("/calendar", body);
      expect(refused.status).toBe(302);
      expect(refused.headers.get("Location")).toBe("/calendar");
      expect(flashText(await (await b.get("/calendar")).text())).toBe("Elige una zona horaria de la lista.");
    }
    const away = await b.formPost("/calendar", { intent: "zona", zona: "MX", volver: "https://evil.test/" });
    expect(away.headers.get("Location")).toBe("/calendar");
    const elsewhere = await b.formPost("/calendar", { intent: "zona", zona: "MX", volver: "/user" });
    expect(elsewhere.headers.get("Location")).toBe("/calendar");
  });

  test("a failing sessions call shows 'Error al traer los eventos' on the page", async () => {
    const b = await as(DEMO.entrepreneur);
    failSessions = true;
    try {
      const { status, text } = await page(b, "/calendar");
      expect(status).toBe(200);
      expect(text).toContain("Error al traer los eventos");
      expect(text).toContain("Mi Calendario");
    } finally {
      failSessions = false;
    }
  });
});

describe("a busy day (issue 31): the calendar shows what a reader can read", () => {
  const names = (text: string) => [...text.matchAll(/Taller \d\d/g)].map((m) => m[0]);
  const hrefs = (html: string, prefix: string) => linksTo(html, prefix).map((h) => h.replace(/&amp;/g, "&"));

  test("the month grid shows 3 sessions of the day and '+14 más' to the day view", async () => {
    const b = await as(DEMO.institution);
    const { html } = await page(b, `/calendar?vista=mes&fecha=${BUSY_DAY}`);
    // The grid itself; a phone's list of the chosen day (below it) has its own test.
    const grid = textOf(element(html, /<table\b/)!);
    expect(names(grid)).toEqual(["Taller 01", "Taller 02", "Taller 03"]);
    expect(grid).toContain("07:00 Taller 01");
    expect(grid).toMatch(/\+14 más sesiones: \S+, \d+ de \S+ de \d{4}/);
    // "+N más" in the month only for the busy day (in the grid and in the chosen day's list): to that day's view.
    const more = [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>\+\d+ más/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(more).toEqual([`/calendar?vista=dia&fecha=${BUSY_DAY}`, `/calendar?vista=dia&fecha=${BUSY_DAY}`]);
  });

  test("a phone's month (issue 30 §5): every day a link to its list, the chosen day's sessions listed below", async () => {
    const b = await as(DEMO.institution);
    const { html } = await page(b, `/calendar?vista=mes&fecha=${BUSY_DAY}`);
    // A link per day of the grid (whole weeks), each choosing that day in the month view, back at the grid.
    const dayLinks = hrefs(html, "/calendar?vista=mes&fecha=").filter((h) => h.endsWith("#mes"));
    expect([35, 42]).toContain(dayLinks.length);
    expect(new Set(dayLinks).size).toBe(dayLinks.length);
    expect(dayLinks).toContain(`/calendar?vista=mes&fecha=${BUSY_DAY}#mes`);
    expect(html).toMatch(/<div [^>]*id="mes"/);
    // The chosen day's link is marked current and names its 17 sessions; a day without any names none.
    const busy = element(html, new RegExp(`<a [^>]*href="/calendar\\?vista=mes&amp;fecha=${BUSY_DAY}#mes"`))!;
    expect(busy).toContain('aria-current="true"');
    expect(textOf(busy)).toMatch(/: 17 sesiones$/);
    const quiet = day(61);
    if (quiet.slice(0, 7) === BUSY_DAY.slice(0, 7)) {
      const link = element(html, new RegExp(`<a [^>]*href="/calendar\\?vista=mes&amp;fecha=${quiet}#mes"`))!;
      expect(textOf(link)).not.toContain("sesi");
      expect(link).not.toContain("aria-current");
    }
    // Below the grid: the day's heading, its first sessions as links to their details, "+14 más" to the day view.
    const list = element(html, /<section [^>]*aria-labelledby="dia-elegido"/)!;
    expect(textOf(list)).toMatch(/^\S+, \d+ de \S+ de \d{4} /);
    expect(names(textOf(list))).toEqual(["Taller 01", "Taller 02", "Taller 03"]);
    expect(linksTo(list, "/calendar/evento/")).toHaveLength(3);
    expect(textOf(list)).toContain("+14 más");
    // Another day of the month, chosen by its link: its own (empty) list, no JavaScript involved.
    const other = await page(b, `/calendar?vista=mes&fecha=${day(61)}`);
    const otherList = textOf(element(other.html, /<section [^>]*aria-labelledby="dia-elegido"/)!);
    expect(otherList).toContain("Sin sesiones");
    expect(names(otherList)).toEqual([]);
  });

  test("the week shows 5 a day and '+12 más'", async () => {
    const { text } = await page(await as(DEMO.institution), `/calendar?vista=semana&fecha=${BUSY_DAY}`);
    expect(names(text)).toEqual(["Taller 01", "Taller 02", "Taller 03", "Taller 04", "Taller 05"]);
    expect(text).toContain("+12 más");
  });

  test("the day view lists 15 a page, the second page the other 2, and a page past the end goes to page 1", async () => {
    const b = await as(DEMO.institution);
    const first = await page(b, `/calendar?vista=dia&fecha=${BUSY_DAY}`);
    expect(names(first.text)).toHaveLength(15);
    expect(names(first.text)[14]).toBe("Taller 15");
    expect(first.text).not.toContain("más");
    expect(hrefs(first.html, "/calendar?")).toContain(`/calendar?vista=dia&fecha=${BUSY_DAY}&pagina=2`);
    const second = await page(b, `/calendar?vista=dia&fecha=${BUSY_DAY}&pagina=2`);
    expect(names(second.text)).toEqual(["Taller 16", "Taller 17"]);
    // Session links keep the page, so the page behind 'Detalles del evento' stays where it was.
    expect(hrefs(second.html, "/calendar/evento/")).toContain(
      `/calendar/evento/ocupado-16?vista=dia&fecha=${BUSY_DAY}&pagina=2`,
    );
    const past = await b.get(`/calendar?vista=dia&fecha=${BUSY_DAY}&pagina=9`);
    expect(past.status).toBe(302);
    expect(past.headers.get("Location")).toBe(`/calendar?vista=dia&fecha=${BUSY_DAY}`);
  });

  test("the agenda paginates too", async () => {
    const b = await as(DEMO.institution);
    const first = await page(b, `/calendar?vista=agenda&fecha=${BUSY_DAY}`);
    expect(names(first.text)).toHaveLength(15);
    const second = await page(b, `/calendar?vista=agenda&fecha=${BUSY_DAY}&pagina=2`);
    expect(names(second.text)).toEqual(["Taller 16", "Taller 17"]);
  });
});

describe("'Detalles del evento'", () => {
  const details = async (email: string, slug: string) => page(await as(email), `/calendar/evento/${slug}`);

  test("the facts: name, 'Sesión de avance' without a topic, type, program, tool, mentor, times", async () => {
    const { status, text } = await details(DEMO.entrepreneur, "hoy-individual");
    expect(status).toBe(200);
    for (const s of [
      "Detalles del evento",
      "Mentoría de hoy",
      "Sesión de avance",
      "Individual",
      "Aceleración",
      "Finanzas",
      "Mentor Demo",
      "Emprendedor Demo",
    ])
      expect(text).toContain(s);
    expect(text).toContain("Mi Calendario"); // over the calendar
    expect((await details(DEMO.entrepreneur, "pasada-calificada")).text).toContain("Plan financiero");
  });

  test("participant: 'Unirse a la sesión'; 'Calificar sesión' once ended; a disabled 'Sesión calificada' when rated", async () => {
    const now = await details(DEMO.entrepreneur, "hoy-individual");
    expect(now.text).toContain("Unirse a la sesión");
    expect(now.text).not.toContain("Calificar sesión");
    expect(now.text).not.toContain("Registrar acta");
    expect(now.text).not.toContain("Eliminar");
    const past = await details(DEMO.entrepreneur, "pasada-sin-calificar");
    expect(linksTo(past.html, "/calendar/evento/pasada-sin-calificar/calificar")).toHaveLength(1);
    const rated = await details(DEMO.entrepreneur, "pasada-calificada");
    expect(rated.text).toContain("Sesión calificada");
    expect(rated.html).toMatch(/<button[^>]*disabled[^>]*>[^<]*Sesión calificada/);
    for (const s of ["Descargar transcripción", "Archivos", "Agregar a mi calendario"]) expect(rated.text).toContain(s);
  });

  test("mentor: 'Registrar acta' or 'Editar acta', 'Asistencia', the registration link, edit, delete, report", async () => {
    const fresh = await details(DEMO.mentor, "hoy-individual");
    for (const s of [
      "Registrar acta",
      "Asistencia",
      "Obtener Link de Registro",
      "Editar",
      "Eliminar",
      "Descargar reporte de asistencia",
      "Iniciar sesión",
    ])
      expect(fresh.text).toContain(s);
    expect(fresh.text).not.toContain("Unirse a la sesión");
    expect((await details(DEMO.mentor, "pasada-calificada")).text).toContain("Editar acta");
    const attended = await details(DEMO.mentor, "con-link");
    expect(attended.text).toContain("Editar acta");
    expect(attended.text).toContain("Compartir evento");
    expect(attended.text).not.toContain("Obtener Link de Registro");
  });

  test("staff: 'Ver acta' when there is one, else 'Evento sin acta'", async () => {
    expect((await details(DEMO.institution, "pasada-calificada")).text).toContain("Ver acta");
    const none = await details(DEMO.institution, "hoy-individual");
    expect(none.text).toContain("Evento sin acta");
    expect(none.text).not.toContain("Registrar acta");
    expect(none.text).toContain("Iniciar sesión");
  });

  test("an ended session says whether it is confirmed or pending (nobody attended); an upcoming one says neither", async () => {
    expect((await details(DEMO.mentor, "con-link")).text).toContain("Estado Confirmada");
    const pending = (await details(DEMO.entrepreneur, "pasada-sin-calificar")).text;
    expect(pending).toContain("Estado Pendiente: ningún participante tiene asistencia registrada");
    const { fecha_inicio, fecha_fin } = fixtures[0]!;
    Object.assign(fixtures[0]!, { fecha_inicio: `${day(1)} 09:00`, fecha_fin: `${day(1)} 10:00` });
    try {
      const upcoming = (await details(DEMO.entrepreneur, "hoy-individual")).text;
      expect(upcoming).not.toContain("Confirmada");
      expect(upcoming).not.toContain("Pendiente");
    } finally {
      Object.assign(fixtures[0]!, { fecha_inicio, fecha_fin });
    }
  });

  test("a recording shows 'Ver grabación'", async () => {
    fixtures[0]!.tiene_video = true;
    try {
      const { html } = await details(DEMO.entrepreneur, "hoy-individual");
      expect(linksTo(html, "/video/9001")).toHaveLength(1);
    } finally {
      fixtures[0]!.tiene_video = false;
    }
  });

  test("someone not in the session gets 403, an unknown session 404", async () => {
    expect((await details(DEMO.otherInstitution, "hoy-individual")).status).toBe(403);
    expect((await details(DEMO.entrepreneur, "solo-mentor")).status).toBe(403);
    expect((await details(DEMO.entrepreneur, "no-existe")).status).toBe(404);
  });

  test("times follow the zone cookie", async () => {
    const b = await as(DEMO.entrepreneur, true);
    b.setCookie("tz=ES");
    const { text } = await page(b, "/calendar/evento/hoy-individual");
    expect(text).toMatch(/1:00/);
  });
});

describe("with the local API's seeded sessions", () => {
  const agenda = `/calendar?vista=agenda&fecha=${day(-14)}`;
  test("each role sees its own sessions", async () => {
    const entrepreneur = textOf(await (await (await real.browserAs(DEMO.entrepreneur)).get(agenda)).text());
    expect(entrepreneur).toContain(SEED_SESSION_NAMES.financeNext);
    expect(entrepreneur).toContain(SEED_SESSION_NAMES.cashFlowPast);
    expect(entrepreneur).not.toContain(SEED_SESSION_NAMES.webinarNext);
    expect(entrepreneur).not.toContain(SEED_SESSION_NAMES.financeOther);
    const mentor = textOf(await (await (await real.browserAs(DEMO.mentor)).get(agenda)).text());
    expect(mentor).toContain(SEED_SESSION_NAMES.financeOther);
    expect(mentor).not.toContain(SEED_SESSION_NAMES.webinarNext);
    const staff = textOf(await (await (await real.browserAs(DEMO.institution)).get(agenda)).text());
    expect(staff).toContain(SEED_SESSION_NAMES.webinarNext);
    const other = textOf(await (await (await real.browserAs(DEMO.otherInstitution)).get(agenda)).text());
    expect(other).not.toContain(SEED_SESSION_NAMES.financeNext);
  });
});
