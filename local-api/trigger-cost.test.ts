// The stored figures' triggers (migrations 0017–0020) must cost one write what the writer's own rows cost, not what the
// program's do: a trigger whose query the planner drives by the program's index reads every session of the program on
// each attendance mark (migration 0019's first version did, and the scale seed's attendance insert crashed workerd).
import { afterAll, beforeAll, expect, test } from "vitest";
import { type Harness, createHarness } from "./testing/harness";

let h: Harness;
const SESSIONS = 1500;

beforeAll(async () => {
  h = await createHarness();
  await h.call("GET", "/usuario/"); // the local API seeds the demo on its first request
}, 60_000);
afterAll(() => h.dispose());

type RunMeta = { rows_read?: number; rows_written?: number };

async function rowsRead(sql: string, ...params: unknown[]): Promise<number> {
  const result = await h.db
    .prepare(sql)
    .bind(...params)
    .run();
  return (result.meta as RunMeta).rows_read ?? -1;
}

test("an attendance mark and a rating read the person's rows, not the program's sessions", async () => {
  // The busiest program of the demo, grown by cloning one of its sessions.
  const model = await h.db
    .prepare(
      `SELECT e.* FROM eventos e WHERE e.programa_id = (SELECT programa_id FROM eventos WHERE programa_id IS NOT NULL
         GROUP BY programa_id ORDER BY count(*) DESC LIMIT 1) AND e.usuario_individual IS NOT NULL LIMIT 1`,
    )
    .first<{ id: number; programa_id: number; usuario_individual: number; mentor_id: number }>();
  expect(model).not.toBeNull();
  await rowsRead(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${SESSIONS - 1})
     INSERT INTO eventos (slug, nombre, tema, tipo, fecha_inicio, fecha_fin, mentor_id, mentoria_id, programa_id,
       entidad_id, usuario_individual, asistentes_max, creador)
     SELECT 'costo-' || n.i, e.nombre, e.tema, e.tipo, strftime('%Y-%m-%d %H:%M', '2024-01-01', '+' || n.i || ' hours'),
       strftime('%Y-%m-%d %H:%M', '2024-01-01', '+' || n.i || ' hours', '+1 hour'), e.mentor_id, e.mentoria_id,
       e.programa_id, e.entidad_id, e.usuario_individual, 1, e.creador
     FROM n, eventos e WHERE e.id = ?`,
    model!.id,
  );
  const inProgram = await h.db
    .prepare("SELECT count(*) AS n FROM eventos WHERE programa_id = ?")
    .bind(model!.programa_id)
    .first<{ n: number }>();
  expect(inProgram!.n).toBeGreaterThan(SESSIONS);

  const session = await h.db.prepare("SELECT id FROM eventos WHERE slug = 'costo-7'").first<{ id: number }>();
  const bound = SESSIONS / 5;
  const mark = await rowsRead(
    "INSERT INTO evento_participantes (evento_id, user_id, asistencia) VALUES (?, ?, 1)",
    session!.id,
    model!.usuario_individual,
  );
  expect(mark).toBeGreaterThan(0);
  expect(mark).toBeLessThan(bound);
  const unmark = await rowsRead(
    "UPDATE evento_participantes SET asistencia = 0 WHERE evento_id = ? AND user_id = ?",
    session!.id,
    model!.usuario_individual,
  );
  expect(unmark).toBeLessThan(bound);
  const rating = await rowsRead(
    "INSERT INTO calificaciones (evento_id, mentor_id, autor_id, puntaje) VALUES (?, ?, ?, 5)",
    session!.id,
    model!.mentor_id,
    model!.usuario_individual,
  );
  expect(rating).toBeLessThan(bound);
  const cancel = await rowsRead("UPDATE eventos SET cancelado_at = '2024-01-01 00:00' WHERE id = ?", session!.id);
  expect(cancel).toBeLessThan(bound);
}, 60_000);
