import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  BULK_TOO_LARGE,
  bulkInviteResponseSchema,
  deactivateResponseSchema,
  reviewListSchema,
  type ApiBulkInviteResponse,
} from "../../../app/api/contract/people";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../demo";
import { createInstitution, demoInstitutionId, invitationCodeFor, invite } from "../../services/people.test-helper";
import { type Harness, createConfirmedUser, createHarness, uniqueUser } from "../../testing/harness";

let h: Harness;
let demoId: number;
const tokens = { official: "", mentor: "", entrepreneur: "", bank: "" };
beforeAll(async () => {
  h = await createHarness();
  demoId = await demoInstitutionId(h);
  tokens.official = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
  tokens.mentor = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
  tokens.entrepreneur = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
  tokens.bank = await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD);
});
afterAll(() => h.dispose());

const PATHS = {
  funcionario: "/usuario/agregar/funcionario",
  emprendedor: "/usuario/agregar/emprendedor",
  mentor: "/entidad/usuario/agregar/mentor",
} as const;

/** Multipart POST of `file_users` (null: no file part; a Uint8Array: raw bytes). */
async function upload(
  path: string,
  token: string | null,
  content: string | Uint8Array<ArrayBuffer> | null,
  field = "file_users",
) {
  const form = new FormData();
  if (content !== null) form.set(field, new File([content], "lista.csv", { type: "text/csv" }));
  const headers = new Headers();
  if (token) headers.set("authorization", `Token ${token}`);
  const response = await h.app.fetch(
    new Request(`http://local${path}`, { method: "POST", headers, body: form }),
    h.env,
  );
  return { status: response.status, body: (await response.json()) as ApiBulkInviteResponse & Record<string, unknown> };
}

async function userRow(email: string) {
  return h.db.prepare("SELECT * FROM usuarios WHERE email = ?").bind(email).first<Record<string, unknown>>();
}

const HEADER = "email;nombre;apellido";

