// Session downloads, the calendar feed and /video/{id} through the Worker without JS (core spec › Error catalogue, core spec › Business constants and limits;
// second spec › Screens and routes "Event video page", second spec › The calls it makes): headers, file names, flashes, 404s, who may call what. The session
// calls are stubbed (./session-media-stub.ts) so every answer of the contract is exercised.
import { beforeEach, describe, expect, test } from "vitest";
import { DEMO, flashText, textOf } from "./harness";
import { SESSION, useStubbedApi } from "./session-media-stub";

const api = useStubbedApi();
const slug = SESSION.slug;

beforeEach(() => {
  api.reset();
  api.stub(`GET /calendario/evento/${slug}`, { status: 200, body: SESSION });
  api.stub(`GET /calendario/evento/${SESSION.id}`, { status: 200, body: SESSION });
});

/** Follows a redirect and returns the flash toast's text. */
async function flashAfter(b: Awaited<ReturnType<typeof api.browserAs>>, response: Response): Promise<string> {
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe(`/calendar/evento/${slug}`);
  return flashText(await (await b.follow(response)).text());
}

describe("transcript: /calendar/evento/{slug}/transcripcion", () => {
  const path = `/calendar/evento/${slug}/transcripcion`;

  test("200: transcripcion_{id}.txt as an attachment, not stored", async () => {
    api.stub(`GET /calendario/get_transcrtip/${SESSION.id}/`, {
      status: 200,
      text: "Mentor: hola\nEmprendedora: ¿qué tal?",
      contentType: "text/plain",
    });
    const b = await api.browserAs(DEMO.mentor);
    const response = await b.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="transcripcion_${SESSION.id}.txt"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.text()).toBe("Mentor: hola\nEmprendedora: ¿qué tal?");
  });

  test("fetched by the page's script (X-Download-Notice): the file plus 'Transcripción descargada'; a plain link: no flash", async () => {
    api.stub(`GET /calendario/get_transcrtip/${SESSION.id}/`, { status: 200, text: "hola", contentType: "text/plain" });
    const b = await api.browserAs(DEMO.mentor);
    const plain = await b.get(path);
    expect(await plain.text()).toBe("hola");
    expect(plain.headers.get("Set-Cookie") ?? "").not.toContain("flash=");
    const scripted = await b.get(path, { headers: { "X-Download-Notice": "1" } });
    expect(scripted.headers.get("Content-Disposition")).toBe(`attachment; filename="transcripcion_${SESSION.id}.txt"`);
    expect(await scripted.text()).toBe("hola");
    const details = await b.get(`/calendar/evento/${slug}`);
    expect(flashText(await details.text())).toContain("Transcripción descargada");
  });

  test("400: back to the session with 'Info: ' and the server's text", async () => {
    api.stub(`GET /calendario/get_transcrtip/${SESSION.id}/`, {
      status: 400,
      text: "La transcripción aún no está lista",
      contentType: "text/plain",
    });
    const b = await api.browserAs(DEMO.mentor);
    expect(await flashAfter(b, await b.get(path))).toContain("Info: La transcripción aún no está lista");
  });

  test("400 with a JSON detail: the detail is the text", async () => {
    api.stub(`GET /calendario/get_transcrtip/${SESSION.id}/`, { status: 400, body: { detail: "Sin grabación" } });
    const b = await api.browserAs(DEMO.mentor);
    expect(await flashAfter(b, await b.get(path))).toContain("Info: Sin grabación");
  });

  test.each([403, 404, 500])("%s: 'Error al obtener la transcripción'", async (status) => {
    api.stub(`GET /calendario/get_transcrtip/${SESSION.id}/`, { status, body: { detail: "Traceback" } });
    const b = await api.browserAs(DEMO.mentor);
    const flash = await flashAfter(b, await b.get(path));
    expect(flash).toContain("Error al obtener la transcripción");
    expect(flash).not.toContain("Traceback");
  });

  test("signed out: to the login; unknown session: 404 page", async () => {
    const anonymous = await api.browser().get(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    api.stub(`GET /calendario/evento/${slug}`, { status: 404, body: { detail: "No encontrado." } });
    const b = await api.browserAs(DEMO.mentor);
    expect((await b.get(path)).status).toBe(404);
    expect(api.callsOf(`GET /calendario/get_transcrtip/${SESSION.id}/`)).toHaveLength(0);
  });
});

