// Issue 31 §1: the people pickers of the program, tool and session forms at more people than a checkbox list
// holds (app/lib/people-picker.server.ts). The demo institution gets ADDED more entrepreneurs and mentors than
// PICKER_ALL_UP_TO; then each form (JavaScript off) lists only the chosen people, keeps a member it did not show,
// adds people by name, and names in Spanish each line that matched nobody, keeping what was typed.
import { beforeAll, describe, expect, test } from "vitest";
import { PICKER_ALL_UP_TO } from "../../app/lib/people-picker.server";
import { todayIn } from "../../app/shared/clock-temporal";
import { encryptCredential } from "../../app/lib/login-crypto.server";
import {
  DEMO,
  DEMO_PASSWORD,
  fieldErrors,
  input,
  shownErrors,
  tags,
  textOf,
  useTestWorker,
  type Browser,
} from "./harness";
import { demoProgramWithTool, rows } from "./scale-fixture";

const worker = useTestWorker();

const ADDED = PICKER_ALL_UP_TO + 20;
const ids = { institution: 0, program: 0, tool: 0, last: 0, other: 0 };
const LAST = `Escala Persona ${ADDED}`;

beforeAll(async () => {
  const demo = await demoProgramWithTool(worker);
  ids.institution = demo.institution;
  ids.program = demo.program;
  ids.tool = demo.tool;
  const password = `(SELECT password FROM usuarios WHERE email = '${DEMO.mentor}')`;
  await worker.sql(
    `${rows(ADDED)} INSERT INTO usuarios (username, email, password, first_name, last_name, mentor, precio, is_active)
     SELECT 'escala' || printf('%03d', i), 'escala' || printf('%03d', i) || '@example.test', ${password}, 'Escala',
       'Persona ' || printf('%03d', i), 1, 50, 1 FROM n`,
  );
  const added = "SELECT id FROM usuarios WHERE username LIKE 'escala%'";
  await worker.sql(
    `INSERT INTO entidad_miembros (entidad_id, user_id, rol) SELECT ${ids.institution}, id, 'emprendedor' FROM (${added})`,
  );
  await worker.sql(
    `INSERT INTO entidad_miembros (entidad_id, user_id, rol) SELECT ${ids.institution}, id, 'mentor' FROM (${added})`,
  );
  const [last] = await worker.sql<{ id: number }>("SELECT id FROM usuarios WHERE username = ?", `escala${ADDED}`);
  const [other] = await worker.sql<{ id: number }>("SELECT id FROM usuarios WHERE username = 'escala007'");
  ids.last = last!.id;
  ids.other = other!.id;
  // The last one by name (past every page a form used to read) is a member of the program and mentors its tool.
  await worker.sql("INSERT INTO programa_emprendedores (programa_id, user_id) VALUES (?, ?)", ids.program, ids.last);
  await worker.sql("INSERT INTO mentoria_mentores (mentoria_id, user_id) VALUES (?, ?)", ids.tool, ids.last);
});

/** What a browser without JS posts for the form with the `nombre` field (inputs, textareas, selects). */
function formOf(html: string): Map<string, string[]> {
  const start = html.lastIndexOf("<form", html.indexOf('name="nombre"'));
  const form = html.slice(start, html.indexOf("</form>", start));
  const fields = new Map<string, string[]>();
  const add = (name: string | undefined, value: string) => {
    if (name) fields.set(name, [...(fields.get(name) ?? []), value]);
  };
  for (const a of tags(form, "input")) {
    if (a.type === "file" || a.type === "submit") continue;
    if ((a.type === "checkbox" || a.type === "radio") && !("checked" in a)) continue;
    add(a.name, a.value ?? (a.type === "checkbox" ? "on" : ""));
  }
  for (const m of form.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
    add(/name="([^"]*)"/.exec(m[1]!)?.[1], textOf(m[2]!));
  }
  for (const m of form.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const selected = /<option\b[^>]*value="([^"]*)"[^>]*selected/.exec(m[2]!);
    add(/name="([^"]*)"/.exec(m[1]!)?.[1], selected?.[1] ?? "");
  }
  return fields;
}

