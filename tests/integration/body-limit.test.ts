// Issue 34 §5: a 60 MB upload was read in full (16 s) before it was refused. A form post over the largest
// upload any form takes is refused at once from its Content-Length (413, the catalog's size message). A body
// that passes the limit without saying so stops being read: tests/unit/body-limit.test.ts.
import { expect, test } from "vitest";
import { BODY_MAX_BYTES } from "../../app/lib/body-limit.server";
import { DEMO, catalog, useTestWorker } from "./harness";

const worker = useTestWorker();
const MESSAGE = (catalog("common").errors as Record<string, string>).requestTooLarge!;

test("a declared body over the limit: 413 with the size message, before the action runs", async () => {
  const b = await worker.browserAs(DEMO.entrepreneur);
  const before = await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM tickets_soporte");
  const body = new Uint8Array(BODY_MAX_BYTES + 1);
  const response = await b.request("/soporte", {
    method: "POST",
    body,
    headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(body.byteLength) },
  });
  expect(response.status).toBe(413);
  expect(await response.text()).toBe(MESSAGE);
  expect(MESSAGE).toContain("10 MB");
  expect(await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM tickets_soporte")).toEqual(before);
});
