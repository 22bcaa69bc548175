// Issue 31 §1: every list that grows with an institution answers one page and its page links to the next
// (docs/perf/bounded-lists.md). More rows than a page holds go in once; then, for each list, the API sends at most
// one page while counting them all, and the page that shows it (JavaScript off) has a "next" link. A list that
// loses its LIMIT or its page links fails here.
import { beforeAll, describe, expect, test } from "vitest";
import { encryptCredential } from "../../app/lib/login-crypto.server";
import { nowInstant } from "../../app/shared/clock-temporal";
import { DEMO, DEMO_PASSWORD, useTestWorker } from "./harness";
import { demoProgramWithTool, rows } from "./scale-fixture";

const worker = useTestWorker();

/** More than the largest page (15). */
const ADDED = 20;
const ids = { institution: 0, program: 0, tool: 0, post: 0, indicator: 0, company: 0, entrepreneur: "" };
const tokens: Partial<Record<"institution" | "entrepreneur", string>> = {};

async function apiToken(email: string): Promise<string> {
  const key = worker.bindings.LOGIN_PUBLIC_KEY!;
  const login = await worker.apiDispatch("/usuario/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      email: await encryptCredential(key, email),
      password: await encryptCredential(key, DEMO_PASSWORD),
    }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

beforeAll(async () => {
  // The first request seeds the demo; then each list grows past one page, in one batch.
  const demo = await demoProgramWithTool(worker);
  const [people] = await worker.sql<{ official: number; entrepreneur: number; mentor: number }>(
    `SELECT (SELECT id FROM usuarios WHERE email = ?) AS official, (SELECT id FROM usuarios WHERE email = ?) AS entrepreneur,
       (SELECT id FROM usuarios WHERE email = ?) AS mentor`,
    DEMO.institution,
    DEMO.entrepreneur,
    DEMO.mentor,
  );
  const [post] = await worker.sql<{ id: number }>("SELECT id FROM foro_posts ORDER BY id LIMIT 1");
  const [indicator] = await worker.sql<{ id: number; empresa_id: number }>(
    `SELECT i.id, i.empresa_id FROM indicadores i JOIN empresas e ON e.id = i.empresa_id
     WHERE e.creator_id = ? ORDER BY i.id LIMIT 1`,
    people!.entrepreneur,
  );
  Object.assign(ids, {
    institution: demo.institution,
    program: demo.program,
    tool: demo.tool,
    post: post!.id,
    indicator: indicator!.id,
    company: indicator!.empresa_id,
  });
  const password = `(SELECT password FROM usuarios WHERE email = '${DEMO.mentor}')`;
  const params = [ids.institution, ids.program, people!.official, people!.mentor, ids.post, ids.indicator, ids.tool];
  await worker.sql(
    `${rows(ADDED)} INSERT INTO usuarios (username, email, password, first_name, last_name, mentor, precio, is_active)
     SELECT 'acotada' || printf('%02d', i), 'acotada' || i || '@example.test', ${password}, 'Persona',
       'Acotada ' || printf('%02d', i), 1, 50, 1 FROM n`,
  );
  const [entity, prog, official, mentor, postId, indicatorId, tool] = params;
  const added = "SELECT id FROM usuarios WHERE username LIKE 'acotada%'";
  for (const statement of [
    // People of the institution (both lists) and of the program.
    `INSERT INTO entidad_miembros (entidad_id, user_id, rol) SELECT ${entity}, id, 'emprendedor' FROM (${added})`,
    `INSERT INTO entidad_miembros (entidad_id, user_id, rol) SELECT ${entity}, id, 'mentor' FROM (${added})`,
    `INSERT INTO programa_emprendedores (programa_id, user_id) SELECT ${prog}, id FROM (${added})`,
    // Sessions of the program, of one of its tools.
    `${rows(ADDED)} INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, programa_id, entidad_id,
       mentoria_id)
     SELECT 'acotada-' || i, 'Sesión acotada ' || i, 'Individual', date('2024-01-01', '+' || i || ' days') || ' 10:00',
       date('2024-01-01', '+' || i || ' days') || ' 11:00', ${mentor}, ${prog}, ${entity}, ${tool} FROM n`,
    // 'Mis documentos': files and URLs of a session the entrepreneur takes part in.
    `INSERT INTO evento_participantes (evento_id, user_id) SELECT id, ${people!.entrepreneur} FROM eventos
     WHERE slug = 'acotada-1'`,
    `${rows(ADDED)} INSERT INTO archivos (slug, nombre, archivo, content_type, size, evento_id, creador_id)
     SELECT 'archivo-acotado-' || i, 'Archivo acotado ' || i, 'acotado/' || i, 'text/plain', 1,
       (SELECT id FROM eventos WHERE slug = 'acotada-1'), ${people!.entrepreneur} FROM n`,
    `${rows(ADDED)} INSERT INTO urls (slug, nombre, url, evento_id, creador_id)
     SELECT 'url-acotada-' || i, 'Enlace acotado ' || i, 'https://example.test/' || i,
       (SELECT id FROM eventos WHERE slug = 'acotada-1'), ${people!.entrepreneur} FROM n`,
    // 'Mis archivos': the entrepreneur's profile files and URLs (older than the demo's own).
    `${rows(ADDED)} INSERT INTO archivos (slug, nombre, archivo, content_type, size, usuario_id, creador_id, fecha_creacion)
     SELECT 'perfil-acotado-' || i, 'Perfil acotado ' || printf('%02d', i), 'acotado/perfil-' || i, 'text/plain', 1,
       ${people!.entrepreneur}, ${people!.entrepreneur}, '2020-01-01T00:00:' || printf('%02d', i) || '.000Z' FROM n`,
    `${rows(ADDED)} INSERT INTO urls (slug, nombre, url, usuario_id, creador_id, fecha_creacion)
     SELECT 'perfil-url-acotada-' || i, 'Enlace de perfil ' || printf('%02d', i), 'https://example.test/perfil/' || i,
       ${people!.entrepreneur}, ${people!.entrepreneur}, '2020-01-01T00:00:' || printf('%02d', i) || '.000Z' FROM n`,
    // Forum posts and the comments of one post.
    // Dated in the past, so that they do not count towards the author's posting rate.
    `${rows(ADDED)} INSERT INTO foro_posts (creador_id, contenido, fecha_creacion, fecha_actualizacion)
     SELECT ${official}, 'Post acotado ' || i, '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z' FROM n`,
    `${rows(ADDED)} INSERT INTO foro_comentarios (post_id, creador_id, contenido, fecha_creacion)
     SELECT ${postId}, ${official}, 'Comentario acotado ' || i, '2020-01-01T00:00:' || printf('%02d', i) || '.000Z' FROM n`,
    // Invoices, each with its line.
    `${rows(ADDED)} INSERT INTO facturas (entidad_id, fecha, total_centavos, tipo)
     SELECT ${entity}, date('2020-01-01', '+' || i || ' months'), 1000, tipo FROM n,
       (SELECT tipo FROM facturas WHERE entidad_id = ${entity} LIMIT 1)`,
    `INSERT INTO factura_consumos (factura_id, concepto, valor_centavos)
     SELECT id, 'Consumo acotado', 1000 FROM facturas f WHERE NOT EXISTS (SELECT 1 FROM factura_consumos c WHERE c.factura_id = f.id)`,
    // An indicator's values.
    `${rows(ADDED)} INSERT INTO indicador_valores (indicador_id, value, date_created_at)
     SELECT ${indicatorId}, i, date('2020-01-01', '+' || i || ' days') || ' 10:00' FROM n`,
  ]) {
    await worker.sql(statement);
  }
  const [entrepreneur] = await worker.sql<{ username: string }>(
    "SELECT username FROM usuarios WHERE id = ?",
    people!.entrepreneur,
  );
  ids.entrepreneur = entrepreneur!.username;
  tokens.institution = await apiToken(DEMO.institution);
  tokens.entrepreneur = await apiToken(DEMO.entrepreneur);
});

type ListCase = {
  name: string;
  who: "institution" | "entrepreneur";
  /** The API path (relative to its root). */
  api: () => string;
  /** The rows of a page and the number of all of them, from the API's answer. */
  read: (body: Record<string, unknown>) => { rows: unknown[]; count: number };
  pageSize: number;
  /** The app page that shows the list, and how its next-page link looks. */
  page: () => string;
  next: () => string;
};

const paged = (body: Record<string, unknown>) => ({ rows: body.results as unknown[], count: body.count as number });

const LISTS: ListCase[] = [
  {
    name: "the institution's entrepreneurs",
    who: "institution",
    api: () => `/entidad/${ids.institution}/emprendedor/`,
    read: paged,
    pageSize: 15,
    page: () => "/user/users",
    next: () => "/user/users?page=2",
  },
  {
    name: "the institution's mentors",
    who: "institution",
    api: () => `/entidad/${ids.institution}/mentor/`,
    read: paged,
    pageSize: 15,
    page: () => "/mentors",
    next: () => "/mentors?page=2",
  },
  {
    name: "a program's sessions",
    who: "institution",
    api: () => `/calendario/evento/programa/${ids.program}`,
    read: paged,
    pageSize: 15,
    page: () => `/programs/programs/${ids.program}`,
    next: () => `/programs/programs/${ids.program}?sesiones=2`,
  },
  {
    name: "a tool's sessions",
    who: "institution",
    api: () => `/calendario/evento/mentoria/${ids.tool}?page=1`,
    read: paged,
    pageSize: 15,
    page: () => `/programs/programs/mentorships/mentorships/${ids.tool}/data`,
    next: () => `/programs/programs/mentorships/mentorships/${ids.tool}/data?page=2`,
  },
  {
    name: "'Mis documentos': the files of a user's sessions",
    who: "entrepreneur",
    api: () => `/archivos/evento/usuario/${ids.entrepreneur}?page=1`,
    read: paged,
    pageSize: 15,
    page: () => "/user/files",
    next: () => "/user/files?page=2",
  },
  {
    name: "'Mis documentos': the URLs of a user's sessions",
    who: "entrepreneur",
    api: () => `/urls/evento/usuario/${ids.entrepreneur}?page=1`,
    read: paged,
    pageSize: 15,
    page: () => "/user/files",
    next: () => "/user/files?page=2",
  },
  {
    name: "'Mis archivos': a user's own profile files",
    who: "entrepreneur",
    api: () => "/archivos/usuario/?page=1",
    read: paged,
    pageSize: 15,
    page: () => `/files/user/${ids.entrepreneur}`,
    next: () => `/files/user/${ids.entrepreneur}?page=2`,
  },
  {
    name: "'Mis archivos': another user's profile URLs (their institution's staff)",
    who: "institution",
    api: () => `/urls/mentor/usuario/${ids.entrepreneur}?page=1`,
    read: paged,
    pageSize: 15,
    page: () => `/files/user/${ids.entrepreneur}`,
    next: () => `/files/user/${ids.entrepreneur}?page=2`,
  },
  {
    name: "a program's entrepreneurs",
    who: "institution",
    api: () => `/programa/${ids.program}/emprendedores`,
    read: paged,
    pageSize: 15,
    page: () => `/programs/programs/${ids.program}`,
    next: () => `/programs/programs/${ids.program}?emprendedores=2`,
  },
  {
    name: "the marketplace's mentors",
    who: "entrepreneur",
    api: () => "/marketplace/mentores",
    read: paged,
    pageSize: 15,
    page: () => "/marketplace",
    next: () => "/marketplace?page=2",
  },
  {
    name: "the forum's posts",
    who: "entrepreneur",
    api: () => "/foro/post/",
    read: paged,
    pageSize: 10,
    page: () => "/posts",
    next: () => "/posts?page=2",
  },
  {
    name: "a post's comments",
    who: "entrepreneur",
    api: () => `/foro/post/${ids.post}`,
    read: (body) => ({ rows: body.comentarios as unknown[], count: body.total_comentarios as number }),
    pageSize: 15,
    page: () => `/posts/${ids.post}`,
    next: () => `/posts/${ids.post}?page=2`,
  },
  {
    name: "the institution's invoices",
    who: "institution",
    api: () => "/entidad/facturacion/",
    read: paged,
    pageSize: 15,
    page: () => "/facturacion",
    next: () => "/facturacion?page=2",
  },
  {
    name: "an indicator's values",
    who: "entrepreneur",
    api: () => `/company/indicator/${ids.indicator}/values/`,
    read: paged,
    pageSize: 15,
    page: () => `/empresa/${ids.company}/indicadores/${ids.indicator}/valores`,
    next: () => `/empresa/${ids.company}/indicadores/${ids.indicator}/valores?page=2`,
  },
];

/** The API path asking for page `n` (its own `page` replaced). */
function withPage(path: string, n: number): string {
  const url = new URL(path, "http://api");
  url.searchParams.set("page", String(n));
  return `${url.pathname}${url.search}`;
}

/** The hrefs of the page's `rel="next"` links, entities decoded. */
function nextLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\brel="next"[^>]*>/g)].map(
    (m) => /\bhref="([^"]*)"/.exec(m[0])?.[1]?.replace(/&amp;/g, "&") ?? "",
  );
}

