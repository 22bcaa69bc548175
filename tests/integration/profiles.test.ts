// The profile screens without JavaScript (issue 10; core spec › Screens and routes "Profiles", core spec › States and transitions, core spec › Validation rules "Profile edit", "Mentor
// profile", "Password change", core spec › Roles and permissions, core spec › Error catalogue; second spec › Screens and routes "User profile page", route table): what each role sees on
// the mentor's and the entrepreneur's profiles, the owner-only edit, the spec's messages, adding an area of
// expertise without JS, the password change, Google sync with its e-mail, deactivation and the redirects.
import { describe, expect, test } from "vitest";
import {
  createAccount,
  DEMO,
  element,
  fieldErrors,
  flashText,
  input,
  mailsTo,
  STRONG_PASSWORD,
  tags,
  textOf,
  useTestWorker,
  type Browser,
} from "./harness";

const worker = useTestWorker();

async function usernameOf(email: string): Promise<string> {
  const [row] = await worker.sql<{ username: string }>("SELECT username FROM usuarios WHERE email = ?", email);
  return row!.username;
}

/** A no-JS multipart form post (what a browser sends for encType="multipart/form-data"). */
async function multipartPost(b: Browser, path: string, fields: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return b.request(path, { method: "POST", body, headers: { "Content-Type": encoded.headers.get("content-type")! } });
}

/** A freelancer (mentor) account of its own, signed in, for the flows that change data. */
async function freshMentor() {
  const account = await createAccount(worker, "freelancer");
  const b = worker.browser();
  await b.login(account.email, account.password);
  return { ...account, b, username: await usernameOf(account.email) };
}

const mentorForm = (extra: [string, string][] = []): [string, string][] => [
  ["first_name", "Mario"],
  ["last_name", "Mentor"],
  ["reside", "colombia"],
  ["telefono", "+57 3001112233"],
  ["titulo", "Consultor de ventas"],
  ["linkedin", "https://www.linkedin.com/in/mario"],
  ["precio", "120000"],
  ["password", STRONG_PASSWORD],
  ...extra,
];

describe("the mentor's profile (/user/mentor)", () => {
  test("the owner: info, expertise, rating with two decimals, reviews, availability panel, edit and owner panels", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const html = await (await b.get("/user/mentor")).text();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Carlos Rodríguez<\/h1>/);
    expect(text).toContain("Editar perfil personal");
    expect(html).toContain('href="/user/mentor/edit"');
    expect(text).toContain("Áreas de experiencia");
    expect(text).toContain("Modelos financieros, flujo de caja y preparación para inversión.");
    expect(text).toMatch(/\d\.\d\d de 5 \(\d+ reseñas?\)/);
    expect(text).toContain("DISPONIBILIDAD");
    expect(tags(html, "details").length).toBeGreaterThanOrEqual(2); // the drawer and the password panel
    expect(text).toContain("Editar disponibilidad");
    expect(text).toContain("Próximas sesiones");
    expect(text).toContain("Cambiar contraseña");
    expect(text).toContain("Sincronización de calendario");
    expect(html).toContain('href="/calendar/feed"');
    expect(text).toContain("Desactivar mi cuenta");
    expect(html).toContain('href="https://www.linkedin.com/in/mentor-demo"');
  });

  test("an entrepreneur sees the reviews and availability with booking, but no edit button; the server refuses edits", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const html = await (await b.get("/user/mentor")).text();
    const text = textOf(html);
    expect(text).toContain("Carlos Rodríguez");
    expect(text).toContain("Reseñas");
    expect(text).toContain("DISPONIBILIDAD");
    expect(text).toContain("Reservar sesión");
    expect(text).not.toContain("Editar perfil personal");
    expect(text).not.toContain("Cambiar contraseña");
    expect(text).not.toContain("Editar disponibilidad");
    expect((await b.get("/user/mentor/edit")).status).toBe(403);
    const post = await multipartPost(b, "/user/mentor/edit", mentorForm([["password", "Demo1234!"]]));
    expect(post.status).toBe(403);
    expect((await b.formPost("/user/mentor", { intent: "password", password: "x" })).status).toBe(403);
    const [row] = await worker.sql<{ first_name: string }>("SELECT first_name FROM usuarios WHERE username = 'mentor'");
    expect(row!.first_name).toBe("Carlos");
  });

  test("the program page links each mentor card to the profile", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const [program] = await worker.sql<{ id: number }>(
      "SELECT id FROM programas WHERE nombre = 'Programa de Incubación 2026'",
    );
    const html = await (await b.get(`/programs/programs/${program!.id}`)).text();
    expect(html).toContain('href="/user/mentor"');
    expect(html).not.toContain("/mentors/mentors/");
  });
});

