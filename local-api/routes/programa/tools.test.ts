import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { TOOL_TYPES, toolListSchema, toolSchema } from "../../../app/api/contract/programa";
import { errorBodySchema } from "../../../app/api/contract/usuario";
import { count, demoCast, multipart, toolId } from "../../services/programs.test-helper";
import { type Harness, createHarness, keepLoggedErrors } from "../../testing/harness";

let h: Harness;
let cast: Awaited<ReturnType<typeof demoCast>>;

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
});
afterAll(() => h.dispose());

type Tool = ReturnType<typeof toolSchema.parse>;

function body(overrides: Record<string, unknown> = {}) {
  return {
    nombre: "Taller de pitch",
    descripcion: "Cómo presentar a inversionistas.",
    tipo: "Taller",
    mentor: [cast.ids.mentor],
    ...overrides,
  };
}

async function createTool(overrides: Record<string, unknown> = {}, programId = cast.incubation) {
  const response = await h.call<Tool>("POST", `/programa/crear/mentoria/${programId}`, {
    token: cast.tokens.official,
    body: body(overrides),
  });
  expect(response.status).toBe(201);
  return toolSchema.parse(response.body);
}

describe("GET /programa/{id}/mentoria and /programa/mentoria/{id}/", () => {
  test("the program's tools with their mentors, for its readers", async () => {
    for (const role of ["official", "mentor", "entrepreneur"] as const) {
      const response = await h.call("GET", `/programa/${cast.incubation}/mentoria`, { token: cast.tokens[role] });
      expect(response.status, role).toBe(200);
      const tools = toolListSchema.parse(response.body).filter((tool) => tool.id <= 5);
      expect(tools.map((tool) => tool.nombre)).toEqual([
        "Mentoría financiera",
        "Taller de ventas",
        "Comité de seguimiento",
      ]);
      expect(tools.every((tool) => tool.programa === cast.incubation)).toBe(true);
    }
    const id = await toolId(h, "Taller de ventas");
    const one = await h.call("GET", `/programa/mentoria/${id}/`, { token: cast.tokens.entrepreneur });
    expect(one.status).toBe(200);
    expect(toolSchema.parse(one.body)).toMatchObject({ id, tipo: "Taller", programa: cast.incubation });
    expect(toolSchema.parse(one.body).mentor).toHaveLength(2);
    expect(toolSchema.parse(one.body).mentor).toContain(cast.ids.mentor);
  });

  test("outsiders 403 (another institution, a mentor or entrepreneur not in the program), unknown 404, no token 401", async () => {
    const id = await toolId(h, "Mentoría financiera");
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur", "digitalEntrepreneur"] as const) {
      expect((await h.call("GET", `/programa/mentoria/${id}/`, { token: cast.tokens[role] })).status, role).toBe(403);
      expect((await h.call("GET", `/programa/${cast.incubation}/mentoria`, { token: cast.tokens[role] })).status).toBe(
        403,
      );
    }
    expect((await h.call("GET", "/programa/mentoria/999999/", { token: cast.tokens.official })).status).toBe(404);
    expect((await h.call("GET", "/programa/999999/mentoria", { token: cast.tokens.official })).status).toBe(404);
    expect((await h.call("GET", `/programa/mentoria/${id}/`)).status).toBe(401);
  });
});

