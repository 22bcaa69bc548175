// The institution area without JavaScript: home, 'Editar entidad' (terms reach the members), integration
// requests and 'Registro Empresas'. The Worker's own throwaway D1, so the demo institution may change here.
import { describe, expect, test } from "vitest";
import { encryptCredential } from "../../app/lib/login-crypto.server";
import { previousMonthBogota } from "../../local-api/services/institution";
import {
  DEMO,
  DEMO_PASSWORD,
  STRONG_PASSWORD,
  fieldErrors,
  flashText,
  mailsTo,
  menuLabels,
  tags,
  textOf,
  uniqueEmail,
  useTestWorker,
  type Browser,
} from "./harness";

const worker = useTestWorker();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** A no-JS multipart form post (what a browser sends for encType="multipart/form-data"). */
async function multipartPost(b: Browser, path: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return b.request(path, {
    method: "POST",
    body,
    headers: { "Content-Type": encoded.headers.get("content-type")! },
  });
}

const EDIT = {
  razon_social: "Incubadora Demo",
  nit: "900111222-3",
  direccion: "Carrera 7 # 71-21, Bogotá",
  descripcion: "Institución de demostración.",
  mentor_tipo: "Mentor",
  emprendedor_tipo: "Emprendedor",
};

/** The user object the API gives `email` (GET /usuario/ with a fresh token). */
async function userObject(email: string) {
  const key = worker.bindings.LOGIN_PUBLIC_KEY!;
  const login = await worker.dispatch("http://localhost:8787/api/usuario/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify({
      email: await encryptCredential(key, email),
      password: await encryptCredential(key, DEMO_PASSWORD),
    }),
  });
  const { token } = (await login.json()) as { token: string };
  const me = await worker.dispatch("http://localhost:8787/api/usuario/", {
    headers: { Authorization: `Token ${token}` },
  });
  return ((await me.json()) as Array<{ entidad_miembro: Array<{ mt: string; et: string }> }>)[0]!;
}

describe("/institution", () => {
  test("the profile card, 'Mis consumos' with the payable amount, the grid and the integration link", async () => {
    const b = await worker.browserAs(DEMO.institution); // the first request seeds the demo data
    const [row] = await worker.sql<{ id: number }>("SELECT id FROM entidades WHERE razon_social = 'Incubadora Demo'");
    await worker.sql("UPDATE entidades SET creditos_zoom = 1000 WHERE id = ?", row!.id);
    await worker.sql(
      "INSERT OR REPLACE INTO consumos_video (entidad_id, mes, minutos, updated_at) VALUES (?, ?, 1480, ?)",
      row!.id,
      previousMonthBogota(),
      "2026-01-02T06:00:00.000Z",
    );
    const response = await b.get("/institution");
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain("Incubadora Demo");
    expect(text).toContain("Editar entidad");
    expect(text).toContain("Mis consumos");
    expect(text).toMatch(/Minutos usados en \S+ de \d{4} 1\.?480/);
    expect(text).toContain("7.20 USD"); // (1480 − 1000) × 0.015
    expect(text).toContain("Los datos tienen un retraso de 24 horas y se actualizan a la 1:00 am.");
    for (const label of ["Programas", "Mentores", "Emprendedores", "Administrar usuarios y roles", "Facturación"]) {
      expect(text).toContain(label);
    }
    expect(text).toContain("Requerimientos de integración");
  });

  test("'Gratis' when nothing is payable (another institution, no usage)", async () => {
    const b = await worker.browserAs(DEMO.otherInstitution);
    const text = textOf(await (await b.get("/institution")).text());
    expect(text).toContain("Banco Aliado");
    expect(text).toContain("Gratis");
  });
});

