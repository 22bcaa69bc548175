import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  programEntrepreneurPageSchema,
  programListSchema,
  programMentorListSchema,
  programSchema,
} from "../../../app/api/contract/programa";
import { userListSchema } from "../../../app/api/contract/usuario";
import { GIF, JPEG, PNG, count, demoCast, mediaKey, multipart, programId } from "../../services/programs.test-helper";
import { type Harness, createHarness } from "../../testing/harness";

let h: Harness;
let cast: Awaited<ReturnType<typeof demoCast>>;

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
});
afterAll(() => h.dispose());

type Program = ReturnType<typeof programSchema.parse>;
const names = (body: unknown) => programListSchema.parse(body).map((program) => program.nombre);

async function createProgram(fields: Record<string, string | Blob | (string | number)[]> = {}) {
  const response = await multipart<Program>(h, "POST", "/programa/crear", cast.tokens.official, {
    nombre: `Programa ${crypto.randomUUID().slice(0, 8)}`,
    descripcion: "Programa de prueba.",
    ...fields,
  });
  expect(response.status).toBe(201);
  return programSchema.parse(response.body);
}

describe("GET /programa/entidad and /programa/entidad/{id}", () => {
  test("an official lists their institution's programs by name, with staff, entrepreneurs and the institution", async () => {
    const mine = await h.call("GET", "/programa/entidad", { token: cast.tokens.official });
    expect(mine.status).toBe(200);
    const programs = programListSchema.parse(mine.body).filter((p) => [cast.incubation, cast.digital].includes(p.id));
    expect(programs.map((p) => p.nombre)).toEqual(["Aceleración Digital", "Programa de Incubación 2026"]);
    const incubation = programs[1]!;
    expect(incubation).toMatchObject({ entidad: cast.incubadora, img_programa: null, n_sesiones: 0 });
    expect(incubation.funcionario).toEqual([{ id: cast.ids.official, first_name: "Ana", last_name: "Gómez" }]);
    expect(incubation.emprendedor).toContain(cast.ids.entrepreneur);
    expect(incubation.emprendedor).toHaveLength(9);
    const byId = await h.call("GET", `/programa/entidad/${cast.incubadora}`, { token: cast.tokens.staff });
    expect(byId.status).toBe(200);
    expect(names(byId.body)).toEqual(names(mine.body));
  });

  test("?q= filters by name ignoring case and accents", async () => {
    const path = `/programa/entidad/${cast.incubadora}`;
    const token = cast.tokens.official;
    expect(names((await h.call("GET", `${path}?q=incubacion`, { token })).body)).toEqual([
      "Programa de Incubación 2026",
    ]);
    expect(names((await h.call("GET", `${path}?q=DIGITAL`, { token })).body)).toEqual(["Aceleración Digital"]);
    expect(names((await h.call("GET", "/programa/entidad?q=ACELERACIÓN", { token })).body)).toEqual([
      "Aceleración Digital",
    ]);
    expect(names((await h.call("GET", `${path}?q=zzz`, { token })).body)).toEqual([]);
  });

  test("officials only: members and other institutions get 403, an unknown institution 404, no token 401", async () => {
    const path = `/programa/entidad/${cast.incubadora}`;
    for (const role of ["bank", "mentor", "entrepreneur"] as const) {
      expect((await h.call("GET", path, { token: cast.tokens[role] })).status).toBe(403);
    }
    for (const role of ["mentor", "entrepreneur"] as const) {
      expect((await h.call("GET", "/programa/entidad", { token: cast.tokens[role] })).status).toBe(403);
    }
    expect((await h.call("GET", "/programa/entidad/999999", { token: cast.tokens.official })).status).toBe(404);
    expect((await h.call("GET", path)).status).toBe(401);
    // The bank's own list does not contain Incubadora Demo's programs.
    const bank = await h.call("GET", "/programa/entidad", { token: cast.tokens.bank });
    expect(programListSchema.parse(bank.body).every((p) => p.entidad === cast.banco)).toBe(true);
  });
});