describe("lists at more than one page (issue 31 §1)", () => {
  test.each(LISTS)("$name: the API answers one page, the page links to the next", async (list) => {
    const answer = await worker.apiDispatch(list.api(), { headers: { Authorization: `Token ${tokens[list.who]}` } });
    expect(answer.status).toBe(200);
    const { rows: shown, count } = list.read((await answer.json()) as Record<string, unknown>);
    expect(count).toBeGreaterThan(list.pageSize);
    expect(shown).toHaveLength(list.pageSize);
    // A page past the last one is DRF's 404, not an empty page.
    const past = await worker.apiDispatch(withPage(list.api(), 9999), {
      headers: { Authorization: `Token ${tokens[list.who]}` },
    });
    expect(past.status).toBe(404);

    const browser = await worker.browserAs(DEMO[list.who]);
    const page = await browser.get(list.page());
    expect(page.status).toBe(200);
    expect(nextLinks(await page.text())).toContain(list.next());
    // The next page answers too (with JavaScript off, the link is all there is).
    expect((await browser.get(list.next())).status).toBe(200);
  });
});

describe("on a later page, JavaScript off (issue 31 §1)", () => {
  test("a tool's sessions: without `page` the API keeps the spec's plain list", async () => {
    const answer = await worker.apiDispatch(`/calendario/evento/mentoria/${ids.tool}`, {
      headers: { Authorization: `Token ${tokens.institution}` },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as unknown[]).length).toBeGreaterThan(15);
  });

  test("a tool's sessions: one page of 15 rows and a link to the next", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const path = `/programs/programs/mentorships/mentorships/${ids.tool}/data`;
    const html = await (await b.get(path)).text();
    expect(html.match(/href="\/calendar\/evento\//g)).toHaveLength(15);
    expect(nextLinks(html)).toContain(`${path}?page=2`);
    const second = await (await b.get(`${path}?page=2`)).text();
    expect(second).toMatch(/href="\/calendar\/evento\//);
  });

  test("a mentor's profile: the next 3 sessions, read a page at a time (not every session of the mentor)", async () => {
    const [mentor] = await worker.sql<{ id: number; username: string }>(
      "SELECT id, username FROM usuarios WHERE email = ?",
      DEMO.mentor,
    );
    // More upcoming sessions than a page, a few minutes ahead of the clock (Bogota wall clock, as the API stores).
    const wall = (minutes: number) =>
      nowInstant().add({ minutes }).toZonedDateTimeISO("America/Bogota").toPlainDateTime().toString().slice(0, 16);
    for (let i = 1; i <= ADDED; i++) {
      await worker.sql(
        `INSERT INTO eventos (slug, nombre, tipo, fecha_inicio, fecha_fin, mentor_id, entidad_id)
         VALUES (?, ?, 'Individual', ?, ?, ?, ?)`,
        `proxima-${i}`,
        `Próxima acotada ${String(i).padStart(2, "0")}`,
        wall(20 + i).replace("T", " "),
        wall(50 + i).replace("T", " "),
        mentor!.id,
        ids.institution,
      );
    }
    // The three the unpaged call gives, the first upcoming ones, are the ones the profile shows.
    const all = await worker.apiDispatch(`/calendario/evento/mentor/${mentor!.id}`, {
      headers: { Authorization: `Token ${await apiToken(DEMO.mentor)}` },
    });
    const now = wall(0).replace("T", " ");
    const expected = ((await all.json()) as { nombre: string; fecha_inicio: string }[])
      .filter((s) => s.fecha_inicio >= now)
      .sort((a, b) => a.fecha_inicio.localeCompare(b.fecha_inicio))
      .slice(0, 3)
      .map((s) => s.nombre);
    expect(expected).toHaveLength(3);
    const html = await (await (await worker.browserAs(DEMO.mentor)).get(`/user/${mentor!.username}`)).text();
    const card = html.slice(html.indexOf("Próximas sesiones"));
    const shown = [...card.matchAll(/<a\b[^>]*href="\/calendar\/evento\/[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]);
    expect(shown.slice(0, 3)).toEqual(expected);
    expect(card).not.toContain("Próxima acotada 04");
  });

  test("a new comment lands on the last page of comments; deleting one there comes back to that page", async () => {
    const b = await worker.browserAs(DEMO.institution);
    const commented = await b.formPost(`/posts/${ids.post}`, { intent: "comentar", contenido: "El más reciente" });
    expect(commented.status).toBe(302);
    const [{ n }] = (await worker.sql<{ n: number }>(
      "SELECT count(*) AS n FROM foro_comentarios WHERE post_id = ?",
      ids.post,
    )) as [{ n: number }];
    const last = Math.ceil(n / 15);
    expect(last).toBeGreaterThan(1);
    expect(commented.headers.get("location")).toBe(`/posts/${ids.post}?page=${last}`);
    const html = await (await b.get(`/posts/${ids.post}?page=${last}`)).text();
    expect(html).toContain("El más reciente");

    const [mine] = await worker.sql<{ id: number }>(
      "SELECT id FROM foro_comentarios WHERE post_id = ? AND contenido = 'El más reciente'",
      ids.post,
    );
    const confirm = `/posts/${ids.post}/comentarios/${mine!.id}/eliminar?page=${last}`;
    expect(html).toContain(`href="${confirm}"`);
    const dialog = await (await b.get(confirm)).text();
    expect(dialog).toMatch(new RegExp(`<form[^>]*action="${confirm.replace(/[?]/g, "\\?")}"`));
    const deleted = await b.formPost(confirm, {});
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(`/posts/${ids.post}?page=${last}`);
  });

  test("'Mis archivos': 15 files and 15 URLs a page; past the last page, back to the first", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const path = `/files/user/${ids.entrepreneur}`;
    const [{ files, urls }] = (await worker.sql<{ files: number; urls: number }>(
      `SELECT (SELECT count(*) FROM archivos a JOIN usuarios u ON u.id = a.usuario_id WHERE u.username = ?1 AND a.activo = 1)
         AS files, (SELECT count(*) FROM urls l JOIN usuarios u ON u.id = l.usuario_id WHERE u.username = ?1 AND l.activo = 1)
         AS urls`,
      ids.entrepreneur,
    )) as [{ files: number; urls: number }];
    const last = Math.ceil(Math.max(files, urls) / 15);
    expect(last).toBeGreaterThan(1);
    const first = await (await b.get(path)).text();
    expect(first.match(/href="\/files\/download\//g)).toHaveLength(15);
    expect(first.match(/href="https:\/\/example\.test\/perfil\//g)?.length).toBeLessThanOrEqual(15);
    const lastHtml = await (await b.get(`${path}?page=${last}`)).text();
    expect(lastHtml).toContain("Perfil acotado 01");
    expect(lastHtml).not.toContain("Perfil acotado 20");
    const past = await b.get(`${path}?page=${last + 1}`);
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe(path);
  });

  test("'Mis archivos': a delete from page 2 looks the document up, keeps the page, and is refused to others", async () => {
    const path = `/files/user/${ids.entrepreneur}`;
    const owner = await worker.browserAs(DEMO.entrepreneur);
    const html = await (await owner.get(`${path}?page=2`)).text();
    const confirm = new RegExp(`href="(${path}/archivos/(perfil-acotado-\\d+)/eliminar\\?page=2)"`).exec(html);
    expect(confirm).not.toBeNull();
    const [, href, slug] = confirm as unknown as [string, string, string];
    const dialog = await owner.get(href);
    expect(dialog.status).toBe(200);
    const dialogHtml = await dialog.text();
    // The form posts back with the page; 'Cancelar' goes back to it.
    expect(dialogHtml).toMatch(new RegExp(`<form[^>]*action="${href.replace(/[?]/g, "\\?")}"`));
    expect(dialogHtml).toContain(`href="${path}?page=2"`);

    // Someone who may read the profile but did not upload the file (its mentor), and another institution: 403.
    const mentor = await worker.browserAs(DEMO.mentor);
    expect((await mentor.get(`${path}?page=2`)).status).toBe(200);
    expect((await mentor.get(href)).status).toBe(403);
    expect((await mentor.formPost(href, {})).status).toBe(403);
    const other = await worker.browserAs(DEMO.otherInstitution);
    expect((await other.formPost(href, {})).status).toBe(403);
    const [kept] = await worker.sql<{ activo: number }>("SELECT activo FROM archivos WHERE slug = ?", slug);
    expect(kept!.activo).toBe(1);

    const deleted = await owner.formPost(href, {});
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe(`${path}?page=2`);
    const after = await (await owner.follow(deleted)).text();
    expect(after).toContain("Archivo eliminado correctamente");
    expect(after).not.toContain(`/archivos/${slug}/eliminar`);
    const [gone] = await worker.sql<{ activo: number }>("SELECT activo FROM archivos WHERE slug = ?", slug);
    expect(gone!.activo).toBe(0);
    // The confirmation of a document that is no longer there, or of another profile's, is a 404.
    expect((await owner.get(href)).status).toBe(404);
    expect((await owner.get(`/files/user/${ids.entrepreneur}/urls/url-acotada-1/eliminar`)).status).toBe(404);
  });

  test("an indicator's values: the edit link and the form keep the page of values", async () => {
    const b = await worker.browserAs(DEMO.entrepreneur);
    const path = `/empresa/${ids.company}/indicadores/${ids.indicator}/valores`;
    const html = await (await b.get(`${path}?page=2`)).text();
    const edit = /href="([^"]*editar=(\d+)[^"]*)"/.exec(html);
    expect(edit?.[1]?.replace(/&amp;/g, "&")).toBe(`${path}?editar=${edit?.[2]}&page=2`);
    const removed = await b.formPost(`${path}?page=2`, { intent: "delete", valueId: edit![2]! });
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe(`${path}?page=2`);
  });
});
