// Random form bodies posted to the auth forms never produce a 500 (docs/house-rules.md#bars "fuzzed input never a 500").
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { FORM_FIELD_NAMES } from "../unit/form-field-names";
import { DEMO, STRONG_PASSWORD, textOf, useTestWorker } from "./harness";

const worker = useTestWorker();

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const FIELD_NAMES = FORM_FIELD_NAMES;

/** Values that look like what the forms expect, mixed with hostile ones. */
const value = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 300 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      " ",
      DEMO.entrepreneur,
      "ANA@EXAMPLE.COM",
      "a@b.co",
      STRONG_PASSWORD,
      "Demo1234!",
      "request",
      "confirm",
      "entity",
      "participant",
      "freelancer",
      "client",
      "123456",
      "//evil.example",
      "/\\evil",
      "javascript:alert(1)",
      "%",
      "%zz",
      "%00",
      "\u0000",
      "\r\n",
      "null",
      "undefined",
      "[]",
      "{}",
      "<script>alert(1)</script>",
      "x".repeat(5000),
      "ñ".repeat(200),
      "😀".repeat(100),
    ),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const formBody = fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), value), { maxLength: 10 });

/** Raw bodies: broken percent-encoding, stray separators, huge or empty. */
const rawBody = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.constantFrom(
    "%",
    "%%%",
    "email=%E0%A4%A",
    "=&=&&",
    "a=1&a=2&a=3",
    "email",
    "&".repeat(1000),
    "x=" + "%41".repeat(3000),
  ),
);

const CONTENT_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=nope",
  "multipart/form-data",
  "text/plain",
  "application/json",
];

async function assertNever500(path: string, response: Response, what: unknown) {
  const body = await response.text();
  expect(
    response.status,
    `${path} ${JSON.stringify(what).slice(0, 500)} → ${response.status} ${textOf(body).slice(0, 200)}`,
  ).toBeLessThan(500);
}

// The programas host too, so both sign-up variants are fuzzed.
const ORIGINS = ["http://localhost:8787", "http://programas.localhost:8787"];

describe.each(["/login", "/sign-up", "/change_password"])("POST %s", (path) => {
  test("random form fields never give a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(formBody, fc.constantFrom(...ORIGINS), async (entries, origin) => {
        // A fresh browser (and IP) each run: the per-IP login limit must not turn into the answer under test.
        const b = worker.browser({ origin });
        const fields: Record<string, string[]> = Object.create(null);
        for (const [k, v] of entries) (fields[k] ??= []).push(v);
        const response = await b.formPost(path, fields);
        await assertNever500(path, response, entries);
      }),
      { numRuns: RUNS },
    );
  });

  test("raw bodies with any content type never give a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(rawBody, fc.constantFrom(...CONTENT_TYPES), async (body, contentType) => {
        const response = await worker
          .browser()
          .request(path, { method: "POST", body, headers: { "Content-Type": contentType } });
        await assertNever500(path, response, { contentType, body });
      }),
      { numRuns: RUNS },
    );
  });

  test("random query strings on the page never give a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...FIELD_NAMES), value), { maxLength: 4 }),
        async (entries) => {
          const query = new URLSearchParams(entries).toString();
          const response = await worker.browser().get(`${path}?${query}`);
          await assertNever500(path, response, query);
        },
      ),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });
});