describe("GET /programa/{id}/ and its sub-resources: who may read", () => {
  const paths = (id: number) => [
    `/programa/${id}/`,
    `/programa/${id}/emprendedores`,
    `/programa/${id}/mentoria`,
    `/programa/mentores/${id}`,
    `/programa/${id}/estadisticas/`,
  ];

  test("officials, entrepreneurs in the program and mentors of its tools read it", async () => {
    for (const role of ["official", "staff", "entrepreneur", "mentor"] as const) {
      for (const path of paths(cast.incubation)) {
        const response = await h.call("GET", path, { token: cast.tokens[role] });
        expect(response.status, `${role} ${path}`).toBe(200);
      }
    }
    const program = await h.call("GET", `/programa/${cast.incubation}/`, { token: cast.tokens.entrepreneur });
    expect(programSchema.parse(program.body)).toMatchObject({
      id: cast.incubation,
      nombre: "Programa de Incubación 2026",
    });
  });

  test("another institution's official, a mentor or an entrepreneur not in it get 403; unknown 404; no token 401", async () => {
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur", "digitalEntrepreneur"] as const) {
      for (const path of paths(cast.incubation)) {
        expect((await h.call("GET", path, { token: cast.tokens[role] })).status, `${role} ${path}`).toBe(403);
      }
    }
    // emprendedor@demo.test is in the incubation program only.
    expect((await h.call("GET", `/programa/${cast.digital}/`, { token: cast.tokens.entrepreneur })).status).toBe(403);
    for (const path of paths(999999)) {
      expect((await h.call("GET", path, { token: cast.tokens.official })).status).toBe(404);
      expect((await h.call("GET", path)).status).toBe(401);
    }
  });

  test("mentors: the distinct mentors of the program's tools", async () => {
    const response = await h.call("GET", `/programa/mentores/${cast.incubation}`, { token: cast.tokens.official });
    const mentors = programMentorListSchema.parse(response.body);
    expect(mentors.map((m) => `${m.first_name} ${m.last_name}`).sort()).toEqual(
      ["Carlos Rodríguez", "Fernando Delgado", "Héctor Ibarra", "Ricardo Bermúdez"].sort(),
    );
    expect(mentors.find((m) => m.username === "mentor")?.titulo).toBe("Consultor en finanzas y estrategia");
  });

  test("entrepreneurs: their plan's progress (the seeded plan: 2 of 5 done); e-mails hidden from every viewer when the institution has secure_emails", async () => {
    const path = `/programa/${cast.incubation}/emprendedores`;
    const page = programEntrepreneurPageSchema.parse((await h.call("GET", path, { token: cast.tokens.mentor })).body);
    expect(page).toMatchObject({ count: 9, next: null, previous: null });
    const list = page.results;
    expect(list).toHaveLength(9);
    expect(list.find((e) => e.id === cast.ids.entrepreneur)).toMatchObject({
      username: "emprendedor",
      email: "emprendedor@demo.test",
      progress: 40,
    });
    expect(list.filter((e) => e.id !== cast.ids.entrepreneur).every((e) => e.progress === 0)).toBe(true);
    await h.db.prepare("UPDATE entidades SET secure_emails = 1 WHERE id = ?").bind(cast.incubadora).run();
    try {
      for (const role of ["mentor", "entrepreneur", "official"] as const) {
        const hidden = programEntrepreneurPageSchema.parse(
          (await h.call("GET", path, { token: cast.tokens[role] })).body,
        ).results;
        expect(hidden.every((e) => e.email === null)).toBe(true);
      }
    } finally {
      await h.db.prepare("UPDATE entidades SET secure_emails = 0 WHERE id = ?").bind(cast.incubadora).run();
    }
  });

  test("entrepreneurs: 15 a page by name, `q` on the name or username, a page past the end 404 (issue 31)", async () => {
    const path = `/programa/${cast.incubation}/emprendedores`;
    const found = await h.call("GET", `${path}?q=EMPRENDEDOR`, { token: cast.tokens.official });
    expect(programEntrepreneurPageSchema.parse(found.body).results.map((e) => e.username)).toContain("emprendedor");
    const none = await h.call("GET", `${path}?q=zzzz-nadie`, { token: cast.tokens.official });
    expect(programEntrepreneurPageSchema.parse(none.body)).toMatchObject({ count: 0, results: [] });
    for (const page of ["2", "0", "x"]) {
      const past = await h.call("GET", `${path}?page=${page}`, { token: cast.tokens.official });
      expect(past.status, page).toBe(404);
      expect(past.body).toEqual({ detail: "Página inválida." });
    }
  });

  test("stats: from the program's past sessions (issue 5; more in calendario/sessions.test.ts)", async () => {
    const response = await h.call("GET", `/programa/${cast.incubation}/estadisticas/`, {
      token: cast.tokens.entrepreneur,
    });
    // The seeded sessions: emprendedor@ attended three of four past ones (1 h + 2 h + 1.5 h).
    expect(response.body).toEqual({ attendance_percentage: 75, hours_received: 4.5 });
  });
});

