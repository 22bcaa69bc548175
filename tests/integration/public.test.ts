// Issue 15, public pages and help centre: every public route answers 200 to a visitor with no JavaScript
// file; the spec's content and figures; the landing forms end on their thank-you pages with an e-mail in
// the outbox; the help centre's search; `/` by host and configuration.
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, mailsTo, textOf, uniqueEmail, useTestWorker } from "./harness";

const worker = useTestWorker();
const configured = useTestWorker({
  vars: {
    ESCUELA_JUNTAS_PREVENTA_HASTA: "2020-07-11",
    BOOTCAMP_INICIO: "2099-09-24",
    DEMO_URL: "https://agenda.example/demo",
    CONTACT_EMAIL: "datos@example.org",
    CONTACT_PHONE: "+57 300 123 4567",
    HELP_VIDEOS: JSON.stringify([{ id: "abc123XYZ_-", title: "Cómo usar el foro" }]),
  },
});

const PUBLIC_PAGES: [string, string][] = [
  ["/", "Mentorías 1 a 1 con fundadores expertos"],
  ["/software-para-aceleradoras", "Software para incubadoras y aceleradoras"],
  ["/escuela-juntas", "Escuela de Juntas Directivas"],
  ["/bootcamp", "Bootcamp para startups"],
  ["/juntas-asesoras", "Juntas asesoras para startups"],
  ["/gracias", "Ya tenemos tus datos de contacto"],
  ["/gracias-escuela-juntas", "Nuestro equipo se comunicará contigo muy pronto."],
  ["/gracias-juntas-asesoras", "Recibimos tus datos de contacto"],
  ["/terminos-y-condiciones", "Conoce nuestros términos y condiciones"],
  ["/politica-privacidad", "Permiso de lectura de tu calendario"],
  ["/centro-soporte", "Cómo podemos ayudarte?"],
  ["/videos-soporte", "Videos de soporte"],
];

describe("public pages, signed out", () => {
  test.each(PUBLIC_PAGES)("%s answers 200 with its content and no JavaScript file", async (path, text) => {
    const response = await worker.browser().get(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(textOf(html)).toContain(text);
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/i);
    expect(html).not.toMatch(/modulepreload/);
    // No third-party request on load: every stylesheet and image is the app's own (hreflang alternates,
    // absolute as search engines want them, are never loaded).
    for (const [, url] of html
      .replace(/<link\b[^>]*\brel="alternate"[^>]*>/g, "")
      .matchAll(/<(?:link|img)\b[^>]*\b(?:href|src)="([^"]+)"/g)) {
      expect(url!.startsWith("/") || url!.startsWith("#"), url).toBe(true);
    }
  });

  test("the home page has the spec's figures, the how-it-works list and the marketplace button", async () => {
    const text = textOf(await (await worker.browser().get("/")).text());
    for (const part of ["+100", "+950", "Elige un mentor", "Agenda una sesión 1 a 1", "Paga y accede a la sesión"])
      expect(text).toContain(part);
    expect(await (await worker.browser().get("/")).text()).toContain('href="/marketplace"');
  });

  test("the ecosystem page: eight benefits, the 48-hour claim, ten clients, the plans in COP", async () => {
    const html = await (await worker.browser().get("/software-para-aceleradoras")).text();
    const text = textOf(html);
    expect(text).toContain("menos de 48 horas");
    for (const part of ["Basic", "$28.800 COP por sesión", "Expert", "$23.200 COP por sesión", "Unlimited"])
      expect(text).toContain(part);
    expect(text).toContain("Marca blanca con la imagen de tu entidad");
    expect(text).toContain("Registro de asistencia cargado por los mentores");
    expect(html).toContain('href="/sign-up"');
    expect(html).toContain('href="/software-para-aceleradoras#demo"');
  });

  test("the legal pages carry the spec's rules and the configured contact", async () => {
    const terms = textOf(await (await configured.browser().get("/terminos-y-condiciones")).text());
    for (const rule of [
      "mentor, emprendedor y administrador",
      "transferencia bancaria, en pesos colombianos (COP)",
      "5 días hábiles",
      "30 días calendario",
      "1 día calendario",
      "50 salarios mínimos",
      "República de Colombia",
      "lunes a viernes de 8:00 a 17:00",
      "datos@example.org",
      "+57 300 123 4567",
    ])
      expect(terms).toContain(rule);
    const privacy = textOf(await (await configured.browser().get("/politica-privacidad")).text());
    for (const rule of ["solo lectura", "10 días hábiles", "15 días hábiles", "Cookies"])
      expect(privacy).toContain(rule);
  });

  test("signed out the header has Login and SignUp; signed in, Logout and the avatar to the user's home", async () => {
    const visitor = await (await worker.browser().get("/centro-soporte")).text();
    expect(visitor).toContain('href="/login"');
    expect(visitor).toContain('href="/sign-up"');
    const institution = await (await (await worker.browserAs(DEMO.institution)).get("/centro-soporte")).text();
    expect(institution).toContain('href="/institution"');
    expect(institution).toContain('action="/logout"');
  });
});

