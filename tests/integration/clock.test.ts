// One clock for the whole Worker (issue 34 §0): the app's routes (bundled by Remix) and the local API (bundled
// with server.ts) read the same CLOCK_OFFSET_MS. A file that pins a date far from today sees that date in the
// calendar the routes draw and in the demo sessions the API seeded around it.
import { describe, expect, test } from "vitest";
import { DEMO, pinClock, textOf, useTestWorker } from "./harness";
import { SEED_SESSION_NAMES } from "../../local-api/seeds/session-names";

// A Sunday on which Chile (America/Santiago, one of the spec's zones) leaves daylight-saving time.
pinClock("2027-04-04T10:00");
const worker = useTestWorker();

describe("the test clock", () => {
  test("the calendar opens on the clock's month, with the sessions the API seeded around the clock's today", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const text = textOf(await (await b.get("/calendar?vista=agenda")).text());
    expect(text).toContain("2027");
    expect(text).toContain(SEED_SESSION_NAMES.financeNext); // tomorrow, a Monday
    expect(text).not.toMatch(/de 2026/);
  });
});
