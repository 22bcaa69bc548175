import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  inviteResultSchema,
  mentorPageSchema,
  personPageSchema,
  type ApiMentorCard,
  type ApiPerson,
} from "../../../app/api/contract/people";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../demo";
import { createInstitution, demoInstitutionId, invitationCodeFor, invite } from "../../services/people.test-helper";
import { type Harness, createConfirmedUser, createHarness, uniqueUser } from "../../testing/harness";

let h: Harness;
let demoId: number;
const tokens: Record<"official" | "mentor" | "entrepreneur" | "bank", string> = {
  official: "",
  mentor: "",
  entrepreneur: "",
  bank: "",
};
beforeAll(async () => {
  h = await createHarness();
  demoId = await demoInstitutionId(h);
  tokens.official = await h.login(DEMO_EMAILS.official, DEMO_PASSWORD);
  tokens.mentor = await h.login(DEMO_EMAILS.mentor, DEMO_PASSWORD);
  tokens.entrepreneur = await h.login(DEMO_EMAILS.entrepreneur, DEMO_PASSWORD);
  tokens.bank = await h.login(DEMO_EMAILS.bankOfficial, DEMO_PASSWORD);
});
afterAll(() => h.dispose());

type PersonPage = { count: number; next: string | null; previous: string | null; results: ApiPerson[] };
type MentorPage = Omit<PersonPage, "results"> & { results: ApiMentorCard[] };

function get<T = PersonPage>(path: string, token: string) {
  return h.call<T>("GET", path, { token });
}

async function userRow(email: string) {
  return h.db.prepare("SELECT * FROM usuarios WHERE email = ?").bind(email).first<Record<string, unknown>>();
}