describe("GET /programa/usuario/{id} and /programa/mentor/{id}", () => {
  test("the user themself: the programs they take part in / mentor in", async () => {
    const own = await h.call("GET", `/programa/usuario/${cast.ids.entrepreneur}`, { token: cast.tokens.entrepreneur });
    expect(names(own.body)).toEqual(["Programa de Incubación 2026"]);
    const none = await h.call("GET", `/programa/usuario/${cast.ids.outsideEntrepreneur}`, {
      token: cast.tokens.outsideEntrepreneur,
    });
    expect(names(none.body)).toEqual([]);
    const mentored = await h.call("GET", `/programa/mentor/${cast.ids.mentor}`, { token: cast.tokens.mentor });
    expect(names(mentored.body)).toEqual(["Aceleración Digital", "Programa de Incubación 2026"]);
  });

  test("an official of the person's institution sees them; anyone else gets 403; an unknown user 404", async () => {
    const asOfficial = await h.call("GET", `/programa/usuario/${cast.ids.entrepreneur}`, {
      token: cast.tokens.official,
    });
    expect(names(asOfficial.body)).toEqual(["Programa de Incubación 2026"]);
    const mentorAsOfficial = await h.call("GET", `/programa/mentor/${cast.ids.mentor}`, { token: cast.tokens.staff });
    expect(names(mentorAsOfficial.body)).toHaveLength(2);
    for (const kind of ["usuario", "mentor"] as const) {
      const target = kind === "usuario" ? cast.ids.entrepreneur : cast.ids.mentor;
      for (const role of ["bank", "mentor", "entrepreneur", "outsideMentor"] as const) {
        if (cast.ids[role] === target) continue;
        const response = await h.call("GET", `/programa/${kind}/${target}`, { token: cast.tokens[role] });
        expect(response.status, `${role} ${kind}`).toBe(403);
      }
      expect((await h.call("GET", `/programa/${kind}/999999`, { token: cast.tokens.official })).status).toBe(404);
      expect((await h.call("GET", `/programa/${kind}/${target}`)).status).toBe(401);
    }
  });
});

