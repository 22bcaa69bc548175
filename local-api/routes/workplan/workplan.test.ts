// The /workplan group and the acta's activity (issue 11): the seeded plan, filters, progress, who may do
// what (second spec › Roles and permissions), validation, and fuzzed observations never giving a 500.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  activityActListSchema,
  activityListSchema,
  activitySchema,
  observationListSchema,
  workPlanListSchema,
  workPlanSchema,
} from "../../../app/api/contract/workplan";
import { programEntrepreneurPageSchema, programStatsSchema } from "../../../app/api/contract/programa";
import { DEMO_PASSWORD } from "../../demo";
import { SEED_ENTREPRENEURS, demoPersonEmail } from "../../seeds/people";
import { SEED_PLAN } from "../../seeds/plans";
import { demoCast, userId } from "../../services/programs.test-helper";
import { type Harness, createHarness } from "../../testing/harness";
import { ACTA_MESSAGES } from "../calendario/actas";

let h: Harness;
let cast: Awaited<ReturnType<typeof demoCast>>;
let planId: number;
let byName: Map<string, number>;
/** Another entrepreneur of "Programa de Incubación 2026", without a plan. */
let peer: { token: string; id: number };

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
  const plans = await h.call("GET", `/workplan/workplan/?program=${cast.incubation}`, {
    token: cast.tokens.entrepreneur,
  });
  planId = workPlanListSchema.parse(plans.body)[0]!.id;
  const all = await h.call("GET", `/workplan/workplan/${planId}/activities/`, { token: cast.tokens.entrepreneur });
  byName = new Map(activityListSchema.parse(all.body).map((a) => [a.name, a.id]));
  const email = demoPersonEmail(SEED_ENTREPRENEURS[0]!);
  peer = { token: await h.login(email, DEMO_PASSWORD), id: await userId(h, email) };
});
afterAll(() => h.dispose());

const names = (body: unknown) => activityListSchema.parse(body).map((a) => a.name);
const A = SEED_PLAN.activities;

describe("plans", () => {
  test("the seeded plan: goal, 2 of 5 done (40.00 %), readable by its mentors and staff only", async () => {
    const own = await h.call("GET", `/workplan/workplan/?program=${cast.incubation}`, {
      token: cast.tokens.entrepreneur,
    });
    expect(own.status).toBe(200);
    const [plan] = workPlanListSchema.parse(own.body);
    expect(plan).toMatchObject({
      description: SEED_PLAN.description,
      user: cast.ids.entrepreneur,
      program: cast.incubation,
      progress: 40,
    });
    expect(plan!.activity_set).toHaveLength(5);
    const path = `/workplan/workplan/?program=${cast.incubation}&user=${cast.ids.entrepreneur}`;
    for (const role of ["mentor", "official"] as const) {
      const seen = await h.call("GET", path, { token: cast.tokens[role] });
      expect(seen.status, role).toBe(200);
      expect(workPlanListSchema.parse(seen.body)[0]?.id).toBe(planId);
    }
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await h.call("GET", path, { token: cast.tokens[role] })).status, role).toBe(403);
    }
    expect((await h.call("GET", path, { token: peer.token })).status).toBe(403);
    expect((await h.call("GET", `/workplan/workplan/${planId}/activities/`, { token: peer.token })).status).toBe(403);
    // No plan yet: an empty list; bad queries 400; unknown program 404.
    const none = await h.call("GET", `/workplan/workplan/?program=${cast.incubation}`, { token: peer.token });
    expect(none.body).toEqual([]);
    expect((await h.call("GET", "/workplan/workplan/", { token: peer.token })).status).toBe(400);
    expect((await h.call("GET", "/workplan/workplan/?program=abc", { token: peer.token })).status).toBe(400);
    expect((await h.call("GET", "/workplan/workplan/?program=999999", { token: peer.token })).status).toBe(404);
    expect((await h.call("GET", `/workplan/workplan/?program=${cast.incubation}`)).status).toBe(401);
  });

  test("filters: finalizadas, pendientes, recientes (2 days), por_vencer (next 2 days), todas; others 400", async () => {
    const list = async (filter: string) =>
      h.call("GET", `/workplan/workplan/${planId}/activities/?filter=${filter}`, { token: cast.tokens.official });
    expect(names((await list("finalizadas")).body).sort()).toEqual([A.done, A.doneNoMentor].sort());
    expect(names((await list("pendientes")).body).sort()).toEqual([A.recent, A.dueSoon, A.overdue].sort());
    expect(names((await list("recientes")).body)).toEqual([A.recent]);
    expect(names((await list("por_vencer")).body)).toEqual([A.dueSoon]);
    expect(names((await list("todas")).body)).toHaveLength(5);
    const bad = await list("mañana");
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty("filter");
  });

  test("an entrepreneur creates, edits and deletes their own plan; nobody else may", async () => {
    const body = { description: "  Vender en línea  ", user: peer.id, program: cast.incubation };
    expect(
      (await h.call("POST", "/workplan/workplan/", { token: peer.token, body: { ...body, description: " " } })).status,
    ).toBe(400);
    expect(
      (
        await h.call("POST", "/workplan/workplan/", {
          token: peer.token,
          body: { ...body, user: cast.ids.entrepreneur },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call("POST", "/workplan/workplan/", {
          token: cast.tokens.outsideEntrepreneur,
          body: { ...body, user: cast.ids.outsideEntrepreneur },
        })
      ).status,
    ).toBe(403);
    const created = await h.call("POST", "/workplan/workplan/", { token: peer.token, body });
    expect(created.status).toBe(201);
    const plan = workPlanSchema.parse(created.body);
    expect(plan).toMatchObject({ description: "Vender en línea", progress: 0, activity_set: [] });
    const again = await h.call("POST", "/workplan/workplan/", { token: peer.token, body });
    expect(again.status).toBe(400);
    expect(again.body).toHaveProperty("non_field_errors");
    const edited = await h.call("PUT", `/workplan/workplan/${cast.incubation}/`, {
      token: peer.token,
      body: { ...body, description: "Exportar" },
    });
    expect(edited.status).toBe(200);
    expect(workPlanSchema.parse(edited.body)).toMatchObject({ id: plan.id, description: "Exportar" });
    expect((await h.call("PUT", `/workplan/workplan/${cast.digital}/`, { token: peer.token, body })).status).toBe(400);
    for (const role of ["mentor", "official"] as const) {
      expect((await h.call("DELETE", `/workplan/workplan/${plan.id}/`, { token: cast.tokens[role] })).status).toBe(403);
    }
    expect((await h.call("DELETE", `/workplan/workplan/${plan.id}/`, { token: peer.token })).status).toBe(204);
    expect((await h.call("DELETE", `/workplan/workplan/${plan.id}/`, { token: peer.token })).status).toBe(404);
  });
});

