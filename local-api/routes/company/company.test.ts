import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  companySchema,
  indicatorListSchema,
  indicatorSchema,
  indicatorValueSchema,
  sectorListSchema,
} from "../../../app/api/contract/company";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../demo";
import { SEED_COMPANY, SEED_INDICATORS } from "../../seeds/company";
import { SEED_ENTREPRENEURS, demoPersonEmail } from "../../seeds/people";
import { indicatorProgress } from "../../services/company";
import { PNG, count, demoCast, multipart } from "../../services/programs.test-helper";
import { type Harness, createHarness, keepLoggedErrors } from "../../testing/harness";

let h: Harness;
let cast: Awaited<ReturnType<typeof demoCast>>;
let companyId: number;
let emptyToken: string;

keepLoggedErrors({ beforeAll, afterAll });

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
  const info = await h.call("GET", "/empresa/info", { token: cast.tokens.entrepreneur });
  companyId = companySchema.parse(info.body).id;
  emptyToken = await h.login(demoPersonEmail(SEED_ENTREPRENEURS[10]!), DEMO_PASSWORD);
});
afterAll(() => h.dispose());

const indicatorBody = (overrides: Record<string, unknown> = {}) => ({
  company: companyId,
  name: "Pedidos",
  description: "Pedidos por semana",
  measure: "Unidades",
  base_line: 10,
  goal: 30,
  trend: true,
  x_axis: "Semana",
  y_axis: "Pedidos",
  ...overrides,
});

describe("reading a company", () => {
  test("the seeded company: team of two, four indicators with 8 to 12 values, sectors", async () => {
    const response = await h.call("GET", `/company/company/${companyId}/`, { token: cast.tokens.entrepreneur });
    expect(response.status).toBe(200);
    const company = companySchema.parse(response.body);
    expect(company).toMatchObject({ name: SEED_COMPANY, creator: { id: cast.ids.entrepreneur } });
    expect(company.team).toHaveLength(2);
    expect(company.team.every((m) => m.email !== null)).toBe(true);
    const list = indicatorListSchema.parse(
      (await h.call("GET", `/company/${companyId}/indicator/`, { token: cast.tokens.entrepreneur })).body,
    );
    expect(list.map((i) => i.name)).toEqual(SEED_INDICATORS.map((i) => i.name));
    for (const indicator of list) {
      expect(indicator.values.length).toBeGreaterThanOrEqual(8);
      expect(indicator.values.length).toBeLessThanOrEqual(12);
      const dates = indicator.values.map((v) => v.date_created_at);
      expect([...dates].sort()).toEqual(dates);
    }
    expect(new Set(list.map((i) => i.trend))).toEqual(new Set([true, false]));
    const sectors = sectorListSchema.parse(
      (await h.call("GET", "/company/sectors/", { token: cast.tokens.mentor })).body,
    );
    expect(sectors.some((s) => s.id === company.sector && s.name === company.sector_name)).toBe(true);
  });

  test("its mentors and institution read it without e-mails; outsiders 403; unknown 404; no token 401", async () => {
    for (const role of ["mentor", "official"] as const) {
      const response = await h.call("GET", `/company/company/${companyId}/`, { token: cast.tokens[role] });
      expect(response.status, role).toBe(200);
      expect(
        companySchema.parse(response.body).team.every((m) => m.email === null),
        role,
      ).toBe(true);
      const byUsername = await h.call("GET", "/empresa/emprendedor", { token: cast.tokens[role] });
      expect(byUsername.status, role).toBe(200);
    }
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      const response = await h.call("GET", `/company/company/${companyId}/`, { token: cast.tokens[role] });
      expect(response.status, role).toBe(403);
      expect((await h.call("GET", "/empresa/emprendedor", { token: cast.tokens[role] })).status, role).toBe(404);
    }
    expect((await h.call("GET", "/company/company/999999/", { token: cast.tokens.entrepreneur })).status).toBe(404);
    expect((await h.call("GET", `/company/company/${companyId}/`)).status).toBe(401);
    expect((await h.call("GET", "/empresa/info", { token: cast.tokens.mentor })).status).toBe(404);
  });
});