describe("POST /programa/crear", () => {
  test("201: the program belongs to the official's institution, with its image, staff and entrepreneurs", async () => {
    const image = new File([PNG], "logo.png", { type: "image/png" });
    const program = await createProgram({
      nombre: "  Programa Nuevo  ",
      img_programa: image,
      funcionario: [cast.ids.staff],
      emprendedor: [cast.ids.entrepreneur, cast.ids.outsideEntrepreneur, cast.ids.entrepreneur, ""],
    });
    expect(program).toMatchObject({
      nombre: "Programa Nuevo",
      descripcion: "Programa de prueba.",
      entidad: cast.incubadora,
      n_sesiones: 0,
      funcionario: [expect.objectContaining({ id: cast.ids.staff })],
    });
    expect(program.emprendedor.sort()).toEqual([cast.ids.entrepreneur, cast.ids.outsideEntrepreneur].sort());
    expect(program.img_programa).toMatch(/^http:\/\/app\.test\/api\/media\/programas\/[0-9a-f-]+\.png$/);
    const media = await h.call("GET", `/media/${mediaKey(program.img_programa!)}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/png");
    // The entrepreneurs now read it and see it in their user object.
    expect((await h.call("GET", `/programa/${program.id}/`, { token: cast.tokens.outsideEntrepreneur })).status).toBe(
      200,
    );
    const [me] = userListSchema.parse(
      (await h.call("GET", "/usuario/", { token: cast.tokens.outsideEntrepreneur })).body,
    );
    expect(me?.programa_emprendedor).toEqual([{ id: program.id, nombre: "Programa Nuevo" }]);
  });

  test("a JPEG image and no people lists are fine; descripcion is optional", async () => {
    const response = await multipart<Program>(h, "POST", "/programa/crear", cast.tokens.official, {
      nombre: "Solo nombre",
      img_programa: new File([JPEG], "foto.jpg", { type: "image/jpeg" }),
    });
    expect(response.status).toBe(201);
    expect(programSchema.parse(response.body)).toMatchObject({ descripcion: "", funcionario: [], emprendedor: [] });
    expect(response.body.img_programa).toMatch(/\.jpg$/);
  });

  test("400: nombre required or blank, with Spanish messages; nothing is created", async () => {
    const before = await count(h, "programas");
    const missing = await multipart(h, "POST", "/programa/crear", cast.tokens.official, { descripcion: "x" });
    expect(missing).toEqual({ status: 400, body: { nombre: ["Este campo es requerido."] } });
    const blank = await multipart(h, "POST", "/programa/crear", cast.tokens.official, { nombre: "   " });
    expect(blank).toEqual({ status: 400, body: { nombre: ["Este campo no puede estar en blanco."] } });
    const long = await multipart(h, "POST", "/programa/crear", cast.tokens.official, { nombre: "x".repeat(201) });
    expect(long.body).toEqual({ nombre: ["Asegúrese de que este campo no tenga más de 200 caracteres."] });
    expect(await count(h, "programas")).toBe(before);
  });

  test("400: staff must be officials and entrepreneurs entrepreneur members of the institution", async () => {
    const response = await multipart(h, "POST", "/programa/crear", cast.tokens.official, {
      nombre: "Personas equivocadas",
      funcionario: [cast.ids.mentor, cast.ids.bank],
      emprendedor: [cast.ids.mentor, cast.ids.official],
    });
    expect(response).toEqual({
      status: 400,
      body: {
        funcionario: [
          `El usuario ${cast.ids.mentor} no es funcionario de esta institución.`,
          `El usuario ${cast.ids.bank} no es funcionario de esta institución.`,
        ],
        emprendedor: [
          `El usuario ${cast.ids.mentor} no es emprendedor de esta institución.`,
          `El usuario ${cast.ids.official} no es emprendedor de esta institución.`,
        ],
      },
    });
    const malformed = await multipart(h, "POST", "/programa/crear", cast.tokens.official, {
      nombre: "Ids raros",
      funcionario: ["abc"],
      emprendedor: ["-1"],
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body).sort()).toEqual(["emprendedor", "funcionario"]);
    // Another institution's official cannot enrol Incubadora Demo's entrepreneurs in their programs.
    const bank = await multipart(h, "POST", "/programa/crear", cast.tokens.bank, {
      nombre: "Programa del banco",
      emprendedor: [cast.ids.entrepreneur],
    });
    expect(bank.body).toEqual({
      emprendedor: [`El usuario ${cast.ids.entrepreneur} no es emprendedor de esta institución.`],
    });
  });

  test("400: the image must be a JPEG or PNG (by its bytes) of at most 2 MB; nothing is stored", async () => {
    const before = (await h.env.FILES.list({ prefix: "programas/" })).objects.length;
    const gif = await multipart(h, "POST", "/programa/crear", cast.tokens.official, {
      nombre: "Con GIF",
      img_programa: new File([GIF], "a.gif", { type: "image/gif" }),
    });
    expect(gif).toEqual({
      status: 400,
      body: { img_programa: ["Suba una imagen válida. El archivo que subió no es una imagen JPEG o PNG."] },
    });
    const disguised = await multipart(h, "POST", "/programa/crear", cast.tokens.official, {
      nombre: "GIF disfrazado",
      img_programa: new File([GIF], "a.png", { type: "image/png" }),
    });
    expect(disguised.status).toBe(400);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await multipart(h, "POST", "/programa/crear", cast.tokens.official, {
      nombre: "Imagen grande",
      img_programa: new File([big], "big.png", { type: "image/png" }),
    });
    expect(tooBig).toEqual({ status: 400, body: { img_programa: ["La imagen no puede pesar más de 2 MB."] } });
    expect((await h.env.FILES.list({ prefix: "programas/" })).objects.length).toBe(before);
  });

  test("only officials: mentors and entrepreneurs 403, no token 401, a JSON body 415", async () => {
    for (const role of ["mentor", "entrepreneur"] as const) {
      const response = await multipart(h, "POST", "/programa/crear", cast.tokens[role], { nombre: "No" });
      expect(response.status).toBe(403);
    }
    expect((await multipart(h, "POST", "/programa/crear", undefined, { nombre: "No" })).status).toBe(401);
    const json = await h.call("POST", "/programa/crear", { token: cast.tokens.official, body: { nombre: "JSON" } });
    expect(json.status).toBe(415);
    const bank = await multipart<Program>(h, "POST", "/programa/crear", cast.tokens.bank, { nombre: "Del banco" });
    expect(bank.status).toBe(201);
    expect(bank.body.entidad).toBe(cast.banco);
  });
});

describe("PUT /programa/actualizar/{id}", () => {
  test("200: fields and lists replaced; the image kept without a new file, replaced (and freed) with one", async () => {
    const image = new File([PNG], "a.png", { type: "image/png" });
    const program = await createProgram({ img_programa: image, emprendedor: [cast.ids.entrepreneur] });
    const firstKey = mediaKey(program.img_programa!);
    const kept = await multipart<Program>(h, "PUT", `/programa/actualizar/${program.id}`, cast.tokens.staff, {
      nombre: "Renombrado",
      descripcion: "",
      funcionario: [cast.ids.official, cast.ids.staff],
      img_programa: new File([], ""), // an empty file input: keep the image
    });
    expect(kept.status).toBe(200);
    expect(programSchema.parse(kept.body)).toMatchObject({
      nombre: "Renombrado",
      descripcion: "",
      emprendedor: [],
      img_programa: program.img_programa,
    });
    expect(kept.body.funcionario.map((f) => f.id).sort()).toEqual([cast.ids.official, cast.ids.staff].sort());
    const replaced = await multipart<Program>(h, "PUT", `/programa/actualizar/${program.id}`, cast.tokens.official, {
      nombre: "Renombrado",
      img_programa: new File([JPEG], "b.jpg", { type: "image/jpeg" }),
      emprendedor: [cast.ids.outsideEntrepreneur],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.img_programa).not.toBe(program.img_programa);
    expect(replaced.body.emprendedor).toEqual([cast.ids.outsideEntrepreneur]);
    expect(await h.env.FILES.get(firstKey)).toBeNull();
    expect((await h.call("GET", `/media/${firstKey}`)).status).toBe(404);
    expect((await h.call("GET", `/media/${mediaKey(replaced.body.img_programa!)}`)).status).toBe(200);
  });

  test("400 with the same rules as create; the program is unchanged", async () => {
    const program = await createProgram();
    const response = await multipart(h, "PUT", `/programa/actualizar/${program.id}`, cast.tokens.official, {
      nombre: "",
      emprendedor: [cast.ids.mentor],
    });
    expect(response).toEqual({
      status: 400,
      body: {
        nombre: ["Este campo no puede estar en blanco."],
        emprendedor: [`El usuario ${cast.ids.mentor} no es emprendedor de esta institución.`],
      },
    });
    const current = await h.call("GET", `/programa/${program.id}/`, { token: cast.tokens.official });
    expect(programSchema.parse(current.body).nombre).toBe(program.nombre);
  });

  test("only officials of the program's institution: 403 for the rest (even its mentors and entrepreneurs), 404 unknown", async () => {
    const path = `/programa/actualizar/${cast.incubation}`;
    for (const role of ["bank", "mentor", "entrepreneur", "outsideMentor"] as const) {
      const response = await multipart(h, "PUT", path, cast.tokens[role], { nombre: "Tomado" });
      expect(response.status, role).toBe(403);
    }
    expect(
      (await multipart(h, "PUT", "/programa/actualizar/999999", cast.tokens.official, { nombre: "x" })).status,
    ).toBe(404);
    expect((await multipart(h, "PUT", path, undefined, { nombre: "x" })).status).toBe(401);
    const program = await h.call("GET", `/programa/${cast.incubation}/`, { token: cast.tokens.official });
    expect(programSchema.parse(program.body).nombre).toBe("Programa de Incubación 2026");
  });
});

describe("DELETE /programa/eliminar/{id}", () => {
  test("only officials of its institution: others 403, unknown 404", async () => {
    const program = await createProgram({ emprendedor: [cast.ids.entrepreneur] });
    await h.call("POST", `/programa/crear/mentoria/${program.id}`, {
      token: cast.tokens.official,
      body: { nombre: "Herramienta", descripcion: "d", tipo: "Taller", mentor: [cast.ids.mentor] },
    });
    for (const role of ["bank", "mentor", "entrepreneur"] as const) {
      const response = await h.call("DELETE", `/programa/eliminar/${program.id}`, { token: cast.tokens[role] });
      expect(response.status, role).toBe(403);
    }
    expect((await h.call("DELETE", "/programa/eliminar/999999", { token: cast.tokens.official })).status).toBe(404);
    expect((await h.call("DELETE", `/programa/eliminar/${program.id}`)).status).toBe(401);
    expect((await h.call("GET", `/programa/${program.id}/`, { token: cast.tokens.official })).status).toBe(200);
  });

  test("204: staff, entrepreneurs, tools, the tools' mentors and the image go with it", async () => {
    const program = await createProgram({
      img_programa: new File([PNG], "a.png", { type: "image/png" }),
      funcionario: [cast.ids.official],
      emprendedor: [cast.ids.entrepreneur],
    });
    const tool = await h.call<{ id: number }>("POST", `/programa/crear/mentoria/${program.id}`, {
      token: cast.tokens.official,
      body: { nombre: "Herramienta", descripcion: "d", tipo: "Taller", mentor: [cast.ids.mentor] },
    });
    expect(tool.status).toBe(201);
    const response = await h.call("DELETE", `/programa/eliminar/${program.id}`, { token: cast.tokens.official });
    expect(response.status).toBe(204);
    expect((await h.call("GET", `/programa/${program.id}/`, { token: cast.tokens.official })).status).toBe(404);
    expect((await h.call("GET", `/programa/mentoria/${tool.body.id}/`, { token: cast.tokens.official })).status).toBe(
      404,
    );
    expect(await count(h, "programa_funcionarios WHERE programa_id = ?", program.id)).toBe(0);
    expect(await count(h, "programa_emprendedores WHERE programa_id = ?", program.id)).toBe(0);
    expect(await count(h, "mentorias WHERE programa_id = ?", program.id)).toBe(0);
    expect(await count(h, "mentoria_mentores WHERE mentoria_id = ?", tool.body.id)).toBe(0);
    expect(await h.env.FILES.get(mediaKey(program.img_programa!))).toBeNull();
    const own = await h.call("GET", `/programa/usuario/${cast.ids.entrepreneur}`, { token: cast.tokens.entrepreneur });
    expect(names(own.body)).not.toContain(program.nombre);
    expect(await programId(h, "Programa de Incubación 2026")).toBe(cast.incubation);
  });
});
