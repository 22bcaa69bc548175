// Names refuse control characters, bidirectional overrides and U+FFFD, and are stored in NFC (issue 18 §4):
// the contract's rule (app/api/contract/text.ts) fuzzed, then every name field of the local API.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseInviteFile } from "../app/api/contract/invite-file";
import { UNSAFE_TEXT_MESSAGE, isSafeText, nameText } from "../app/api/contract/text";
import { z } from "zod";
import { demoCast, multipart } from "./services/programs.test-helper";
import { type Harness, STRONG_PASSWORD, createHarness, uniqueUser } from "./testing/harness";

/** Characters a name must never carry: controls, bidi marks/overrides/isolates, U+FFFD. */
const unsafeChar = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }).map((c) => String.fromCharCode(c)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((c) => String.fromCharCode(c)),
  fc.constantFrom("\u061c", "\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e"),
  fc.constantFrom("\u2066", "\u2067", "\u2068", "\u2069", "\u2028", "\u2029", "\ufeff", "\ufffd"),
);
const safeText = fc.string({ maxLength: 20 }).filter(isSafeText);
/** A name with at least one unsafe character somewhere in it. */
const unsafeName = fc.tuple(safeText, unsafeChar, safeText).map(([a, bad, b]) => `${a}${bad}${b}`);

describe("the contract's rule", () => {
  const schema = nameText(z.string().min(1).max(150));

  test("any name with an unsafe character is refused with the Spanish message", () => {
    fc.assert(
      fc.property(unsafeName, (name) => {
        const result = schema.safeParse(name);
        expect(result.success).toBe(false);
        if (!result.success) expect(result.error.issues.map((i) => i.message)).toContain(UNSAFE_TEXT_MESSAGE);
      }),
      { numRuns: 500 },
    );
  });

  test("safe names pass, in NFC, whatever form they came in", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter(isSafeText), (name) => {
        const result = schema.safeParse(name.normalize("NFD"));
        if (name.normalize("NFD").length > 150) return;
        expect(result.success).toBe(true);
        if (result.success) expect(result.data).toBe(result.data.normalize("NFC"));
      }),
      { numRuns: 500 },
    );
    expect(schema.parse("Jose\u0301 Núñez")).toBe("José Núñez");
    // Joiners used by scripts and emoji are not controls.
    expect(schema.parse("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645")).toBeTruthy();
  });

  test("the bulk-invite file skips lines with unsafe names and normalises the rest", () => {
    const parsed = parseInviteFile(
      "email;nombre;apellido\na@x.co;An\u202Ea;Ruiz\nb@x.co;Jose\u0301;Pe\u0000rez\nc@x.co;Jose\u0301;Díaz\n",
    );
    expect(parsed.skipped.map((s) => [s.linea, s.motivo])).toEqual([
      [2, "campos"],
      [3, "campos"],
    ]);
    expect(parsed.valid.map((v) => v.first_name)).toEqual(["José"]);
  });
});

