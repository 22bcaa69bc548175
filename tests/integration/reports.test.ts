// The reports area without JavaScript (issue 13; second spec › Screens and routes "The program dashboard screen", second spec › Validation rules "Export", second spec › The calls it makes, second spec › Business constants and limits;
// core spec › Screens and routes 'Mi dashboard'): the tile leads to the control panel; the seeded program's cards and charts (SVG
// in the HTML, with tables); the mentor section; the field error for an end before the start; exports only with
// both dates, each an .xlsx with its columns; the program with no events; the mentor's own dashboard.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, test } from "vitest";
import { DEMO, fieldErrors, menuLabels, textOf, useTestWorker } from "./harness";

const worker = useTestWorker();
const PANEL = "/reports/resumen-entidad-por-programa";
const RANGE = "inicio=2020-01-01&fin=2100-12-31";

async function programId(nombre: string): Promise<number> {
  const [row] = await worker.sql<{ id: number }>("SELECT id FROM programas WHERE nombre = ? ORDER BY id DESC", nombre);
  return row!.id;
}

function xlsxText(bytes: ArrayBuffer): string {
  return Object.values(unzipSync(new Uint8Array(bytes)))
    .map((part) => strFromU8(part))
    .join("\n");
}

describe("entidad@demo.test: the program control panel", () => {
  test("the tile leads to the panel; the seeded program shows non-zero cards, three charts and the mentor section", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const home = await (await b.get("/institution")).text();
    expect(home).toContain(`href="${PANEL}"`);
    const incubation = await programId("Programa de Incubación 2026");
    const response = await b.get(`${PANEL}?programa=${incubation}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    for (const label of [
      "Tablero de control programas",
      "Total de fundadores",
      "Total de mentores",
      "Fundadores activos",
      "Total de empleados",
      "Promedio de empleados por fundador",
      "Mentorías dictadas por día",
      "Horas dictadas por día",
      "Fundadores capacitados",
      "Última medición",
      "Mejor mentor del programa",
      "Moda de calificación",
    ]) {
      expect(text).toContain(label);
    }
    // Five cards, none zero: "Total de fundadores" 9.
    expect(text).toMatch(/Total de fundadores\s*9/);
    expect(text).not.toMatch(/Fundadores activos\s*0\b/);
    expect((html.match(/<svg[^>]*data-chart="bar"/g) ?? []).length).toBe(4);
    expect(html).toContain("<table");
    // Without both dates the exports are not offered.
    expect(text).toContain("Elige la fecha inicial y la fecha final para exportar los reportes.");
    expect(html).not.toContain(`${PANEL}/descargar/`);
  });

  test("an end date before the start is a field error; the values stay and no export is offered", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get(`${PANEL}?inicio=2026-03-10&fin=2026-03-01`)).text();
    expect(fieldErrors(html, "fin")).toEqual(["La fecha final no puede ser anterior a la fecha inicial"]);
    expect(html).toContain('value="2026-03-10"');
    expect(html).not.toContain(`${PANEL}/descargar/`);
    // The export card says what is wrong (not 'Elige la fecha…'), pointing at the end date.
    expect(textOf(html)).toContain(
      "Corrige las fechas para exportar los reportes: La fecha final no puede ser anterior a la fecha inicial",
    );
    expect(textOf(html)).not.toContain("Elige la fecha inicial y la fecha final");
    expect(html).toContain('href="#reports-end"');
    // An export link with the dates out of order goes back to the panel and its field error, not a bare 400.
    const query = "programa=1&inicio=2026-03-10&fin=2026-03-01";
    const back = await b.get(`${PANEL}/descargar/programa?${query}`);
    expect(back.status).toBe(302);
    expect(back.headers.get("Location")).toBe(`${PANEL}?${query}`);
    const bad = await (await b.get(`${PANEL}?inicio=2026-02-30&fin=x`)).text();
    expect(fieldErrors(bad, "inicio")).toEqual(["Ingresa una fecha válida (AAAA-MM-DD)"]);
  });

  test("with both dates: the three exports download as spreadsheets with their columns", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const incubation = await programId("Programa de Incubación 2026");
    const html = await (await b.get(`${PANEL}?programa=${incubation}&${RANGE}`)).text();
    const links = [...html.matchAll(/href="(\/reports\/resumen-entidad-por-programa\/descargar\/[^"]+)"/g)].map((m) =>
      m[1]!.replace(/&amp;/g, "&"),
    );
    expect(links).toHaveLength(3);
    const expected: Record<string, string[]> = {
      programa: ["Fecha", "Evento", "Mentoría", "Asistentes", "Calificación promedio", "Taller de ventas"],
      emprendedores: ["Nombre", "Empresa", "Sesiones asistidas", "Horas recibidas", "EcoEmpaques S.A.S."],
      encuestas: ["Puntaje", "Comentario", "Objetivo cumplido", "calificaciones"],
    };
    for (const link of links) {
      const kind = /descargar\/(\w+)/.exec(link)![1]!;
      const response = await b.get(link);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("spreadsheetml");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /^attachment; filename="[a-z-]+-\d+-2020-01-01-2100-12-31\.xlsx"$/,
      );
      const xml = xlsxText(await response.arrayBuffer());
      for (const column of expected[kind]!) expect(xml).toContain(column);
    }
    expect((await b.get(links[0]!.replace("2020-01-01", "2200-01-01"))).status).toBe(302);
  });

  test("the program with no events: its empty states", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const empty = await programId("Programa Mujeres Emprendedoras");
    const text = textOf(await (await b.get(`${PANEL}?programa=${empty}`)).text());
    expect(text).toContain("Aún no hay eventos para este programa");
    expect(text).toContain("Aún no hay calificaciones para este mentor");
    expect(text).toMatch(/Mejor mentor del programa\s*---/);
  });

  test("banco@demo.test sees its own empty panel and is refused the other institution's program and exports", async () => {
    const b = await worker.browserAs(DEMO.otherInstitution);
    const incubation = await programId("Programa de Incubación 2026");
    expect(textOf(await (await b.get(PANEL)).text())).toContain("Aún no hay programas disponibles");
    expect((await b.get(`${PANEL}?programa=${incubation}`)).status).toBe(403);
    expect((await b.get(`${PANEL}/descargar/encuestas?programa=${incubation}&${RANGE}`)).status).toBe(403);
  });
});

describe("mentor@demo.test: 'Mi dashboard'", () => {
  test("the menu's link shows their own figures per program; another mentor's username is refused", async () => {
    const b = await worker.browserAs(DEMO.mentor);
    const home = await (await b.get("/user")).text();
    expect(menuLabels(home)).toContain("Mi dashboard");
    const path = "/user/dashboard/mentor/reports/resumen-por-programa";
    expect(home).toContain(`href="${path}"`);
    const html = await (await b.get(path)).text();
    const text = textOf(html);
    expect(text).toContain("Programa de Incubación 2026");
    expect(text).toContain("Horas dictadas");
    expect(text).toContain("Últimas calificaciones");
    expect(text).toMatch(/\d,\d{2} de 5 estrellas/);
    expect(html).toContain('data-chart="bar"');
    const [other] = await worker.sql<{ username: string }>(
      "SELECT username FROM usuarios WHERE mentor = 1 AND email <> ? LIMIT 1",
      DEMO.mentor,
    );
    expect((await b.get(`/user/dashboard/${other!.username}/reports/resumen-por-programa`)).status).toBe(403);
  });
});

describe("the entrepreneurs export at size, inside workerd", () => {
  // write-excel-file failed in workerd past about 530 rows (decision 013); the API now writes it with
  // app/shared/xlsx.ts. Last in the file: it adds 3,000 founders to the program the other tests keep empty.
  test("3,000 founders: one .xlsx row each, cells neutralised, readable", async () => {
    const empty = await programId("Programa Mujeres Emprendedoras");
    await worker.sql(
      `INSERT INTO usuarios (username, email, password, first_name, last_name, is_active)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3000)
       SELECT 'escala' || i, 'escala' || i || '@escala.test', 'pbkdf2_sha256$x', 'Fundadora ' || i, '=Apellido', 1 FROM n`,
    );
    await worker.sql(
      "INSERT INTO programa_emprendedores (programa_id, user_id) SELECT ?, id FROM usuarios WHERE email LIKE '%@escala.test'",
      empty,
    );
    const [{ founders }] = (await worker.sql<{ founders: number }>(
      "SELECT COUNT(*) AS founders FROM programa_emprendedores WHERE programa_id = ?",
      empty,
    )) as [{ founders: number }];
    const b = await worker.browserAs(DEMO.institution);
    const response = await b.get(`${PANEL}/descargar/emprendedores?programa=${empty}&${RANGE}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("spreadsheetml");
    const parts = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const sheet = strFromU8(parts["xl/worksheets/sheet1.xml"]!);
    expect(strFromU8(parts["xl/workbook.xml"]!)).toContain('name="emprendedores"');
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)];
    expect(rows).toHaveLength(1 + founders);
    expect(rows[0]![2]).toContain("<t>Nombre</t>");
    const scaled = rows.filter(([, , cells]) => cells!.includes("@escala.test"));
    expect(scaled).toHaveLength(3000);
    for (const [, , cells] of scaled) expect(cells).toContain("<t>'=Apellido</t>");
  });
});