describe("attendance report: /calendar/evento/{slug}/reporte", () => {
  const path = `/calendar/evento/${slug}/reporte`;
  const rows = [
    {
      nombre: "Ana",
      apellido: "Pérez, Gómez",
      email: "ana@example.test",
      asistencia: true,
      evento: SESSION.nombre,
      fecha_inicio: SESSION.fecha_inicio,
      fecha_fin: SESSION.fecha_fin,
    },
    {
      nombre: '=HYPERLINK("http://x")',
      apellido: "+57",
      email: "@ataque",
      asistencia: false,
      evento: SESSION.nombre,
      fecha_inicio: SESSION.fecha_inicio,
      fecha_fin: SESSION.fecha_fin,
    },
    {
      nombre: "Luis",
      apellido: "-Díaz",
      email: null,
      asistencia: null,
      evento: SESSION.nombre,
      fecha_inicio: SESSION.fecha_inicio,
      fecha_fin: SESSION.fecha_fin,
    },
  ];

  test("200: reporte_{id}.csv with a BOM, Spanish headers, neutralised cells, times in the user's zone", async () => {
    api.stub(`GET /calendario/get_user_report/${SESSION.id}/`, { status: 200, body: rows });
    const b = await api.browserAs(DEMO.mentor);
    // Mexico City is an hour behind Bogota in November.
    b.setCookie("tz=MX");
    const response = await b.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="reporte_${SESSION.id}.csv"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("Nombre,Apellido,Correo,Asistencia,Evento,Inicio,Fin");
    const event = '"Sesión de prueba, grupo; A"';
    expect(lines[1]).toBe(`Ana,"Pérez, Gómez",ana@example.test,Sí,${event},2026-11-23 08:00,2026-11-23 09:00`);
    expect(lines[2]).toBe(`"'=HYPERLINK(""http://x"")",'+57,'@ataque,No,${event},2026-11-23 08:00,2026-11-23 09:00`);
    expect(lines[3]).toBe(`Luis,'-Díaz,,Sin registro,${event},2026-11-23 08:00,2026-11-23 09:00`);
    expect(lines[4]).toBe("");
  });

  test("fetched by the page's script (X-Download-Notice): the CSV plus 'Descarga de reporte iniciada'", async () => {
    api.stub(`GET /calendario/get_user_report/${SESSION.id}/`, { status: 200, body: rows });
    const b = await api.browserAs(DEMO.mentor);
    const plain = await b.get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("Set-Cookie") ?? "").not.toContain("flash=");
    await plain.arrayBuffer();
    const scripted = await b.get(path, { headers: { "X-Download-Notice": "1" } });
    expect(scripted.headers.get("Content-Disposition")).toBe(`attachment; filename="reporte_${SESSION.id}.csv"`);
    await scripted.arrayBuffer();
    const details = await b.get(`/calendar/evento/${slug}`);
    expect(flashText(await details.text())).toContain("Descarga de reporte iniciada");
  });

  test("400: 'Info: ' and the text; other failures: 'Error al obtener el reporte de asistencia'", async () => {
    const b = await api.browserAs(DEMO.institution);
    api.stub(`GET /calendario/get_user_report/${SESSION.id}/`, {
      status: 400,
      text: "El evento no tiene asistentes",
      contentType: "text/plain",
    });
    expect(await flashAfter(b, await b.get(path))).toContain("Info: El evento no tiene asistentes");
    api.stub(`GET /calendario/get_user_report/${SESSION.id}/`, { status: 500, body: { detail: "Traceback" } });
    expect(await flashAfter(b, await b.get(path))).toContain("Error al obtener el reporte de asistencia");
    api.stub(`GET /calendario/get_user_report/${SESSION.id}/`, {
      status: 200,
      text: "<html>",
      contentType: "text/html",
    });
    expect(await flashAfter(b, await b.get(path))).toContain("Error al obtener el reporte de asistencia");
  });

  test("a session the user may not see: the API's 403 page", async () => {
    api.stub(`GET /calendario/evento/${slug}`, { status: 403, body: { detail: "Sin permiso." } });
    const b = await api.browserAs(DEMO.otherInstitution);
    expect((await b.get(path)).status).toBe(403);
    expect(api.callsOf(`GET /calendario/get_user_report/${SESSION.id}/`)).toHaveLength(0);
  });
});