describe("GET /entidad/{id}/funcionario|emprendedor|mentor/", () => {
  test("an official reads the three lists of their institution, in the contract's shape", async () => {
    const org = await createInstitution(h);
    const staff = await get(`/entidad/${org.id}/funcionario/`, org.token);
    expect(staff.status).toBe(200);
    expect(personPageSchema.parse(staff.body)).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [expect.objectContaining({ email: org.email, first_name: "Pedro", last_name: "Ruiz", is_active: true })],
    });
    // An empty list is one empty page, not a 404.
    const mentors = await get(`/entidad/${org.id}/mentor/`, org.token);
    expect(mentors.status).toBe(200);
    expect(mentorPageSchema.parse(mentors.body)).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await get(`/entidad/${org.id}/emprendedor/?page=1`, org.token)).body).toMatchObject({ count: 0 });
  });

  test("15 per page, Django-style next/previous URLs, ordered by last name then first name", async () => {
    const org = await createInstitution(h);
    // Invited in reverse order so that the order comes from the names, not from the ids.
    for (let i = 16; i >= 1; i--) {
      const last = `Apellido${String(i).padStart(2, "0")}`;
      expect((await invite(h, org.token, "emprendedor", uniqueUser("pag").email, "Nombre", last)).status).toBe(200);
    }
    const first = await get(`/entidad/${org.id}/emprendedor/`, org.token);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(16);
    expect(first.body.results).toHaveLength(15);
    expect(first.body.results[0]?.last_name).toBe("Apellido01");
    expect(first.body.results[14]?.last_name).toBe("Apellido15");
    expect(first.body.next).toBe(`http://local/entidad/${org.id}/emprendedor/?page=2`);
    expect(first.body.previous).toBeNull();
    const second = await get(`/entidad/${org.id}/emprendedor/?page=2`, org.token);
    expect(second.body.results.map((p) => p.last_name)).toEqual(["Apellido16"]);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe(`http://local/entidad/${org.id}/emprendedor/`);
    // Pending invitees are listed as not active.
    expect(second.body.results[0]?.is_active).toBe(false);
  });

  test("a page beyond the end, a non-numeric page and page 0 are 404 'Página inválida.'", async () => {
    const org = await createInstitution(h);
    for (const page of ["2", "abc", "0", "-1", "1.5", "99999999999"]) {
      const response = await get(`/entidad/${org.id}/funcionario/?page=${page}`, org.token);
      expect(response.status, page).toBe(404);
      expect(response.body).toEqual({ detail: "Página inválida." });
    }
  });

  test("the order folds accents and case (Álvarez before benítez before Zapata), sorted in the API (issue 31)", async () => {
    const org = await createInstitution(h);
    await invite(h, org.token, "mentor", uniqueUser("o").email, "Ana", "Zapata");
    await invite(h, org.token, "mentor", uniqueUser("o").email, "Carla", "benítez");
    await invite(h, org.token, "mentor", uniqueUser("o").email, "Beatriz", "Álvarez");
    const page = await get<MentorPage>(`/entidad/${org.id}/mentor/`, org.token);
    expect(page.body.results.map((m) => m.first_name)).toEqual(["Beatriz", "Carla", "Ana"]);
  });

  test("the order follows a change of name: the folded keys kept with each membership are rewritten (issue 31)", async () => {
    const org = await createInstitution(h);
    const renamed = uniqueUser("r").email;
    await invite(h, org.token, "mentor", uniqueUser("r").email, "Ana", "Méndez");
    await invite(h, org.token, "mentor", renamed, "Beatriz", "Zapata");
    const names = async () =>
      (await get<MentorPage>(`/entidad/${org.id}/mentor/`, org.token)).body.results.map((m) => m.first_name);
    expect(await names()).toEqual(["Ana", "Beatriz"]);
    // Any write of a name (profile form, admin tools, raw SQL) goes through the trigger of migration 0016.
    await h.db.prepare("UPDATE usuarios SET last_name = ? WHERE email = ?").bind("Ábrego", renamed).run();
    expect(await names()).toEqual(["Beatriz", "Ana"]);
  });

  test("q filters by first or last name, case-insensitively, and is kept in next/previous", async () => {
    const org = await createInstitution(h);
    await invite(h, org.token, "mentor", uniqueUser("q").email, "Álvaro", "Núñez");
    await invite(h, org.token, "mentor", uniqueUser("q").email, "Beatriz", "Álvarez");
    await invite(h, org.token, "mentor", uniqueUser("q").email, "Camila", "Rojas");
    const names = async (q: string) =>
      (await get<MentorPage>(`/entidad/${org.id}/mentor/?q=${encodeURIComponent(q)}`, org.token)).body.results.map(
        (m) => m.first_name,
      );
    expect(await names("álvar")).toEqual(["Beatriz", "Álvaro"]);
    expect(await names("ÁLVARO")).toEqual(["Álvaro"]);
    expect(await names("rojas")).toEqual(["Camila"]);
    expect(await names("camila roj")).toEqual(["Camila"]);
    expect(await names("%")).toEqual([]);
    expect(await names("   ")).toHaveLength(3);
    for (let i = 0; i < 15; i++)
      await invite(h, org.token, "emprendedor", uniqueUser("q").email, "Mismo", `Nombre${i}`);
    const page = await get(`/entidad/${org.id}/emprendedor/?q=mismo`, org.token);
    expect(page.body.count).toBe(15);
    await invite(h, org.token, "emprendedor", uniqueUser("q").email, "Mismo", "Ultimo");
    const again = await get(`/entidad/${org.id}/emprendedor/?q=mismo`, org.token);
    expect(again.body.next).toBe(`http://local/entidad/${org.id}/emprendedor/?q=mismo&page=2`);
  });

  test("deactivated users are not listed", async () => {
    const org = await createInstitution(h);
    const { email } = uniqueUser("gone");
    await invite(h, org.token, "emprendedor", email);
    await h.db
      .prepare("UPDATE usuarios SET deactivated_at = '2025-01-01T00:00:00.000Z' WHERE email = ?")
      .bind(email)
      .run();
    expect((await get(`/entidad/${org.id}/emprendedor/`, org.token)).body.count).toBe(0);
  });

  test("with secure_emails every list hides e-mails, for officials too", async () => {
    const org = await createInstitution(h);
    await invite(h, org.token, "emprendedor", uniqueUser("sec").email);
    await invite(h, org.token, "mentor", uniqueUser("sec").email);
    expect((await get(`/entidad/${org.id}/emprendedor/`, org.token)).body.results[0]?.email).toMatch(/@example\.test$/);
    await h.db.prepare("UPDATE entidades SET secure_emails = 1 WHERE id = ?").bind(org.id).run();
    for (const list of ["funcionario", "emprendedor", "mentor"]) {
      const response = await get(`/entidad/${org.id}/${list}/`, org.token);
      expect(response.status).toBe(200);
      expect(response.body.results.length).toBeGreaterThan(0);
      for (const person of response.body.results) expect(person.email).toBeNull();
    }
  });

  test("mentor cards: title, about, skills, average rating with 2 decimals, reviews and sessions", async () => {
    const org = await createInstitution(h);
    const { email } = uniqueUser("card");
    await invite(h, org.token, "mentor", email, "Marta", "Quintero");
    const mentor = await userRow(email);
    await h.db
      .prepare(
        "UPDATE usuarios SET titulo = 'Experta en ventas', descripcion = 'Diez años en ventas B2B.' WHERE id = ?",
      )
      .bind(mentor?.id)
      .run();
    await h.db
      .prepare(
        "INSERT INTO user_skills (user_id, tag_id, description) SELECT ?, id, 'Procesos B2B' FROM tags WHERE name = 'Ventas'",
      )
      .bind(mentor?.id)
      .run();
    for (const puntaje of [5, 4, 4]) {
      await h.db
        .prepare("INSERT INTO calificaciones (mentor_id, puntaje, comentario) VALUES (?, ?, 'Bien')")
        .bind(mentor?.id, puntaje)
        .run();
    }
    // nsesiones counts the sessions the mentor mentors (not the ratings).
    await h.db
      .prepare(
        "INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id) VALUES ('card-1', 'Sesión', 'Individual', '2026-01-05 09:00', '2026-01-05 10:00', ?)",
      )
      .bind(mentor?.id)
      .run();
    const page = mentorPageSchema.parse((await get(`/entidad/${org.id}/mentor/`, org.token)).body);
    expect(page.results).toEqual([
      expect.objectContaining({
        first_name: "Marta",
        titulo: "Experta en ventas",
        descripcion: "Diez años en ventas B2B.",
        skills: [{ tag: expect.any(Number), name: "Ventas", description: "Procesos B2B" }],
        puntaje: 4.33,
        reviews: 3,
        nsesiones: 1,
        is_active: false,
      }),
    ]);
    // Without reviews: null rating, zero counts.
    await invite(h, org.token, "mentor", uniqueUser("card").email, "Nadia", "Zapata");
    const second = mentorPageSchema.parse((await get(`/entidad/${org.id}/mentor/`, org.token)).body);
    expect(second.results[1]).toMatchObject({
      first_name: "Nadia",
      puntaje: null,
      reviews: 0,
      nsesiones: 0,
      skills: [],
    });
  });

  test("members read the entrepreneur list of their institution, not the others", async () => {
    for (const token of [tokens.mentor, tokens.entrepreneur]) {
      expect((await get(`/entidad/${demoId}/emprendedor/`, token)).status).toBe(200);
      expect((await get(`/entidad/${demoId}/mentor/`, token)).status).toBe(403);
      expect((await get(`/entidad/${demoId}/funcionario/`, token)).status).toBe(403);
    }
  });

  test("another institution's administrator gets 403 on every list; unknown institutions 404; no token 401", async () => {
    for (const list of ["funcionario", "emprendedor", "mentor"]) {
      expect((await get(`/entidad/${demoId}/${list}/`, tokens.bank)).status).toBe(403);
      expect((await get(`/entidad/${demoId}/${list}/`, tokens.official)).status).toBe(200);
      expect((await get(`/entidad/999999/${list}/`, tokens.official)).status).toBe(404);
      expect((await h.call("GET", `/entidad/${demoId}/${list}/`)).status).toBe(401);
    }
    const stranger = await createConfirmedUser(h);
    expect((await get(`/entidad/${demoId}/emprendedor/`, stranger.token)).status).toBe(403);
  });
});