describe("POST /programa/crear/mentoria/{programId}", () => {
  test("201 for every tool type; a new mentor of a tool now reads the program", async () => {
    expect((await h.call("GET", `/programa/${cast.digital}/`, { token: cast.tokens.outsideMentor })).status).toBe(403);
    for (const tipo of TOOL_TYPES) {
      const tool = await createTool(
        { tipo, nombre: `  ${tipo} nuevo  `, mentor: [cast.ids.outsideMentor] },
        cast.digital,
      );
      expect(tool).toMatchObject({
        tipo,
        nombre: `${tipo} nuevo`,
        programa: cast.digital,
        mentor: [cast.ids.outsideMentor],
      });
    }
    expect((await h.call("GET", `/programa/${cast.digital}/`, { token: cast.tokens.outsideMentor })).status).toBe(200);
    const programs = await h.call<{ id: number }[]>("GET", `/programa/mentor/${cast.ids.outsideMentor}`, {
      token: cast.tokens.outsideMentor,
    });
    expect(programs.body.map((p) => p.id)).toEqual([cast.digital]);
  });

  test("400: at least one mentor, with the spec's message", async () => {
    for (const mentor of [[], undefined, null]) {
      const response = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
        token: cast.tokens.official,
        body: body({ mentor }),
      });
      expect(response).toMatchObject({ status: 400, body: { mentor: ["Por favor seleccione al menos un mentor"] } });
    }
  });

  test("400: nombre, tipo and descripcion required; an invalid tipo; Spanish messages", async () => {
    const missing = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
      token: cast.tokens.official,
      body: { mentor: [cast.ids.mentor] },
    });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        nombre: ["Este campo es requerido."],
        descripcion: ["Este campo es requerido."],
        tipo: ["Este campo es requerido."],
      },
    });
    const blank = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
      token: cast.tokens.official,
      body: body({ nombre: "  ", descripcion: "" }),
    });
    expect(blank.body).toEqual({
      nombre: ["Este campo no puede estar en blanco."],
      descripcion: ["Este campo no puede estar en blanco."],
    });
    const tipo = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
      token: cast.tokens.official,
      body: body({ tipo: "Charla" }),
    });
    expect(tipo).toMatchObject({ status: 400, body: { tipo: ['"Charla" no es una elección válida.'] } });
    const json = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
      token: cast.tokens.official,
      rawBody: "{",
    });
    expect(json.status).toBe(400);
  });

  test("400: every mentor must be a mentor of the program's institution", async () => {
    const response = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
      token: cast.tokens.official,
      body: body({ mentor: [cast.ids.mentor, cast.ids.entrepreneur, 999999] }),
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        mentor: [
          `El usuario ${cast.ids.entrepreneur} no es mentor de esta institución.`,
          "El usuario 999999 no es mentor de esta institución.",
        ],
      },
    });
    const malformed = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
      token: cast.tokens.official,
      body: body({ mentor: ["uno"] }),
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body as object)).toEqual(["mentor"]);
  });

  test("officials of the program's institution only: 403 for the rest, 404 for an unknown program", async () => {
    const before = await count(h, "mentorias");
    for (const role of ["bank", "mentor", "entrepreneur", "outsideMentor"] as const) {
      const response = await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, {
        token: cast.tokens[role],
        body: body(),
      });
      expect(response.status, role).toBe(403);
    }
    expect(
      (await h.call("POST", "/programa/crear/mentoria/999999", { token: cast.tokens.official, body: body() })).status,
    ).toBe(404);
    expect((await h.call("POST", `/programa/crear/mentoria/${cast.incubation}`, { body: body() })).status).toBe(401);
    expect(await count(h, "mentorias")).toBe(before);
  });
});

describe("PUT /programa/actualizar/mentoria/{id}", () => {
  test("200: fields and mentors replaced", async () => {
    const tool = await createTool();
    const response = await h.call<Tool>("PUT", `/programa/actualizar/mentoria/${tool.id}`, {
      token: cast.tokens.staff,
      body: body({ nombre: "Taller renombrado", tipo: "Webcast", mentor: [cast.ids.outsideMentor] }),
    });
    expect(response.status).toBe(200);
    expect(toolSchema.parse(response.body)).toMatchObject({
      id: tool.id,
      nombre: "Taller renombrado",
      tipo: "Webcast",
      mentor: [cast.ids.outsideMentor],
      programa: cast.incubation,
    });
    // The replaced mentor no longer mentors it.
    expect(await count(h, "mentoria_mentores WHERE mentoria_id = ? AND user_id = ?", tool.id, cast.ids.mentor)).toBe(0);
  });

  test("400 with the create rules (an empty mentor list is allowed on edit)", async () => {
    const tool = await createTool();
    const response = await h.call("PUT", `/programa/actualizar/mentoria/${tool.id}`, {
      token: cast.tokens.official,
      body: body({ tipo: "Otro", mentor: [cast.ids.entrepreneur] }),
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        tipo: ['"Otro" no es una elección válida.'],
        mentor: [`El usuario ${cast.ids.entrepreneur} no es mentor de esta institución.`],
      },
    });
    const empty = await h.call<Tool>("PUT", `/programa/actualizar/mentoria/${tool.id}`, {
      token: cast.tokens.official,
      body: body({ mentor: [] }),
    });
    expect(empty.status).toBe(200);
    expect(empty.body.mentor).toEqual([]);
  });

  test("officials only: 403 for others (the tool's own mentor too), 404 unknown", async () => {
    const tool = await createTool();
    for (const role of ["bank", "mentor", "entrepreneur"] as const) {
      const response = await h.call("PUT", `/programa/actualizar/mentoria/${tool.id}`, {
        token: cast.tokens[role],
        body: body({ nombre: "Tomada" }),
      });
      expect(response.status, role).toBe(403);
    }
    expect(
      (await h.call("PUT", "/programa/actualizar/mentoria/999999", { token: cast.tokens.official, body: body() }))
        .status,
    ).toBe(404);
    const current = await h.call("GET", `/programa/mentoria/${tool.id}/`, { token: cast.tokens.official });
    expect(toolSchema.parse(current.body).nombre).toBe(tool.nombre);
  });
});

