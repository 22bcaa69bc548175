// Growing the demo past one page in an integration test: a bulk-insert row source, and the demo institution's
// first program that has a tool (the lists and pickers grow there).
import { DEMO, type TestWorker } from "./harness";

/** `n` rows of a recursive CTE (`i` from 1 to n), to put before an `INSERT … SELECT`. */
export const rows = (n: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;

/** Seeds the demo (its first request), then the demo institution's id and its first program with a tool. */
export async function demoProgramWithTool(worker: TestWorker) {
  await (await worker.browserAs(DEMO.institution)).get("/institution");
  const [institution] = await worker.sql<{ id: number }>(
    "SELECT id FROM entidades WHERE razon_social = 'Incubadora Demo'",
  );
  const [program] = await worker.sql<{ id: number; tool: number }>(
    `SELECT p.id, (SELECT min(m.id) FROM mentorias m WHERE m.programa_id = p.id) AS tool
     FROM programas p WHERE p.entidad_id = ? AND EXISTS (SELECT 1 FROM mentorias m WHERE m.programa_id = p.id)
     ORDER BY p.id LIMIT 1`,
    institution!.id,
  );
  return { institution: institution!.id, program: program!.id, tool: program!.tool };
}
