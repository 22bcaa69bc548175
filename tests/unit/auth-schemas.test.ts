// The auth form schemas (login, sign-up, recovery): every message of the spec, and fuzzing that never throws.
import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { CREDENTIAL_MAX, loginSchema } from "~/features/auth/login.schema";
import { recoveryConfirmSchema, recoveryRequestSchema, recoverySchema } from "~/features/auth/recovery.schema";
import { isIncomplete, parseSignUp, signUpSchema } from "~/features/auth/sign-up.schema";
import { meetsPasswordPolicy } from "~/lib/password-policy";
import esAuth from "../../locales/es/auth.json";
import enAuth from "../../locales/en/auth.json";
import { FORM_FIELD_NAMES } from "./form-field-names";

type Schema = Parameters<typeof parseWithZod>[1]["schema"];

function form(fields: Record<string, string | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) fd.append(k, v);
  return fd;
}

/** Field → error keys, as the action sees them (Conform turns empty strings into undefined). */
function errorsOf(schema: Schema, fields: Record<string, string | undefined>): Record<string, string[]> {
  const submission = parseWithZod(form(fields), { schema });
  if (submission.status === "success") return {};
  return (submission.reply().error ?? {}) as Record<string, string[]>;
}

function lookup(catalog: unknown, key: string): unknown {
  const [, path] = key.split(":") as [string, string];
  return path
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
}

const STRONG = "Segura123!";

describe("message keys", () => {
  const sources = ["login", "sign-up", "recovery"].map((name) =>
    readFileSync(new URL(`../../app/features/auth/${name}.schema.ts`, import.meta.url), "utf8"),
  );
  const keys = [...new Set(sources.flatMap((s) => [...s.matchAll(/"(auth:[\w.]+)"/g)].map((m) => m[1]!)))];

  test("every key used by the schemas exists in the es and en catalogs", () => {
    expect(keys.length).toBeGreaterThanOrEqual(14);
    for (const key of keys) {
      expect(typeof lookup(esAuth, key), `es ${key}`).toBe("string");
      expect(typeof lookup(enAuth, key), `en ${key}`).toBe("string");
    }
  });

  test("the Spanish texts are the spec's, to the letter", () => {
    const spec: Record<string, string> = {
      "auth:login.emailInvalid": "Por favor ingrese un email válido, sin espacios!",
      "auth:login.passwordRequired": "Por favor ingrese su contraseña!",
      "auth:login.invalid": "Datos inválidos",
      "auth:signUp.incomplete": "Completa todos los campos del formulario",
      "auth:signUp.emailPattern": "Email inválido",
      "auth:signUp.emailNoSpaces": "Por favor ingrese un email válido, sin espacios!",
      "auth:signUp.passwordPolicy":
        "La contraseña deben tener al menos 8 caracteres, una letra mayúscula, minúscula, un número y un símbolo",
      "auth:signUp.firstNameRequired": "Por favor ingrese su nombre!",
      "auth:signUp.lastNameRequired": "Por favor ingrese sus apellidos!",
      "auth:signUp.passwordRequired": "Por favor ingrese su contraseña!",
      "auth:signUp.confirmRequired": "Por favor confirme su contraseña!",
      "auth:signUp.mismatch": "Las contraseñas no coinciden!",
      "auth:recovery.emailInvalid": "¡Por favor ingrese un email válido, sin espacios!",
      "auth:recovery.codeRequired": "¡Por favor ingrese su código de verificación!",
      "auth:recovery.passwordRequired": "¡Por favor escriba su nueva contraseña!",
    };
    for (const key of keys) expect(Object.keys(spec), `${key} has a spec text in this test`).toContain(key);
    for (const [key, text] of Object.entries(spec)) expect(lookup(esAuth, key), key).toBe(text);
  });
});

describe("loginSchema", () => {
  const ok = { email: "ana@example.com", password: "x" };

  test("valid credentials pass; redirectTo is optional", () => {
    expect(errorsOf(loginSchema, ok)).toEqual({});
    expect(errorsOf(loginSchema, { ...ok, redirectTo: "/user" })).toEqual({});
  });

  test.each([
    ["missing", undefined],
    ["empty", ""],
    ["no at sign", "ana.example.com"],
    ["space inside", "ana @example.com"],
    ["tab inside", "ana\t@example.com"],
    ["no domain", "ana@"],
    ["too long", `${"a".repeat(CREDENTIAL_MAX)}@example.com`],
  ])("e-mail %s → auth:login.emailInvalid", (_label, email) => {
    expect(errorsOf(loginSchema, { ...ok, email }).email).toEqual(["auth:login.emailInvalid"]);
  });

  test("password missing → auth:login.passwordRequired", () => {
    expect(errorsOf(loginSchema, { ...ok, password: undefined }).password).toEqual(["auth:login.passwordRequired"]);
    expect(errorsOf(loginSchema, { ...ok, password: "" }).password).toEqual(["auth:login.passwordRequired"]);
  });

  test("a password longer than RSA-OAEP can carry → auth:login.invalid", () => {
    expect(errorsOf(loginSchema, { ...ok, password: "x".repeat(CREDENTIAL_MAX + 1) }).password).toEqual([
      "auth:login.invalid",
    ]);
    expect(errorsOf(loginSchema, { ...ok, password: "x".repeat(CREDENTIAL_MAX) })).toEqual({});
  });
});

