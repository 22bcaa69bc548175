// Issue 34 §2: the limits live where the credentials are checked. Login failures per account and per client
// address, password-recovery requests per e-mail and per address with one live code at a time, and a sign-up
// with a registered e-mail that answers as for a new address and tells the owner instead.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LOGIN_ACCOUNT_LIMIT, LOGIN_IP_LIMIT, RECOVERY_EMAIL_LIMIT, RECOVERY_IP_LIMIT } from "../../throttle";
import { type Harness, STRONG_PASSWORD, createConfirmedUser, createHarness, uniqueUser } from "../../testing/harness";
import { nowMs } from "../../../app/shared/clock";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.dispose());

let addresses = 0;
/** A client address of its own, so one test's counts never reach another's. */
const newAddress = () => `203.0.113.${++addresses}`;

async function login(email: string, password: string, ip: string) {
  return h.call<Record<string, unknown>>("POST", "/usuario/login", {
    body: await h.loginBody(email, password),
    headers: { "X-Forwarded-For": ip },
  });
}

function requestRecovery(email: string, ip: string) {
  return h.call("POST", "/usuario/cambiar_pwd", { body: { email }, headers: { "X-Forwarded-For": ip } });
}

const recoveryMails = async (email: string) =>
  (await h.mailsTo(email)).filter((m) => m.subject === "Código para cambiar tu contraseña");

describe("login", () => {
  test(`after ${LOGIN_ACCOUNT_LIMIT.max} wrong passwords for an account even the right one gets 429, from any address`, async () => {
    const user = await createConfirmedUser(h);
    for (let i = 0; i < LOGIN_ACCOUNT_LIMIT.max; i++) {
      expect((await login(user.email, `Mala-clave${i}`, newAddress())).status).toBe(400);
    }
    const locked = await login(user.email.toUpperCase(), user.password, newAddress());
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      detail: "Demasiados intentos de inicio de sesión. Por favor espera unos minutos e intenta de nuevo.",
    });
    // Another account is not affected; once the window has passed, the owner gets in.
    const other = await createConfirmedUser(h);
    expect((await login(other.email, other.password, newAddress())).status).toBe(200);
    await h.db
      .prepare("UPDATE limites SET window_start = window_start - ? WHERE key LIKE 'login:account:%'")
      .bind(LOGIN_ACCOUNT_LIMIT.windowMs)
      .run();
    expect((await login(user.email, user.password, newAddress())).status).toBe(200);
  });

  test(`after ${LOGIN_IP_LIMIT.max} failures from one address it gets 429 for every account; the edge's address wins`, async () => {
    const edge = newAddress();
    const user = await createConfirmedUser(h);
    // The address has already failed max - 2 times (counted like any failure: spread over unknown accounts).
    await h.db
      .prepare("INSERT INTO limites (key, hits, window_start) VALUES (?, ?, ?)")
      .bind(`login:ip:${edge}`, LOGIN_IP_LIMIT.max - 2, nowMs())
      .run();
    // Two more; a forged X-Forwarded-For does not make a new address when the edge's CF-Connecting-IP is there.
    for (let i = 0; i < 2; i++) {
      const response = await h.call("POST", "/usuario/login", {
        body: await h.loginBody(`nadie${i}-${edge}@example.test`, "Mala-clave1"),
        headers: { "CF-Connecting-IP": edge, "X-Forwarded-For": newAddress() },
      });
      expect(response.status).toBe(400);
    }
    const again = await h.call("POST", "/usuario/login", {
      body: await h.loginBody(user.email, user.password),
      headers: { "CF-Connecting-IP": edge, "X-Forwarded-For": newAddress() },
    });
    expect(again.status).toBe(429);
    expect((await login(user.email, user.password, newAddress())).status).toBe(200);
  });
});