describe("a long program's series by month (issue 31)", () => {
  // Last in the file too: 100 days of sessions in the program the other tests keep without events.
  test("past 62 days with events the API gives months (agrupar=auto) and the panel draws them, its days still told", async () => {
    const b = await worker.browserAs(DEMO.institution); // first: the demo is seeded on the first request
    const program = await programId("Programa Mujeres Emprendedoras");
    const [anchor] = await worker.sql<{ mentor: number; founder: number; entidad: number }>(
      `SELECT (SELECT mm.user_id FROM mentoria_mentores mm JOIN mentorias m ON m.id = mm.mentoria_id
         WHERE m.programa_id = p.id LIMIT 1) AS mentor,
       (SELECT user_id FROM programa_emprendedores WHERE programa_id = p.id LIMIT 1) AS founder,
       p.entidad_id AS entidad FROM programas p WHERE p.id = ?`,
      program,
    );
    // One past session a day from 2025-01-01 (100 days, to 2025-04-10), each attended: fixed dates, any clock.
    await worker.sql(
      `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, programa_id, entidad_id,
         usuario_individual, asistentes_max)
       WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 99)
       SELECT 'larga-' || i, 'Sesión larga ' || i, 'Individual', date('2025-01-01', '+' || i || ' days') || ' 09:00',
         date('2025-01-01', '+' || i || ' days') || ' 10:00', ?, ?, ?, ?, 1 FROM n`,
      anchor!.mentor,
      program,
      anchor!.entidad,
      anchor!.founder,
    );
    await worker.sql(
      `INSERT INTO evento_participantes (evento_id, user_id, asistencia)
       SELECT id, ?, 1 FROM eventos WHERE slug LIKE 'larga-%'`,
      anchor!.founder,
    );
    const html = await (await b.get(`${PANEL}?programa=${program}`)).text();
    const text = textOf(html);
    // Four months (January to April 2025), one bar and one row each, in all three charts.
    expect(html.match(/<th[^>]*>Mes<\/th>/g)).toHaveLength(3);
    for (const month of ["ene", "feb", "mar", "abr"]) expect(text).toMatch(new RegExp(`${month}\\.? (de )?2025`));
    expect(text).not.toMatch(/\b15 (de )?ene/);
    expect(text).toMatch(/100 días con eventos, del 1 de ene\.? al 10 de abr/);
    expect(text).toMatch(/feb\.? de 2025 Valor 28 mar\.? de 2025 Valor 31 abr\.? de 2025 Valor 10/);
    const bars = [...html.matchAll(/<svg[^>]*data-chart="bar"[\s\S]*?<\/svg>/g)].map((m) => m[0]);
    expect(bars.length).toBeGreaterThanOrEqual(3);
    for (const svg of bars.slice(0, 3)) expect(svg.match(/<rect /g)).toHaveLength(4);
  });
});