describe("signUpSchema", () => {
  const ok = {
    kind: "freelancer",
    first_name: "Ana",
    last_name: "Pérez",
    email: "ana@example.com",
    password: STRONG,
    confirm_password: STRONG,
  };

  test("a complete form passes, for every kind", () => {
    for (const kind of ["entity", "participant", "freelancer", "client"])
      expect(errorsOf(signUpSchema, { ...ok, kind })).toEqual({});
  });

  test.each([
    ["kind", undefined, "auth:signUp.incomplete"],
    ["kind", "admin", "auth:signUp.incomplete"],
    ["first_name", undefined, "auth:signUp.firstNameRequired"],
    ["first_name", "   ", "auth:signUp.firstNameRequired"],
    ["last_name", "", "auth:signUp.lastNameRequired"],
    ["last_name", " ", "auth:signUp.lastNameRequired"],
    ["email", "", "auth:signUp.emailNoSpaces"],
    ["email", "ana @example.com", "auth:signUp.emailNoSpaces"],
    ["email", "ana@example", "auth:signUp.emailPattern"],
    ["email", "ana.example.com", "auth:signUp.emailPattern"],
    ["email", "@example.com", "auth:signUp.emailPattern"],
    ["password", "", "auth:signUp.passwordRequired"],
    ["password", "Corta1!", "auth:signUp.passwordPolicy"],
    ["password", "sinmayuscula1!", "auth:signUp.passwordPolicy"],
    ["password", "SINMINUSCULA1!", "auth:signUp.passwordPolicy"],
    ["password", "SinNumero!!", "auth:signUp.passwordPolicy"],
    ["password", "SinSimbolo123", "auth:signUp.passwordPolicy"],
    ["confirm_password", "", "auth:signUp.confirmRequired"],
  ])("%s = %j → %s", (field, value, key) => {
    const fields: Record<string, string | undefined> = { ...ok, [field]: value };
    if (field === "password" && value) fields.confirm_password = value;
    expect(errorsOf(signUpSchema, fields)[field]).toContain(key);
  });

  test("different passwords → auth:signUp.mismatch on confirm_password", () => {
    expect(errorsOf(signUpSchema, { ...ok, confirm_password: "Segura123?" })).toEqual({
      confirm_password: ["auth:signUp.mismatch"],
    });
  });

  test("the password policy", () => {
    expect(meetsPasswordPolicy(STRONG)).toBe(true);
    expect(meetsPasswordPolicy("Aa1!aaaa")).toBe(true);
    expect(meetsPasswordPolicy("Aa1!aaa")).toBe(false);
    expect(meetsPasswordPolicy("Ñandú12€x")).toBe(false); // no ASCII upper case letter
    expect(meetsPasswordPolicy("")).toBe(false);
  });

  test("isIncomplete: any of the five fields empty or blank", () => {
    expect(isIncomplete(form(ok))).toBe(false);
    for (const name of ["first_name", "last_name", "email", "password", "confirm_password"]) {
      expect(isIncomplete(form({ ...ok, [name]: undefined })), name).toBe(true);
      expect(isIncomplete(form({ ...ok, [name]: "  " })), name).toBe(true);
    }
    // The kind switch always has a value; it does not count.
    expect(isIncomplete(form({ ...ok, kind: undefined }))).toBe(false);
  });
});

