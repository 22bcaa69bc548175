// The work-plan screens without JavaScript (issue 11; second spec › Screens and routes "Program detail", second spec › Entities and their fields, second spec › States and transitions, second spec › Validation rules, second spec › Roles and permissions, second spec › Error catalogue, second spec › Business constants and limits):
// the entrepreneur creates (empty goal → the spec's message), edits and deletes a plan, adds an activity,
// marks it 'Completada', writes an observation and filters; the mentor toggles only their activities; the
// institution reads; the program page shows the plan and the cards' progress; the acta links activities.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, formErrors, input, tags, textOf, useTestWorker, type Browser } from "./harness";
import { nowDate, nowMs } from "../../app/shared/clock";

const worker = useTestWorker();
const PLAN = "/plan/emprendedor/1";

/** Another entrepreneur of program 1 without a plan (they create theirs here). */
async function peer(index: number): Promise<{ b: Browser; username: string; id: number }> {
  // Signing in reaches the local API, which seeds the demo data on its first request.
  await worker.browserAs(DEMO.entrepreneur);
  const [row] = await worker.sql<{ email: string; username: string; id: number }>(
    `SELECT u.email, u.username, u.id FROM programa_emprendedores pe JOIN usuarios u ON u.id = pe.user_id
     WHERE pe.programa_id = 1 AND u.email <> ? ORDER BY u.id LIMIT 1 OFFSET ${Number(index)}`,
    DEMO.entrepreneur,
  );
  return { b: await worker.browserAs(row!.email), username: row!.username, id: row!.id };
}

async function activityId(name: string): Promise<number> {
  const [row] = await worker.sql<{ id: number }>("SELECT id FROM actividades WHERE name = ?", name);
  return row!.id;
}

