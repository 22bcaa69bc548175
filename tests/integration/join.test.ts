// The public join page /link/{uuid} (second spec › Screens and routes "Join-event page", second spec › The calls it makes) through the Worker without JS: the
// session's date and times in Colombian Spanish, the disabled join button, 'No se encontró el evento.',
// and the guest registration. The API's start_link calls are stubbed (./session-media-stub.ts).
import { beforeEach, describe, expect, test } from "vitest";
import { DEMO, fieldErrors, formErrors, input, textOf } from "./harness";
import type { ApiSession } from "../../app/api/contract/calendario";
import { useStubbedApi } from "./session-media-stub";

const api = useStubbedApi();
const uuid = "3f9a1c2e-0000-4000-8000-00000000abcd";
const path = `/link/${uuid}`;
const EVENT = {
  nombre: "Sesión abierta de mentoría",
  fecha_hora_inicio: "2026-11-23 09:00",
  fecha_hora_fin: "2026-11-23 10:30",
  direct_link: null,
  cupos: 3,
};

beforeEach(() => {
  api.reset();
  api.stub(`GET /calendario/start_link/${uuid}/`, { status: 200, body: EVENT });
});

// Intl puts no-break spaces in 'a. m.'.
const plain = (html: string) => textOf(html).replace(/[\u00a0\u202f]/g, " ");

describe("GET /link/{uuid}", () => {
  test("signed out: name, date, start and end in Colombian Spanish; the join button disabled with the note", async () => {
    const response = await api.browser().get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = plain(html);
    expect(text).toContain("Sesión abierta de mentoría");
    expect(text).toContain("lunes, 23 de noviembre de 2026");
    expect(text).toContain("9:00 a. m.");
    expect(text).toContain("10:30 a. m.");
    expect(html).toMatch(
      /<button[^>]*disabled=""[^>]*>Unirse a la sesión<\/button>|<button[^>]*disabled[^>]*>[^<]*Unirse a la sesión/,
    );
    expect(text).toContain("El enlace de ingreso se habilitará unos minutos antes del inicio de la sesión.");
    expect(text).toContain("Quedan 3 cupos.");
    expect(input(html, "nombre")).toBeDefined();
    expect(input(html, "email")).toBeDefined();
    // The guest's call carries no token.
    expect(api.callsOf(`GET /calendario/start_link/${uuid}/`)[0]?.authorization).toBeUndefined();
  });

  test("signed in too, and the join button is a link once the direct link exists", async () => {
    api.stub(`GET /calendario/start_link/${uuid}/`, {
      status: 200,
      body: { ...EVENT, direct_link: "https://meet.jit.si/sesion-abierta" },
    });
    const b = await api.browserAs(DEMO.entrepreneur);
    const html = await (await b.get(path)).text();
    expect(html).toMatch(/<a[^>]*href="https:\/\/meet\.jit\.si\/sesion-abierta"[^>]*>Unirse a la sesión<\/a>/);
    expect(api.callsOf(`GET /calendario/start_link/${uuid}/`)[0]?.authorization).toBeUndefined();
  });

  test("a direct link that is not http(s) stays a disabled button", async () => {
    api.stub(`GET /calendario/start_link/${uuid}/`, {
      status: 200,
      body: { ...EVENT, direct_link: "javascript:alert(1)" },
    });
    const html = await (await api.browser().get(path)).text();
    expect(html).not.toContain("javascript:alert");
    expect(html).toMatch(/<button[^>]*disabled/);
  });

  test("an ISO instant in UTC is shown in Bogota time", async () => {
    api.stub(`GET /calendario/start_link/${uuid}/`, {
      status: 200,
      body: { ...EVENT, fecha_hora_inicio: "2026-11-23T19:00:00Z", fecha_hora_fin: "2026-11-23T20:00:00Z" },
    });
    const text = plain(await (await api.browser().get(path)).text());
    expect(text).toContain("2:00 p. m.");
    expect(text).toContain("3:00 p. m.");
  });

  test.each([
    [404, "No encontrado."],
    [400, "El enlace ya expiró."],
  ])("an answer of %s: the API's text under 'Error', with its status", async (status, detail) => {
    api.stub(`GET /calendario/start_link/${uuid}/`, { status, body: { detail } });
    const response = await api.browser().get(path);
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe("Error");
    expect(textOf(html)).toContain(detail);
    expect(textOf(html)).not.toContain("Ups! Parece que te has perdido");
    expect(input(html, "email")).toBeUndefined();
  });

  test("an answer without text: 'No se encontró el evento.' for a 404, 'Error fetching event data.' otherwise", async () => {
    api.stub(`GET /calendario/start_link/${uuid}/`, { status: 404, body: {} });
    expect(textOf(await (await api.browser().get(path)).text())).toContain("No se encontró el evento.");
    api.stub(`GET /calendario/start_link/${uuid}/`, { status: 410, body: {} });
    const gone = await api.browser().get(path);
    expect(gone.status).toBe(410);
    expect(textOf(await gone.text())).toContain("Error fetching event data.");
  });

  test("no places left: no form, the message", async () => {
    api.stub(`GET /calendario/start_link/${uuid}/`, { status: 200, body: { ...EVENT, cupos: 0 } });
    const html = await (await api.browser().get(path)).text();
    expect(textOf(html)).toContain("No quedan cupos para esta sesión.");
    expect(input(html, "email")).toBeUndefined();
  });
});

