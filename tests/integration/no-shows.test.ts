// No-shows without JavaScript (issue 29 §3): the acta's attendance in three states, 'El mentor no asistió' by a
// participant or staff (refused to the mentor and outsiders, flagged for a refund on a paid marketplace session),
// and the no-show rates of the program panel, its mentor section, the mentor's dashboard and the entrepreneurs
// export, counted exactly over sessions of known outcomes. Every test makes its own rows (SQL, like the seed).
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO, flashText, tags, textOf, type Browser, useTestWorker } from "./harness";
import { nowMs } from "../../app/shared/clock";

const worker = useTestWorker();
// The local API seeds an empty database on its first request: before any row of these tests.
beforeAll(() => worker.browserAs(DEMO.institution));
const base = (slug: string) => `/calendar/evento/${encodeURIComponent(slug)}`;
let counter = 0;

async function one<T>(query: string, ...params: unknown[]): Promise<T> {
  const [row] = await worker.sql<T>(query, ...params);
  if (!row) throw new Error(`no row for ${query}`);
  return row;
}
const userId = async (email: string) =>
  (await one<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", email)).id;

/** Bogota wall-clock `YYYY-MM-DD HH:mm` of now + `minutes` (Bogota has no daylight-saving time). */
function wallClock(minutes: number): string {
  const at = new Date(nowMs() + minutes * 60_000 - 5 * 3_600_000);
  return at.toISOString().slice(0, 16).replace("T", " ");
}

type Options = {
  when?: "past" | "future" | "now";
  participants?: number[];
  mentor?: number;
  programa?: number | null;
  marketplace?: { comprador: number; estado: string; precio: number };
};

/** A session of Incubadora Demo (or a marketplace one), mentored by mentor@ unless said otherwise. */
async function createSession(options: Options = {}): Promise<{ id: number; slug: string }> {
  counter += 1;
  const slug = `it-inasistencias-${Date.now().toString(36)}-${counter}`;
  const [from, to] =
    options.when === "future" ? [48 * 60, 49 * 60] : options.when === "now" ? [-30, 90] : [-26 * 60, -25 * 60];
  const entidad = await one<{ entidad_id: number }>(
    "SELECT entidad_id FROM funcionarios WHERE user_id = (SELECT id FROM usuarios WHERE email = ?)",
    DEMO.institution,
  );
  const market = options.marketplace;
  await worker.sql(
    `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, entidad_id, programa_id, asistentes_max,
       marketplace, comprador, estado, precio)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 10, ?, ?, ?, ?)`,
    slug,
    `Sesión de inasistencias ${counter}`,
    market ? "Individual" : "Grupal",
    wallClock(from),
    wallClock(to),
    options.mentor ?? (await userId(DEMO.mentor)),
    market ? null : entidad.entidad_id,
    options.programa ?? null,
    market ? 1 : 0,
    market?.comprador ?? null,
    market?.estado ?? "",
    market?.precio ?? null,
  );
  const { id } = await one<{ id: number }>("SELECT id FROM eventos WHERE slug = ?", slug);
  const participants = options.participants ?? (market ? [] : [await userId(DEMO.entrepreneur)]);
  for (const user of participants) {
    await worker.sql("INSERT INTO evento_participantes (evento_id, user_id) VALUES (?, ?)", id, user);
  }
  return { id, slug };
}

/** A no-JS multipart form post. */
async function multipartPost(b: Browser, path: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://x/", { method: "POST", body: form });
  return b.request(path, {
    method: "POST",
    body: await request.arrayBuffer(),
    headers: { "Content-Type": request.headers.get("Content-Type")! },
  });
}

/** A new active entrepreneur (name, e-mail) for the counts below. */
async function newPerson(name: string): Promise<number> {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}@inasistencias.test`;
  await worker.sql(
    "INSERT INTO usuarios (username, email, password, first_name, last_name, is_active) VALUES (?, ?, 'pbkdf2_sha256$x', ?, 'Prueba', 1)",
    email.split("@")[0],
    email,
    name,
  );
  return userId(email);
}

describe("the attendance in three states", () => {
  test("the mentor records asistió, no asistió and canceló a tiempo; the page shows them back", async () => {
    const [ana, beto, caro] = [await newPerson("Ana"), await newPerson("Beto"), await newPerson("Caro")];
    const session = await createSession({ participants: [ana, beto, caro] });
    const path = `${base(session.slug)}/asistencia`;
    const b = await worker.browserAs(DEMO.mentor);
    const html = await (await b.get(path)).text();
    expect(textOf(html)).toContain("Registre la asistencia de cada participante");
    const radios = tags(html, "input").filter((i) => i.type === "radio");
    // Three choices per participant; not recorded reads as 'No asistió', as the unchecked box did.
    expect(radios).toHaveLength(9);
    expect(radios.filter((r) => "checked" in r).map((r) => r.value)).toEqual([
      "no_asistio",
      "no_asistio",
      "no_asistio",
    ]);
    for (const label of ["Asistió", "No asistió", "Canceló a tiempo"]) expect(textOf(html)).toContain(label);

    const ids = tags(html, "input").filter((i) => i.type === "hidden" && /^participantes\[\d+\]\.id$/.test(i.name!));
    const chosen: Record<number, string> = { [ana]: "asistio", [beto]: "no_asistio", [caro]: "cancelo" };
    const fields: Record<string, string> = {};
    for (const input of ids) {
      fields[input.name!] = input.value!;
      fields[input.name!.replace(/\.id$/, ".estado")] = chosen[Number(input.value)]!;
    }
    const saved = await multipartPost(b, path, fields);
    expect(saved.status).toBe(302);
    expect(flashText(await (await b.follow(saved)).text())).toContain("Se ha enviado correctamente la asistencia");
    const rows = await worker.sql<{ user_id: number; asistencia: number; cancelo_a_tiempo: number }>(
      "SELECT user_id, asistencia, cancelo_a_tiempo FROM evento_participantes WHERE evento_id = ? ORDER BY user_id",
      session.id,
    );
    expect(rows).toEqual([
      { user_id: ana, asistencia: 1, cancelo_a_tiempo: 0 },
      { user_id: beto, asistencia: 0, cancelo_a_tiempo: 0 },
      { user_id: caro, asistencia: 0, cancelo_a_tiempo: 1 },
    ]);
    const again = tags(await (await b.get(path)).text(), "input").filter((i) => i.type === "radio" && "checked" in i);
    expect(again.map((r) => r.value).sort()).toEqual(["asistio", "cancelo", "no_asistio"]);

    // A state outside the three: 400, the message under the list, nothing written.
    const first = ids[0]!;
    const bad = await multipartPost(b, path, {
      [first.name!]: first.value!,
      [first.name!.replace(/\.id$/, ".estado")]: "quizas",
    });
    expect(bad.status).toBe(400);
    expect(textOf(await bad.text())).toContain("Elija si el participante asistió, no asistió o canceló a tiempo");
    expect(
      await worker.sql("SELECT 1 FROM evento_participantes WHERE evento_id = ? AND asistencia = 1", session.id),
    ).toHaveLength(1);
  });
});

describe("'El mentor no asistió'", () => {
  test("the entrepreneur records it from the session's details, once", async () => {
    const session = await createSession({ when: "now" });
    const b = await worker.browserAs(DEMO.entrepreneur);
    const details = await (await b.get(base(session.slug))).text();
    expect(details).toContain(`href="${base(session.slug)}/mentor-ausente"`);
    const page = await (await b.get(`${base(session.slug)}/mentor-ausente`)).text();
    expect(textOf(page)).toContain("el mentor de esta sesión, no asistió");
    expect(textOf(page)).not.toContain("se reembolsará");

    const saved = await b.formPost(`${base(session.slug)}/mentor-ausente`, {});
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe(base(session.slug));
    const after = await (await b.follow(saved)).text();
    expect(flashText(after)).toBe("Se registró que el mentor no asistió");
    expect(textOf(after)).toContain("Se registró que el mentor no asistió a esta sesión.");
    expect(after).not.toContain(`href="${base(session.slug)}/mentor-ausente"`);
    const row = await one<{ at: string | null; by: number }>(
      "SELECT mentor_ausente_at AS at, mentor_ausente_por AS by FROM eventos WHERE id = ?",
      session.id,
    );
    expect(row.at).toBeTruthy();
    expect(row.by).toBe(await userId(DEMO.entrepreneur));

    // A second time: the API's refusal, as a flash; the record stays the first one.
    const twice = await b.formPost(`${base(session.slug)}/mentor-ausente`, {});
    expect(flashText(await (await b.follow(twice)).text())).toBe(
      "No se pudo registrar: Ya se registró que el mentor no asistió a esta sesión.",
    );
  });

  test("staff record it from the attendance page; before the start nobody can", async () => {
    const session = await createSession({ when: "now" });
    const b = await worker.browserAs(DEMO.institution);
    const attendance = await (await b.get(`${base(session.slug)}/asistencia`)).text();
    expect(attendance).toContain(`href="${base(session.slug)}/mentor-ausente"`);
    const saved = await b.formPost(`${base(session.slug)}/mentor-ausente`, {});
    expect(flashText(await (await b.follow(saved)).text())).toBe("Se registró que el mentor no asistió");
    const row = await one<{ by: number }>("SELECT mentor_ausente_por AS by FROM eventos WHERE id = ?", session.id);
    expect(row.by).toBe(await userId(DEMO.institution));
    expect(textOf(await (await b.get(`${base(session.slug)}/asistencia`)).text())).toContain(
      "Se registró que el mentor no asistió a esta sesión.",
    );

    const future = await createSession({ when: "future" });
    const early = await (await b.get(`${base(future.slug)}/mentor-ausente`)).text();
    expect(textOf(early)).toContain("Podrá registrar que el mentor no asistió cuando la sesión haya comenzado.");
    expect(textOf(early)).not.toContain("Confirmar que el mentor no asistió");
    const refused = await b.formPost(`${base(future.slug)}/mentor-ausente`, {});
    expect(flashText(await (await b.follow(refused)).text())).toBe(
      "No se pudo registrar: Solo se puede registrar que el mentor no asistió después de que la sesión comience.",
    );
    expect(await worker.sql("SELECT 1 FROM eventos WHERE id = ? AND mentor_ausente_at IS NOT NULL", future.id)).toEqual(
      [],
    );
  });

  test("the mentor and other people are refused (403), and nothing is recorded", async () => {
    const session = await createSession({ when: "now" });
    const path = `${base(session.slug)}/mentor-ausente`;
    for (const email of [DEMO.mentor, DEMO.otherInstitution]) {
      const b = await worker.browserAs(email);
      expect((await b.get(path)).status, email).toBe(403);
      expect((await b.formPost(path, {})).status, email).toBe(403);
    }
    // The mentor's own details page offers no such link.
    const mentor = await worker.browserAs(DEMO.mentor);
    expect(await (await mentor.get(base(session.slug))).text()).not.toContain(path);
    expect(
      await worker.sql("SELECT 1 FROM eventos WHERE id = ? AND mentor_ausente_at IS NOT NULL", session.id),
    ).toEqual([]);
  });

  test("a paid marketplace session: the page says its payment will be refunded; recording it refunds it", async () => {
    const buyer = await userId(DEMO.entrepreneur);
    const session = await createSession({
      when: "now",
      marketplace: { comprador: buyer, estado: "pagado", precio: 120000 },
    });
    const b = await worker.browserAs(DEMO.entrepreneur);
    const page = await (await b.get(`${base(session.slug)}/mentor-ausente`)).text();
    expect(textOf(page)).toContain("Esta sesión está pagada: su pago se reembolsará.");
    const saved = await b.formPost(`${base(session.slug)}/mentor-ausente`, {});
    expect(flashText(await (await b.follow(saved)).text())).toBe(
      "Se registró que el mentor no asistió; el pago de la sesión fue reembolsado",
    );
    expect(await worker.sql("SELECT monto FROM reembolsos WHERE evento_id = ?", session.id)).toEqual([
      { monto: 120000 },
    ]);
    // An unpaid booking has nothing to refund.
    const unpaid = await createSession({ when: "now", marketplace: { comprador: buyer, estado: "", precio: 120000 } });
    const plain = await b.formPost(`${base(unpaid.slug)}/mentor-ausente`, {});
    expect(flashText(await (await b.follow(plain)).text())).toBe("Se registró que el mentor no asistió");
  });
});

describe("no-show rates", () => {
  test("the panel (program and mentor), the mentor's dashboard and the entrepreneurs export count exactly", async () => {
    await worker.browserAs(DEMO.institution);
    const mentor = await userId(DEMO.mentor);
    const other = (
      await one<{ id: number }>(
        "SELECT id FROM usuarios WHERE mentor = 1 AND email <> ? ORDER BY id LIMIT 1",
        DEMO.mentor,
      )
    ).id;
    const entidad = await one<{ id: number }>(
      "SELECT entidad_id AS id FROM funcionarios WHERE user_id = (SELECT id FROM usuarios WHERE email = ?)",
      DEMO.institution,
    );
    const nombre = `Programa de inasistencias ${Date.now().toString(36)}`;
    await worker.sql("INSERT INTO programas (entidad_id, nombre) VALUES (?, ?)", entidad.id, nombre);
    const programa = (await one<{ id: number }>("SELECT id FROM programas WHERE nombre = ?", nombre)).id;
    await worker.sql(
      "INSERT INTO mentorias (programa_id, nombre, tipo) VALUES (?, 'Mentoría de prueba', 'Mentoría')",
      programa,
    );
    const tool = (await one<{ id: number }>("SELECT id FROM mentorias WHERE programa_id = ?", programa)).id;
    await worker.sql(
      "INSERT INTO mentoria_mentores (mentoria_id, user_id) VALUES (?, ?), (?, ?)",
      tool,
      mentor,
      tool,
      other,
    );
    const [ana, beto] = [await newPerson("Anabel"), await newPerson("Bernardo")];
    await worker.sql(
      "INSERT INTO programa_emprendedores (programa_id, user_id) VALUES (?, ?), (?, ?)",
      programa,
      ana,
      programa,
      beto,
    );

    // [asistencia, cancelo_a_tiempo] per participant; null: not recorded.
    type Mark = [number, number] | null;
    const ASI: Mark = [1, 0];
    const NO: Mark = [0, 0];
    const CAN: Mark = [0, 1];
    const make = async (opts: Options & { marks: [Mark, Mark]; mentorAbsent?: boolean }) => {
      const s = await createSession({ ...opts, programa, participants: [ana, beto] });
      for (const [i, user] of [ana, beto].entries()) {
        const mark = opts.marks[i];
        if (mark) {
          await worker.sql(
            "UPDATE evento_participantes SET asistencia = ?, cancelo_a_tiempo = ? WHERE evento_id = ? AND user_id = ?",
            mark[0],
            mark[1],
            s.id,
            user,
          );
        }
      }
      if (opts.mentorAbsent)
        await worker.sql("UPDATE eventos SET mentor_ausente_at = '2026-01-01T00:00:00Z' WHERE id = ?", s.id);
    };
    await make({ marks: [ASI, NO] }); // S1
    await make({ marks: [NO, CAN] }); // S2
    await make({ marks: [ASI, ASI] }); // S3
    await make({ marks: [NO, null], mentorAbsent: true }); // S4: not held, the mentor did not come
    await make({ marks: [null, null] }); // S5: nothing recorded
    await make({ when: "future", marks: [NO, NO] }); // S6: not ended
    await make({ mentor: other, marks: [NO, ASI] }); // S7: another mentor's
    // Program: held S1, S2, S3, S7 → records 2 + 1 + 2 + 2 = 7, no-shows 3, one cancelled in time.
    // Mentors: S1, S2, S3, S4, S7 have a known outcome (S5 none, S6 not ended) → 1 absence of 5.
    // mentor@: S1, S2, S3 → records 5, no-shows 2; S1–S4 → 1 absence of 4.
    // Ana: S1 asistió, S2 no, S3 asistió, S7 no → 2 of 4; Beto: S1 no, S2 cancelled, S3, S7 asistió → 1 of 3.

    const staff = await worker.browserAs(DEMO.institution);
    const panel = textOf(
      await (await staff.get(`/reports/resumen-entidad-por-programa?programa=${programa}&mentor=${mentor}`)).text(),
    );
    expect(panel).toMatch(/Inasistencia de emprendedores\s*42,86 % \(3 de 7\)/);
    expect(panel).toMatch(/Cancelaciones a tiempo\s*1\b/);
    expect(panel).toMatch(/Inasistencia de mentores\s*20 % \(1 de 5\)/);
    // The mentor section (mentor@ selected): their sessions only.
    const section = panel.slice(panel.indexOf("Mejor mentor del programa"));
    expect(section).toMatch(/Inasistencia de emprendedores\s*40 % \(2 de 5\)/);
    expect(section).toMatch(/Inasistencia del mentor\s*25 % \(1 de 4\)/);

    const mentorPage = await worker.browserAs(DEMO.mentor);
    const dashboard = textOf(
      await (await mentorPage.get("/user/dashboard/mentor/reports/resumen-por-programa")).text(),
    );
    const card = dashboard.slice(dashboard.indexOf(nombre));
    expect(dashboard.indexOf(nombre)).toBeGreaterThan(-1);
    expect(card).toMatch(/^[^]*?Inasistencia de emprendedores\s*40 % \(2 de 5\)/);
    expect(card).toMatch(/^[^]*?Inasistencia del mentor\s*25 % \(1 de 4\)/);

    const response = await staff.get(
      `/reports/resumen-entidad-por-programa/descargar/emprendedores?programa=${programa}&inicio=2000-01-01&fin=2100-12-31`,
    );
    expect(response.status).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))["xl/worksheets/sheet1.xml"]!);
    const cells = (row: string) =>
      [...row.matchAll(/<c [^>]*>(?:<is>)?<(?:v|t)[^>]*>([^<]*)<\/(?:v|t)>/g)].map((m) => m[1]);
    const rows = [...sheet.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((m) => cells(m[1]!));
    expect(rows[0]!.slice(-2)).toEqual(["Inasistencias", "Tasa de inasistencia (%)"]);
    const byName = new Map(rows.slice(1).map((r) => [r[0], r.slice(-2)]));
    expect(byName.get("Anabel")).toEqual(["2", "50"]);
    expect(byName.get("Bernardo")).toEqual(["1", "33.33"]);
  });
});