describe("the entrepreneur's profile (/user/emprendedor)", () => {
  test("the institution's administrator: contact data, the company card, programs, attendance, files", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const list = await (await b.get("/user/users")).text();
    expect(list).toContain('href="/user/emprendedor"');
    const html = await (await b.get("/user/emprendedor")).text();
    const text = textOf(html);
    expect(text).toContain("Laura Martínez");
    expect(text).toContain("emprendedor@demo.test");
    // The company card (second spec › Screens and routes "User profile page") links to a company page the viewer may read.
    expect(text).toContain("EcoEmpaques S.A.S.");
    expect(html).toContain('href="/empresa/1"');
    expect((await b.get("/empresa/1")).status).toBe(200);
    expect(text).toContain("Programa de Incubación 2026");
    expect(text).toMatch(/Porcentaje de asistencia\s*\d+\.\d\d %/);
    expect(html).toContain('href="/files/user/emprendedor"');
    expect(text).not.toContain("Editar perfil personal");
  });

  test("the owner sees their company; another institution's administrator gets 404", async () => {
    const own = await worker.browserAs(DEMO.entrepreneur);
    const html = await (await own.get("/user/emprendedor")).text();
    expect(textOf(html)).toContain("Ver empresa EcoEmpaques S.A.S.");
    expect(html).toContain('href="/empresa/1"');
    expect(textOf(html)).toContain("Editar perfil personal");
    const bank = await worker.browserAs(DEMO.otherInstitution);
    expect((await bank.get("/user/emprendedor")).status).toBe(404);
  });
});

describe("an entrepreneur without a company", () => {
  test("the owner sees 'Aún no hay una empresa registrada' and 'Registrar empresa'; the institution 'No hay empresa registrada'", async () => {
    const [row] = await worker.sql<{ email: string; username: string }>(
      `SELECT u.email, u.username FROM usuarios u JOIN programa_emprendedores pe ON pe.user_id = u.id
       WHERE u.email LIKE '%@demo.test' AND u.id NOT IN (SELECT creator_id FROM empresas)
         AND u.id NOT IN (SELECT user_id FROM empresa_equipo) AND u.email <> ? LIMIT 1`,
      DEMO.entrepreneur,
    );
    const own = await worker.browserAs(row!.email);
    const html = await (await own.get(`/user/${row!.username}`)).text();
    expect(textOf(html)).toContain("Aún no hay una empresa registrada");
    expect(html).toContain('href="/empresa/nueva"');
    const institution = await worker.browserAs(DEMO.institution);
    const seen = await (await institution.get(`/user/${row!.username}`)).text();
    expect(textOf(seen)).toContain("No hay empresa registrada");
    expect(seen).not.toContain('href="/empresa/nueva"');
  });
});

describe("the route table's duplicates redirect to the canonical profile", () => {
  test.each([
    ["/users/mentor", "/user/mentor"],
    ["/users/users/mentor", "/user/mentor"],
    ["/confirmation/users/mentor", "/user/mentor"],
    ["/user/mentor/mentor", "/user/mentor"],
    ["/user/detail/mentor", "/user/mentor"],
    ["/user/user/detail/mentor", "/user/mentor"],
    ["/users/users/detail/mentor", "/user/mentor"],
    ["/mentors/mentors/mentor/data", "/user/mentor"],
    ["/mentors/mentors/mentor/edit", "/user/mentor/edit"],
  ])("%s → %s", async (from, to) => {
    const b = await worker.browserAs(DEMO.mentor);
    const response = await b.get(from);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(to);
  });

  test("a numeric id or another spelling settles on the username", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const [row] = await worker.sql<{ id: number }>("SELECT id FROM usuarios WHERE username = 'mentor'");
    const byId = await b.get(`/user/${row!.id}`);
    expect(byId.status).toBe(302);
    expect(byId.headers.get("location")).toBe("/user/mentor");
    expect((await b.get("/user/MENTOR")).headers.get("location")).toBe("/user/mentor");
  });
});