async function multipartPost(b: Browser, path: string, fields: Map<string, string[]>) {
  const form = new FormData();
  for (const [name, values] of fields) for (const v of values) form.append(name, v);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return b.request(path, { method: "POST", body, headers: { "Content-Type": encoded.headers.get("content-type")! } });
}

const shownErrorsOf = (html: string) => shownErrors(html).join(" | ");

const boxes = (html: string, name: string) =>
  tags(html, "input").filter((a) => a.type === "checkbox" && a.name === name);

async function programMembers(): Promise<number[]> {
  const found = await worker.sql<{ user_id: number }>(
    "SELECT user_id FROM programa_emprendedores WHERE programa_id = ? ORDER BY user_id",
    ids.program,
  );
  return found.map((r) => r.user_id);
}

describe("the program form", () => {
  const path = () => `/programs/programs/${ids.program}/edit`;

  test("lists the program's members only, and a field to add people by name", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get(path())).text();
    const members = await programMembers();
    const listed = boxes(html, "emprendedor");
    expect(listed.map((a) => Number(a.value)).sort((x, y) => x - y)).toEqual(members);
    expect(listed.every((a) => "checked" in a)).toBe(true);
    expect(textOf(html)).toContain(LAST);
    expect(tags(html, "textarea").some((a) => a.name === "emprendedor_nuevos")).toBe(true);
    // Bounded by the program, not by the institution's ADDED + demo people.
    expect(html.split("<li").length - 1).toBeLessThan(members.length + 60);
  });

  test("saving as shown keeps every member, one the form did not show too", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const before = await programMembers();
    const fields = formOf(await (await b.get(path())).text());
    expect(await multipartPost(b, path(), fields).then((r) => r.status)).toBe(302);
    expect(await programMembers()).toEqual(before);
    // A form that did not show the last member (and so could not check it) leaves it in the program.
    fields.set("emprendedor_vistos", [before.filter((id) => id !== ids.last).join(",")]);
    fields.set("emprendedor", before.filter((id) => id !== ids.last).map(String));
    expect(await multipartPost(b, path(), fields).then((r) => r.status)).toBe(302);
    expect(await programMembers()).toEqual(before);
  });

  test("adds by name (the e-mail in brackets picks among namesakes) and removes one unchecked", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const fields = formOf(await (await b.get(path())).text());
    fields.set("emprendedor_nuevos", ["Escala Persona 007 (escala007@example.test)"]);
    fields.set(
      "emprendedor",
      (fields.get("emprendedor") ?? []).filter((id) => id !== String(ids.last)),
    );
    expect(await multipartPost(b, path(), fields).then((r) => r.status)).toBe(302);
    const members = await programMembers();
    expect(members).toContain(ids.other);
    expect(members).not.toContain(ids.last);
    await worker.sql("INSERT INTO programa_emprendedores (programa_id, user_id) VALUES (?, ?)", ids.program, ids.last);
  });

  test("a name that matches nobody, or several, is a Spanish field error with the text kept", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const before = await programMembers();
    const fields = formOf(await (await b.get(path())).text());
    const typed = "Nadie Inexistente\nEscala Persona 01\nnadie@example.test";
    fields.set("emprendedor_nuevos", [typed]);
    const response = await multipartPost(b, path(), fields);
    expect(response.status).toBe(400);
    const html = await response.text();
    const errors = fieldErrors(html, "emprendedor_nuevos").join(" ");
    expect(errors).toContain("Nadie de la entidad coincide con: «Nadie Inexistente», «nadie@example.test»");
    expect(errors).toContain("Varias personas coinciden con: «Escala Persona 01»");
    const textarea = /<textarea\b[^>]*name="emprendedor_nuevos"[^>]*>([\s\S]*?)<\/textarea>/.exec(html);
    expect(textOf(textarea?.[1] ?? "")).toBe(textOf(typed));
    expect(await programMembers()).toEqual(before);
  });
});