describe("Editar entidad without JavaScript", () => {
  test("the page shows the form with the current values", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get("/institution/edit")).text();
    expect(tags(html, "form").some((f) => f.enctype === "multipart/form-data")).toBe(true);
    expect(tags(html, "input").find((i) => i.name === "razon_social")?.value).toBe("Incubadora Demo");
    expect(textOf(html)).toContain("Ocultar los correos electrónicos de los usuarios");
  });

  test("terms changed to Consultor / Empresario reach the entrepreneur's menu and the mentor's user object", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const saved = await multipartPost(b, "/institution/edit", {
      ...EDIT,
      mentor_tipo: "Consultor",
      emprendedor_tipo: "Empresario",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/institution");
    const home = await (await b.follow(saved)).text();
    expect(flashText(home)).toContain("Entidad editada correctamente");
    expect(textOf(home)).toContain("Consultores");
    expect(textOf(home)).toContain("Empresarios");

    const entrepreneur = await worker.browserAs(DEMO.entrepreneur);
    expect(menuLabels(await (await entrepreneur.get("/user")).text())).toContain("Empresarios");
    expect((await userObject(DEMO.mentor)).entidad_miembro[0]).toMatchObject({ mt: "Consultor", et: "Empresario" });

    // Back to the defaults.
    expect((await multipartPost(b, "/institution/edit", EDIT)).status).toBe(302);
    expect(menuLabels(await (await entrepreneur.get("/user")).text())).toContain("Emprendedores");
    expect((await userObject(DEMO.mentor)).entidad_miembro[0]).toMatchObject({ mt: "Mentor", et: "Emprendedor" });
  });

  test("the spec's messages, the values kept, and the logo type checked", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], "a.gif", { type: "image/gif" });
    const response = await multipartPost(b, "/institution/edit", { ...EDIT, razon_social: "", nit: "", logo: gif });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "razon_social")).toEqual(["Por favor escriba el nombre de la entidad!"]);
    expect(fieldErrors(html, "nit")).toEqual(["Por favor escriba el NIT de la entidad!"]);
    expect(fieldErrors(html, "logo")).toEqual(["El logo debe ser una imagen JPEG o PNG"]);
    expect(tags(html, "input").find((i) => i.name === "direccion")?.value).toBe(EDIT.direccion);
  });

  test("a png logo is stored and shown on the home page", async () => {
    const b = await worker.browserAs(DEMO.otherInstitution);
    const logo = new File([PNG], "logo.png", { type: "image/png" });
    const saved = await multipartPost(b, "/institution/edit", { ...EDIT, razon_social: "Banco Aliado", logo });
    expect(saved.status).toBe(302);
    const html = await (await b.follow(saved)).text();
    const img = tags(html, "img").find((i) => i.alt === "Logo de Banco Aliado");
    expect(img?.src).toMatch(/^http:\/\/localhost:8787\/api\/media\/logos\/[0-9a-f-]+\.png\?size=72x72&format=jpeg$/);
    const served = await b.get(new URL(img!.src!).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });
});

describe("integration requests", () => {
  test.each(["/integraciones", "/institution/integraciones"])(
    "%s sends the request and goes back to /institution",
    async (path) => {
      const b = await worker.browserAs(DEMO.institution);
      const solicitud = `Integrar nuestro CRM (${path})`;
      const response = await b.formPost(path, { solicitud });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/institution");
      expect(flashText(await (await b.follow(response)).text())).toContain(
        "Solicitud enviada correctamente, pronto nos comunicaremos con usted por correo electrónico",
      );
      expect(
        await worker.sql("SELECT solicitud FROM solicitudes_integracion WHERE solicitud = ?", solicitud),
      ).toHaveLength(1);
    },
  );

  test("an empty request gets its message and reaches nothing", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.formPost("/integraciones", { solicitud: "  " });
    expect(response.status).toBe(400);
    expect(fieldErrors(await response.text(), "solicitud")).toEqual(["Por favor describa sus requerimientos"]);
  });
});