describe("editing one's profile without JavaScript", () => {
  test("an empty description gives 'Falta la descripción'; adding an area works by posting; saved with the flash", async () => {
    const m = await freshMentor();
    const path = `/user/${m.username}/edit`;
    const form = await (await m.b.get(path)).text();
    expect(textOf(form)).toContain("Editar perfil personal");
    const [tag] = await worker.sql<{ id: number }>("SELECT id FROM tags WHERE name = 'Ventas'");
    // 'Agregar área de experiencia' without JS: Conform's insert intent, answered with one more row.
    const added = await multipartPost(m.b, path, [
      ...mentorForm([["email", m.email]]),
      [
        "__intent__",
        JSON.stringify({ type: "insert", payload: { name: "skills", defaultValue: { tag: "", description: "" } } }),
      ],
    ]);
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(tags(addedHtml, "select").some((s) => s.name === "skills[0].tag")).toBe(true);
    const empty = await multipartPost(m.b, path, [
      ...mentorForm([["email", m.email]]),
      ["skills[0].tag", String(tag!.id)],
      ["skills[0].description", ""],
    ]);
    expect(empty.status).toBe(400);
    expect(fieldErrors(await empty.text(), "skills[0].description")).toEqual(["Falta la descripción"]);
    const saved = await multipartPost(m.b, path, [
      ...mentorForm([["email", m.email]]),
      ["skills[0].tag", String(tag!.id)],
      ["skills[0].description", "Procesos comerciales"],
    ]);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(`/user/${m.username}`);
    const profile = await (await m.b.follow(saved)).text();
    expect(flashText(profile)).toContain("Usuario editado correctamente");
    expect(textOf(profile)).toContain("Consultor de ventas");
    expect(textOf(profile)).toContain("Procesos comerciales");
  });

  test("the spec's messages, and a wrong current password is a field error", async () => {
    const m = await freshMentor();
    const path = `/user/${m.username}/edit`;
    const empty = await (await multipartPost(m.b, path, [["first_name", ""]])).text();
    expect(fieldErrors(empty, "first_name")).toEqual(["Por favor escriba su nombre!"]);
    expect(fieldErrors(empty, "last_name")).toEqual(["Por favor escriba su apellido!"]);
    expect(fieldErrors(empty, "email")).toEqual(["Por favor escriba un e-mail!"]);
    expect(fieldErrors(empty, "reside")).toEqual(["Por favor seleccione su ubicación!"]);
    expect(fieldErrors(empty, "password")).toEqual(["Por favor ingrese su contraseña!"]);
    expect(fieldErrors(empty, "precio")).toEqual(["Por favor escriba su precio por hora!"]);
    const invalid = await (await multipartPost(m.b, path, mentorForm([["email", "no es correo"]]))).text();
    expect(fieldErrors(invalid, "email")).toEqual(["E-mail invalido!"]);
    const wrongFields = mentorForm([["email", m.email]]).map(([k, v]): [string, string] =>
      k === "password" ? [k, "Otra1234!"] : [k, v],
    );
    const wrong = await multipartPost(m.b, path, wrongFields);
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(fieldErrors(html, "password")).toEqual(["La contraseña actual no es correcta."]);
    expect(html).toContain('value="Consultor de ventas"'); // nothing typed is lost
  });
});