const asObject = (fields: Map<string, string[]>) => Object.fromEntries(fields);

async function toolMentors(toolId = ids.tool): Promise<number[]> {
  const found = await worker.sql<{ user_id: number }>(
    "SELECT user_id FROM mentoria_mentores WHERE mentoria_id = ? ORDER BY user_id",
    toolId,
  );
  return found.map((r) => r.user_id);
}

describe("the tool form", () => {
  const editPath = () => `/programs/programs/mentorships/${ids.program}/${ids.tool}/edit`;
  const newPath = () => `/programs/programs/mentorships/new/${ids.program}`;

  test("edit lists the tool's mentors only; saving as shown, or without one it did not show, keeps them", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const before = await toolMentors();
    const html = await (await b.get(editPath())).text();
    const listed = boxes(html, "mentor");
    expect(listed.map((a) => Number(a.value)).sort((x, y) => x - y)).toEqual(before);
    expect(textOf(html)).toContain(LAST);
    expect(tags(html, "textarea").some((a) => a.name === "mentor_nuevos")).toBe(true);
    expect(html.split("<li").length - 1).toBeLessThan(before.length + 60);
    const fields = formOf(html);
    expect((await b.formPost(editPath(), asObject(fields))).status).toBe(302);
    expect(await toolMentors()).toEqual(before);
    const others = before.filter((id) => id !== ids.last).map(String);
    fields.set("mentor_vistos", [others.join(",")]);
    fields.set("mentor", others);
    expect((await b.formPost(editPath(), asObject(fields))).status).toBe(302);
    expect(await toolMentors()).toEqual(before);
  });

  test("create takes its mentors by name alone; a name that matches nobody is a Spanish error, text kept", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get(newPath())).text();
    expect(boxes(html, "mentor")).toEqual([]);
    const fields = formOf(html);
    const nombre = `Herramienta a escala ${Math.random().toString(36).slice(2, 8)}`;
    fields.set("nombre", [nombre]);
    fields.set("tipo", ["Taller"]);
    fields.set("descripcion", ["Una herramienta"]);
    fields.set("mentor_nuevos", ["Nadie Inexistente"]);
    const refused = await b.formPost(newPath(), asObject(fields));
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(fieldErrors(page, "mentor_nuevos").join(" ")).toContain(
      "Nadie de la entidad coincide con: «Nadie Inexistente»",
    );
    expect(/<textarea\b[^>]*name="mentor_nuevos"[^>]*>([\s\S]*?)<\/textarea>/.exec(page)?.[1]).toBe(
      "Nadie Inexistente",
    );
    fields.set("mentor_nuevos", ["escala persona 007"]);
    expect((await b.formPost(newPath(), asObject(fields))).status).toBe(302);
    const [tool] = await worker.sql<{ id: number }>("SELECT id FROM mentorias WHERE nombre = ?", nombre);
    expect(await toolMentors(tool!.id)).toEqual([ids.other]);
  });
});

/** A weekday `weeks` from today (Bogotá), far from the demo's sessions. */
function weekdayIn(weeks: number): string {
  let date = todayIn("America/Bogota").add({ days: 7 * weeks });
  while (date.dayOfWeek > 5) date = date.add({ days: 1 });
  return date.toString();
}

async function sessionMembers(nombre: string) {
  const [row] = await worker.sql<{ id: number; slug: string; usuario_individual: number | null }>(
    "SELECT id, slug, usuario_individual FROM eventos WHERE nombre = ?",
    nombre,
  );
  const found = await worker.sql<{ user_id: number }>(
    "SELECT user_id FROM evento_participantes WHERE evento_id = ? ORDER BY user_id",
    row!.id,
  );
  return { ...row!, participants: found.map((r) => r.user_id) };
}

