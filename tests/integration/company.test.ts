// The company screens without JavaScript (issue 12; second spec › Screens and routes "Company page (empresa)", "Dashboard 'Mi
// dashboard'", second spec › States and transitions "Indicator row", second spec › Validation rules, second spec › Roles and permissions, second spec › Error catalogue, second spec › Business constants and limits): company edit rules, a team member invited by e-mail,
// an indicator with a negative trend and its number rule, two values in the dashboard's SVG and table, the
// .xlsx report, and the mentor's read-only dashboard with forged writes refused.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, flashText, mailsTo, textOf, uniqueEmail, useTestWorker } from "./harness";

const worker = useTestWorker();
const COMPANY = "/empresa/1";

async function indicatorIdByName(name: string): Promise<number> {
  const [row] = await worker.sql<{ id: number }>("SELECT id FROM indicadores WHERE name = ?", name);
  return row!.id;
}

describe("the entrepreneur's company, without JavaScript", () => {
  test("/empresa leads to the company page: name, sector, Barreras, team, indicators, dashboard link", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const mine = await b.get("/empresa");
    expect(mine.headers.get("Location")).toBe(COMPANY);
    const html = await (await b.get(COMPANY)).text();
    const text = textOf(html);
    for (const expected of [
      "EcoEmpaques S.A.S.",
      "Manufactura",
      "Barreras",
      "Equipo",
      "Ventas semanales",
      "Negativa",
    ]) {
      expect(text).toContain(expected);
    }
    expect(html).toContain('href="/dashboard"');
  });

  test("editing: an empty name gives the spec's message and keeps the other values", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const response = await b.formPost(`${COMPANY}/editar`, {
      name: "",
      n_employees: "abc",
      sector: "7",
      goal: "Mis barreras",
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(fieldErrors(html, "name")).toEqual(["Por favor ingresa el nombre de la empresa!"]);
    expect(fieldErrors(html, "n_employees")).toEqual(["Debe ser un número"]);
    expect(html).toContain("Mis barreras");
  });

  test("a team member is invited by e-mail and listed; 'Falta el nombre' when missing", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const bad = await b.formPost(`${COMPANY}/equipo/nuevo`, { first_name: "", last_name: "", email: "" });
    const badHtml = await bad.text();
    expect(fieldErrors(badHtml, "first_name")).toEqual(["Falta el nombre"]);
    expect(fieldErrors(badHtml, "last_name")).toEqual(["Falta el apellido"]);
    expect(fieldErrors(badHtml, "email")).toEqual(["Falta email"]);
    const email = uniqueEmail("socia");
    const ok = await b.formPost(`${COMPANY}/equipo/nuevo`, { first_name: "Lina", last_name: "Socia", email });
    expect(ok.headers.get("Location")).toBe(COMPANY);
    const page = await (await b.follow(ok)).text();
    expect(flashText(page)).toContain("Persona agragada correctamente");
    expect(textOf(page)).toContain("Lina Socia");
    expect((await mailsTo(b, email)).length).toBeGreaterThan(0);
  });

  test("an indicator with a negative trend, two values, the dashboard's SVG and table, the report", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const fields = {
      name: "Reclamos",
      description: "Reclamos por semana",
      measure: "Unidades",
      base_line: "abc",
      goal: "2",
      x_axis: "Semana",
      y_axis: "Reclamos",
    };
    const bad = await b.formPost(`${COMPANY}/indicadores/nuevo`, fields);
    expect(bad.status).toBe(400);
    expect(fieldErrors(await bad.text(), "base_line")).toEqual(["Debe ingresar un número válido"]);
    // No `trend` field: the checkbox unchecked, a downward goal.
    const created = await b.formPost(`${COMPANY}/indicadores/nuevo`, { ...fields, base_line: "10" });
    expect(created.status).toBe(302);
    expect(flashText(await (await b.follow(created)).text())).toContain("Indicador Creado correctamente");
    const id = await indicatorIdByName("Reclamos");
    const values = `${COMPANY}/indicadores/${id}/valores`;
    const missing = await b.formPost(values, { intent: "create", value: "", date: "" });
    const missingHtml = await missing.text();
    expect(fieldErrors(missingHtml, "value")).toEqual(["Por favor agregar un valor para este indicador"]);
    expect(fieldErrors(missingHtml, "date")).toEqual(["Por favor ingrese una fecha"]);
    for (const [value, date] of [
      ["8", "2026-01-05T09:00"],
      ["6", "2026-01-12T09:00"],
    ]) {
      const response = await b.formPost(values, { intent: "create", value, date });
      expect(response.status).toBe(302);
    }
    const stored = await worker.sql<{ date_created_at: string }>(
      "SELECT date_created_at FROM indicador_valores WHERE indicador_id = ? ORDER BY date_created_at",
      id,
    );
    expect(stored.map((v) => v.date_created_at)).toEqual(["2026-01-05 09:00", "2026-01-12 09:00"]);
    const company = textOf(await (await b.get(COMPANY)).text());
    expect(company).toContain("Negativa");

    const dashboard = await (await b.get("/dashboard")).text();
    expect(textOf(dashboard)).toContain("Mi dashboard");
    expect(dashboard).toContain(`aria-labelledby="indicador-${id}-title indicador-${id}-desc"`);
    expect(dashboard.match(/data-reference="(base|goal)"/g)?.length).toBeGreaterThanOrEqual(2 * 5);
    expect(textOf(dashboard)).toContain("Datos de Reclamos");
    expect(dashboard).toContain('href="/dashboard/1/reporte"');

    const report = await b.get("/dashboard/1/reporte");
    expect(report.status).toBe(200);
    expect(report.headers.get("Content-Type")).toContain("spreadsheetml");
    const parts = unzipSync(new Uint8Array(await report.arrayBuffer()));
    const xml = Object.values(parts)
      .map((part) => strFromU8(part))
      .join("\n");
    expect(xml).toContain("Reclamos");
    expect(xml).toContain("2026-01-12 09:00");
  });
});

describe("mentor@demo.test: read-only", () => {
  test("the dashboard without 'Descargar reporte'; the company without edit links; forged writes 403", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const dashboard = await (await b.get("/dashboard/1")).text();
    expect(textOf(dashboard)).toContain("Ventas semanales");
    expect(textOf(dashboard)).not.toContain("Descargar reporte");
    expect((await b.get("/dashboard/1/reporte")).status).toBe(403);
    const company = await (await b.get(COMPANY)).text();
    expect(company).not.toContain(`${COMPANY}/editar`);
    const indicator = await indicatorIdByName("Ventas semanales");
    const forged = [
      await b.formPost(`${COMPANY}/editar`, { name: "X", n_employees: "1", sector: "1", goal: "Y" }),
      await b.formPost(`${COMPANY}/indicadores/${indicator}/valores`, {
        intent: "create",
        value: "1",
        date: "2026-01-01T10:00",
      }),
      await b.formPost(`${COMPANY}/indicadores/${indicator}/eliminar`, {}),
      await b.formPost(COMPANY, { indicator: String(indicator), name: "X" }),
    ];
    expect(forged.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    expect(await indicatorIdByName("Ventas semanales")).toBe(indicator);
  });
});
