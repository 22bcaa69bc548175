// Fuzzed input never gets a 500 (docs/house-rules.md#bars): every answer is a 2xx of the contract or a DRF-style error.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createdUserResponseSchema, errorBodySchema, tokenResponseSchema } from "../app/api/contract/usuario";
import { encryptForLogin } from "./crypto";
import { DEMO_EMAILS, DEMO_PASSWORD } from "./demo";
import { type ApiResponse, type Harness, STRONG_PASSWORD, createHarness } from "./testing/harness";

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness();
  token = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
});
afterAll(() => h.dispose());

function expectNoServerError(response: ApiResponse) {
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
  if (response.status >= 400) expect(errorBodySchema.safeParse(response.body).success).toBe(true);
}

/** Any JSON value, biased towards the shapes that reach deeper into the handlers. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ minLength: 150, maxLength: 3000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
);

const emailish = fc.oneof(fc.emailAddress(), fc.string({ maxLength: 60 }), anyValue);
const passwordish = fc.oneof(
  fc.constant(STRONG_PASSWORD),
  fc.string({ minLength: 6, maxLength: 140 }),
  fc.string({ unit: "binary", minLength: 8, maxLength: 20 }),
  anyValue,
);

/** Usually the valid generator, sometimes anything. */
function mostly<T>(valid: fc.Arbitrary<T>) {
  return fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: anyValue, weight: 1 });
}

let run = 0;
/** Mostly-valid sign-up bodies with random deviations in any field, and sometimes missing fields. */
const signUpBody = fc
  .tuple(
    fc.record({
      username: mostly(fc.stringMatching(/^[a-z][a-z0-9_.@+-]{0,20}$/)),
      first_name: mostly(fc.string({ minLength: 1, maxLength: 30 })),
      last_name: mostly(fc.string({ minLength: 1, maxLength: 30 })),
      email: mostly(fc.emailAddress()),
      password: fc.oneof({ arbitrary: fc.constant(STRONG_PASSWORD), weight: 4 }, { arbitrary: passwordish, weight: 1 }),
      telefono: mostly(fc.string({ maxLength: 31 })),
      mentor: mostly(fc.boolean()),
      razon_social: mostly(fc.string({ maxLength: 210 })),
    }),
    fc.boolean(),
    fc.subarray(["username", "first_name", "last_name", "email", "password", "telefono", "mentor"]),
    fc.boolean(),
  )
  .map(([body, confirmSame, dropped, dropSome]) => {
    run += 1;
    const copy: Record<string, unknown> = { ...body, confirm_password: confirmSame ? body.password : STRONG_PASSWORD };
    // Unique usernames and e-mails where they are valid, so many bodies really create users.
    if (typeof copy.username === "string" && /^[a-z]/.test(copy.username)) copy.username = `${copy.username}${run}`;
    if (typeof copy.email === "string" && copy.email.includes("@")) copy.email = `f${run}.${copy.email}`;
    if (dropSome) for (const key of dropped.slice(0, 2)) delete copy[key];
    return copy;
  });

describe("fuzz: no 500 on any body", () => {
  test("POST /usuario/crear/usuario and /usuario/crear/entidad", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(signUpBody, fc.constantFrom("usuario", "entidad"), async (body, kind) => {
        const response = await h.call("POST", `/usuario/crear/${kind}`, { body });
        expectNoServerError(response);
        statuses.add(response.status);
        if (response.status === 201) createdUserResponseSchema.parse(response.body);
      }),
      {
        numRuns: 150,
        // Two valid bodies, so the database path is reached whatever the random draw.
        examples: (["usuario", "entidad"] as const).map((kind): [Record<string, unknown>, typeof kind] => [
          {
            username: `fuzzexample${kind}`,
            first_name: "Ana",
            last_name: "Pérez",
            email: `fuzz.example.${kind}@demo.test`,
            password: STRONG_PASSWORD,
            confirm_password: STRONG_PASSWORD,
            telefono: "",
            mentor: false,
          },
          kind,
        ]),
      },
    );
    // The fuzzing reached both the validation and the database paths.
    expect(statuses).toContain(201);
    expect(statuses).toContain(400);
  });

  test("POST /usuario/login with arbitrary values", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          anyValue,
          fc.record({ email: anyValue, password: anyValue }, { requiredKeys: [] }),
          fc.record({ email: fc.base64String({ maxLength: 700 }), password: fc.base64String({ maxLength: 700 }) }),
        ),
        async (body) => {
          const response = await h.call("POST", "/usuario/login", { body });
          expectNoServerError(response);
          expect(response.status).not.toBe(200);
        },
      ),
      { numRuns: 150 },
    );
  });

  test("POST /usuario/login with well-encrypted arbitrary plaintexts", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: "binary", maxLength: 150 }),
        fc.string({ unit: "binary", maxLength: 150 }),
        async (email, password) => {
          const body = {
            email: await encryptForLogin(h.publicJwk, email),
            password: await encryptForLogin(h.publicJwk, password),
          };
          const response = await h.call("POST", "/usuario/login", { body });
          expectNoServerError(response);
          if (response.status === 200) tokenResponseSchema.parse(response.body);
        },
      ),
      { numRuns: 40 },
    );
  });

  test("raw bodies that are not JSON, or JSON of any shape", async () => {
    const paths = [
      ["POST", "/usuario/login"],
      ["POST", "/usuario/crear/usuario"],
      ["POST", "/usuario/crear/entidad"],
      ["POST", "/usuario/cambiar_pwd"],
      ["PUT", "/usuario/confirmar_cambiar_pwd"],
      ["PUT", "/usuario/password"],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.json({ maxDepth: 4 }),
          fc.string({ unit: "binary", maxLength: 200 }),
        ),
        async ([method, path], rawBody) => {
          expectNoServerError(await h.call(method, path, { rawBody, token }));
        },
      ),
      { numRuns: 200 },
    );
  });

  test("recovery and password bodies", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { email: emailish, codigo: fc.oneof(fc.stringMatching(/^\d{6}$/), anyValue), password: passwordish },
          {
            requiredKeys: [],
          },
        ),
        fc.record({ password: passwordish, new_password: passwordish }, { requiredKeys: [] }),
        async (recovery, change) => {
          expectNoServerError(await h.call("POST", "/usuario/cambiar_pwd", { body: recovery }));
          expectNoServerError(await h.call("PUT", "/usuario/confirmar_cambiar_pwd", { body: recovery }));
          const changed = await h.call("PUT", "/usuario/password", { body: change, token });
          expectNoServerError(changed);
          // The demo password never changes here: a 200 would need the current one.
          expect(changed.status).not.toBe(200);
        },
      ),
      { numRuns: 100 },
    );
  });

  test("arbitrary path segments under /usuario/ and /usuario/confirmar/", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", minLength: 1, maxLength: 200 }), async (segment) => {
        const encoded = encodeURIComponent(segment);
        expectNoServerError(await h.call("GET", `/usuario/${encoded}`, { token }));
        expectNoServerError(await h.call("DELETE", `/usuario/confirmar/${encoded}`));
      }),
      { numRuns: 150 },
    );
  });
});