describe("the session form", () => {
  const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
  const mentor = async () =>
    String((await worker.sql<{ id: number }>("SELECT id FROM usuarios WHERE email = ?", DEMO.mentor))[0]!.id);

  test("new lists no entrepreneur; participants come by name, and one the edit form did not show stays", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get("/calendar/nuevo")).text();
    expect(boxes(html, "sub_grupo")).toEqual([]);
    expect(tags(html, "textarea").some((a) => a.name === "sub_grupo_nuevos")).toBe(true);
    // Past the list, the mentee select offers no one (the mentee is typed by name too).
    const mentee = /<select\b[^>]*name="usuario_individual"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? "";
    expect(tags(mentee, "option").filter((o) => o.value).length).toBe(0);

    const day = weekdayIn(30);
    const nombre = unique("Sesión a escala");
    const created = await b.formPost("/calendar/nuevo", {
      mentor: await mentor(),
      tipo: "Grupal",
      inicio: `${day}T13:00`,
      fin: `${day}T14:00`,
      nombre,
      sub_grupo_nuevos: `Escala Persona 007\n${LAST}`,
    });
    expect(created.status, shownErrorsOf(await created.clone().text())).toBe(302);
    const session = await sessionMembers(nombre);
    expect(session.participants).toEqual([ids.other, ids.last].sort((x, y) => x - y));

    const editPath = `/calendar/evento/${session.slug}/editar`;
    const edit = await (await b.get(editPath)).text();
    expect(
      boxes(edit, "sub_grupo")
        .map((a) => Number(a.value))
        .sort((x, y) => x - y),
    ).toEqual(session.participants);
    const fields = formOf(edit);
    fields.set("sub_grupo_vistos", [String(ids.other)]);
    fields.set("sub_grupo", [String(ids.other)]);
    const saved = await b.formPost(editPath, asObject(fields));
    expect(saved.status, shownErrorsOf(await saved.clone().text())).toBe(302);
    expect((await sessionMembers(nombre)).participants).toEqual(session.participants);
  });

  test("an Individual session's mentee by name; a name that matches nobody is a Spanish error, text kept", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(31);
    const nombre = unique("Individual a escala");
    const fields = {
      mentor: await mentor(),
      tipo: "Individual",
      inicio: `${day}T13:00`,
      fin: `${day}T14:00`,
      nombre,
      sub_grupo_nuevos: "Nadie Inexistente",
    };
    const refused = await b.formPost("/calendar/nuevo", fields);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(fieldErrors(page, "sub_grupo_nuevos").join(" ")).toContain(
      "Nadie de la entidad coincide con: «Nadie Inexistente»",
    );
    expect(/<textarea\b[^>]*name="sub_grupo_nuevos"[^>]*>([\s\S]*?)<\/textarea>/.exec(page)?.[1]).toBe(
      "Nadie Inexistente",
    );
    const created = await b.formPost("/calendar/nuevo", { ...fields, sub_grupo_nuevos: LAST });
    expect(created.status, shownErrorsOf(await created.clone().text())).toBe(302);
    expect((await sessionMembers(nombre)).usuario_individual).toBe(ids.last);
  });

  test("a board's extra mentors by name: the new form lists none of the institution's many mentors", async () => {
    const b = await worker.browserAs(DEMO.institution);
    expect(boxes(await (await b.get("/calendar/nuevo")).text(), "mentores")).toEqual([]);
    const day = weekdayIn(32);
    const nombre = unique("Junta a escala");
    const created = await b.formPost("/calendar/nuevo", {
      mentor: await mentor(),
      tipo: "Junta Directiva",
      inicio: `${day}T13:00`,
      fin: `${day}T14:00`,
      nombre,
      sub_grupo_nuevos: "Escala Persona 007",
      mentores_nuevos: LAST,
    });
    expect(created.status, shownErrorsOf(await created.clone().text())).toBe(302);
    const [row] = await worker.sql<{ n: number }>(
      "SELECT count(*) AS n FROM evento_mentores m JOIN eventos e ON e.id = m.evento_id WHERE e.nombre = ? AND m.user_id = ?",
      nombre,
      ids.last,
    );
    expect(row!.n).toBe(1);
  });
});