describe("changing a company", () => {
  test("mentors and institutions are refused every write (forged calls)", async () => {
    const [indicator] = indicatorListSchema.parse(
      (await h.call("GET", `/company/${companyId}/indicator/`, { token: cast.tokens.entrepreneur })).body,
    );
    const valueId = indicator!.values[0]!.id;
    for (const role of ["mentor", "official"] as const) {
      const token = cast.tokens[role];
      const calls = [
        await h.call("POST", "/company/indicator/", { token, body: indicatorBody() }),
        await h.call("PUT", `/company/indicator/${indicator!.id}/`, { token, body: indicatorBody() }),
        await h.call("DELETE", `/company/indicator/${indicator!.id}/`, { token }),
        await h.call("POST", "/company/value/", {
          token,
          body: { indicator: indicator!.id, value: 1, date_created_at: "2026-01-01 10:00" },
        }),
        await h.call("DELETE", `/company/value/${valueId}/`, { token }),
        await h.call("PUT", `/empresa/actualizar/valor/${valueId}`, {
          token,
          body: { valor: 1, fecha_dato: "2026-01-01 10:00" },
        }),
        await h.call("POST", `/company/${companyId}/team/partner/`, {
          token,
          body: { first_name: "A", last_name: "B", email: "x@example.com" },
        }),
        await h.call("PUT", `/company/company/${companyId}/`, { token, body: { team: [] } }),
        await h.call("DELETE", `/company/company/${companyId}/`, { token }),
      ];
      expect(
        calls.map((r) => r.status),
        role,
      ).toEqual(calls.map(() => 403));
    }
    expect(await count(h, "indicador_valores WHERE id = ?", valueId)).toBe(1);
  });

  test("create: the multipart form with an image; one company per entrepreneur; mentors 403", async () => {
    const outsider = cast.tokens.outsideEntrepreneur;
    const bad = await multipart(h, "POST", "/company/company/", outsider, {
      name: "",
      n_employees: "",
      sector: "99",
      goal: "",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(["goal", "n_employees", "name"]);
    const badSector = await multipart(h, "POST", "/company/company/", outsider, {
      name: "X",
      n_employees: "2",
      sector: "99",
      goal: "Y",
    });
    expect(badSector.body).toHaveProperty("sector");
    const fields = {
      name: "Nueva S.A.S.",
      n_employees: "4",
      sector: "2",
      goal: "Crecer",
      creator: String(cast.ids.outsideEntrepreneur),
      image: new File([PNG], "logo.png", { type: "image/png" }),
    };
    const created = await multipart(h, "POST", "/company/company/", outsider, fields);
    expect(created.status).toBe(201);
    const company = companySchema.parse(created.body);
    expect(company.image).toMatch(/^http.*\/api\/media\/empresas\//);
    const again = await multipart(h, "POST", "/company/company/", outsider, fields);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ creator: ["Ya tienes una empresa registrada."] });
    expect((await multipart(h, "POST", "/company/company/", cast.tokens.mentor, fields)).status).toBe(403);
    const edited = await multipart(h, "PUT", `/company/company/${company.id}/`, outsider, { ...fields, name: "Otra" });
    expect(companySchema.parse(edited.body).name).toBe("Otra");
    const legacy = await h.call("PUT", `/empresa/${company.id}`, {
      token: outsider,
      body: { nombre: "Legado", n_empleados: 5, meta: "Meta", sector: 3, equipo: [] },
    });
    expect(legacy.status).toBe(200);
    expect(companySchema.parse(legacy.body)).toMatchObject({ name: "Legado", n_employees: 5, goal: "Meta", sector: 3 });
    expect((await h.call("DELETE", `/company/company/${company.id}/`, { token: outsider })).status).toBe(204);
    expect(await count(h, "empresas WHERE id = ?", company.id)).toBe(0);
  });

  test("a partner: a new e-mail is invited (pending account, e-mail) and joins; removal through the team", async () => {
    const email = `socio.${Date.now()}@example.com`;
    const missing = await h.call("POST", `/company/${companyId}/team/partner/`, {
      token: cast.tokens.entrepreneur,
      body: { first_name: "", last_name: "", email: "" },
    });
    expect(missing.status).toBe(400);
    const added = await h.call("POST", `/company/${companyId}/team/partner/`, {
      token: cast.tokens.entrepreneur,
      body: { first_name: "Ana", last_name: "Socia", email: email.toUpperCase() },
    });
    expect(added.status).toBe(201);
    const team = companySchema.parse(added.body).team;
    const member = team.find((m) => m.email === email);
    expect(member).toBeDefined();
    const [mail] = await h.mailsTo(email);
    expect(mail?.subject).toBe(`Te agregaron al equipo de ${SEED_COMPANY}`);
    expect(mail?.body).toMatch(/\/user_confirmation\/[A-Za-z0-9_-]+/);
    const twice = await h.call("POST", `/company/${companyId}/team/partner/`, {
      token: cast.tokens.entrepreneur,
      body: { first_name: "Ana", last_name: "Socia", email },
    });
    expect(twice.body).toEqual({ email: ["Esta persona ya es parte del equipo."] });
    const staff = await h.call("POST", `/company/${companyId}/team/partner/`, {
      token: cast.tokens.entrepreneur,
      body: { first_name: "E", last_name: "D", email: DEMO_EMAILS.official },
    });
    expect(staff.status).toBe(400);
    const keep = team.filter((m) => m.id !== member!.id).map((m) => m.id);
    const forged = await h.call("PUT", `/company/company/${companyId}/`, {
      token: cast.tokens.entrepreneur,
      body: { team: [...keep, cast.ids.outsideEntrepreneur] },
    });
    expect(forged.status).toBe(400);
    const removed = await h.call("PUT", `/company/company/${companyId}/`, {
      token: cast.tokens.entrepreneur,
      body: { team: keep },
    });
    expect(companySchema.parse(removed.body).team.map((m) => m.id)).toEqual(keep);
  });
});

describe("indicators and values", () => {
  test("create, edit, values with progress respecting the trend, delete", async () => {
    const token = cast.tokens.entrepreneur;
    const invalid = await h.call("POST", "/company/indicator/", {
      token,
      body: indicatorBody({ name: "", base_line: "abc", goal: null }),
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body as object).sort()).toEqual(["base_line", "goal", "name"]);
    const created = await h.call("POST", "/company/indicator/", {
      token,
      body: indicatorBody({ trend: false, base_line: 20, goal: 10 }),
    });
    expect(created.status).toBe(201);
    const indicator = indicatorSchema.parse(created.body);
    expect(indicator).toMatchObject({ progress: 0, current_state: 20, values: [] });
    const badDate = await h.call("POST", "/company/value/", {
      token,
      body: { indicator: indicator.id, value: 15, date_created_at: "2026-02-30 10:00" },
    });
    expect(badDate.status).toBe(400);
    for (const [value, date] of [
      [18, "2026-01-05 09:00"],
      [15, "2026-01-12 09:00"],
    ] as const) {
      const response = await h.call("POST", "/company/value/", {
        token,
        body: { indicator: indicator.id, value, date_created_at: date },
      });
      expect(response.status).toBe(201);
    }
    let read = indicatorSchema.parse((await h.call("GET", `/company/indicator/${indicator.id}/`, { token })).body);
    expect(read).toMatchObject({ current_state: 15, progress: 50 });
    const valueId = read.values[1]!.id;
    const legacy = await h.call("PUT", `/empresa/actualizar/valor/${valueId}`, {
      token,
      body: { valor: 12, fecha_dato: "2026-01-12 10:00" },
    });
    expect(indicatorValueSchema.parse(legacy.body)).toMatchObject({ value: 12, date_created_at: "2026-01-12 10:00" });
    const put = await h.call("PUT", `/company/value/${valueId}/`, {
      token,
      body: { value: 25, date_created_at: "2026-01-12 10:00" },
    });
    expect(put.status).toBe(200);
    read = indicatorSchema.parse(
      (await h.call("GET", `/dashboard/${companyId}/${indicator.id}/`, { token: cast.tokens.mentor })).body,
    );
    expect(read).toMatchObject({ current_state: 25, progress: 0 });
    const edited = await h.call("PUT", `/company/indicator/${indicator.id}/`, {
      token,
      body: { ...indicatorBody({ trend: true, base_line: 20, goal: 30 }), company: undefined },
    });
    expect(indicatorSchema.parse(edited.body)).toMatchObject({ trend: true, progress: 50 });
    expect((await h.call("DELETE", `/company/value/${valueId}/`, { token })).status).toBe(204);
    expect((await h.call("DELETE", `/company/indicator/${indicator.id}/`, { token })).status).toBe(204);
    expect(await count(h, "indicador_valores WHERE indicador_id = ?", indicator.id)).toBe(0);
    expect((await h.call("GET", `/company/indicator/${indicator.id}/`, { token })).status).toBe(404);
  });

  test("a company with no indicators lists none", async () => {
    const info = companySchema.parse((await h.call("GET", "/empresa/info", { token: emptyToken })).body);
    const list = await h.call("GET", `/company/${info.id}/indicator/`, { token: emptyToken });
    expect(list.body).toEqual([]);
  });

  test("progress stays within 0-100 and is 100 at the goal, whatever the trend", () => {
    const num = fc.double({ min: -1e9, max: 1e9, noNaN: true });
    fc.assert(
      fc.property(num, num, fc.boolean(), num, (base, goal, trend, current) => {
        const p = indicatorProgress(base, goal, trend, current);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        if ((trend && goal > base) || (!trend && goal < base)) {
          expect(indicatorProgress(base, goal, trend, goal)).toBe(100);
          expect(indicatorProgress(base, goal, trend, base)).toBe(0);
        }
      }),
    );
  });
});
