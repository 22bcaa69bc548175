import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type ApiUser, tagListSchema, userListSchema } from "../../../app/api/contract/usuario";
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_TAGS } from "../../demo";
import { type Harness, createConfirmedUser, createHarness } from "../../testing/harness";

let h: Harness;
const tokens: Record<"official" | "mentor" | "entrepreneur" | "bank", string> = {
  official: "",
  mentor: "",
  entrepreneur: "",
  bank: "",
};
let outsider: Awaited<ReturnType<typeof createConfirmedUser>>;

beforeAll(async () => {
  h = await createHarness();
  tokens.official = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
  tokens.mentor = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
  tokens.entrepreneur = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
  tokens.bank = await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD);
  outsider = await createConfirmedUser(h, { first_name: "Externo" });
});
afterAll(() => h.dispose());

async function profile(ref: string | number, token: string): Promise<{ status: number; user?: ApiUser }> {
  const response = await h.call("GET", `/usuario/${ref}`, { token });
  if (response.status !== 200) return { status: response.status };
  const [user] = userListSchema.parse(response.body);
  return { status: 200, user };
}

async function idOf(email: string): Promise<number> {
  const row = await h.db.prepare("SELECT id FROM usuarios WHERE email = ?").bind(email).first<{ id: number }>();
  return row?.id ?? -1;
}

describe("GET /usuario/", () => {
  test("a list of one: the signed-in user, in the contract's shape, with private data", async () => {
    await h.db.prepare("UPDATE usuarios SET api_calendario = 'manual' WHERE email = ?").bind(DEMO_EMAILS.mentor).run();
    const response = await h.call("GET", "/usuario/", { token: tokens.mentor });
    expect(response.status).toBe(200);
    const users = userListSchema.parse(response.body);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      username: "mentor",
      email: DEMO_EMAILS.mentor,
      telefono: expect.any(String),
      api_calendario: "manual",
      mentor: true,
      is_active: true,
      pasistencia: { numero_eventos: 0, asistencia: 0, porcentaje: 0 },
    });
    // The response carries exactly the contract's fields: nothing like the password hash leaks.
    expect(Object.keys((response.body as object[])[0] ?? {}).sort()).toEqual(
      Object.keys(userListSchema.element.shape).sort(),
    );
    expect(JSON.stringify(response.body)).not.toContain("pbkdf2");
  });

  test("works with and without the trailing slash", async () => {
    expect((await h.call("GET", "/usuario", { token: tokens.mentor })).status).toBe(200);
  });

  test("requires a token", async () => {
    expect((await h.call("GET", "/usuario/")).status).toBe(401);
  });
});

