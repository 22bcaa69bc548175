// Every route × every role gets the expected status (docs/house-rules.md#reliability-and-security).
//
// HOW TO ADD A ROUTE: append a row to the area's file in ./authorization/ (or to CORE_ROUTES below).
//
//   { path: "/programs", expect: { anonymous: login("/programs"), entrepreneur: 403, mentor: 403,
//                                  institution: 200, otherInstitution: 200 } }
//
// - `path`: the URL requested (with its query string if any).
// - `method`: "GET" by default. Any other method is sent as a same-origin form post (with `body`
//   fields if given), from a fresh session of the role, so that e.g. a logout does not end the session
//   the other rows use.
// - `expect`: one entry per role: a status (200, 403, 404…) or `to("/path")` for a 302 to that exact
//   Location, or `login("/path")` for the redirect to /login?redirectTo=/path.
//   `same(x)` gives x to all five roles; spread it and override some: `{ ...same(200), anonymous: login("/x") }`.
// - `otherInstitution` is banco@demo.test, administrator of another institution than entidad@demo.test:
//   use it for rows whose data belongs to one institution (programs/{id} of the demo institution → 403 or 404).
// - Optional `fresh: true`: use a fresh session for a GET too (rows that set a preference cookie,
//   like the language switch, would otherwise change what the next rows render).
// - Optional `contains: "text"`: the 200 responses must contain that text (a cheap check that the page rendered).
// - A seeded session in a path: `slugOf("financeNext")` / `idOf(...)` (./authorization/table.ts), resolved
//   from the Worker's database when the row runs (the seed's slugs are random).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO, startWorker, textOf, type Browser, type TestWorker } from "./harness";
import { htmlErrors } from "./valid-html";

import {
  ROLES,
  login,
  resolveSeeded,
  same,
  to,
  visitorsOnly,
  type Expected,
  type Role,
  type Row,
} from "./authorization/table";
import { billingRows } from "./authorization/billing";
import { calendarRows } from "./authorization/calendar";
import { companyRows } from "./authorization/company";
import { filesRows } from "./authorization/files";
import { institutionRows } from "./authorization/institution";
import { marketplaceRows } from "./authorization/marketplace";
import { peopleRows } from "./authorization/people";
import { planRows } from "./authorization/plans";
import { profileRows } from "./authorization/profiles";
import { programRows } from "./authorization/programs";
import { reportRows } from "./authorization/reports";
import { forumRows, publicRows } from "./authorization/public";
import { schedulingRows } from "./authorization/scheduling";
import { sessionRows } from "./authorization/session";
import { toolRows } from "./authorization/tools";

const CORE_ROUTES: Row[] = [
  {
    path: "/",
    expect: {
      anonymous: 200,
      entrepreneur: to("/user"),
      mentor: to("/user"),
      institution: to("/institution"),
      otherInstitution: to("/institution"),
    },
  },
  { path: "/login", expect: visitorsOnly, contains: "Iniciar sesión" },
  { path: "/login?redirectTo=%2Fuser", expect: visitorsOnly },
  { path: "/sign-up", expect: visitorsOnly, contains: "Crea tu cuenta GRATIS" },
  { path: "/change_password", expect: same(200), contains: "Recuperar contraseña" },
  { path: "/email-confirmacion", expect: same(200), contains: "Revisa tu correo" },
  { path: "/registro-exitoso", expect: same(200) },
  { path: "/confirmation_mail", expect: same(200) },
  { path: "/user_confirmation/x", expect: same(200), contains: "Activar mi cuenta" },
  { path: "/user_confirmation/x", method: "POST", expect: same(404) },
  { path: "/salesforce", expect: same(to("/user")) },
  { path: "/salesforce/error", expect: same(200), contains: "Hubo un error! Por favor intenta de nuevo." },
  { path: "/salesforce/no-existe", method: "POST", expect: same(to("/salesforce/error")) },
  {
    path: "/user",
    expect: {
      anonymous: login("/user"),
      entrepreneur: 200,
      mentor: 200,
      institution: to("/institution"),
      otherInstitution: to("/institution"),
    },
  },
  {
    path: "/user?tab=1",
    expect: { ...same(to("/institution")), anonymous: login("/user?tab=1"), entrepreneur: 200, mentor: 200 },
  },
  {
    path: "/institution",
    expect: {
      anonymous: login("/institution"),
      entrepreneur: 403,
      mentor: 403,
      institution: 200,
      otherInstitution: 200,
    },
  },
  { path: "/500", expect: same(200), contains: "Ups! Algo ha salido mal, vuelve a intentarlo" },
  { path: "/dev/correos", expect: same(200), contains: "Correos enviados (modo local)" },
  { path: "/nope", expect: same(404), contains: "Ups! Parece que te has perdido" },
  { path: "/user/nope/deeper", expect: same(404) },
  { path: "/idioma?lng=en", fresh: true, expect: same(to("/")) },
  { path: "/idioma?lng=en&redirectTo=%2Fuser", fresh: true, expect: same(to("/user")) },
  { path: "/logout", expect: same(to("/")) },
  { path: "/logout", method: "POST", expect: same(to("/")) },
];