describe(".ics: /calendar/evento/{slug}/ics", () => {
  test("sesion_{id}.ics: one VEVENT in UTC, escaped summary, the session's URL", async () => {
    const b = await api.browserAs(DEMO.entrepreneur);
    const response = await b.get(`/calendar/evento/${slug}/ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="sesion_${SESSION.id}.ics"`);
    const body = (await response.text()).replace(/\r\n /g, "");
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(body).toContain(`\r\nUID:${slug}@localhost:8787\r\n`);
    expect(body).toContain("\r\nDTSTART:20261123T140000Z\r\nDTEND:20261123T150000Z\r\n");
    expect(body).toContain("\r\nSUMMARY:Sesión de prueba\\, grupo\\; A\r\n");
    expect(body).toContain(
      "\r\nDESCRIPTION:Herramienta: Diagnóstico\\nMentor: Mario Mentor\\nPrograma: Programa de Incubación 2026\r\n",
    );
    expect(body).toContain(`\r\nURL:http://localhost:8787/calendar/evento/${slug}\r\n`);
  });
});

describe("calendar feed", () => {
  test("/calendar/feed without a feed: 'Generar enlace', no URL", async () => {
    api.stub("GET /calendario/feed/", { status: 200, body: { token: null } });
    const b = await api.browserAs(DEMO.entrepreneur);
    const response = await b.get("/calendar/feed");
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("Sincronizar mi calendario");
    expect(text).toContain("Generar enlace");
    expect(text).not.toContain("Revocar enlace");
  });

  test("/calendar/feed with a feed: the absolute URL read-only, subscribe steps, new link and revoke", async () => {
    api.stub("GET /calendario/feed/", { status: 200, body: { token: "tok_abc-123" } });
    const b = await api.browserAs(DEMO.mentor);
    const html = await (await b.get("/calendar/feed")).text();
    expect(html).toMatch(
      /<input[^>]*readOnly=""[^>]*value="http:\/\/localhost:8787\/ical\/tok_abc-123"|<input[^>]*value="http:\/\/localhost:8787\/ical\/tok_abc-123"[^>]*readOnly/i,
    );
    const text = textOf(html);
    expect(text).toContain("Otros calendarios → Desde URL");
    expect(text).toContain("Agregar calendario → Suscribirse desde web");
    expect(text).toContain("Generar un enlace nuevo");
    expect(text).toContain("Revocar enlace");
    expect(text).toContain("el enlace anterior deja de funcionar");
  });

  test("POST rotate and revoke: one API call each, back with a flash", async () => {
    api.stub("GET /calendario/feed/", { status: 200, body: { token: "tok_new" } });
    api.stub("POST /calendario/feed/", { status: 201, body: { token: "tok_new" } });
    api.stub("DELETE /calendario/feed/", { status: 204 });
    const b = await api.browserAs(DEMO.mentor);
    const rotated = await b.formPost("/calendar/feed", { intent: "rotate" });
    expect(rotated.status).toBe(302);
    expect(rotated.headers.get("Location")).toBe("/calendar/feed");
    expect(api.callsOf("POST /calendario/feed/")).toHaveLength(1);
    expect(flashText(await (await b.follow(rotated)).text())).toContain("Enlace de calendario generado");
    const revoked = await b.formPost("/calendar/feed", { intent: "revoke" });
    expect(api.callsOf("DELETE /calendario/feed/")).toHaveLength(1);
    expect(flashText(await (await b.follow(revoked)).text())).toContain("Enlace de calendario revocado");
  });

  test("POST with an unknown intent: 400, nothing sent; the API failing: an error flash", async () => {
    const b = await api.browserAs(DEMO.mentor);
    expect((await b.formPost("/calendar/feed", { intent: "x" })).status).toBe(400);
    expect(api.callsOf("POST /calendario/feed/")).toHaveLength(0);
    api.stub("POST /calendario/feed/", { status: 500, body: { detail: "Traceback" } });
    api.stub("GET /calendario/feed/", { status: 200, body: { token: null } });
    const failed = await b.formPost("/calendar/feed", { intent: "rotate" });
    expect(api.callsOf("POST /calendario/feed/")).toHaveLength(1);
    expect(flashText(await (await b.follow(failed)).text())).toContain("Error, por favor intenta nuevamente");
  });

  test("/ical/{token}: every session as text/calendar, no sign-in, no token sent to the API", async () => {
    api.stub("GET /calendario/feed/tok_abc-123/", {
      status: 200,
      body: [SESSION, { ...SESSION, id: 8, slug: "otra" }],
    });
    const response = await api.browser().get("/ical/tok_abc-123");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=300");
    const body = await response.text();
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(body).toContain("X-WR-CALNAME:Mis sesiones");
    const [call] = api.callsOf("GET /calendario/feed/tok_abc-123/");
    expect(call?.authorization).toBeUndefined();
  });

  test("/ical/{token}: 404 when unknown or revoked, and for a malformed token without asking the API", async () => {
    api.stub("GET /calendario/feed/revocado/", { status: 404, body: { detail: "No encontrado." } });
    expect((await api.browser().get("/ical/revocado")).status).toBe(404);
    expect((await api.browser().get("/ical/%3Cscript%3E")).status).toBe(404);
    expect(api.callsOf("GET /calendario/feed/<script>/")).toHaveLength(0);
  });
});