describe("bulk invites", () => {
  test("valid lines are invited, bad lines reported, and the administrator gets a status e-mail", async () => {
    const org = await createInstitution(h);
    const a = uniqueUser("bulk").email;
    const b = uniqueUser("bulk").email;
    const existing = await createConfirmedUser(h);
    const file = [
      `\uFEFF${HEADER}`,
      ` ${a.toUpperCase()} ; Ana ; Pérez `,
      "",
      "solo-dos@example.test;Campos",
      "no-es-un-email;Luis;Soto",
      `${b};Beto;Rojas`,
      `${existing.email};Eva;Luna`,
      `${a};Ana;Repetida`,
      "",
    ].join("\r\n");
    const response = await upload(PATHS.emprendedor, org.token, file);
    expect(response.status).toBe(200);
    expect(bulkInviteResponseSchema.parse(response.body)).toEqual({
      resultados: [
        { linea: 2, email: a, first_name: "Ana", last_name: "Pérez", estado: "invitado" },
        { linea: 6, email: b, first_name: "Beto", last_name: "Rojas", estado: "invitado" },
        { linea: 7, email: existing.email, first_name: "Eva", last_name: "Luna", estado: "agregado" },
      ],
      omitidas: [
        { linea: 4, contenido: "solo-dos@example.test;Campos", motivo: "campos" },
        { linea: 5, contenido: "no-es-un-email;Luis;Soto", motivo: "email" },
      ],
    });
    for (const email of [a, b]) {
      const mails = await h.mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body).toMatch(/user_confirmation\/[0-9a-f]{48}/);
    }
    expect(await userRow(a)).toMatchObject({ first_name: "Ana", last_name: "Pérez", is_active: 0, mentor: 0 });
    const [status] = await h.mailsTo(org.email);
    expect(status?.subject).toBe("Estado de las invitaciones de emprendedores");
    expect(status?.body).toContain(`Línea 2: ${a}: invitado`);
    expect(status?.body).toContain(`Línea 7: ${existing.email}: agregado`);
    expect(status?.body).toContain('Línea 4: "solo-dos@example.test;Campos"');
    expect(status?.body).toContain('Línea 5: "no-es-un-email;Luis;Soto": el e-mail no es válido');

    const list = await h.call<{ count: number }>("GET", `/entidad/${org.id}/emprendedor/`, { token: org.token });
    expect(list.body.count).toBe(3);

    // The same file again: everyone is already a member, no invitation is sent twice.
    const again = await upload(PATHS.emprendedor, org.token, file);
    expect(again.body.resultados.map((r) => r.estado)).toEqual(["ya_miembro", "ya_miembro", "ya_miembro"]);
    for (const email of [a, b]) expect(await h.mailsTo(email)).toHaveLength(1);
  });

  test("mentors and staff by file, at their own paths", async () => {
    const org = await createInstitution(h);
    const m = uniqueUser("bm").email;
    const f = uniqueUser("bf").email;
    const mentors = await upload(PATHS.mentor, org.token, `${HEADER}\n${m};Mora;Díaz`);
    expect(mentors.body.resultados).toEqual([expect.objectContaining({ email: m, estado: "invitado" })]);
    expect(await userRow(m)).toMatchObject({ mentor: 1 });
    const staff = await upload(
      PATHS.funcionario,
      org.token,
      `${HEADER}\n${f};Fede;Gil\n${DEMO_EMAILS.mentor};Carlos;R`,
    );
    expect(staff.body.resultados).toEqual([expect.objectContaining({ email: f, estado: "invitado" })]);
    // A mentor cannot become staff: reported as a skipped line, with the reason in the status e-mail.
    expect(staff.body.omitidas).toEqual([{ linea: 3, contenido: `${DEMO_EMAILS.mentor};Carlos;R`, motivo: "email" }]);
    expect((await h.mailsTo(org.email))[0]?.body).toContain("no es funcionario");
    const lists = await Promise.all(
      ["mentor", "funcionario"].map((l) =>
        h.call<{ count: number }>("GET", `/entidad/${org.id}/${l}/`, { token: org.token }),
      ),
    );
    expect(lists.map((l) => l.body.count)).toEqual([1, 2]);
  });

  test("a header-only file invites nobody", async () => {
    const org = await createInstitution(h);
    const response = await upload(PATHS.emprendedor, org.token, `${HEADER}\n\n`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ resultados: [], omitidas: [] });
  });

  test("a 15-line file is accepted; a 16-line file is refused with the spec's message and nobody is invited", async () => {
    const org = await createInstitution(h);
    const people = (n: number) => Array.from({ length: n }, () => `${uniqueUser("l").email};Nom;Ape`);
    const sixteen = people(15); // + the header: 16 lines
    const refused = await upload(PATHS.emprendedor, org.token, [HEADER, ...sixteen].join("\n"));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ file_users: [BULK_TOO_LARGE] });
    expect(await h.mailsTo(sixteen[0]?.split(";")[0] ?? "")).toHaveLength(0);
    expect(await h.mailsTo(org.email)).toHaveLength(1); // only the sign-up confirmation
    const accepted = await upload(PATHS.mentor, org.token, [HEADER, ...people(14)].join("\n"));
    expect(accepted.status).toBe(200);
    expect(accepted.body.resultados).toHaveLength(14);
  });

  test("a missing or empty file is 400 with the spec's message", async () => {
    const org = await createInstitution(h);
    expect((await upload(PATHS.mentor, org.token, null)).body).toEqual({
      file_users: ["Por favor cargue un archivo con la lista de mentores!"],
    });
    expect((await upload(PATHS.emprendedor, org.token, "")).body).toEqual({
      file_users: ["Por favor cargue un archivo con la lista de emprendedores!"],
    });
    expect((await upload(PATHS.funcionario, org.token, "x", "otro")).status).toBe(400);
    const json = await h.call("POST", PATHS.funcionario, { token: org.token, body: { file_users: "a" } });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ file_users: ["Por favor cargue un archivo con la lista de funcionarios!"] });
  });

  test("a file over 64 KB and a file that is not UTF-8 text are 400", async () => {
    const org = await createInstitution(h);
    const heavy = await upload(PATHS.emprendedor, org.token, `${HEADER}\n${"x".repeat(65 * 1024)}`);
    expect(heavy.status).toBe(400);
    expect(Object.keys(heavy.body)).toEqual(["file_users"]);
    const binary = await upload(PATHS.emprendedor, org.token, new Uint8Array([0xff, 0xfe, 0x00, 0xc3, 0x28]));
    expect(binary.status).toBe(400);
    expect(Object.keys(binary.body)).toEqual(["file_users"]);
  });

  test("only officials upload, into their own institution", async () => {
    const file = `${HEADER}\n${uniqueUser("p").email};A;B`;
    for (const path of Object.values(PATHS)) {
      expect((await upload(path, tokens.mentor, file)).status).toBe(403);
      expect((await upload(path, tokens.entrepreneur, file)).status).toBe(403);
      expect((await upload(path, null, file)).status).toBe(401);
    }
    const email = uniqueUser("bank").email;
    expect((await upload(PATHS.emprendedor, tokens.bank, `${HEADER}\n${email};A;B`)).status).toBe(200);
    const demo = await h.call<{ results: { email: string }[] }>("GET", `/entidad/${demoId}/emprendedor/?q=A`, {
      token: tokens.official,
    });
    expect(demo.body.results.map((p) => p.email)).not.toContain(email);
  });
});