export const ROUTES: Row[] = [
  ...CORE_ROUTES,
  ...institutionRows,
  ...peopleRows,
  ...billingRows,
  ...programRows,
  ...toolRows,
  ...calendarRows,
  ...schedulingRows,
  ...sessionRows,
  ...filesRows,
  ...planRows,
  ...publicRows,
  ...forumRows,
  ...profileRows,
  ...marketplaceRows,
  ...companyRows,
  ...reportRows,
];

const EMAIL: Record<Exclude<Role, "anonymous">, string> = {
  entrepreneur: DEMO.entrepreneur,
  mentor: DEMO.mentor,
  institution: DEMO.institution,
  otherInstitution: DEMO.otherInstitution,
};

let worker: TestWorker;
const browsers = new Map<Role, Browser>();

beforeAll(async () => {
  worker = await startWorker();
  browsers.set("anonymous", worker.browser());
  // The shared sessions come from the real login form (one sign-in per role).
  for (const role of ROLES) {
    if (role === "anonymous") continue;
    const b = worker.browser();
    await b.login(EMAIL[role]);
    browsers.set(role, b);
  }
});
afterAll(async () => {
  await worker?.stop();
});

async function browserFor(role: Role, row: Row): Promise<Browser> {
  const method = row.method ?? "GET";
  if (method === "GET" && !row.fresh) return browsers.get(role)!;
  // Mutations (and `fresh` rows) get a session of their own (minted without the login form and its rate limit).
  return role === "anonymous" ? worker.browser() : worker.browserAs(EMAIL[role]);
}

const seeded = new Map<string, Promise<{ slug: string; id: number }>>();
/** A seeded session by name (the seed runs on the Worker's first request, before any row). */
function seededSession(name: string) {
  let found = seeded.get(name);
  if (!found) {
    found = worker
      .sql<{ slug: string; id: number }>("SELECT slug, id FROM eventos WHERE nombre = ?", name)
      .then(([row]) => {
        if (!row) throw new Error(`the seed has no session '${name}'`);
        return row;
      });
    seeded.set(name, found);
  }
  return found;
}

function describeExpected(e: Expected): string {
  return typeof e === "number" ? String(e) : `302 → ${e.location}`;
}

test("the table covers every route of app/routes.ts", async () => {
  const { routes } = await import("../../app/routes");
  type Node = { path?: string; index?: boolean; children?: Node[] };
  const paths: string[] = [];
  const walk = (nodes: Node[], prefix: string) => {
    for (const node of nodes) {
      const here = node.path ? `${prefix}/${node.path}` : prefix;
      if (node.index) paths.push(prefix || "/");
      else if (node.path) paths.push(here);
      if (node.children) walk(node.children, here);
    }
  };
  walk(routes as unknown as Node[], "");
  expect(paths.length).toBeGreaterThan(10);
  const tested = ROUTES.map((r) => r.path.split("?")[0]!);
  const untested = paths.filter((p) => {
    if (p === "/*") return !tested.some((t) => t === "/nope");
    const pattern = new RegExp(`^${p.replace(/:[^/]+/g, "[^/]+")}$`);
    return !tested.some((t) => pattern.test(t));
  });
  expect(untested, "routes of app/routes.ts without a row in ROUTES").toEqual([]);
});

describe.each(ROUTES.map((row) => [`${row.method ?? "GET"} ${row.path}`, row] as const))("%s", (_label, row) => {
  test.each(ROLES.map((role) => [role, describeExpected(row.expect[role])] as const))("%s → %s", async (role) => {
    const expected = row.expect[role];
    const b = await browserFor(role, row);
    const method = row.method ?? "GET";
    const path = await resolveSeeded(row.path, seededSession);
    const response = method === "GET" ? await b.get(path) : await b.formPost(path, row.body ?? {});
    const status = typeof expected === "number" ? expected : expected.status;
    const body = await response.text();
    expect(response.status, `${method} ${path} as ${role}: ${textOf(body).slice(0, 200)}`).toBe(status);
    if (typeof expected !== "number") {
      expect(response.headers.get("Location")).toBe(await resolveSeeded(expected.location, seededSession));
    }
    if (status === 200 && row.contains) expect(textOf(body)).toContain(row.contains);
    // Every page served is valid HTML (issue 33: a description <p> sat inside a <span>).
    if (status === 200 && body.startsWith("<!DOCTYPE"))
      expect(await htmlErrors(body), `${path} as ${role}`).toEqual([]);
    // Signed-in shared sessions must survive every GET row.
    if (method === "GET" && role !== "anonymous") expect(b.session, `${role} lost the session on ${path}`).toBeTruthy();
  });
});