describe("POST /link/{uuid}: guest registration", () => {
  test("valid: one registration sent, then the thank-you state", async () => {
    api.stub(`POST /calendario/start_link/${uuid}/registro`, { status: 201 });
    const b = api.browser();
    const response = await b.formPost(path, { nombre: " Invitada Uno ", email: "invitada@example.test" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`${path}?registrado=1`);
    const calls = api.callsOf(`POST /calendario/start_link/${uuid}/registro`);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!.body)).toEqual({ nombre: "Invitada Uno", email: "invitada@example.test" });
    expect(calls[0]!.authorization).toBeUndefined();
    const text = textOf(await (await b.follow(response)).text());
    expect(text).toContain("¡Gracias por registrarte!");
  });

  test("invalid: the messages, the values kept, nothing sent", async () => {
    const response = await api.browser().formPost(path, { nombre: "", email: "no es correo" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "nombre")).toEqual(["Por favor ingrese su nombre!"]);
    expect(fieldErrors(html, "email")).toEqual(["Por favor ingrese un email válido, sin espacios!"]);
    expect(input(html, "email")?.value).toBe("no es correo");
    expect(api.callsOf(`POST /calendario/start_link/${uuid}/registro`)).toHaveLength(0);
  });

  test("full or expired: the API's message in the form, the values kept", async () => {
    api.stub(`POST /calendario/start_link/${uuid}/registro`, {
      status: 400,
      body: { detail: "El link ya alcanzó el máximo de usuarios" },
    });
    const response = await api.browser().formPost(path, { nombre: "Ana", email: "ana@example.test" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(formErrors(html)).toEqual(["El link ya alcanzó el máximo de usuarios"]);
    expect(input(html, "nombre")?.value).toBe("Ana");
  });

  test("a cross-site post is refused before the API", async () => {
    const response = await api.browser().formPost(
      path,
      { nombre: "Ana", email: "ana@example.test" },
      {
        headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
      },
    );
    expect(response.status).toBe(403);
    expect(api.callsOf(`POST /calendario/start_link/${uuid}/registro`)).toHaveLength(0);
  });
});

describe("a real registration link of the local API (no stubs)", () => {
  // Upcoming Grupal webinar of Incubadora Demo, from the seed.
  const WEBINAR = "Webinar de marketing digital · Redes sociales";

  test("entidad@ creates a link; signed out, the page shows the session and takes guests until it is full", async () => {
    api.reset();
    const asInstitution = await api.apiAs(DEMO.institution);
    const sessions = (await (await asInstitution("/calendario/")).json()) as ApiSession[];
    const webinar = sessions.find((s) => s.nombre === WEBINAR);
    if (!webinar) throw new Error(`${WEBINAR} is not among entidad@'s sessions`);
    const created = await asInstitution("/usuario/link/crear", {
      method: "POST",
      json: {
        creador: webinar.usuario ?? 1,
        entidad: webinar.entidad,
        evento: webinar.id,
        fecha_expiracion: webinar.fecha_fin,
        maximo_usuarios: 2,
        mentoria: webinar.mentoria,
        nombre: webinar.nombre,
        programa: webinar.programa,
      },
    });
    expect([200, 201]).toContain(created.status);
    const { uuid } = (await created.json()) as { uuid: string };
    const link = `/link/${uuid}`;

    const b = api.browser();
    const page = await b.get(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    const text = plain(html);
    expect(text).toContain(WEBINAR);
    expect(text).toMatch(/(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de \p{L}+ de \d{4}/u);
    expect(text).toMatch(/\d{1,2}:\d{2} [ap]\. m\./);
    expect(html).toMatch(/<button[^>]*disabled/);
    expect(text).toContain("Quedan 2 cupos.");

    for (const email of ["guest1@example.test", "guest2@example.test"]) {
      const registered = await b.formPost(link, { nombre: "Invitado", email });
      expect(registered.status, formErrors(await registered.clone().text()).join(" / ")).toBe(302);
      expect(textOf(await (await b.follow(registered)).text())).toContain("¡Gracias por registrarte!");
    }
    const full = await b.get(link);
    expect(textOf(await full.text())).toContain("No quedan cupos para esta sesión.");
    const refused = await b.formPost(link, { nombre: "Tarde", email: "guest3@example.test" });
    expect(refused.status).toBe(400);
    expect(formErrors(await refused.text())).toEqual(["No hay cupos disponibles para este evento."]);
  });
});