describe("GET /usuario/{id} and /usuario/{username}", () => {
  test("by id and by username (any case) give the same user", async () => {
    const id = await idOf(DEMO_EMAILS.mentor);
    const byId = await profile(id, tokens.entrepreneur);
    const byName = await profile("MENTOR", tokens.entrepreneur);
    expect(byId.status).toBe(200);
    expect(byId.user).toEqual(byName.user);
    expect(byId.user?.username).toBe("mentor");
  });

  test("oneself: everything", async () => {
    const { user } = await profile("emprendedor", tokens.entrepreneur);
    expect(user).toMatchObject({ email: DEMO_EMAILS.entrepreneur, telefono: expect.any(String) });
  });

  test("an official sees contact data of the institution's members", async () => {
    const { status, user } = await profile("emprendedor", tokens.official);
    expect(status).toBe(200);
    expect(user).toMatchObject({ email: DEMO_EMAILS.entrepreneur, telefono: expect.any(String) });
    // Private data stays private, even to the official.
    expect(user?.api_calendario).toBeNull();
    expect(user?.is_new).toBe(false);
  });

  test("members see each other's contact data unless the institution has secure_emails", async () => {
    expect((await profile("emprendedor", tokens.mentor)).user?.email).toBe(DEMO_EMAILS.entrepreneur);
    await h.db.prepare("UPDATE entidades SET secure_emails = 1 WHERE razon_social = 'Incubadora Demo'").run();
    try {
      const hidden = await profile("emprendedor", tokens.mentor);
      expect(hidden.status).toBe(200);
      expect(hidden.user).toMatchObject({ email: null, telefono: null });
      // Officials still see them.
      expect((await profile("emprendedor", tokens.official)).user?.email).toBe(DEMO_EMAILS.entrepreneur);
    } finally {
      await h.db.prepare("UPDATE entidades SET secure_emails = 0 WHERE razon_social = 'Incubadora Demo'").run();
    }
  });

  test("a mentor's public profile is visible to any signed-in user, without contact data", async () => {
    const { status, user } = await profile("mentor", tokens.bank);
    expect(status).toBe(200);
    expect(user).toMatchObject({
      username: "mentor",
      email: null,
      telefono: null,
      api_calendario: null,
      titulo: expect.any(String),
    });
    expect(user?.skills.length).toBeGreaterThan(0);
    expect((await profile("mentor", outsider.token)).user?.email).toBeNull();
  });

  test("non-mentor users are not found by users outside their institutions", async () => {
    expect((await profile("emprendedor", tokens.bank)).status).toBe(404);
    expect((await profile("emprendedor", outsider.token)).status).toBe(404);
    expect((await profile("entidad", outsider.token)).status).toBe(404);
    expect((await profile(outsider.username, tokens.entrepreneur)).status).toBe(404);
    // An official of another institution does not see this one's official either.
    expect((await profile("entidad", tokens.bank)).status).toBe(404);
  });

  test("unconfirmed and deactivated users are hidden, except from their institution's officials", async () => {
    const member = await createConfirmedUser(h, { mentor: true });
    await h.db
      .prepare(
        "INSERT INTO entidad_miembros (entidad_id, user_id, rol) SELECT id, ?, 'mentor' FROM entidades WHERE razon_social = 'Incubadora Demo'",
      )
      .bind(member.id)
      .run();
    expect((await profile(member.id, tokens.bank)).status).toBe(200);
    await h.db.prepare("UPDATE usuarios SET is_active = 0 WHERE id = ?").bind(member.id).run();
    expect((await profile(member.id, tokens.bank)).status).toBe(404);
    expect((await profile(member.id, tokens.entrepreneur)).status).toBe(404);
    const seenByOfficial = await profile(member.id, tokens.official);
    expect(seenByOfficial.status).toBe(200);
    expect(seenByOfficial.user).toMatchObject({ is_active: false, email: member.email });
  });

  test("unknown ids and usernames are 404 JSON", async () => {
    for (const ref of ["999999", "no-existe", "99999999999999999999", "%F0%9F%98%80", "a".repeat(300)]) {
      const response = await h.call("GET", `/usuario/${ref}`, { token: tokens.mentor });
      expect(response).toMatchObject({ status: 404, body: { detail: "No encontrado." } });
    }
  });

  test("require a token", async () => {
    expect((await h.call("GET", "/usuario/mentor")).status).toBe(401);
  });

  test("an institution user has entidad_entidad with mt and et", async () => {
    await h.db
      .prepare(
        "UPDATE entidades SET mentor_tipo = 'Consultor', emprendedor_tipo = 'Empresario' WHERE razon_social = 'Incubadora Demo'",
      )
      .run();
    const [me] = userListSchema.parse((await h.call("GET", "/usuario/", { token: tokens.official })).body);
    expect(me?.entidad_entidad).toEqual([
      { id: expect.any(Number), razon_social: "Incubadora Demo", mt: "Consultor", et: "Empresario" },
    ]);
  });
});

describe("GET /usuario/tags", () => {
  test("no auth; every tag, sorted by name", async () => {
    const response = await h.call("GET", "/usuario/tags");
    expect(response.status).toBe(200);
    const tags = tagListSchema.parse(response.body);
    const names = tags.map((tag) => tag.name);
    expect(names).toHaveLength(DEMO_TAGS.length);
    expect(names).toEqual([...DEMO_TAGS].sort((a, b) => a.localeCompare(b, "es")));
  });
});