describe("the local API", () => {
  let h: Harness;
  let cast: Awaited<ReturnType<typeof demoCast>>;
  beforeAll(async () => {
    h = await createHarness();
    cast = await demoCast(h);
  });
  afterAll(() => h.dispose());

  test("sign-up: unsafe first or last names get a field error and nothing is created (fuzzed)", async () => {
    await fc.assert(
      fc.asyncProperty(unsafeName, fc.constantFrom("first_name", "last_name"), async (name, field) => {
        const user = uniqueUser("ctl");
        const response = await h.call("POST", "/usuario/crear/usuario", {
          body: {
            username: user.username,
            email: user.email,
            first_name: "Ana",
            last_name: "Ruiz",
            [field]: name,
            password: STRONG_PASSWORD,
            confirm_password: STRONG_PASSWORD,
          },
        });
        expect(response.status).toBe(400);
        expect((response.body as Record<string, string[]>)[field]).toContain(UNSAFE_TEXT_MESSAGE);
        const rows = await h.db.prepare("SELECT id FROM usuarios WHERE email = ?").bind(user.email).all();
        expect(rows.results).toHaveLength(0);
      }),
      { numRuns: 15 },
    );
  });

  test("sign-up stores names in NFC", async () => {
    const user = uniqueUser("nfc");
    const response = await h.call("POST", "/usuario/crear/usuario", {
      body: {
        username: user.username,
        email: user.email,
        first_name: "Jose\u0301",
        last_name: "Nu\u0301n\u0303ez",
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    });
    expect(response.status).toBe(201);
    const row = await h.db
      .prepare("SELECT first_name, last_name FROM usuarios WHERE email = ?")
      .bind(user.email)
      .first<{ first_name: string; last_name: string }>();
    expect(row).toEqual({ first_name: "José", last_name: "Núñez" });
  });

  test("invitations, programs, tools, sessions and the institution refuse unsafe names", async () => {
    const official = cast.tokens.official;
    const invite = await h.call("PUT", "/entidad/emprendedor/agregar", {
      token: official,
      body: { emprendedor: "nul@example.com", first_name: "a\u0000b", last_name: "Ruiz" },
    });
    expect(invite).toMatchObject({ status: 400, body: { first_name: [UNSAFE_TEXT_MESSAGE] } });

    const program = await multipart(h, "POST", "/programa/crear", official, { nombre: "Programa \u202Eetnelav" });
    expect(program.status).toBe(400);
    expect((program.body as Record<string, string[]>).nombre).toContain(UNSAFE_TEXT_MESSAGE);

    const tool = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
      token: official,
      body: { nombre: "Taller\u0007", descripcion: "x", tipo: "Taller", mentor: [cast.ids.mentor] },
    });
    expect(tool).toMatchObject({ status: 400, body: { nombre: [UNSAFE_TEXT_MESSAGE] } });

    const session = await h.call("POST", "/zoom_master/event", {
      token: official,
      body: { nombre: "Sesión\u2066", mentor: cast.ids.mentor, tipo: "Grupal", visibility: true },
    });
    expect(session.status).toBe(400);
    expect((session.body as Record<string, string[]>).nombre).toContain(UNSAFE_TEXT_MESSAGE);

    const institution = await multipart(h, "PUT", `/entidad/editar/${cast.incubadora}`, official, {
      razon_social: "Incubadora\uFFFD",
      nit: "900",
    });
    expect(institution.status).toBe(400);
    expect((institution.body as Record<string, string[]>).razon_social).toContain(UNSAFE_TEXT_MESSAGE);
  });

  test("free text of any JSON body: control characters get a field error at the API too, nothing stored", async () => {
    const entrepreneur = cast.tokens.entrepreneur;
    for (const contenido of ["antes\u0000despues", "campana\u0007", "escape\u001b[31m"]) {
      const post = await h.call("POST", "/foro/post/crear", { token: entrepreneur, body: { contenido, me_gusta: [] } });
      expect(post).toMatchObject({ status: 400, body: { contenido: [UNSAFE_TEXT_MESSAGE] } });
    }
    // Nested values count for their top-level field; line breaks and tabs are text.
    const nested = await h.call("POST", "/foro/post/crear", {
      token: entrepreneur,
      body: { contenido: "Hola", me_gusta: ["a\u0000"] },
    });
    expect(nested).toMatchObject({ status: 400, body: { me_gusta: [UNSAFE_TEXT_MESSAGE] } });
    const stored = await h.db
      .prepare("SELECT COUNT(*) AS n FROM foro_posts WHERE contenido LIKE 'antes%' OR contenido LIKE 'campana%'")
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    const fine = await h.call("POST", "/foro/post/crear", {
      token: entrepreneur,
      body: { contenido: "Línea uno\r\n\tlínea dos", me_gusta: [] },
    });
    expect(fine.status).toBe(201);
  });
});
