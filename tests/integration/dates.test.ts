// Issue 34 §4: every date and time field of every form answers an impossible value ('2026-02-30',
// '2026-13-01', year 0000, an empty or huge value) with a field error on the form, the rest kept; never a 5xx.
import fc from "fast-check";
import { Temporal } from "@js-temporal/polyfill";
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO, fieldErrors, input, shownErrors, textOf, useTestWorker, type Browser } from "./harness";
import { todayIn } from "../../app/shared/clock-temporal";

const worker = useTestWorker();
const PAID_BOOK = "/marketplace/renata.restrepo/reservar";
const RUNS = Number(process.env.DATE_FUZZ_RUNS ?? 10);

type Kind = "day" | "wall" | "local";
interface DateForm {
  name: string;
  as: keyof typeof DEMO;
  path: () => string;
  fields: () => Record<string, string | string[]>;
  dates: Record<string, Kind>;
  /** A free-text field whose value must come back after the refusal. */
  kept: string;
}

/** A weekday `weeks` weeks ahead in Bogotá. */
function weekday(weeks: number): string {
  let day = todayIn("America/Bogota").add({ days: 7 * weeks + 1 });
  while (day.dayOfWeek > 5) day = day.add({ days: 1 });
  return day.toString();
}

async function one<T>(query: string, ...params: unknown[]): Promise<T> {
  const [row] = await worker.sql<T>(query, ...params);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
}
const userId = async (email: string) =>
  (await one<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", email)).id;

const day = weekday(6);
const ids = { mentor: 0, entrepreneur: 0, tool: 0, indicator: 0, slug: "", pastSlug: "" };
const browsers = new Map<string, Browser>();

beforeAll(async () => {
  for (const role of ["entrepreneur", "mentor", "institution"] as const)
    browsers.set(role, await worker.browserAs(DEMO[role]));
  ids.mentor = await userId(DEMO.mentor);
  ids.entrepreneur = await userId(DEMO.entrepreneur);
  ids.tool = (await one<{ id: number }>("SELECT id FROM mentorias WHERE nombre = 'Mentoría financiera'")).id;
  ids.indicator = (await one<{ id: number }>("SELECT id FROM indicadores WHERE empresa_id = 1 ORDER BY id")).id;
  const entidad = await one<{ entidad_id: number }>(
    "SELECT entidad_id FROM funcionarios WHERE user_id = (SELECT id FROM usuarios WHERE email = ?)",
    DEMO.institution,
  );
  for (const [key, from, to] of [
    ["slug", `${day} 15:00`, `${day} 16:00`],
    ["pastSlug", "2026-01-05 09:00", "2026-01-05 10:00"],
  ] as const) {
    const slug = `it-fechas-${key}-${Date.now().toString(36)}`;
    await worker.sql(
      `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, entidad_id, asistentes_max)
       VALUES (?, 'Sesión de fechas', 'Grupal', ?, ?, ?, ?, 10)`,
      slug,
      from,
      to,
      ids.mentor,
      entidad.entidad_id,
    );
    await worker.sql(
      "INSERT INTO evento_participantes (evento_id, user_id) VALUES ((SELECT id FROM eventos WHERE slug = ?), ?)",
      slug,
      ids.entrepreneur,
    );
    ids[key] = slug;
  }
});

const FORMS: DateForm[] = [
  {
    name: "marketplace booking",
    as: "entrepreneur",
    path: () => `${PAID_BOOK}?fecha=${day}`,
    fields: () => ({
      intent: "pay",
      fecha: day,
      inicio: `${day} 09:00`,
      fin: `${day} 10:00`,
      observaciones: "Quiero validar precios",
    }),
    dates: { fecha: "day", inicio: "wall", fin: "wall" },
    kept: "observaciones",
  },
  {
    name: "booking inside an availability",
    as: "entrepreneur",
    path: () => `/calendar/reservar?herramienta=${ids.tool}&mentor=${ids.mentor}&fecha=${day}`,
    fields: () => ({
      herramienta: String(ids.tool),
      mentor: String(ids.mentor),
      fecha: day,
      inicio: `${day} 08:00`,
      duracion: "30",
      nombre: "Revisión de caja",
    }),
    dates: { fecha: "day", inicio: "wall" },
    kept: "nombre",
  },
  {
    name: "availability",
    as: "mentor",
    path: () => "/calendar/disponibilidad/nueva",
    fields: () => ({ fecha: day, inicio1: "09:00", fin1: "10:00" }),
    dates: { fecha: "day" },
    kept: "inicio1",
  },
  {
    name: "staff session create",
    as: "institution",
    path: () => "/calendar/nuevo",
    fields: () => ({
      mentoria: String(ids.tool),
      mentor: String(ids.mentor),
      tipo: "Grupal",
      inicio: `${day}T09:00`,
      fin: `${day}T10:00`,
      nombre: "Sesión con fecha rara",
    }),
    dates: { inicio: "local", fin: "local" },
    kept: "nombre",
  },
  {
    name: "staff session edit",
    as: "institution",
    path: () => `/calendar/evento/${ids.slug}/editar`,
    fields: () => ({
      mentoria: String(ids.tool),
      mentor: String(ids.mentor),
      tipo: "Grupal",
      inicio: `${day}T15:00`,
      fin: `${day}T16:00`,
      nombre: "Sesión editada",
    }),
    dates: { inicio: "local", fin: "local" },
    kept: "nombre",
  },
  {
    name: "acta",
    as: "mentor",
    path: () => `/calendar/evento/${ids.pastSlug}/acta`,
    fields: () => ({
      summary: "Resumen de la sesión",
      start_date: "2026-01-05T09:00",
      end_date: "2026-01-05T10:00",
      assistants: String(ids.entrepreneur),
    }),
    dates: { start_date: "local", end_date: "local" },
    kept: "summary",
  },
  {
    name: "plan activity",
    as: "entrepreneur",
    path: () => "/plan/emprendedor/1/actividades/nueva",
    fields: () => ({ name: "Abrir la tienda", start: day, end: day }),
    dates: { start: "day", end: "day" },
    kept: "name",
  },
  {
    name: "indicator value",
    as: "entrepreneur",
    path: () => `/empresa/1/indicadores/${ids.indicator}/valores`,
    fields: () => ({ intent: "create", value: "7", date: "2026-01-05T09:00" }),
    dates: { date: "local" },
    kept: "value",
  },
];

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
/** Dates that have the shape of one but name no day. */
const impossibleDay = fc.oneof(
  fc
    .record({ month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 29, max: 99 }) })
    .filter(({ month, day }) => day > Temporal.PlainYearMonth.from({ year: 2026, month }).daysInMonth)
    .map(({ month, day }) => `2026-${pad(month)}-${pad(day)}`),
  fc.integer({ min: 13, max: 99 }).map((month) => `2026-${pad(month)}-01`),
  fc.constantFrom("2026-00-10", "2026-05-00", "2025-02-29", "2100-02-29"),
  fc.constantFrom(0, 1, 999, 1899, 2200, 9999).map((year) => `${pad(year, 4)}-01-10`),
);
const impossibleTime = fc.constantFrom("24:00", "23:60", "99:99", "25:30");
/** Empty and huge values, which no date field may take either. */
const nonsense = fc.constantFrom("", " ", "9".repeat(5000), "99999-01-01", "2026-1-1", "2026-02-30".repeat(300));