describe("recovery schemas", () => {
  test("step 1: a valid e-mail passes", () => {
    expect(errorsOf(recoverySchema, { intent: "request", email: "ana@example.com" })).toEqual({});
    expect(errorsOf(recoveryRequestSchema, { intent: "request", email: "ana@example.com" })).toEqual({});
  });

  test.each([undefined, "", "ana", "ana @example.com", "ana@example"])(
    "step 1: e-mail %j → auth:recovery.emailInvalid",
    (email) => {
      expect(errorsOf(recoverySchema, { intent: "request", email }).email).toEqual(["auth:recovery.emailInvalid"]);
    },
  );

  const confirm = { intent: "confirm", email: "ana@example.com", codigo: "123456", password: STRONG };

  test("step 2: complete passes", () => {
    expect(errorsOf(recoverySchema, confirm)).toEqual({});
    expect(errorsOf(recoveryConfirmSchema, confirm)).toEqual({});
  });

  test.each([
    ["codigo", undefined, "auth:recovery.codeRequired"],
    ["codigo", "", "auth:recovery.codeRequired"],
    ["codigo", "   ", "auth:recovery.codeRequired"],
    ["password", undefined, "auth:recovery.passwordRequired"],
    ["password", "", "auth:recovery.passwordRequired"],
    ["password", "debil", "auth:signUp.passwordPolicy"],
    ["password", "SinSimbolo123", "auth:signUp.passwordPolicy"],
    ["email", "no-es-correo", "auth:recovery.emailInvalid"],
  ])("step 2: %s = %j → %s", (field, value, key) => {
    expect(errorsOf(recoverySchema, { ...confirm, [field]: value })[field]).toEqual([key]);
  });

  test("an unknown intent is rejected", () => {
    const submission = parseWithZod(form({ intent: "delete", email: "ana@example.com" }), { schema: recoverySchema });
    expect(submission.status).toBe("error");
  });
});

describe("fuzzing: parsing never throws", () => {
  const value = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.constantFrom("", " ", "\u0000", "a@b.co", STRONG, "entity", "confirm", "request", "x".repeat(5000)),
  );
  const names = fc.constantFrom(...FORM_FIELD_NAMES);
  const body = fc.array(fc.tuple(names, value), { maxLength: 12 });

  for (const [name, schema] of [
    ["login", loginSchema],
    ["sign-up", signUpSchema],
    ["recovery", recoverySchema],
  ] as const) {
    test(name, () => {
      fc.assert(
        fc.property(body, (entries) => {
          const fd = new FormData();
          for (const [k, v] of entries) fd.append(k, v);
          const submission = parseWithZod(fd, { schema });
          expect(["success", "error"]).toContain(submission.status);
          // The reply (what the action returns) is serialisable.
          JSON.stringify(submission.reply({ hideFields: ["password"] }));
        }),
        { numRuns: 500 },
      );
      fc.assert(
        fc.property(fc.anything(), (input) => {
          expect(() => schema.safeParse(input)).not.toThrow();
        }),
        { numRuns: 300 },
      );
    });
  }
});

describe("every message is a catalog key (no raw zod English reaches the page)", () => {
  const KEY = /^(auth|common):[\w.]+$/;
  const cases: Array<[string, Schema, Record<string, string>]> = [
    [
      "login, overlong redirectTo",
      loginSchema,
      { email: "ana@example.com", password: "x", redirectTo: `/${"x".repeat(2048)}` },
    ],
    [
      "sign-up, overlong names",
      signUpSchema,
      {
        kind: "client",
        first_name: "x".repeat(151),
        last_name: "x".repeat(151),
        email: "a@b.co",
        password: STRONG,
        confirm_password: STRONG,
      },
    ],
    [
      "recovery, overlong code",
      recoverySchema,
      { intent: "confirm", email: "a@b.co", codigo: "1".repeat(21), password: STRONG },
    ],
  ];

  // `app/lib/validation.ts` maps every issue without a message of its own to a catalog key.
  test.each(cases)("%s", (_label, schema, fields) => {
    const errors = Object.values(errorsOf(schema, fields)).flat();
    expect(errors.length).toBeGreaterThan(0);
    for (const message of errors) expect(message).toMatch(KEY);
  });
});

describe("parseSignUp (browser and action)", () => {
  test("an empty field adds the form-level 'Completa todos los campos del formulario'", () => {
    const submission = parseSignUp(form({ kind: "client", first_name: "Ana", email: "ana@example.com" }));
    expect(submission.status).toBe("error");
    expect(submission.reply().error?.[""]).toEqual(["auth:signUp.incomplete"]);
    expect(esAuth.signUp.incomplete).toBe("Completa todos los campos del formulario");
  });

  test("all fields filled but invalid: field errors only", () => {
    const submission = parseSignUp(
      form({
        kind: "client",
        first_name: "Ana",
        last_name: "Pérez",
        email: "ana@example.com",
        password: "débil",
        confirm_password: "débil",
      }),
    );
    expect(submission.reply().error?.[""]).toBeUndefined();
    expect(submission.reply().error?.password).toEqual(["auth:signUp.passwordPolicy"]);
  });
});