describe("landing pages: prices, seats and countdowns", () => {
  test("before the presale ends: the presale price, 5 seats and a countdown in days to seconds", async () => {
    const html = await (await worker.browser().get("/escuela-juntas")).text();
    const text = textOf(html);
    expect(text).toContain("$3.843.700 COP");
    expect(text).toContain("Quedan 5 cupos");
    expect(text).toContain("8 sesiones virtuales de 3 horas");
    for (const unit of ["días", "horas", "minutos", "segundos"]) expect(text).toContain(unit);
    expect(html).toMatch(/<script nonce="[^"]+">/);
  });

  test("after the configured presale end: the regular price and 'El tiempo se terminó!'", async () => {
    const text = textOf(await (await configured.browser().get("/escuela-juntas")).text());
    expect(text).toContain("$4.500.000 COP");
    expect(text).toContain("El tiempo se terminó!");
  });

  test("the bootcamp: 8 weeks, 8 seats, the first price and the configured payment page", async () => {
    const html = await (await configured.browser().get("/bootcamp")).text();
    const text = textOf(html);
    expect(text).toContain("8 semanas");
    expect(text).toContain("8 cupos");
    expect(text).toContain("$660.000 COP");
    expect(text).toContain("segundos");
  });
});

describe("landing forms (no JavaScript)", () => {
  test.each([
    ["/escuela-juntas", "/gracias-escuela-juntas"],
    ["/juntas-asesoras", "/gracias-juntas-asesoras"],
    ["/software-para-aceleradoras", "/gracias"],
  ])("%s: a contact lands on %s and its e-mail is in the outbox", async (page, thanks) => {
    const b = worker.browser();
    const email = uniqueEmail("contacto");
    const response = await b.formPost(page, { intent: "contacto", nombre: "Ana Pérez", email, empresa: "Startup" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(thanks);
    expect((await b.follow(response)).status).toBe(200);
    const rows = await worker.sql<{ origen: string }>("SELECT origen FROM contactos WHERE email = ?", email);
    expect(rows).toEqual([{ origen: page.slice(1) }]);
    expect((await mailsTo(b, email)).join(" ")).toContain("Ya tenemos tus datos de contacto");
  });

  test("the newsletter lands on /gracias", async () => {
    const b = worker.browser();
    const email = uniqueEmail("boletin");
    const response = await b.formPost("/software-para-aceleradoras", { intent: "boletin", email });
    expect(response.headers.get("Location")).toBe("/gracias");
    expect(await worker.sql("SELECT origen FROM contactos WHERE email = ?", email)).toEqual([{ origen: "newsletter" }]);
  });

  test("missing or invalid fields: 400 with the messages, and the values typed are kept", async () => {
    const response = await worker.browser().formPost("/juntas-asesoras", {
      intent: "contacto",
      nombre: "",
      email: "no es correo",
      empresa: "Mi Startup SAS",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "nombre")).toEqual(["Por favor completa este campo"]);
    expect(fieldErrors(html, "email")).toEqual(["Por favor ingrese un email válido, sin espacios!"]);
    expect(html).toContain("Mi Startup SAS");
  });
});

describe("help centre", () => {
  test("finds a demo article by a word of its title, whose file downloads", async () => {
    const b = worker.browser();
    const html = await (await b.get("/centro-soporte?q=contrase%C3%B1a")).text();
    expect(textOf(html)).toContain("Cómo cambiar tu contraseña");
    expect(textOf(html)).not.toContain("Cómo agendar una mentoría");
    const href = /href="(\/api\/articulos\/[^"]+)"/.exec(html)?.[1];
    expect(href).toBeTruthy();
    const file = await b.get(href!);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Disposition")).toContain("attachment");
    expect(await file.text()).toContain("Cómo cambiar tu contraseña");
  });

  test("nonsense: the spec's empty states with 'Contáctanos' to /soporte", async () => {
    const html = await (await worker.browser().get("/centro-soporte?q=zzqxw")).text();
    const text = textOf(html);
    expect(text).toContain("No se encontraron artículos para tu búsqueda");
    expect(text).toContain("No se encontraron videos para tu búsqueda");
    expect(html).toContain('href="/soporte"');
  });

  test("the FAQ sections and rules; at most 18 videos, as links with a lazy poster", async () => {
    const html = await (await worker.browser().get("/centro-soporte")).text();
    for (const section of ["Mentores", "Emprendedores-Empresarios", "Entidades", "General"])
      expect(html).toContain(`>${section}</summary>`);
    const text = textOf(html);
    expect(text).toContain("queda pendiente si ningún participante asistió");
    expect(text).toContain("por cada mentoría confirmada");
    expect(text).toContain("menos de 48 horas");
    const videos = await (await worker.browser().get("/videos-soporte")).text();
    const posters = [...videos.matchAll(/<img\b[^>]*video-poster[^>]*>/g)].map((m) => m[0]);
    expect(posters).toHaveLength(18);
    for (const img of posters) expect(img).toMatch(/loading="lazy"/);
    expect(videos).not.toMatch(/<iframe/);
  });

  test("configured videos link to the video platform", async () => {
    const html = await (await configured.browser().get("/videos-soporte")).text();
    expect(html).toContain('href="https://www.youtube.com/watch?v=abc123XYZ_-"');
  });
});

describe("/", () => {
  test("a signed-in user still goes to their home", async () => {
    const response = await (await worker.browserAs(DEMO.mentor)).get("/");
    expect(response.headers.get("Location")).toBe("/user");
  });

  test("the directors' school host serves the school at /", async () => {
    const b = worker.browser({ origin: "http://escueladirectores.localhost:8787" });
    const response = await b.get("/");
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain("Escuela de Juntas Directivas");
  });

  test("/table, /checkbox and /rating lead a user home and a visitor to the login", async () => {
    const user = await worker.browserAs(DEMO.institution);
    for (const path of ["/table", "/checkbox", "/rating"]) {
      expect((await user.get(path)).headers.get("Location")).toBe("/institution");
      expect((await worker.browser().get(path)).headers.get("Location")).toBe(
        `/login?redirectTo=${encodeURIComponent(path)}`,
      );
    }
  });
});