function badValue(kind: Kind) {
  const sep = kind === "wall" ? " " : "T";
  const dated =
    kind === "day"
      ? impossibleDay
      : fc.oneof(
          impossibleDay.map((d) => `${d}${sep}09:00`),
          impossibleTime.map((t) => `${day}${sep}${t}`),
        );
  return fc.oneof({ weight: 4, arbitrary: dated }, { weight: 1, arbitrary: nonsense });
}

describe.each(FORMS)("$name", (form) => {
  test("an impossible date or time: a message on the form, the rest kept, never a 5xx", async () => {
    const b = browsers.get(form.as)!;
    const field = fc.constantFrom(...Object.keys(form.dates));
    await fc.assert(
      fc.asyncProperty(
        field.chain((name) => fc.tuple(fc.constant(name), badValue(form.dates[name]!))),
        async ([name, value]) => {
          const fields = { ...form.fields(), [name]: value };
          const response = await b.formPost(form.path(), fields);
          const html = await response.text();
          const what = `${form.name} ${name}=${value.slice(0, 40)} → ${response.status}`;
          expect(response.status, `${what} ${textOf(html).slice(0, 200)}`).toBe(400);
          expect(shownErrors(html), what).not.toEqual([]);
          expect(input(html, form.kept)?.value ?? textOf(html), what).toContain(fields[form.kept]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

test("the finding: 'Pagar' with 2026-02-30 gets field errors and keeps the note; so does 'Ver precio'", async () => {
  const b = browsers.get("entrepreneur")!;
  for (const intent of ["pay", "preview"]) {
    for (const fecha of ["2026-02-30", "2026-13-01"]) {
      const response = await b.formPost(`${PAID_BOOK}?fecha=${day}`, {
        intent,
        fecha,
        inicio: `${fecha} 09:00`,
        fin: `${fecha} 10:00`,
        observaciones: "Quiero validar precios",
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(fieldErrors(html, "inicio")).toEqual(["Ingrese una fecha válida"]);
      expect(textOf(html)).toContain("Quiero validar precios");
    }
  }
  // The date picker (a GET) with an impossible day shows the form without slots, not an error page.
  expect((await b.get(`${PAID_BOOK}?fecha=2026-02-30`)).status).toBe(200);
});