describe("PUT /entidad/{funcionario|emprendedor|mentor}/agregar", () => {
  test("a new e-mail: a pending account, the membership and an invitation e-mail; a second submit sends nothing", async () => {
    const org = await createInstitution(h, "Invita");
    for (const kind of ["funcionario", "emprendedor", "mentor"] as const) {
      const { email } = uniqueUser(kind);
      const response = await invite(h, org.token, kind, email.toUpperCase(), "  Lucía ", " Fernández ");
      expect(response.status).toBe(200);
      expect(inviteResultSchema.parse(response.body)).toEqual({
        email,
        first_name: "Lucía",
        last_name: "Fernández",
        estado: "invitado",
      });
      const row = await userRow(email);
      expect(row).toMatchObject({ is_active: 0, is_new: 1, mentor: kind === "mentor" ? 1 : 0, first_name: "Lucía" });
      expect(String(row?.password)).toMatch(/^pbkdf2_sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(String(row?.username)).toMatch(new RegExp(`^${kind}`));
      const mails = await h.mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Invitación de ${org.razon_social}`);
      expect(mails[0]?.body).toMatch(/http:\/\/app\.test\/user_confirmation\/[0-9a-f]{48}\n/);
      expect(mails[0]?.body).toContain("http://app.test/change_password");

      const again = await invite(h, org.token, kind, email, "Lucía", "Fernández");
      expect(again.body).toMatchObject({ estado: "ya_miembro" });
      expect(await h.mailsTo(email)).toHaveLength(1);
    }
    const lists = await Promise.all(
      ["funcionario", "emprendedor", "mentor"].map((list) => get(`/entidad/${org.id}/${list}/`, org.token)),
    );
    expect(lists.map((list) => list.body.count)).toEqual([2, 1, 1]);
  });

  test("the invitee confirms through the link and can then choose a password", async () => {
    const org = await createInstitution(h);
    const { email } = uniqueUser("conf");
    await invite(h, org.token, "emprendedor", email);
    const confirmed = await h.call<{ token: string }>(
      "DELETE",
      `/usuario/confirmar/${await invitationCodeFor(h, email)}`,
    );
    expect(confirmed.status).toBe(200);
    expect((await userRow(email))?.is_active).toBe(1);
    expect((await h.call("POST", "/usuario/cambiar_pwd", { body: { email } })).status).toBeLessThan(300);
    // The institution's list shows them active now.
    expect((await get(`/entidad/${org.id}/emprendedor/`, org.token)).body.results[0]?.is_active).toBe(true);
  });

  test("the mail names the role in the institution's own terms", async () => {
    const org = await createInstitution(h);
    await h.db
      .prepare("UPDATE entidades SET mentor_tipo = 'Consultor', emprendedor_tipo = 'Empresario' WHERE id = ?")
      .bind(org.id)
      .run();
    const { email } = uniqueUser("term");
    await invite(h, org.token, "mentor", email);
    expect((await h.mailsTo(email))[0]?.body).toContain("como consultor.");
  });

  test("an existing account joins with a notice e-mail ('agregado'); adding it as mentor makes it a mentor", async () => {
    const org = await createInstitution(h);
    const user = await createConfirmedUser(h);
    const before = (await h.mailsTo(user.email)).length;
    const response = await invite(h, org.token, "mentor", user.email, "Otro", "Nombre");
    expect(response.body).toMatchObject({ estado: "agregado", email: user.email });
    const mails = await h.mailsTo(user.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.subject).toBe(`Ahora eres parte de ${org.razon_social}`);
    expect(mails[0]?.body).not.toContain("user_confirmation");
    expect(await userRow(user.email)).toMatchObject({ mentor: 1, first_name: "Prueba", is_active: 1 });
    expect((await invite(h, org.token, "mentor", user.email)).body).toMatchObject({ estado: "ya_miembro" });
    expect(await h.mailsTo(user.email)).toHaveLength(before + 1);
    // Another role in the same institution is another membership.
    expect((await invite(h, org.token, "emprendedor", user.email)).body).toMatchObject({ estado: "agregado" });
  });

  test("concurrent submits of the same person send one e-mail", async () => {
    const org = await createInstitution(h);
    const { email } = uniqueUser("race");
    const fresh = await Promise.all([1, 2, 3].map(() => invite(h, org.token, "emprendedor", email)));
    expect(fresh.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(fresh.map((r) => r.body.estado).sort()).toEqual(["invitado", "ya_miembro", "ya_miembro"]);
    expect(await h.mailsTo(email)).toHaveLength(1);
    const user = await createConfirmedUser(h);
    const before = (await h.mailsTo(user.email)).length;
    const existing = await Promise.all([1, 2, 3].map(() => invite(h, org.token, "mentor", user.email)));
    expect(existing.map((r) => r.body.estado).sort()).toEqual(["agregado", "ya_miembro", "ya_miembro"]);
    expect(await h.mailsTo(user.email)).toHaveLength(before + 1);
  });

  test("a pending invitee of another institution gets a fresh invitation link", async () => {
    const first = await createInstitution(h);
    const second = await createInstitution(h);
    const { email } = uniqueUser("pend");
    await invite(h, first.token, "emprendedor", email);
    const response = await invite(h, second.token, "emprendedor", email);
    expect(response.body).toMatchObject({ estado: "agregado" });
    const mails = await h.mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.body).toMatch(/user_confirmation\/[0-9a-f]{48}/);
  });

  test("staff and members do not mix", async () => {
    const org = await createInstitution(h);
    const staff = await invite(h, org.token, "funcionario", DEMO_EMAILS.mentor);
    expect(staff.status).toBe(400);
    expect(staff.body).toEqual({ funcionario: ["Este e-mail ya pertenece a un usuario que no es funcionario."] });
    for (const kind of ["mentor", "emprendedor"] as const) {
      const response = await invite(h, org.token, kind, DEMO_EMAILS.bankOfficial);
      expect(response.status).toBe(400);
      expect(Object.keys(response.body)).toEqual([kind]);
    }
    // A user without any institution may become staff.
    const user = await createConfirmedUser(h);
    expect((await invite(h, org.token, "funcionario", user.email)).body).toMatchObject({ estado: "agregado" });
  });

  test("validation: every missing, blank or invalid field at once, in Spanish", async () => {
    const org = await createInstitution(h);
    const empty = await h.call("PUT", "/entidad/emprendedor/agregar", { token: org.token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      emprendedor: ["Este campo es requerido."],
      first_name: ["Este campo es requerido."],
      last_name: ["Este campo es requerido."],
    });
    const bad = await h.call("PUT", "/entidad/mentor/agregar", {
      token: org.token,
      body: { mentor: "no-es-email", first_name: "   ", last_name: "" },
    });
    expect(bad.body).toEqual({
      mentor: ["Introduzca una dirección de correo electrónico válida."],
      first_name: ["Este campo no puede estar en blanco."],
      last_name: ["Este campo no puede estar en blanco."],
    });
    const wrongField = await h.call("PUT", "/entidad/funcionario/agregar", {
      token: org.token,
      body: { email: "a@example.test", first_name: "A", last_name: "B" },
    });
    expect(wrongField.body).toEqual({ funcionario: ["Este campo es requerido."] });
    const notJson = await h.call("PUT", "/entidad/funcionario/agregar", { token: org.token, rawBody: "{" });
    expect(notJson.status).toBe(400);
  });

  test("only officials invite, and only into their own institution", async () => {
    for (const token of [tokens.mentor, tokens.entrepreneur]) {
      const response = await invite(h, token, "emprendedor", uniqueUser("x").email);
      expect(response.status).toBe(403);
    }
    expect((await h.call("PUT", "/entidad/mentor/agregar", { body: { mentor: "a@example.test" } })).status).toBe(401);
    const { email } = uniqueUser("bank");
    expect((await invite(h, tokens.bank, "emprendedor", email)).body).toMatchObject({ estado: "invitado" });
    const demoList = await get(`/entidad/${demoId}/emprendedor/?q=Persona`, tokens.official);
    expect(demoList.body.results.map((p) => p.email)).not.toContain(email);
    expect((await h.mailsTo(email))[0]?.subject).toBe("Invitación de Banco Aliado");
  });
});

describe("DELETE /entidad/{id}/mentor/{username}/", () => {
  test("an official removes a mentor from the institution: 204, then 404", async () => {
    const org = await createInstitution(h);
    const { email } = uniqueUser("rm");
    await invite(h, org.token, "mentor", email);
    const username = String((await userRow(email))?.username);
    expect((await h.call("DELETE", `/entidad/${org.id}/mentor/${username}/`, { token: tokens.bank })).status).toBe(403);
    const removed = await h.call("DELETE", `/entidad/${org.id}/mentor/${username.toUpperCase()}/`, {
      token: org.token,
    });
    expect(removed.status).toBe(204);
    expect((await get(`/entidad/${org.id}/mentor/`, org.token)).body.count).toBe(0);
    expect((await h.call("DELETE", `/entidad/${org.id}/mentor/${username}/`, { token: org.token })).status).toBe(404);
    // The account itself stays.
    expect(await userRow(email)).toBeTruthy();
  });

  test("only officials of that institution; members and strangers are refused", async () => {
    for (const token of [tokens.mentor, tokens.entrepreneur, tokens.bank]) {
      const response = await h.call("DELETE", `/entidad/${demoId}/mentor/mentor/`, { token });
      expect(response.status).toBe(403);
    }
    expect((await h.call("DELETE", `/entidad/${demoId}/mentor/emprendedor/`, { token: tokens.official })).status).toBe(
      404,
    );
    expect((await h.call("DELETE", `/entidad/${demoId}/mentor/nadie/`, { token: tokens.official })).status).toBe(404);
  });
});