describe("the session form's mentor over a long list", () => {
  const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;
  const mentorOf = async (nombre: string) =>
    (await worker.sql<{ mentor_id: number }>("SELECT mentor_id FROM eventos WHERE nombre = ?", nombre))[0]?.mentor_id;
  const typedValue = (html: string) => input(html, "mentor_nombre")?.value;

  test("new has no select of every mentor: a typed name or e-mail creates the session with that mentor", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const html = await (await b.get("/calendar/nuevo")).text();
    expect(tags(html, "select").some((a) => a.name === "mentor")).toBe(false);
    expect(input(html, "mentor_nombre")).toMatchObject({ type: "text" });
    // The tools and types are the page's only options: none per mentor.
    expect(tags(html, "option").length).toBeLessThan(ADDED);
    const day = weekdayIn(33);
    const base = {
      tipo: "Grupal",
      inicio: `${day}T13:00`,
      fin: `${day}T14:00`,
      sub_grupo_nuevos: "Escala Persona 007",
    };
    const byName = unique("Mentor por nombre");
    const created = await b.formPost("/calendar/nuevo", {
      ...base,
      nombre: byName,
      mentor_nombre: "escala persona 007",
    });
    expect(created.status, shownErrorsOf(await created.clone().text())).toBe(302);
    expect(await mentorOf(byName)).toBe(ids.other);
    const byEmail = unique("Mentor por correo");
    const fields = { ...base, inicio: `${day}T15:00`, fin: `${day}T16:00`, nombre: byEmail };
    const again = await b.formPost("/calendar/nuevo", { ...fields, mentor_nombre: ` ESCALA${ADDED}@Example.test ` });
    expect(again.status, shownErrorsOf(await again.clone().text())).toBe(302);
    expect(await mentorOf(byEmail)).toBe(ids.last);
  });

  test("several, nobody or nothing typed: a Spanish error on the field, the text kept, nothing created", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(34);
    const nombre = unique("Mentor fallido");
    const fields = { tipo: "Grupal", inicio: `${day}T13:00`, fin: `${day}T14:00`, nombre };
    const cases = [
      ["Escala Persona 01", "Varias personas coinciden con: «Escala Persona 01»"],
      ["Nadie Inexistente", "Nadie de la entidad coincide con: «Nadie Inexistente»"],
      ["", "¡Por favor seleccione el mentor!"],
    ] as const;
    for (const [typed, message] of cases) {
      const refused = await b.formPost("/calendar/nuevo", { ...fields, mentor_nombre: typed });
      expect(refused.status).toBe(400);
      const page = await refused.text();
      const errors = fieldErrors(page, "mentor_nombre");
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(message);
      expect(typedValue(page) ?? "").toBe(typed);
    }
    expect(await mentorOf(nombre)).toBeUndefined();
  });

  test("edit shows the session's mentor; saving as shown keeps them, another name changes them", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(35);
    const nombre = unique("Mentor editado");
    const post = { tipo: "Grupal", inicio: `${day}T13:00`, fin: `${day}T14:00`, nombre, mentor: String(ids.last) };
    expect((await b.formPost("/calendar/nuevo", { ...post, sub_grupo_nuevos: LAST })).status).toBe(302);
    const { slug } = await sessionMembers(nombre);
    const editPath = `/calendar/evento/${slug}/editar`;
    const edit = await (await b.get(editPath)).text();
    expect(tags(edit, "select").some((a) => a.name === "mentor")).toBe(false);
    expect(typedValue(edit)).toBe(LAST);
    const fields = formOf(edit);
    const saved = await b.formPost(editPath, asObject(fields));
    expect(saved.status, shownErrorsOf(await saved.clone().text())).toBe(302);
    expect(await mentorOf(nombre)).toBe(ids.last);
    fields.set("mentor_nombre", ["Escala Persona 007 (escala007@example.test)"]);
    expect((await b.formPost(editPath, asObject(fields))).status).toBe(302);
    expect(await mentorOf(nombre)).toBe(ids.other);
  });

  test("'Pegar correos' finds people the form does not show by their e-mail; an unknown one is named", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(36);
    const nombre = unique("Correos a escala");
    const fields = { tipo: "Grupal", inicio: `${day}T13:00`, fin: `${day}T14:00`, nombre, mentor_nombre: LAST };
    const refused = await b.formPost("/calendar/nuevo", {
      ...fields,
      correos: "Escala007@example.test; nadie@example.test",
    });
    expect(refused.status).toBe(400);
    expect(fieldErrors(await refused.text(), "correos").join(" ")).toContain("nadie@example.test");
    const pasted = `Escala007@example.test, escala${ADDED}@example.test`;
    const created = await b.formPost("/calendar/nuevo", { ...fields, correos: pasted });
    expect(created.status, shownErrorsOf(await created.clone().text())).toBe(302);
    expect((await sessionMembers(nombre)).participants).toEqual([ids.other, ids.last].sort((x, y) => x - y));
  });
});