describe("recording: /video/{id}", () => {
  test("a recording elsewhere: the session's name and date and a 'Ver grabación' link", async () => {
    api.stub(`GET /calendario/evento/${SESSION.id}/video`, {
      status: 200,
      body: { url_video: "https://videos.example.test/grabacion/7" },
    });
    const b = await api.browserAs(DEMO.entrepreneur);
    const response = await b.get(`/video/${SESSION.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain("<video");
    expect(html).toContain('href="https://videos.example.test/grabacion/7"');
    const text = textOf(html);
    expect(text).toContain(SESSION.nombre);
    expect(text).toContain("Ver grabación");
    expect(text).toContain("Fecha: 23/11/2026, 9:00");
  });

  test("a video file of the app's origin plays in a <video controls>", async () => {
    api.stub(`GET /calendario/evento/${SESSION.id}/video`, {
      status: 200,
      body: { url_video: "http://localhost:8787/api/media/grabaciones/7.mp4" },
    });
    const b = await api.browserAs(DEMO.entrepreneur);
    const html = await (await b.get(`/video/${SESSION.id}`)).text();
    expect(html).toMatch(/<video[^>]*controls[^>]*src="http:\/\/localhost:8787\/api\/media\/grabaciones\/7.mp4"/);
  });

  test("no recording: the API's text; never a javascript: URL", async () => {
    api.stub(`GET /calendario/evento/${SESSION.id}/video`, {
      status: 404,
      body: { detail: "Este evento no tiene grabación" },
    });
    const b = await api.browserAs(DEMO.entrepreneur);
    const missing = await b.get(`/video/${SESSION.id}`);
    expect(missing.status).toBe(200);
    expect(textOf(await missing.text())).toContain("Este evento no tiene grabación");
    api.stub(`GET /calendario/evento/${SESSION.id}/video`, { status: 200, body: { url_video: "javascript:alert(1)" } });
    const html = await (await b.get(`/video/${SESSION.id}`)).text();
    expect(html).not.toContain("javascript:alert");
    expect(textOf(html)).toContain("La grabación no tiene un enlace válido.");
  });

  test("a marketplace session's recording comes from /video/marketplace (second spec › The calls it makes)", async () => {
    api.stub(`GET /calendario/evento/${SESSION.id}`, { status: 200, body: { ...SESSION, marketplace: true } });
    api.stub(`GET /calendario/evento/${SESSION.id}/video/marketplace`, {
      status: 200,
      body: { url_video: "https://videos.example.test/marketplace/7" },
    });
    const b = await api.browserAs(DEMO.entrepreneur);
    const html = await (await b.get(`/video/${SESSION.id}`)).text();
    expect(html).toContain('href="https://videos.example.test/marketplace/7"');
    expect(api.callsOf(`GET /calendario/evento/${SESSION.id}/video/marketplace`)).toHaveLength(1);
    expect(api.callsOf(`GET /calendario/evento/${SESSION.id}/video`)).toHaveLength(0);
  });

  test("unknown or malformed ids: 404; signed out: to the login", async () => {
    const b = await api.browserAs(DEMO.entrepreneur);
    expect((await b.get("/video/abc")).status).toBe(404);
    api.stub("GET /calendario/evento/999", { status: 404, body: { detail: "No encontrado." } });
    expect((await b.get("/video/999")).status).toBe(404);
    const anonymous = await api.browser().get(`/video/${SESSION.id}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(`/video/${SESSION.id}`)}`);
  });
});