describe("PUT /usuario/desactivar/{username}", () => {
  async function member(orgToken: string, kind: "emprendedor" | "mentor" = "emprendedor") {
    const user = await createConfirmedUser(h);
    await invite(h, orgToken, kind, user.email);
    return user;
  }

  test("an official deactivates a member: tokens revoked, sign-in refused, gone from the list", async () => {
    const org = await createInstitution(h);
    const user = await member(org.token);
    const session = await h.login(user.email, user.password);
    const response = await h.call("PUT", `/usuario/desactivar/${user.username}`, {
      token: org.token,
      body: { is_active: false },
    });
    expect(response.status).toBe(200);
    expect(deactivateResponseSchema.parse(response.body)).toEqual({ username: user.username, is_active: false });
    expect(await userRow(user.email)).toMatchObject({ is_active: 0, deactivated_at: expect.any(String) });
    expect((await h.call("GET", "/usuario/", { token: session })).status).toBe(401);
    expect((await h.call("GET", "/usuario/", { token: user.token })).status).toBe(401);
    const login = await h.call("POST", "/usuario/login", { body: await h.loginBody(user.email, user.password) });
    expect(login.status).toBe(400);
    const list = await h.call<{ count: number }>("GET", `/entidad/${org.id}/emprendedor/`, { token: org.token });
    expect(list.body.count).toBe(0);
    // Idempotent.
    const again = await h.call("PUT", `/usuario/desactivar/${user.username}`, {
      token: org.token,
      body: { is_active: false },
    });
    expect(again.status).toBe(200);
  });

  test("a confirmation link sent before the deactivation does not reactivate the user", async () => {
    const org = await createInstitution(h);
    const { email } = uniqueUser("pend");
    await invite(h, org.token, "mentor", email);
    const username = String((await userRow(email))?.username);
    expect(
      (await h.call("PUT", `/usuario/desactivar/${username}`, { token: org.token, body: { is_active: false } })).status,
    ).toBe(200);
    const code = await invitationCodeFor(h, email);
    expect((await h.call("DELETE", `/usuario/confirmar/${code}`)).status).toBe(404);
    expect(await userRow(email)).toMatchObject({ is_active: 0 });
    // Invited again: a fresh link that works.
    expect((await invite(h, org.token, "mentor", email)).body).toMatchObject({ estado: "agregado" });
    const fresh = await invitationCodeFor(h, email);
    expect(fresh).not.toBe(code);
    expect((await h.call("DELETE", `/usuario/confirmar/${fresh}`)).status).toBe(200);
    expect(await userRow(email)).toMatchObject({ is_active: 1, deactivated_at: null });
  });

  test("invited again after a deactivation, a confirmed user is active again", async () => {
    const org = await createInstitution(h);
    const user = await member(org.token);
    await h.call("PUT", `/usuario/desactivar/${user.username}`, { token: org.token, body: { is_active: false } });
    expect((await invite(h, org.token, "emprendedor", user.email)).body).toMatchObject({ estado: "agregado" });
    expect(await userRow(user.email)).toMatchObject({ is_active: 1, deactivated_at: null });
    expect(await h.login(user.email, user.password)).toMatch(/^[0-9a-f]{64}$/);
  });

  test("refused: non-officials, another institution, staff, oneself, unknown users, a wrong body", async () => {
    const org = await createInstitution(h);
    const user = await member(org.token, "mentor");
    const body = { is_active: false };
    expect((await h.call("PUT", `/usuario/desactivar/${user.username}`, { token: tokens.bank, body })).status).toBe(
      404,
    );
    expect((await h.call("PUT", `/usuario/desactivar/emprendedor`, { token: tokens.mentor, body })).status).toBe(403);
    expect((await h.call("PUT", `/usuario/desactivar/emprendedor`, { token: tokens.bank, body })).status).toBe(404);
    expect((await h.call("PUT", `/usuario/desactivar/entidad`, { token: tokens.official, body })).status).toBe(403);
    expect((await h.call("PUT", `/usuario/desactivar/banco`, { token: tokens.official, body })).status).toBe(403);
    expect((await h.call("PUT", `/usuario/desactivar/nadie-asi`, { token: org.token, body })).status).toBe(404);
    const staffInvite = uniqueUser("staff");
    await invite(h, org.token, "funcionario", staffInvite.email);
    const staffName = String((await userRow(staffInvite.email))?.username);
    expect((await h.call("PUT", `/usuario/desactivar/${staffName}`, { token: org.token, body })).status).toBe(403);
    const wrong = await h.call("PUT", `/usuario/desactivar/${user.username}`, {
      token: org.token,
      body: { is_active: true },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toHaveProperty("is_active");
    expect((await h.call("PUT", `/usuario/desactivar/${user.username}`, { body })).status).toBe(401);
    expect(await userRow(user.email)).toMatchObject({ is_active: 1, deactivated_at: null });
  });
});

describe("GET /usuario/resenas/{id}", () => {
  test("any signed-in user reads an active mentor's reviews, newest first", async () => {
    const mentor = await createConfirmedUser(h, { mentor: true });
    const author = await createConfirmedUser(h, { first_name: "Autora" });
    const insert = (puntaje: number, comentario: string, created: string, autor: number | null) =>
      h.db
        .prepare(
          "INSERT INTO calificaciones (mentor_id, autor_id, puntaje, comentario, created_at) VALUES (?, ?, ?, ?, ?)",
        )
        .bind(mentor.id, autor, puntaje, comentario, created)
        .run();
    await insert(4, "Muy útil", "2025-01-01T10:00:00.000Z", author.id);
    await insert(5, "Excelente", "2025-02-01T10:00:00.000Z", null);
    const response = await h.call("GET", `/usuario/resenas/${mentor.id}`, { token: tokens.entrepreneur });
    expect(response.status).toBe(200);
    expect(reviewListSchema.parse(response.body)).toEqual([
      {
        id: expect.any(Number),
        puntaje: 5,
        comentario: "Excelente",
        created_at: "2025-02-01T10:00:00.000Z",
        autor: null,
      },
      {
        id: expect.any(Number),
        puntaje: 4,
        comentario: "Muy útil",
        created_at: "2025-01-01T10:00:00.000Z",
        autor: { first_name: "Autora", last_name: "Usuario" },
      },
    ]);
    const none = await createConfirmedUser(h, { mentor: true });
    expect((await h.call("GET", `/usuario/resenas/${none.id}`, { token: tokens.bank })).body).toEqual([]);
  });

  test("404 for users who are not active mentors; 401 without a token", async () => {
    const plain = await createConfirmedUser(h);
    expect((await h.call("GET", `/usuario/resenas/${plain.id}`, { token: tokens.mentor })).status).toBe(404);
    expect((await h.call("GET", "/usuario/resenas/99999999", { token: tokens.mentor })).status).toBe(404);
    const org = await createInstitution(h);
    const { email } = uniqueUser("pm");
    await invite(h, org.token, "mentor", email);
    const pending = Number((await userRow(email))?.id);
    expect((await h.call("GET", `/usuario/resenas/${pending}`, { token: tokens.mentor })).status).toBe(404);
    expect((await h.call("GET", `/usuario/resenas/${plain.id}`)).status).toBe(401);
  });
});