describe("the lists' q: staff by name, anyone by e-mail, never across institutions", () => {
  const STAFF = PICKER_ALL_UP_TO + 1;
  const other = { institution: 0, entrepreneur: 0 };
  let token = "";
  const list = async (kind: "funcionario" | "emprendedor" | "mentor", q: string, entidad = ids.institution) => {
    const answer = await worker.apiDispatch(`/entidad/${entidad}/${kind}/?q=${encodeURIComponent(q)}`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(answer.status).toBe(200);
    const page = (await answer.json()) as { count: number; results: { id: number; email: string | null }[] };
    return { count: page.count, ids: page.results.map((p) => p.id) };
  };
  const programStaff = async () =>
    (
      await worker.sql<{ user_id: number }>(
        "SELECT user_id FROM programa_funcionarios WHERE programa_id = ? ORDER BY user_id",
        ids.program,
      )
    ).map((r) => r.user_id);

  beforeAll(async () => {
    const password = `(SELECT password FROM usuarios WHERE email = '${DEMO.institution}')`;
    await worker.sql(
      `${rows(STAFF)} INSERT INTO usuarios (username, email, password, first_name, last_name, is_active)
       SELECT 'personal' || printf('%03d', i), 'personal' || printf('%03d', i) || '@example.test', ${password},
         'Personal', 'Escala ' || printf('%03d', i), 1 FROM n`,
    );
    await worker.sql(
      `INSERT INTO funcionarios (entidad_id, user_id) SELECT ?, id FROM usuarios WHERE username LIKE 'personal%'`,
      ids.institution,
    );
    // Another institution, with an entrepreneur and a mentor the demo's official must never find.
    await worker.sql("INSERT INTO entidades (razon_social) VALUES ('Entidad Ajena Escala')");
    const [row] = await worker.sql<{ id: number }>(
      "SELECT id FROM entidades WHERE razon_social = 'Entidad Ajena Escala'",
    );
    other.institution = row!.id;
    await worker.sql(
      `INSERT INTO usuarios (username, email, password, first_name, last_name, is_active)
       VALUES ('ajeno', 'ajeno@example.test', ${password}, 'Ajeno', 'Escala', 1)`,
    );
    const [ajeno] = await worker.sql<{ id: number }>("SELECT id FROM usuarios WHERE username = 'ajeno'");
    other.entrepreneur = ajeno!.id;
    for (const rol of ["emprendedor", "mentor"]) {
      await worker.sql(
        "INSERT INTO entidad_miembros (entidad_id, user_id, rol) VALUES (?, ?, ?)",
        other.institution,
        ajeno!.id,
        rol,
      );
    }
    const key = worker.bindings.LOGIN_PUBLIC_KEY!;
    const login = await worker.apiDispatch("/usuario/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        email: await encryptCredential(key, DEMO.institution),
        password: await encryptCredential(key, DEMO_PASSWORD),
      }),
    });
    token = ((await login.json()) as { token: string }).token;
  });

  test("staff by name; anyone by whole e-mail in any case, not by a part of it", async () => {
    const [first] = await worker.sql<{ id: number }>("SELECT id FROM usuarios WHERE username = 'personal007'");
    expect(await list("funcionario", "personal escala 007")).toEqual({ count: 1, ids: [first!.id] });
    expect((await list("funcionario", "Escala 00")).count).toBe(9);
    expect(await list("funcionario", "PERSONAL007@example.TEST")).toEqual({ count: 1, ids: [first!.id] });
    expect(await list("emprendedor", " Escala007@Example.test ")).toEqual({ count: 1, ids: [ids.other] });
    expect(await list("mentor", `escala${ADDED}@example.test`)).toEqual({ count: 1, ids: [ids.last] });
    expect((await list("emprendedor", "escala007@example")).count).toBe(0);
    expect((await list("emprendedor", "example.test")).count).toBe(0);
  });

  test("an e-mail of another institution, or one the list hides (secure_emails), matches nobody", async () => {
    for (const kind of ["funcionario", "emprendedor", "mentor"] as const) {
      expect((await list(kind, "ajeno@example.test")).count).toBe(0);
    }
    // Their own institution's official would find them; the demo's may not even read that list.
    const foreign = await worker.apiDispatch(`/entidad/${other.institution}/emprendedor/?q=ajeno@example.test`, {
      headers: { Authorization: `Token ${token}` },
    });
    expect(foreign.status).toBe(403);
    await worker.sql("UPDATE entidades SET secure_emails = 1 WHERE id = ?", ids.institution);
    try {
      expect((await list("emprendedor", "escala007@example.test")).count).toBe(0);
      expect((await list("emprendedor", "Escala Persona 007")).count).toBe(1);
    } finally {
      await worker.sql("UPDATE entidades SET secure_emails = 0 WHERE id = ?", ids.institution);
    }
    // The pickers report such an e-mail as matching nobody.
    const b = await worker.browserAs(DEMO.institution);
    const day = weekdayIn(37);
    const refused = await b.formPost("/calendar/nuevo", {
      tipo: "Grupal",
      inicio: `${day}T13:00`,
      fin: `${day}T14:00`,
      nombre: "Sesión ajena",
      mentor_nombre: "ajeno@example.test",
      correos: "ajeno@example.test",
    });
    expect(refused.status).toBe(400);
    expect(fieldErrors(await refused.text(), "mentor_nombre")).toEqual([
      "Nadie de la entidad coincide con: «ajeno@example.test»",
    ]);
  });

  test("the program form over a long staff list: its staff only, more added by name or e-mail", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const path = `/programs/programs/${ids.program}/edit`;
    const before = await programStaff();
    const html = await (await b.get(path)).text();
    expect(
      boxes(html, "funcionario")
        .map((a) => Number(a.value))
        .sort((x, y) => x - y),
    ).toEqual(before);
    expect(tags(html, "textarea").some((a) => a.name === "funcionario_nuevos")).toBe(true);
    const fields = formOf(html);
    fields.set("funcionario_nuevos", ["Personal Escala 00"]);
    const refused = await multipartPost(b, path, fields);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(fieldErrors(page, "funcionario_nuevos").join(" ")).toContain(
      "Varias personas coinciden con: «Personal Escala 00»",
    );
    fields.set("funcionario_nuevos", ["Personal Escala 007\npersonal008@example.test"]);
    const saved = await multipartPost(b, path, fields);
    expect(saved.status, shownErrorsOf(await saved.clone().text())).toBe(302);
    const added = await worker.sql<{ id: number }>(
      "SELECT id FROM usuarios WHERE username IN ('personal007', 'personal008') ORDER BY id",
    );
    expect(await programStaff()).toEqual([...before, ...added.map((r) => r.id)].sort((x, y) => x - y));
  });
});