describe("DELETE /programa/eliminar/mentoria/{id}", () => {
  test("204: the tool and its mentors' rows go; its mentor no longer reads the program through it", async () => {
    const program = await multipart<{ id: number }>(h, "POST", "/programa/crear", cast.tokens.official, {
      nombre: "Programa para borrar herramientas",
    });
    expect(program.status).toBe(201);
    const programId = program.body.id;
    const tool = await createTool({ mentor: [cast.ids.outsideMentor] }, programId);
    expect((await h.call("GET", `/programa/${programId}/`, { token: cast.tokens.outsideMentor })).status).toBe(200);
    for (const role of ["bank", "mentor", "entrepreneur", "outsideMentor"] as const) {
      const response = await h.call("DELETE", `/programa/eliminar/mentoria/${tool.id}`, { token: cast.tokens[role] });
      expect(response.status, role).toBe(403);
    }
    expect((await h.call("DELETE", `/programa/eliminar/mentoria/${tool.id}`)).status).toBe(401);
    const response = await h.call("DELETE", `/programa/eliminar/mentoria/${tool.id}`, { token: cast.tokens.official });
    expect(response.status).toBe(204);
    expect((await h.call("GET", `/programa/mentoria/${tool.id}/`, { token: cast.tokens.official })).status).toBe(404);
    expect(await count(h, "mentoria_mentores WHERE mentoria_id = ?", tool.id)).toBe(0);
    expect(
      (await h.call("DELETE", `/programa/eliminar/mentoria/${tool.id}`, { token: cast.tokens.official })).status,
    ).toBe(404);
    expect((await h.call("GET", `/programa/${programId}/`, { token: cast.tokens.outsideMentor })).status).toBe(403);
    expect((await h.call("GET", `/programa/${programId}/mentoria`, { token: cast.tokens.official })).body).toEqual([]);
  });
});

describe("fuzzed bodies never give a 500", () => {
  const anyValue = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ minLength: 190, maxLength: 2100 }),
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.constantFrom(...TOOL_TYPES),
    fc.array(fc.oneof(fc.integer(), fc.double(), fc.string({ maxLength: 5 }), fc.constant(1e20)), { maxLength: 5 }),
    fc.jsonValue({ maxDepth: 2 }),
  );

  const logged = keepLoggedErrors({ beforeAll, afterAll });

  function expectNoServerError(status: number, responseBody: unknown) {
    expect(status, `${JSON.stringify(responseBody)} ${logged.last()}`).toBeLessThan(500);
    if (status >= 400) expect(errorBodySchema.safeParse(responseBody).success).toBe(true);
  }

  test("tool create and edit", async () => {
    const tool = await createTool();
    await fc.assert(
      fc.asyncProperty(
        fc.record({ nombre: anyValue, descripcion: anyValue, tipo: anyValue, mentor: anyValue }, { requiredKeys: [] }),
        fc.boolean(),
        async (fuzzed, create) => {
          const path = create
            ? `/programa/crear/mentoria/${cast.incubation}`
            : `/programa/actualizar/mentoria/${tool.id}`;
          const response = await h.call(create ? "POST" : "PUT", path, { token: cast.tokens.official, body: fuzzed });
          expectNoServerError(response.status, response.body);
        },
      ),
      { numRuns: 60 },
    );
  });

  test("program create forms", async () => {
    const text = fc.oneof(fc.string({ maxLength: 30 }), fc.string({ minLength: 190, maxLength: 2100 }));
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            nombre: text,
            descripcion: text,
            funcionario: fc.array(fc.oneof(text, fc.integer().map(String)), { maxLength: 4 }),
            emprendedor: fc.array(fc.oneof(text, fc.nat().map(String)), { maxLength: 4 }),
          },
          { requiredKeys: [] },
        ),
        async (fields) => {
          const response = await multipart(h, "POST", "/programa/crear", cast.tokens.official, fields);
          expectNoServerError(response.status, response.body);
        },
      ),
      { numRuns: 40 },
    );
  });
});
