// One request of the app shares its reads across its calls to the local API (request-memo.ts), and a write
// forgets them: what the test proves is that a read after a write in the same app request sees the write,
// that the token is looked up once per app request, and that nothing is kept without a memo.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { LocalApiEnv } from "./env";
import { demoCast } from "./services/programs.test-helper";
import { type Harness, createConfirmedUser, createHarness } from "./testing/harness";

let h: Harness;
let cast: Awaited<ReturnType<typeof demoCast>>;
beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
});
afterAll(() => h.dispose());

/** The harness's app called with an env of our own (a memo, and a D1 that counts the token and role lookups). */
function appRequest(memo: Map<string, Promise<unknown>> | undefined) {
  let tokenLookups = 0;
  let roleLookups = 0;
  let institutionLookups = 0;
  const DB = new Proxy(h.env.DB, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (key === "prepare")
        return (query: string) => {
          if (/from "tokens"/.test(query)) tokenLookups++;
          // programWithRole's one statement on the caller's relation to a program.
          if (/EXISTS \(SELECT 1 FROM funcionarios f JOIN programas p/.test(query)) roleLookups++;
          // requireOfficialOf's statement: the institution and whether the caller administers it.
          if (/from "entidades" left join "funcionarios"/.test(query)) institutionLookups++;
          return target.prepare(query);
        };
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const env: LocalApiEnv = { ...h.env, DB, memo };
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const response = await h.app.fetch(
      new Request(`http://local${path}`, {
        method,
        headers: { authorization: `Token ${token}`, "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      env,
    );
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
  return {
    call,
    lookups: () => tokenLookups,
    roleLookups: () => roleLookups,
    institutionLookups: () => institutionLookups,
  };
}

describe("reads shared by one app request", () => {
  test("the token is looked up once for all the calls of an app request; once per call without a memo", async () => {
    const user = await createConfirmedUser(h);
    const shared = appRequest(new Map());
    const answers = await Promise.all([
      shared.call("GET", "/usuario/", user.token),
      shared.call("GET", "/usuario/tags", user.token),
      shared.call("GET", "/usuario/", user.token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(shared.lookups()).toBe(1);

    const alone = appRequest(undefined);
    await alone.call("GET", "/usuario/", user.token);
    await alone.call("GET", "/usuario/", user.token);
    expect(alone.lookups()).toBe(2);
  });

  test("reads are kept until the app request writes: then the next read sees the database again", async () => {
    const user = await createConfirmedUser(h, { first_name: "Memo" });
    const request = appRequest(new Map());
    expect((await request.call("GET", "/usuario/", user.token)).status).toBe(200);
    await h.db.prepare("UPDATE usuarios SET is_active = 0 WHERE id = ?").bind(user.id).run();
    // Same app request, no write: the token's user as this request first read it.
    expect((await request.call("GET", "/usuario/tags", user.token)).status).toBe(200);
    // Any write (even one refused) forgets it; the next read finds the account inactive.
    expect((await request.call("POST", "/usuario/crear/usuario", user.token, {})).status).toBe(400);
    expect((await request.call("GET", "/usuario/", user.token)).status).toBe(401);
    expect(request.lookups()).toBe(2);
  });

  test("a token revoked by a write of the same app request is refused by its next read", async () => {
    const user = await createConfirmedUser(h);
    const request = appRequest(new Map());
    expect((await request.call("GET", "/usuario/", user.token)).status).toBe(200);
    expect((await request.call("POST", "/usuario/logout", user.token)).status).toBeLessThan(300);
    expect((await request.call("GET", "/usuario/", user.token)).status).toBe(401);
  });

  test("a program page's calls read the program and the caller's role once; each call reads them without a memo", async () => {
    const paths = [
      `/programa/${cast.incubation}/`,
      `/programa/${cast.incubation}/estadisticas/`,
      `/programa/mentores/${cast.incubation}`,
      `/programa/${cast.incubation}/emprendedores`,
      `/calendario/evento/programa/${cast.incubation}`,
    ];
    const page = appRequest(new Map());
    const answers = await Promise.all(paths.map((path) => page.call("GET", path, cast.tokens.official)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(page.roleLookups()).toBe(1);

    const alone = appRequest(undefined);
    for (const path of paths) expect((await alone.call("GET", path, cast.tokens.official)).status).toBe(200);
    expect(alone.roleLookups()).toBe(paths.length);

    // The role is the caller's own: another user in the same memo is not answered with the official's.
    const mixed = appRequest(new Map());
    expect((await mixed.call("GET", paths[1]!, cast.tokens.official)).status).toBe(200);
    expect((await mixed.call("GET", paths[1]!, cast.tokens.outsideEntrepreneur)).status).toBe(403);
  });

  test("the institution's page reads the institution once for its two calls; each call reads it without a memo", async () => {
    const paths = [`/entidad/${cast.incubadora}/`, `/entidad/${cast.incubadora}/consumo/`];
    const page = appRequest(new Map());
    const answers = await Promise.all(paths.map((path) => page.call("GET", path, cast.tokens.official)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(page.institutionLookups()).toBe(1);

    const alone = appRequest(undefined);
    for (const path of paths) expect((await alone.call("GET", path, cast.tokens.official)).status).toBe(200);
    expect(alone.institutionLookups()).toBe(paths.length);

    // Whether the caller administers it is the caller's own: another user in the same memo is refused.
    const mixed = appRequest(new Map());
    expect((await mixed.call("GET", paths[0]!, cast.tokens.official)).status).toBe(200);
    expect((await mixed.call("GET", paths[0]!, cast.tokens.outsideEntrepreneur)).status).toBe(403);
  });
});