describe("phone prefix and countries (core spec › Entities and their fields)", () => {
  test("the mentor's form offers +57 and +52 and only Colombia, Argentina and Mexico; the prefix is saved with the number", async () => {
    const m = await freshMentor();
    const path = `/user/${m.username}/edit`;
    const html = await (await m.b.get(path)).text();
    const options = (name: string) =>
      tags(element(html, new RegExp(`<select\\b[^>]*name="${name}"[^>]*>`)) ?? "", "option").map((o) => o.value);
    expect(options("telefono_prefijo")).toEqual(["+57", "+52"]);
    expect(options("reside").filter(Boolean)).toEqual(["colombia", "argentina", "mexico"]);
    const fields = mentorForm([["email", m.email]]).filter(([k]) => k !== "telefono");
    const saved = await multipartPost(m.b, path, [...fields, ["telefono_prefijo", "+52"], ["telefono", "5512345678"]]);
    expect(saved.status).toBe(302);
    const [row] = await worker.sql<{ telefono: string }>("SELECT telefono FROM usuarios WHERE email = ?", m.email);
    expect(row!.telefono).toBe("+52 5512345678");
    const again = await (await m.b.get(path)).text();
    expect(input(again, "telefono")?.value).toBe("5512345678");
  });

  test("an entrepreneur's form offers the 13 countries", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const html = await (await b.get("/user/emprendedor/edit")).text();
    const reside = tags(element(html, /<select\b[^>]*name="reside"[^>]*>/) ?? "", "option").filter((o) => o.value);
    expect(reside).toHaveLength(13);
  });
});

describe("the owner's panels", () => {
  test("password change: mismatch, wrong current, then success; the new password signs in", async () => {
    const m = await freshMentor();
    const path = `/user/${m.username}`;
    const mismatch = await m.b.formPost(path, {
      intent: "password",
      password: STRONG_PASSWORD,
      new_password: "Nueva1234!",
      confirm_password: "Otra1234!",
    });
    expect(mismatch.status).toBe(400);
    const mismatchHtml = await mismatch.text();
    expect(fieldErrors(mismatchHtml, "confirm_password")).toEqual(["Las contraseñas no coinciden!"]);
    expect(mismatchHtml).toMatch(/<details[^>]*open/);
    const wrong = await m.b.formPost(path, {
      intent: "password",
      password: "Incorrecta1!",
      new_password: "Nueva1234!",
      confirm_password: "Nueva1234!",
    });
    expect(wrong.status).toBe(400);
    expect(fieldErrors(await wrong.text(), "password")).toEqual(["La contraseña actual no es correcta."]);
    const ok = await m.b.formPost(path, {
      intent: "password",
      password: STRONG_PASSWORD,
      new_password: "Nueva1234!",
      confirm_password: "Nueva1234!",
    });
    expect(ok.status).toBe(302);
    expect(flashText(await (await m.b.follow(ok)).text())).toContain("Contraseña actualizada correctamente");
    const again = worker.browser();
    const login = await again.login(m.email, "Nueva1234!");
    expect(login.status).toBe(302);
  });

  test("Google sync: the flash and the e-mail in the outbox; manual afterwards", async () => {
    const m = await freshMentor();
    const path = `/user/${m.username}`;
    const google = await m.b.formPost(path, { intent: "sync", api_calendario: "gcalendar" });
    expect(google.status).toBe(302);
    expect(flashText(await (await m.b.follow(google)).text())).toContain(
      "Revisa tu correo para completar la sincronizacion con Google Calendar",
    );
    expect((await mailsTo(m.b, m.email)).join(" ")).toContain("Google Calendar");
    const [row] = await worker.sql<{ api_calendario: string }>(
      "SELECT api_calendario FROM usuarios WHERE email = ?",
      m.email,
    );
    expect(row!.api_calendario).toBe("gcalendar");
    const bad = await m.b.formPost(path, { intent: "sync", api_calendario: "yahoo" });
    expect(bad.status).toBe(400);
    expect(fieldErrors(await bad.text(), "api_calendario")).toEqual([
      "Por favor seleccione una opción de sincronización",
    ]);
  });

  test("deactivation: confirmation page, then signed out and unable to sign in", async () => {
    const m = await freshMentor();
    const page = await (await m.b.get(`/user/${m.username}/desactivar`)).text();
    expect(textOf(page)).toContain("¿Está seguro de que desea desactivar su cuenta?");
    const done = await m.b.formPost(`/user/${m.username}/desactivar`, {});
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login");
    expect((await m.b.get("/user")).status).toBe(302);
    const again = worker.browser();
    const login = await again.formPost("/login", { email: m.email, password: m.password });
    expect(login.status).not.toBe(302);
  });
});
