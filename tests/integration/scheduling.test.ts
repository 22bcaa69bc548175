// The scheduling screens without JavaScript (core spec › Validation rules "Session create or edit (institution)",
// "Availability", core spec › Roles and permissions, core spec › Error catalogue "Schedule conflict"): staff create, edit and delete sessions (participants picked by
// pasting e-mails), the session's mentor edits it, an entrepreneur books inside the mentor's availability and a
// second booking of the same slot gets the conflict with alternatives, mentors keep their availability. Tests
// share one database: each uses its own dates far from the seeded sessions, and its own names.
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, formErrors, tags, textOf, useTestWorker, shownErrors } from "./harness";
import { todayIn } from "../../app/shared/clock-temporal";

const worker = useTestWorker();

let counter = 0;
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${++counter}`;

async function one<T>(query: string, ...params: unknown[]): Promise<T> {
  const [row] = await worker.sql<T>(query, ...params);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
}
const userId = async (email: string) =>
  (await one<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", email)).id;
const toolId = async (nombre: string) =>
  (await one<{ id: number }>("SELECT id FROM mentorias WHERE nombre = ?", nombre)).id;
const sessionBy = (nombre: string) =>
  worker.sql<{ id: number; slug: string; nombre: string; tipo: string; fecha_inicio: string; fecha_fin: string }>(
    "SELECT id, slug, nombre, tipo, fecha_inicio, fecha_fin FROM eventos WHERE nombre = ?",
    nombre,
  );
const participantsOf = async (id: number) =>
  (
    await worker.sql<{ email: string }>(
      "SELECT u.email FROM evento_participantes p JOIN usuarios u ON u.id = p.user_id WHERE p.evento_id = ? ORDER BY u.email",
      id,
    )
  ).map((r) => r.email);

/** A weekday (Monday to Friday) of the week `weeks` weeks from now in Bogota, as YYYY-MM-DD (distinct per week). */
function weekdayIn(weeks: number): string {
  let date = todayIn("America/Bogota").add({ days: 7 * weeks });
  while (date.dayOfWeek > 5) date = date.add({ days: 1 });
  return date.toString();
}

const FINANCE = "Mentoría financiera";

describe("staff: create a session", () => {
  test("the form shows the spec's fields, tools grouped by program, both pickers and 'Pegar correos'", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.get("/calendar/nuevo");
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    for (const label of [
      "Nueva sesión",
      "Herramienta",
      "Mentor",
      "Tipo",
      "Lista de invitados visible",
      "Inicio",
      "Fin",
    ])
      expect(text).toContain(label);
    for (const label of ["Nombre", "Máximo de asistentes", "Participantes", "Pegar correos", "Emprendedor"])
      expect(text).toContain(label);
    expect(html).toMatch(/<optgroup label="Programa de Incubación 2026">/);
    const inicio = tags(html, "input").find((a) => a.name === "inicio");
    expect(inicio).toMatchObject({ type: "datetime-local", step: "1800" });
    expect(tags(html, "select").some((a) => a.name === "usuario_individual")).toBe(true);
    expect(tags(html, "input").some((a) => a.name === "sub_grupo" && a.type === "checkbox")).toBe(true);
  });

  test("bad participant and mentor ids show a message on the page", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(20);
    const response = await b.formPost("/calendar/nuevo", {
      mentor: String(await userId(DEMO.mentor)),
      tipo: "Grupal",
      inicio: `${day}T09:00`,
      fin: `${day}T10:00`,
      sub_grupo: ["-5", "abc"],
      mentores: ["0"],
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    // One message under each list: the participants' ids are not numbers, the mentor id 0 is no one.
    expect(shownErrors(html)).toEqual(["El valor de este campo no es válido", "El valor de este campo no es válido"]);
  });

  test("every required field gets the spec's message, and times off the 30-minute steps are refused", async () => {
    const b = await worker.browserAs(DEMO.institution);
    let response = await b.formPost("/calendar/nuevo", { tipo: "" });
    expect(response.status).toBe(400);
    let html = await response.text();
    expect(fieldErrors(html, "mentor")).toEqual(["¡Por favor seleccione el mentor!"]);
    expect(fieldErrors(html, "tipo")).toEqual(["¡Por favor seleccione el tipo!"]);
    expect(fieldErrors(html, "inicio")).toEqual(["Por favor seleccione la fecha de inicio!"]);
    expect(fieldErrors(html, "fin")).toEqual(["Por favor seleccione la fecha de finalización!"]);

    const day = weekdayIn(20);
    response = await b.formPost("/calendar/nuevo", {
      mentor: String(await userId(DEMO.mentor)),
      tipo: "Grupal",
      inicio: `${day}T09:15`,
      fin: `${day}T08:00`,
      nombre: "Lo que escribí",
    });
    expect(response.status).toBe(400);
    html = await response.text();
    expect(fieldErrors(html, "inicio")[0]).toMatch(/30 minutos/);
    // Nothing typed is lost.
    expect(tags(html, "input").find((a) => a.name === "nombre")?.value).toBe("Lo que escribí");
  });

  test("a Grupal session selecting participants by pasting e-mails, named by default, back at its week", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(6);
    const tool = await toolId(FINANCE);
    const response = await b.formPost("/calendar/nuevo", {
      mentoria: String(tool),
      mentor: String(await userId(DEMO.mentor)),
      tipo: "Grupal",
      visibility: "on",
      inicio: `${day}T07:00`,
      fin: `${day}T08:00`,
      nombre: "",
      correos: `Hola, invitamos a EMPRENDEDOR@demo.test; y de nuevo <${DEMO.entrepreneur}>.`,
    });
    expect(response.status, textOf(await response.clone().text()).slice(0, 300)).toBe(302);
    expect(response.headers.get("Location")).toBe(`/calendar?vista=semana&fecha=${day}`);
    expect(flashText(await (await b.follow(response)).text())).toContain("Evento creado exitosamente");
    const name = `Programa de Incubación 2026 · ${FINANCE} · Laura Martínez`;
    const rows = (await sessionBy(name)).filter((r) => r.fecha_inicio === `${day} 07:00`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fecha_fin).toBe(`${day} 08:00`);
    expect(await participantsOf(rows[0]!.id)).toEqual([DEMO.entrepreneur]);
  });

  test("times are read in the user's zone (Mexico City is one hour behind Bogota in November)", async () => {
    const b = await worker.browserAs(DEMO.institution);
    b.setCookie("tz=MX");
    const day = weekdayIn(7);
    const nombre = uniqueName("Sesión en México");
    const response = await b.formPost("/calendar/nuevo", {
      mentor: String(await userId(DEMO.mentor)),
      tipo: "Grupal",
      inicio: `${day}T06:00`,
      fin: `${day}T06:30`,
      nombre,
      sub_grupo: String(await userId(DEMO.entrepreneur)),
    });
    expect(response.status).toBe(302);
    const [row] = await sessionBy(nombre);
    expect(row?.fecha_inicio).toBe(`${day} 07:00`);
  });

  test("pasted e-mails nobody has are reported back in the form and nothing is created", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(8);
    const nombre = uniqueName("Con desconocidos");
    const response = await b.formPost("/calendar/nuevo", {
      mentor: String(await userId(DEMO.mentor)),
      tipo: "Grupal",
      inicio: `${day}T07:00`,
      fin: `${day}T07:30`,
      nombre,
      correos: `${DEMO.entrepreneur}, nadie.aqui@ejemplo.test`,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "correos").join(" ")).toContain("nadie.aqui@ejemplo.test");
    // The matched participant comes back checked.
    const id = String(await userId(DEMO.entrepreneur));
    expect(tags(html, "input").find((a) => a.name === "sub_grupo" && a.value === id)?.checked).toBeDefined();
    expect(await sessionBy(nombre)).toHaveLength(0);
  });

  test("a double-booked mentor gets the API's warning and alternatives that take one more submit", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(9);
    const base = {
      mentor: String(await userId(DEMO.mentor)),
      tipo: "Individual",
      usuario_individual: String(await userId(DEMO.entrepreneur)),
      inicio: `${day}T10:00`,
      fin: `${day}T11:00`,
    };
    expect((await b.formPost("/calendar/nuevo", { ...base, nombre: uniqueName("Primera") })).status).toBe(302);
    const second = uniqueName("Segunda");
    const response = await b.formPost("/calendar/nuevo", { ...base, nombre: second });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(textOf(html)).toContain("Las horas escogidas NO están disponibles, selecciona otro horario");
    const choices = tags(html, "button").filter((a) => a.name === "alternativa");
    expect(choices.length).toBeGreaterThan(0);
    expect(tags(html, "input").find((a) => a.name === "nombre")?.value).toBe(second);
    const retry = await b.formPost("/calendar/nuevo", { ...base, nombre: second, alternativa: choices[0]!.value! });
    expect(retry.status).toBe(302);
    const [row] = await sessionBy(second);
    expect(row?.fecha_inicio).not.toBe(`${day} 10:00`);
  });

  test("mentors, entrepreneurs and signed-out visitors cannot create sessions", async () => {
    for (const email of [DEMO.mentor, DEMO.entrepreneur]) {
      const b = await worker.browserAs(email);
      expect((await b.get("/calendar/nuevo")).status).toBe(403);
      expect((await b.formPost("/calendar/nuevo", { tipo: "Grupal" })).status).toBe(403);
    }
    const anonymous = worker.browser();
    expect((await anonymous.get("/calendar/nuevo")).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fcalendar%2Fnuevo",
    );
  });
});

describe("edit and delete", () => {
  async function staffSession(prefix: string, weeks: number) {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(weeks);
    const nombre = uniqueName(prefix);
    const response = await b.formPost("/calendar/nuevo", {
      mentoria: String(await toolId(FINANCE)),
      mentor: String(await userId(DEMO.mentor)),
      tipo: "Individual",
      usuario_individual: String(await userId(DEMO.entrepreneur)),
      inicio: `${day}T15:00`,
      fin: `${day}T16:00`,
      nombre,
    });
    expect(response.status).toBe(302);
    const [row] = await sessionBy(nombre);
    return { b, day, nombre, slug: row!.slug };
  }

  test("staff get the form prefilled; the name is required; the edit is saved", async () => {
    const { b, day, nombre, slug } = await staffSession("Para editar", 10);
    const page = await b.get(`/calendar/evento/${slug}/editar`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(textOf(html)).toContain("Editar sesión");
    expect(tags(html, "input").find((a) => a.name === "nombre")?.value).toBe(nombre);
    expect(tags(html, "input").find((a) => a.name === "inicio")?.value).toBe(`${day}T15:00`);

    const fields = {
      mentoria: String(await toolId(FINANCE)),
      mentor: String(await userId(DEMO.mentor)),
      tipo: "Individual",
      usuario_individual: String(await userId(DEMO.entrepreneur)),
      inicio: `${day}T15:30`,
      fin: `${day}T16:30`,
    };
    const empty = await b.formPost(`/calendar/evento/${slug}/editar`, { ...fields, nombre: "" });
    expect(empty.status).toBe(400);
    expect(fieldErrors(await empty.text(), "nombre")).toEqual(["¡Por favor agregue el nombre del evento!"]);

    const renamed = uniqueName("Editada");
    const saved = await b.formPost(`/calendar/evento/${slug}/editar`, { ...fields, nombre: renamed });
    expect(saved.status).toBe(302);
    expect(flashText(await (await b.follow(saved)).text())).toContain("Evento editado exitosamente");
    const [row] = await sessionBy(renamed);
    expect(row?.fecha_inicio).toBe(`${day} 15:30`);
  });

  test("the session's mentor gets the mentor form: the tool is required, the change is saved", async () => {
    const { slug, day } = await staffSession("Del mentor", 11);
    const b = await worker.browserAs(DEMO.mentor);
    const page = await b.get(`/calendar/evento/${slug}/editar`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(tags(html, "select").some((a) => a.name === "tipo")).toBe(false);
    const missing = await b.formPost(`/calendar/evento/${slug}/editar`, {
      inicio: `${day}T15:00`,
      fin: `${day}T16:00`,
      nombre: "x",
    });
    expect(missing.status).toBe(400);
    expect(fieldErrors(await missing.text(), "mentoria")).toEqual(["¡Por favor seleccione el tipo!"]);
    const renamed = uniqueName("Movida por el mentor");
    const saved = await b.formPost(`/calendar/evento/${slug}/editar`, {
      mentoria: String(await toolId(FINANCE)),
      inicio: `${day}T16:00`,
      fin: `${day}T17:00`,
      nombre: renamed,
    });
    expect(saved.status, textOf(await saved.clone().text()).slice(0, 300)).toBe(302);
    expect((await sessionBy(renamed))[0]?.fecha_inicio).toBe(`${day} 16:00`);
  });

  test("an entrepreneur and another institution cannot edit or delete", async () => {
    const { slug } = await staffSession("Ajena", 12);
    const entrepreneur = await worker.browserAs(DEMO.entrepreneur);
    expect((await entrepreneur.get(`/calendar/evento/${slug}/editar`)).status).toBe(403);
    expect((await entrepreneur.formPost(`/calendar/evento/${slug}/eliminar`, {})).status).toBe(403);
    const other = await worker.browserAs(DEMO.otherInstitution);
    expect([403, 404]).toContain((await other.get(`/calendar/evento/${slug}/editar`)).status);
    expect([403, 404]).toContain((await other.formPost(`/calendar/evento/${slug}/eliminar`, {})).status);
    expect(await worker.sql("SELECT id FROM eventos WHERE slug = ?", slug)).toHaveLength(1);
  });

  test("delete asks whether the user is sure, then deletes: 'Evento eliminado correctamente'", async () => {
    const { b, nombre, slug } = await staffSession("Para borrar", 13);
    const page = await b.get(`/calendar/evento/${slug}/eliminar`);
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain(`¿Estás seguro de que quieres eliminar la sesión «${nombre}»?`);
    const response = await b.formPost(`/calendar/evento/${slug}/eliminar`, {});
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/calendar");
    expect(flashText(await (await b.follow(response)).text())).toContain("Evento eliminado correctamente");
    expect(await sessionBy(nombre)).toHaveLength(0);
  });
});

describe("booking", () => {
  test("tool → mentor → date → free slots; a booking; the same slot again gets the conflict with alternatives", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const tool = await toolId(FINANCE);
    const mentor = await userId(DEMO.mentor);
    let html = await (await b.get("/calendar/reservar")).text();
    expect(html).toContain(FINANCE);
    html = await (await b.get(`/calendar/reservar?herramienta=${tool}`)).text();
    expect(tags(html, "option").some((a) => a.value === String(mentor))).toBe(true);
    const day = weekdayIn(4);
    const page = `/calendar/reservar?herramienta=${tool}&mentor=${mentor}&fecha=${day}`;
    html = await (await b.get(page)).text();
    expect(textOf(html)).toContain("Todos los lunes");
    const slots = tags(html, "input").filter((a) => a.name === "inicio" && a.type === "radio");
    expect(slots.map((a) => a.value)).toContain(`${day} 08:00`);

    // The form posts to the page's own URL (with the steps' parameters), as a browser without JS does.
    const missing = await b.formPost(page, {
      herramienta: String(tool),
      mentor: String(mentor),
      fecha: day,
      duracion: "30",
      nombre: "",
    });
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(fieldErrors(missingHtml, "nombre")).toEqual(["Por favor escriba el nombre de la sesión!"]);

    const booking = {
      herramienta: String(tool),
      mentor: String(mentor),
      fecha: day,
      inicio: `${day} 08:00`,
      duracion: "60",
      nombre: uniqueName("Reserva"),
    };
    const first = await b.formPost(page, booking);
    expect(first.status, textOf(await first.clone().text()).slice(0, 300)).toBe(302);
    expect(flashText(await (await b.follow(first)).text())).toContain("Sesión creada correctamente");
    const [row] = await sessionBy(booking.nombre);
    expect(row).toMatchObject({ fecha_inicio: `${day} 08:00`, fecha_fin: `${day} 09:00`, tipo: "Individual" });

    const again = await b.formPost(page, { ...booking, nombre: uniqueName("Otra vez") });
    expect(again.status).toBe(409);
    const conflict = await again.text();
    expect(textOf(conflict)).toContain("Las horas escogidas NO están disponibles, selecciona otro horario");
    const alternatives = tags(conflict, "input").filter((a) => a.name === "inicio" && a.type === "hidden");
    expect(alternatives.length).toBeGreaterThan(0);
    const retry = await b.formPost(page, {
      ...booking,
      nombre: uniqueName("Alternativa"),
      inicio: alternatives[0]!.value!,
    });
    expect(retry.status).toBe(302);
  });

  test("a date without free hours says so", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const tool = await toolId(FINANCE);
    const mentor = await userId(DEMO.mentor);
    let saturday = todayIn("America/Bogota").add({ days: 30 });
    while (saturday.dayOfWeek !== 6) saturday = saturday.add({ days: 1 });
    const html = await (
      await b.get(`/calendar/reservar?herramienta=${tool}&mentor=${mentor}&fecha=${saturday}`)
    ).text();
    expect(textOf(html)).toContain("No hay horarios disponibles en la fecha escogida, por favor escoge otra fecha");
  });

  test("mentors and institutions cannot book", async () => {
    for (const email of [DEMO.mentor, DEMO.institution]) {
      const b = await worker.browserAs(email);
      expect((await b.get("/calendar/reservar")).status).toBe(403);
    }
  });
});

describe("availability", () => {
  test("a mentor sees their rows, creates weekly availability with the required hours, edits and deletes it", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const list = await b.get("/calendar/disponibilidad");
    expect(list.status).toBe(200);
    expect(textOf(await list.text())).toContain("Todos los lunes");

    const empty = await b.formPost("/calendar/disponibilidad/nueva", { fecha: "2027-03-06" });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(fieldErrors(emptyHtml, "inicio1")).toEqual(["Por favor seleccione la hora de inicio."]);
    expect(fieldErrors(emptyHtml, "fin1")).toEqual(["Por favor seleccione la hora de finalización."]);

    // 2027-03-06 is a Saturday: no seeded weekly row on Saturdays.
    const created = await b.formPost("/calendar/disponibilidad/nueva", {
      fecha: "2027-03-06",
      semanal: "on",
      inicio1: "09:00",
      fin1: "10:30",
      inicio2: "16:00",
      fin2: "24:00",
    });
    expect(created.status, textOf(await created.clone().text()).slice(0, 300)).toBe(302);
    const after = await (await b.follow(created)).text();
    expect(flashText(after)).toContain("Disponibilidad creada correctamente");
    expect(textOf(after)).toContain("Todos los sábados");
    expect(textOf(after)).toContain("09:00–10:30, 16:00–24:00");
    const mentor = await userId(DEMO.mentor);
    const row = await one<{ id: number }>(
      "SELECT id FROM disponibilidades WHERE mentor_id = ? AND date = '2027-03-06'",
      mentor,
    );

    const form = await (await b.get(`/calendar/disponibilidad/${row.id}/editar`)).text();
    expect(tags(form, "input").find((a) => a.name === "fecha")?.value).toBe("2027-03-06");
    const edited = await b.formPost(`/calendar/disponibilidad/${row.id}/editar`, {
      fecha: "2027-03-06",
      semanal: "on",
      inicio1: "10:00",
      fin1: "12:00",
    });
    expect(edited.status).toBe(302);
    expect(flashText(await (await b.follow(edited)).text())).toContain("Disponibilidad editada correctamente");

    const confirm = await b.get(`/calendar/disponibilidad/${row.id}/eliminar`);
    expect(textOf(await confirm.text())).toContain("¿Estás seguro");
    const deleted = await b.formPost(`/calendar/disponibilidad/${row.id}/eliminar`, {});
    expect(deleted.status).toBe(302);
    expect(flashText(await (await b.follow(deleted)).text())).toContain("Disponibilidad eliminada correctamente");
    expect(await worker.sql("SELECT id FROM disponibilidades WHERE id = ?", row.id)).toHaveLength(0);
  });

  test("entrepreneurs and institutions have no availability page", async () => {
    for (const email of [DEMO.entrepreneur, DEMO.institution]) {
      const b = await worker.browserAs(email);
      expect((await b.get("/calendar/disponibilidad")).status).toBe(403);
      expect((await b.formPost("/calendar/disponibilidad/nueva", { fecha: "2027-03-06" })).status).toBe(403);
    }
  });

  test("form errors never leak as 500s", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const response = await b.formPost("/calendar/disponibilidad/nueva", { fecha: "x", inicio1: "25:00" });
    expect(response.status).toBe(400);
    expect(formErrors(await response.text())).toEqual([]);
  });
});