describe("activities", () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    name: "Abrir la tienda en línea",
    description: "",
    mentor: cast.ids.mentor,
    start: "2026-03-01",
    end: "2026-03-10",
    workplan: planId,
    ...extra,
  });

  test("the entrepreneur creates them; dates and the mentor are checked; nobody else creates", async () => {
    const token = cast.tokens.entrepreneur;
    const bad = async (extra: Record<string, unknown>, field: string) => {
      const response = await h.call("POST", "/workplan/activities/", { token, body: body(extra) });
      expect(response.status, field).toBe(400);
      expect(response.body, field).toHaveProperty(field);
    };
    await bad({ name: "   " }, "name");
    await bad({ start: "2026-02-30" }, "start");
    await bad({ end: "2026-02-01" }, "end");
    await bad({ mentor: cast.ids.outsideMentor }, "mentor");
    await bad({ workplan: 999999 }, "workplan");
    for (const role of ["mentor", "official"] as const) {
      expect((await h.call("POST", "/workplan/activities/", { token: cast.tokens[role], body: body() })).status).toBe(
        403,
      );
    }
    const created = await h.call("POST", "/workplan/activities/", { token, body: body({ mentor: null }) });
    expect(created.status).toBe(201);
    expect(activitySchema.parse(created.body)).toMatchObject({ workplan: planId, mentor: null, done: false });
    const id = activitySchema.parse(created.body).id;
    const edited = await h.call("PUT", `/workplan/activities/${id}/`, {
      token,
      body: { name: "Tienda", description: "x", mentor: cast.ids.mentor, start: "2026-03-02", end: "2026-03-02" },
    });
    expect(edited.status).toBe(200);
    expect(activitySchema.parse(edited.body).mentor?.id).toBe(cast.ids.mentor);
  });

  test("toggle and edit: the entrepreneur and the activity's mentor only (second spec › Roles and permissions)", async () => {
    const done = (id: number, token: string, value: boolean) =>
      h.call("PATCH", `/workplan/activities/${id}/`, { token, body: { done: value } });
    const mine = byName.get(A.overdue)!;
    const others = byName.get(A.dueSoon)!;
    expect((await done(mine, cast.tokens.mentor, true)).status).toBe(200);
    expect(
      activitySchema.parse((await h.call("GET", `/workplan/activities/${mine}/`, { token: cast.tokens.official })).body)
        .done,
    ).toBe(true);
    expect((await done(mine, cast.tokens.entrepreneur, false)).status).toBe(200);
    expect((await done(others, cast.tokens.mentor, true)).status).toBe(403);
    expect((await done(mine, cast.tokens.official, true)).status).toBe(403);
    expect((await done(mine, cast.tokens.bank, true)).status).toBe(403);
    expect(
      (await h.call("PATCH", `/workplan/activities/${mine}/`, { token: cast.tokens.mentor, body: { done: "sí" } }))
        .status,
    ).toBe(400);
    const edit = {
      name: "Validar precios",
      description: "",
      mentor: cast.ids.mentor,
      start: "2026-01-01",
      end: "2026-01-02",
    };
    expect(
      (await h.call("PUT", `/workplan/activities/${others}/`, { token: cast.tokens.mentor, body: edit })).status,
    ).toBe(403);
    expect(
      (await h.call("PUT", `/workplan/activities/${others}/`, { token: cast.tokens.official, body: edit })).status,
    ).toBe(403);
    expect((await h.call("GET", "/workplan/activities/999999/", { token: cast.tokens.mentor })).status).toBe(404);
  });

  test("the program's entrepreneur cards carry each plan's progress", async () => {
    const response = await h.call("GET", `/programa/${cast.incubation}/emprendedores`, { token: cast.tokens.mentor });
    const me = programEntrepreneurPageSchema.parse(response.body).results.find((e) => e.id === cast.ids.entrepreneur);
    expect(me?.progress).toBeGreaterThan(0);
    expect(me?.progress).toBeLessThanOrEqual(100);
  });

  test("stats of one entrepreneur for staff and mentors (?usuario=); refused to other entrepreneurs", async () => {
    const path = `/programa/${cast.incubation}/estadisticas/?usuario=${cast.ids.entrepreneur}`;
    const own = programStatsSchema.parse(
      (await h.call("GET", `/programa/${cast.incubation}/estadisticas/`, { token: cast.tokens.entrepreneur })).body,
    );
    expect(programStatsSchema.parse((await h.call("GET", path, { token: cast.tokens.official })).body)).toEqual(own);
    expect((await h.call("GET", path, { token: peer.token })).status).toBe(403);
    expect(
      (await h.call("GET", `/programa/${cast.incubation}/estadisticas/?usuario=x`, { token: cast.tokens.official }))
        .status,
    ).toBe(400);
  });
});