describe("the entrepreneur", () => {
  test("creates the plan (empty goal: the spec's message), edits it, deletes it with confirmation", async () => {
    const { b, username } = await peer(0);
    const path = `/plan/${username}/1`;
    const program = textOf(await (await b.get("/programs/programs/1")).text());
    expect(program).toContain("No tiene un plan de trabajo registrado");
    const empty = await (await b.get(path)).text();
    expect(textOf(empty)).toContain("No tiene un plan de trabajo registrado");
    expect(empty).toContain(`href="${path}/crear"`);

    const invalid = await b.formPost(`${path}/crear`, { description: "   " });
    expect(invalid.status).toBe(400);
    expect(fieldErrors(await invalid.text(), "description")).toEqual([
      "Por favor escribe el objetivo del plan de trabajo",
    ]);

    const created = await b.formPost(`${path}/crear`, { description: "Llegar a 100 clientes" });
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(path);
    const page = await (await b.follow(created)).text();
    expect(flashText(page)).toBe("Plan Creado correctamente");
    expect(textOf(page)).toContain("Llegar a 100 clientes");
    expect(textOf(page)).toContain("Progreso del plan: 0.00 %");
    expect(textOf(page)).toContain("Este plan aún no tiene actividades");

    const form = await (await b.get(`${path}/editar`)).text();
    expect(textOf(form)).toContain("Llegar a 100 clientes");
    const edited = await b.formPost(`${path}/editar`, { description: "Llegar a 200 clientes" });
    expect(flashText(await (await b.follow(edited)).text())).toBe("Plan editado correctamente");
    // The program page now shows the plan.
    const withPlan = textOf(await (await b.get("/programs/programs/1")).text());
    expect(withPlan).toContain("Llegar a 200 clientes");
    expect(withPlan).toContain("Ver plan de trabajo");

    expect(textOf(await (await b.get(`${path}/eliminar`)).text())).toContain("¿Está seguro");
    const deleted = await b.formPost(`${path}/eliminar`, {});
    expect(deleted.headers.get("Location")).toBe(path);
    expect(flashText(await (await b.follow(deleted)).text())).toBe("Plan eliminado correctamente");
    const rows = await worker.sql(
      "SELECT id FROM planes_trabajo WHERE user_id = (SELECT id FROM usuarios WHERE username = ?)",
      username,
    );
    expect(rows).toHaveLength(0);
  });

  test("adds an activity, marks it 'Completada', writes an observation; progress and filters follow", async () => {
    const { b, username } = await peer(1);
    const path = `/plan/${username}/1`;
    await b.formPost(`${path}/crear`, { description: "Vender en línea" });
    const form = await (await b.get(`${path}/actividades/nueva`)).text();
    // The program's mentors are the choices.
    expect(textOf(form)).toContain("Carlos Rodríguez");
    const mentor = tags(form, "option").find((o) => o.value && o.value !== "")!.value!;

    const noName = await b.formPost(`${path}/actividades/nueva`, { name: "", start: "2026-05-10", end: "2026-05-11" });
    expect(noName.status).toBe(400);
    const noNameHtml = await noName.text();
    expect(fieldErrors(noNameHtml, "name")).toEqual(["Por favor escribe el nombre de la actividad"]);
    expect(input(noNameHtml, "start")?.value).toBe("2026-05-10");
    const bad = await b.formPost(`${path}/actividades/nueva`, { name: "X", start: "2026-05-10", end: "2026-05-01" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(fieldErrors(badHtml, "end")).toEqual([
      "La fecha de finalización no puede ser anterior a la fecha de inicio",
    ]);
    expect(input(badHtml, "name")?.value).toBe("X");

    const today = nowDate().toISOString().slice(0, 10);
    const tomorrow = new Date(nowMs() + 86_400_000).toISOString().slice(0, 10);
    const created = await b.formPost(`${path}/actividades/nueva`, {
      name: "Abrir la tienda",
      description: "En una plataforma de comercio electrónico",
      mentor,
      start: today,
      end: tomorrow,
    });
    expect(created.status).toBe(302);
    expect(flashText(await (await b.follow(created)).text())).toBe("Actividad creada correctamente");
    const id = await activityId("Abrir la tienda");

    const toggled = await b.formPost(path, {
      intent: "toggle",
      activity: String(id),
      done: "true",
      filtro: "pendientes",
    });
    expect(toggled.headers.get("Location")).toBe(`${path}?filtro=pendientes`);
    const pending = textOf(await (await b.follow(toggled)).text());
    expect(pending).toContain("Ninguna actividad coincide con el filtro");
    const done = textOf(await (await b.get(`${path}?filtro=finalizadas`)).text());
    expect(done).toContain("Abrir la tienda");
    expect(done).toContain("Progreso del plan: 100.00 %");
    expect(textOf(await (await b.get(`${path}?filtro=por_vencer`)).text())).toContain("Abrir la tienda");
    expect(textOf(await (await b.get(`${path}?filtro=recientes`)).text())).toContain("Abrir la tienda");

    const activity = `${path}/actividades/${id}`;
    const noTitle = await b.formPost(activity, { title: "", text: "Texto que no se pierde" });
    expect(noTitle.status).toBe(400);
    const noTitleHtml = await noTitle.text();
    expect(fieldErrors(noTitleHtml, "title")).toEqual(["Por favor escribe un título para tu observación!"]);
    expect(textOf(noTitleHtml)).toContain("Texto que no se pierde");
    const observed = await b.formPost(activity, { title: "Tienda publicada", text: "" });
    const observedPage = await (await b.follow(observed)).text();
    expect(flashText(observedPage)).toBe("Observación creada correctamente");
    expect(textOf(observedPage)).toContain("Tienda publicada");
    const [obs] = await worker.sql<{ id: number }>("SELECT id FROM observaciones WHERE title = 'Tienda publicada'");
    const removed = await b.formPost(activity, { intent: "delete-observation", observation: String(obs!.id) });
    expect(flashText(await (await b.follow(removed)).text())).toBe("Observación eliminada correctamente");
  });

  test("the seeded plan: 40.00 % progress, filters by GET, the program page summary", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const page = textOf(await (await b.get(PLAN)).text());
    expect(page).toContain("Mi plan de trabajo");
    expect(page).toContain("Progreso del plan: 40.00 %");
    for (const name of ["Definir la propuesta de valor", "Validar precios con clientes", "Registrar la marca"]) {
      expect(page).toContain(name);
    }
    const dueSoon = textOf(await (await b.get(`${PLAN}?filtro=por_vencer`)).text());
    expect(dueSoon).toContain("Preparar la presentación para inversionistas");
    expect(dueSoon).not.toContain("Validar precios con clientes");
    const program = textOf(await (await b.get("/programs/programs/1")).text());
    expect(program).toContain("Progreso del plan: 40.00 %");
    expect(program).not.toContain("No tiene un plan de trabajo registrado");
  });
});

describe("mentors and the institution", () => {
  test("the mentor toggles and reports on their activities only; a forged post is refused", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const html = await (await b.get(PLAN)).text();
    expect(textOf(html)).toContain("Plan de trabajo de Laura Martínez");
    const mine = await activityId("Proyección de flujo de caja");
    const others = await activityId("Preparar la presentación para inversionistas");
    const box = (id: number) => tags(html, "input").find((i) => i.id === `done-${id}`);
    expect(box(mine)).toMatchObject({ name: "done" });
    expect(box(others)).toHaveProperty("disabled");
    expect(box(others)?.name).toBeUndefined();
    expect(html).not.toContain(`${PLAN}/actividades/nueva`);
    expect(html).not.toContain(`${PLAN}/editar"`);

    const ok = await b.formPost(PLAN, { intent: "toggle", activity: String(mine), done: "true" });
    expect(ok.status).toBe(302);
    const [row] = await worker.sql<{ done: number }>("SELECT done FROM actividades WHERE id = ?", mine);
    expect(row!.done).toBe(1);
    await b.formPost(PLAN, { intent: "toggle", activity: String(mine) });
    expect((await b.formPost(PLAN, { intent: "toggle", activity: String(others), done: "true" })).status).toBe(403);
    expect((await b.formPost(`${PLAN}/actividades/${others}`, { title: "Hola" })).status).toBe(403);
    const own = await b.formPost(`${PLAN}/actividades/${mine}`, { title: "Revisemos el flujo" });
    expect(own.status).toBe(302);
    // The mentor card on the program page shows the plan's progress rounded to an integer.
    expect(textOf(await (await b.get("/programs/programs/1")).text())).toMatch(/Progreso: 40 %/);
  });

  test("the institution reads every plan: no toggle, no forms; forged posts refused", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get(PLAN)).text();
    const text = textOf(html);
    expect(text).toContain("Objetivo del plan");
    expect(text).toContain("Porcentaje de asistencia");
    expect(tags(html, "select").some((s) => s.name === "filtro")).toBe(true);
    expect(tags(html, "input").filter((i) => i.type === "checkbox" && i.name === "done")).toHaveLength(0);
    expect(text).not.toContain("Nueva actividad");
    const activity = await activityId("Definir la propuesta de valor");
    expect((await b.formPost(PLAN, { intent: "toggle", activity: String(activity), done: "true" })).status).toBe(403);
    expect((await b.formPost(`${PLAN}/actividades/${activity}`, { title: "x" })).status).toBe(403);
    const detail = textOf(await (await b.get(`${PLAN}/actividades/${activity}`)).text());
    expect(detail).toContain("Propuesta aprobada");
    expect(detail).not.toContain("Nueva observación");
    expect(detail).toContain("Sesiones que trabajaron esta actividad");
  });

  test("another entrepreneur's plan page: 'Este usuario no tiene plan…' for staff, 403 for peers", async () => {
    const { username } = await peer(5);
    const staff = await worker.browserAs(DEMO.institution);
    expect(textOf(await (await staff.get(`/plan/${username}/1`)).text())).toContain(
      "Este usuario no tiene plan de trabajo para este programa aún",
    );
    const entrepreneur = await worker.browserAs(DEMO.entrepreneur);
    expect((await entrepreneur.get(`/plan/${username}/1`)).status).toBe(403);
  });
});