describe("password recovery", () => {
  test("30 requests for one e-mail: each answered 201 as if sent, one e-mail with one code", async () => {
    const user = await createConfirmedUser(h);
    for (let i = 0; i < 30; i++) expect((await requestRecovery(user.email, newAddress())).status).toBe(201);
    expect(await recoveryMails(user.email)).toHaveLength(1);
    const codes = await h.db
      .prepare("SELECT COUNT(*) AS n FROM recuperaciones WHERE user_id = ?")
      .bind(user.id)
      .first<{ n: number }>();
    expect(codes?.n).toBe(1);
  });

  test(`a code with its guesses spent stays locked until it expires; then ${RECOVERY_EMAIL_LIMIT.max} requests an hour`, async () => {
    const user = await createConfirmedUser(h);
    expect((await requestRecovery(user.email, newAddress())).status).toBe(201);
    const confirm = (codigo: string) =>
      h.call("PUT", "/usuario/confirmar_cambiar_pwd", {
        body: { email: user.email, codigo, password: "Nueva-Clave9" },
      });
    for (let i = 0; i < 5; i++) expect((await confirm("000000")).status).toBe(400);
    // Locked: a new request sends no new code while this one lives.
    expect((await requestRecovery(user.email, newAddress())).status).toBe(201);
    expect(await recoveryMails(user.email)).toHaveLength(1);
    await h.db
      .prepare("UPDATE recuperaciones SET expires_at = ? WHERE user_id = ?")
      .bind(new Date(nowMs() - 1000).toISOString(), user.id)
      .run();
    // Expired: the third request of the hour gets a new code; the fourth gets nothing though the code expires.
    expect((await requestRecovery(user.email, newAddress())).status).toBe(201);
    expect(await recoveryMails(user.email)).toHaveLength(2);
    await h.db
      .prepare("UPDATE recuperaciones SET expires_at = ? WHERE user_id = ?")
      .bind(new Date(nowMs() - 1000).toISOString(), user.id)
      .run();
    expect((await requestRecovery(user.email, newAddress())).status).toBe(201);
    expect(await recoveryMails(user.email)).toHaveLength(2);
  });

  test(`one address may ask ${RECOVERY_IP_LIMIT.max} times an hour, whatever the e-mails`, async () => {
    const ip = newAddress();
    const users = [];
    for (let i = 0; i <= RECOVERY_IP_LIMIT.max; i++) users.push(await createConfirmedUser(h));
    for (const user of users) expect((await requestRecovery(user.email, ip)).status).toBe(201);
    const sent = await Promise.all(users.map(async (u) => (await recoveryMails(u.email)).length));
    expect(sent).toEqual([...Array(RECOVERY_IP_LIMIT.max).fill(1), 0]);
  });
});

describe("sign-up with a registered e-mail", () => {
  test("answers as for a new address, creates nothing and e-mails the owner (once an hour)", async () => {
    const owner = await createConfirmedUser(h, { first_name: "Lucía" });
    const { username } = uniqueUser();
    const body = {
      username,
      email: owner.email.toUpperCase(),
      first_name: "Intruso",
      last_name: "X",
      password: STRONG_PASSWORD,
      confirm_password: STRONG_PASSWORD,
      telefono: "+57 3001234567",
    };
    const response = await h.call<Record<string, unknown>>("POST", "/usuario/crear/usuario", { body });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number), username, email: owner.email });
    expect(response.body.id).toBeGreaterThan(owner.id);
    const rows = await h.db.prepare("SELECT COUNT(*) AS n FROM usuarios WHERE username = ?").bind(username).first();
    expect(rows).toEqual({ n: 0 });
    const notices = async () =>
      (await h.mailsTo(owner.email)).filter((m) => m.subject === "Alguien intentó registrarse con tu correo");
    const [notice] = await notices();
    expect(notice?.body).toContain("Hola Lucía,");
    expect(notice?.body).toContain("/change_password");
    expect((await h.mailsTo(owner.email)).some((m) => m.subject === "Confirma tu cuenta" && m.id > notice!.id)).toBe(
      false,
    );
    // An institution sign-up with the same address: the same 201, no second notice within the hour.
    const entity = await h.call("POST", "/usuario/crear/entidad", {
      body: {
        first_name: "Otra",
        last_name: "Vez",
        email: owner.email,
        password: STRONG_PASSWORD,
        confirm_password: STRONG_PASSWORD,
      },
    });
    expect(entity.status).toBe(201);
    expect(await notices()).toHaveLength(1);
    // The owner's password did not change.
    expect((await login(owner.email, owner.password, newAddress())).status).toBe(200);
  });
});