describe("Registro Empresas (/institutions/new)", () => {
  const valid = () => ({
    razon_social: "Nueva Organización",
    nit: "901000111-2",
    first_name: "Laura",
    last_name: "Gómez",
    celular: "+57 3001112233",
    direccion: "Calle 10 # 20-30, Bogotá",
    descripcion: "Aceleradora de empresas de la región",
    nombre: "Programa de Aceleración",
    n_sesiones: "12",
    email: uniqueEmail("empresa"),
    password: STRONG_PASSWORD,
    confirm_password: STRONG_PASSWORD,
  });

  test("every required field has the spec's message", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.formPost("/institutions/new", {});
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "razon_social")).toEqual(["El nombre de la organización es un campo requerido"]);
    expect(fieldErrors(html, "nit")).toEqual(["El número legal de la organización es un campo requerido"]);
    expect(fieldErrors(html, "first_name")).toEqual(["El campo nombre es requerido"]);
    expect(fieldErrors(html, "last_name")).toEqual(["El campo nombre es requerido"]);
    expect(fieldErrors(html, "celular")).toEqual(["El celular es un campo requerido"]);
    expect(fieldErrors(html, "direccion")).toEqual(["La dirección es un campo requerido"]);
    expect(fieldErrors(html, "descripcion")).toEqual(["La descripción es un campo requerido"]);
    expect(fieldErrors(html, "nombre")).toEqual(["El nombre del programa es un campo requerido"]);
    expect(fieldErrors(html, "n_sesiones")).toEqual(["El número de sesiones es un campo requerido"]);
    expect(fieldErrors(html, "email")).toEqual(["El email es un campo requerido"]);
    expect(fieldErrors(html, "password")).toEqual(["El password es un campo requerido"]);
    // Without JS the submit button is always enabled.
    expect(tags(html, "button").find((btn) => btn.type === "submit")).not.toHaveProperty("disabled");
  });

  test("e-mail pattern, password policy and confirmation; values kept, passwords not", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.formPost("/institutions/new", {
      ...valid(),
      email: "no-es-email",
      password: "corta",
      confirm_password: "otra",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "email")).toEqual(["Email invalido"]);
    expect(fieldErrors(html, "password")).toEqual([
      "La contraseña deben tener al menos 8 caracteres, una letra mayúscula, minúscula, un número y un símbolo",
    ]);
    expect(fieldErrors(html, "confirm_password")).toEqual(["Las contraseñas no coinciden!"]);
    expect(tags(html, "input").find((i) => i.name === "razon_social")?.value).toBe("Nueva Organización");
    expect(tags(html, "input").find((i) => i.name === "n_sesiones")?.value).toBe("12");
    for (const n_sesiones of ["0", "2.5", "muchas"]) {
      const bad = await b.formPost("/institutions/new", { ...valid(), n_sesiones });
      expect(bad.status).toBe(400);
      expect(fieldErrors(await bad.text(), "n_sesiones")).toEqual([
        "El número de sesiones debe ser un número entero de 1 a 1000",
      ]);
    }
    expect(tags(html, "input").find((i) => i.name === "password")?.value ?? "").toBe("");
  });

  test("creates the institution and its pending administrator, who gets the confirmation e-mail", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const fields = valid();
    const response = await b.formPost("/institutions/new", fields);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/institution");
    expect(flashText(await (await b.follow(response)).text())).toContain(fields.email);
    const [row] = await worker.sql(
      "SELECT e.razon_social, e.nit, e.celular, e.direccion, e.descripcion, p.nombre, p.n_sesiones, u.is_active FROM usuarios u JOIN funcionarios f ON f.user_id = u.id JOIN entidades e ON e.id = f.entidad_id LEFT JOIN programas p ON p.entidad_id = e.id WHERE u.email = ?",
      fields.email,
    );
    expect(row).toEqual({
      razon_social: "Nueva Organización",
      nit: "901000111-2",
      celular: "+57 3001112233",
      direccion: "Calle 10 # 20-30, Bogotá",
      descripcion: "Aceleradora de empresas de la región",
      nombre: "Programa de Aceleración",
      n_sesiones: 12,
      is_active: 0,
    });
    expect((await mailsTo(b, fields.email)).join(" ")).toMatch(/\/user_confirmation\/[0-9a-f]+/);

    // The same e-mail again: answered as a new one (no account is revealed, issue 34 §2); the owner is told.
    const again = await b.formPost("/institutions/new", fields);
    expect(again.status).toBe(302);
    expect((await mailsTo(b, fields.email)).join(" ")).toContain("Alguien intentó registrarse con tu correo");
  });
});