describe("actas", () => {
  test("the acta form offers the participants' activities, checked when the acta worked on them", async () => {
    const [session] = await worker.sql<{ slug: string }>(
      "SELECT e.slug FROM eventos e JOIN actas a ON a.evento_id = e.id WHERE a.activities <> '[]' LIMIT 1",
    );
    const b = await worker.browserAs(DEMO.mentor);
    const html = await (await b.get(`/calendar/evento/${session!.slug}/acta`)).text();
    expect(textOf(html)).toContain("Actividades del plan de trabajo trabajadas en la sesión");
    const linked = await activityId("Definir la propuesta de valor");
    const boxes = tags(html, "input").filter((i) => i.name === "activities");
    expect(boxes.length).toBeGreaterThan(1);
    expect(boxes.find((i) => i.value === String(linked))).toHaveProperty("checked");
    expect(boxes.filter((i) => "checked" in i)).toHaveLength(1);
  });
});

describe("robustness", () => {
  test("fuzzed goals, activity fields and filters never give a 500", async () => {
    const { b, username } = await peer(2);
    const path = `/plan/${username}/1`;
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 2100 }), fc.string(), fc.string(), async (text, date, filtro) => {
        for (const response of [
          await b.formPost(`${path}/editar`, { description: text }),
          await b.formPost(`${path}/crear`, { description: text }),
          await b.get(`${path}?filtro=${encodeURIComponent(filtro)}`),
        ]) {
          expect(response.status).toBeLessThan(500);
        }
        const activity = await b.formPost(`${path}/actividades/nueva`, { name: text, start: date, end: date });
        expect(activity.status).toBeLessThan(500);
      }),
      { numRuns: 15 },
    );
  });

  test("an empty form or an unknown activity id: the form's messages or a 404, never a 500", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const bad = await b.formPost(`${PLAN}/actividades/nueva`, {});
    expect(bad.status).toBe(400);
    expect(formErrors(await bad.text())).toEqual([]);
    expect((await b.formPost(PLAN, { intent: "toggle", activity: "abc" })).status).toBe(404);
    expect((await b.formPost(PLAN, { intent: "otra" })).status).toBe(400);
  });
});