describe("observations and actas", () => {
  test("the entrepreneur and the activity's mentor report; the entrepreneur deletes their own only", async () => {
    const activity = byName.get(A.recent)!;
    const post = (token: string, body: Record<string, unknown>) =>
      h.call("POST", "/workplan/observations/", { token, body });
    const missing = await post(cast.tokens.mentor, { activity, text: "x" });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty("title");
    expect((await post(cast.tokens.mentor, { activity, title: "  " })).status).toBe(400);
    expect((await post(cast.tokens.mentor, { activity: byName.get(A.dueSoon), title: "Hola" })).status).toBe(403);
    expect((await post(cast.tokens.official, { activity, title: "Hola" })).status).toBe(403);
    const byMentor = await post(cast.tokens.mentor, { activity, title: "Revisar costos", creator: 1 });
    expect(byMentor.status).toBe(201);
    expect(byMentor.body).toMatchObject({ title: "Revisar costos", text: "", creator: { id: cast.ids.mentor } });
    const byOwner = await post(cast.tokens.entrepreneur, { activity, title: "Listo", text: "Subí la plantilla." });
    expect(byOwner.status).toBe(201);
    const list = observationListSchema.parse(
      (await h.call("GET", `/workplan/activities/${activity}/observations/`, { token: cast.tokens.official })).body,
    );
    expect(list.map((o) => o.title)).toEqual(["Listo", "Revisar costos"]);
    const [own, mentors] = list as [(typeof list)[0], (typeof list)[0]];
    expect(
      (await h.call("DELETE", `/workplan/observations/${mentors.id}/`, { token: cast.tokens.entrepreneur })).status,
    ).toBe(403);
    expect(
      (await h.call("DELETE", `/workplan/observations/${mentors.id}/`, { token: cast.tokens.mentor })).status,
    ).toBe(403);
    expect((await h.call("DELETE", `/workplan/observations/${own.id}/`, { token: cast.tokens.official })).status).toBe(
      403,
    );
    expect(
      (await h.call("DELETE", `/workplan/observations/${own.id}/`, { token: cast.tokens.entrepreneur })).status,
    ).toBe(204);
  });

  test("an acta lists the activities its session worked on; the activity lists those sessions", async () => {
    const activity = byName.get(A.done)!;
    const acts = activityActListSchema.parse(
      (await h.call("GET", `/workplan/activities/${activity}/acts/`, { token: cast.tokens.entrepreneur })).body,
    );
    expect(acts).toHaveLength(1);
    const acta = acts[0]!;
    const linked = await h.call("GET", `/acts/acts/${acta.id}/activities/${activity}/`, { token: cast.tokens.mentor });
    expect(linked.status).toBe(200);
    expect(activitySchema.parse(linked.body).name).toBe(A.done);
    const other = byName.get(A.recent)!;
    expect(
      (await h.call("GET", `/acts/acts/${acta.id}/activities/${other}/`, { token: cast.tokens.mentor })).status,
    ).toBe(404);
    expect(
      (await h.call("GET", `/acts/acts/${acta.id}/activities/${activity}/`, { token: cast.tokens.bank })).status,
    ).toBe(403);
    // The session's mentor sees the participants' activities to link.
    const offered = await h.call("GET", `/workplan/activities/?event=${acta.event}`, { token: cast.tokens.mentor });
    expect(offered.status).toBe(200);
    expect(names(offered.body)).toContain(A.done);
    expect((await h.call("GET", `/workplan/activities/?event=${acta.event}`, { token: peer.token })).status).toBe(403);
  });

  test("an acta links only activities of its participants' plans in the session's program", async () => {
    const activity = byName.get(A.done)!;
    const [acta] = activityActListSchema.parse(
      (await h.call("GET", `/workplan/activities/${activity}/acts/`, { token: cast.tokens.entrepreneur })).body,
    );
    const current = await h.call("GET", `/acts/acts/${acta!.id}/`, { token: cast.tokens.mentor });
    const { assistants, ...rest } = current.body as { assistants: { id: number }[] } & Record<string, unknown>;
    const put = (activities: number[]) =>
      h.call("PUT", `/acts/acts/${acta!.id}/`, {
        token: cast.tokens.mentor,
        body: { ...rest, assistants: assistants.map((a) => a.id), activities },
      });
    // Another activity of the same plan: accepted.
    const ok = await put([activity, byName.get(A.recent)!]);
    expect(ok.status).toBe(200);
    expect((ok.body as { activities: number[] }).activities.sort()).toEqual([activity, byName.get(A.recent)!].sort());
    // An activity of another entrepreneur's plan (the peer is not in the session), or an unknown one: 400.
    const peerPlan = await h.call("POST", "/workplan/workplan/", {
      token: peer.token,
      body: { program: cast.incubation, user: peer.id, description: "Plan del par" },
    });
    expect(peerPlan.status).toBe(201);
    const peerActivity = await h.call("POST", "/workplan/activities/", {
      token: peer.token,
      body: {
        workplan: (peerPlan.body as { id: number }).id,
        name: "Actividad ajena",
        description: "",
        mentor: cast.ids.mentor,
        start: "2026-11-01",
        end: "2026-11-30",
      },
    });
    expect(peerActivity.status).toBe(201);
    for (const foreign of [(peerActivity.body as { id: number }).id, 999999]) {
      const refused = await put([activity, foreign]);
      expect(refused.status, String(foreign)).toBe(400);
      expect(refused.body).toEqual({ activities: [ACTA_MESSAGES.activityNotInSession] });
    }
    const stored = await h.call("GET", `/acts/acts/${acta!.id}/`, { token: cast.tokens.mentor });
    expect((stored.body as { activities: number[] }).activities).toHaveLength(2);
    // Restore the seeded link so the other tests see the acta as seeded.
    expect((await put([activity])).status).toBe(200);
  });

  test("fuzzed observation titles and texts never give a 500", async () => {
    const activity = byName.get(A.recent)!;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        fc.string({ maxLength: 6000 }),
        async (title, text) => {
          const response = await h.call("POST", "/workplan/observations/", {
            token: cast.tokens.entrepreneur,
            body: { activity, title, text },
          });
          expect([201, 400]).toContain(response.status);
        },
      ),
      { numRuns: 25 },
    );
  });
});
