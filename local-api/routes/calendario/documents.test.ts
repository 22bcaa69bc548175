import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  SESSION_FILE_MAX_BYTES,
  fileListSchema,
  filePageSchema,
  fileSchema,
  urlListSchema,
  urlPageSchema,
  urlSchema,
} from "../../../app/api/contract/calendario";
import { JPEG } from "../../services/programs.test-helper";
import { DOC_MESSAGES, sniffSessionFile } from "../../services/session-docs";
import {
  type Cast,
  EXE,
  PDF,
  TEXT,
  type TestSession,
  demoCast,
  form,
  insertSession,
  keepLoggedErrors,
  rawCall,
} from "../../services/session-docs.test-helper";
import { type Harness, createHarness } from "../../testing/harness";

let h: Harness;
let cast: Cast;
let session: TestSession;

beforeAll(async () => {
  h = await createHarness();
  cast = await demoCast(h);
  session = await insertSession(h, cast, { startMin: -120 });
});
afterAll(() => h.dispose());

async function upload(token: string | undefined, fields: Parameters<typeof form>[0], path = "/archivos/evento/") {
  return rawCall(h, "POST", path, token, form(fields));
}

describe("session files", () => {
  test("participants, the mentor and staff upload and list; the answer links the private download", async () => {
    for (const role of ["entrepreneur", "mentor", "official"] as const) {
      const created = await upload(cast.tokens[role], {
        evento: String(session.id),
        name: `Plan ${role}`,
        file: [PDF, "plan.pdf", "application/pdf"],
      });
      expect(created.status, role).toBe(201);
      const file = fileSchema.parse(created.json);
      expect(file).toMatchObject({ nombre: `Plan ${role}`, evento: session.id, content_type: "application/pdf" });
      expect(file.archivo).toBe(`http://app.test/api/archivos/descargar/${file.slug}/`);
      expect(file.fecha_creacion).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(file.nombre_evento).toBe(session.nombre);
    }
    for (const role of ["entrepreneur", "mentor", "official"] as const) {
      const list = await rawCall(h, "GET", `/archivos/evento/${session.id}`, cast.tokens[role]);
      expect(list.status, role).toBe(200);
      expect(fileListSchema.parse(list.json).map((f) => f.nombre)).toEqual(
        expect.arrayContaining(["Plan entrepreneur", "Plan mentor", "Plan official"]),
      );
    }
  });

  test("outsiders get 403 (another institution, another mentor, a non-participant), unknown 404, anonymous 401", async () => {
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "GET", `/archivos/evento/${session.id}`, cast.tokens[role])).status, role).toBe(403);
      const refused = await upload(cast.tokens[role], {
        evento: String(session.id),
        file: [PDF, "a.pdf", "application/pdf"],
      });
      expect(refused.status, role).toBe(403);
    }
    expect((await rawCall(h, "GET", "/archivos/evento/999999", cast.tokens.official)).status).toBe(404);
    expect((await rawCall(h, "GET", `/archivos/evento/${session.id}`, undefined)).status).toBe(401);
    expect((await upload(undefined, { evento: String(session.id) })).status).toBe(401);
  });

  test("validation: file required, type by content, size, name defaults to the file name", async () => {
    const missing = await upload(cast.tokens.mentor, { evento: String(session.id), name: "Nada" });
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ file: [DOC_MESSAGES.fileRequired] });
    // An executable named like a PDF is refused by its bytes.
    const exe = await upload(cast.tokens.mentor, {
      evento: String(session.id),
      file: [EXE, "informe.pdf", "application/pdf"],
    });
    expect(exe.status).toBe(400);
    expect(exe.json).toEqual({ file: [DOC_MESSAGES.fileType] });
    const big = new Uint8Array(SESSION_FILE_MAX_BYTES + 1).fill(0x41);
    const tooBig = await upload(cast.tokens.mentor, {
      evento: String(session.id),
      file: [big, "big.txt", "text/plain"],
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json).toEqual({ file: [DOC_MESSAGES.fileSize] });
    const named = await upload(cast.tokens.mentor, {
      evento: String(session.id),
      file: [TEXT, "notas.txt", "text/plain"],
    });
    expect(named.status).toBe(201);
    expect(fileSchema.parse(named.json)).toMatchObject({ nombre: "notas.txt", content_type: "text/plain" });
    const noEvent = await upload(cast.tokens.mentor, { file: [TEXT, "notas.txt", "text/plain"] });
    expect(noEvent.status).toBe(400);
    expect(Object.keys(noEvent.json as object)).toContain("evento");
    const json = await rawCall(h, "POST", "/archivos/evento/", cast.tokens.mentor, { evento: session.id });
    expect(json.status).toBe(415);
  });

  test("types by content", () => {
    expect(sniffSessionFile(PDF, "x.bin", "")).toBe("application/pdf");
    expect(sniffSessionFile(JPEG, "x", "")).toBe("image/jpeg");
    expect(sniffSessionFile(TEXT, "datos.csv", "")).toBe("text/csv");
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect(sniffSessionFile(zip, "a.docx", "")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(sniffSessionFile(zip, "a.zip", "application/zip")).toBe("application/zip");
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
    expect(sniffSessionFile(ole, "a.xls", "")).toBe("application/vnd.ms-excel");
    expect(sniffSessionFile(ole, "a.bin", "")).toBeNull();
    expect(sniffSessionFile(EXE, "a.exe", "")).toBeNull();
    expect(sniffSessionFile(new Uint8Array([0x68, 0x69, 0x00]), "a.txt", "text/plain")).toBeNull();
  });

  test("download: the stored bytes as an attachment with the stored type, same permission as the list", async () => {
    const created = await upload(cast.tokens.entrepreneur, {
      evento: String(session.id),
      name: "Informe ñandú",
      file: [PDF, "informe.pdf", "application/pdf"],
    });
    const file = fileSchema.parse(created.json);
    const path = `/archivos/descargar/${file.slug}/`;
    const download = await rawCall(h, "GET", path, cast.tokens.mentor);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="Informe nandu.pdf"; filename*=UTF-8''${encodeURIComponent("Informe ñandú.pdf")}`,
    );
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.bytes).toEqual(PDF);
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "GET", path, cast.tokens[role])).status, role).toBe(403);
    }
    expect((await rawCall(h, "GET", path, undefined)).status).toBe(401);
    expect((await rawCall(h, "GET", "/archivos/descargar/nope/", cast.tokens.mentor)).status).toBe(404);
  });

  test("delete: the creator, the mentor or staff (204); another participant 403; then gone (404)", async () => {
    const other = cast.ids.digitalEntrepreneur;
    const shared = await insertSession(h, cast, { startMin: -60, participants: [cast.ids.entrepreneur, other] });
    const make = async () =>
      fileSchema.parse(
        (await upload(cast.tokens.entrepreneur, { evento: String(shared.id), file: [TEXT, "n.txt", "text/plain"] }))
          .json,
      );
    const first = await make();
    expect(
      (
        await rawCall(h, "DELETE", `/archivos/evento/${first.slug}/`, cast.tokens.digitalEntrepreneur, {
          activo: false,
        })
      ).status,
    ).toBe(403);
    expect(
      (await rawCall(h, "DELETE", `/archivos/evento/${first.slug}/`, cast.tokens.bank, { activo: false })).status,
    ).toBe(403);
    for (const role of ["entrepreneur", "mentor", "official"] as const) {
      const file = role === "entrepreneur" ? first : await make();
      const removed = await rawCall(h, "DELETE", `/archivos/evento/${file.slug}/`, cast.tokens[role], {
        activo: false,
      });
      expect(removed.status, role).toBe(204);
      expect((await rawCall(h, "GET", `/archivos/descargar/${file.slug}/`, cast.tokens.mentor)).status).toBe(404);
    }
    const list = await rawCall(h, "GET", `/archivos/evento/${shared.id}`, cast.tokens.mentor);
    expect(fileListSchema.parse(list.json)).toEqual([]);
  });
});

describe("profile files", () => {
  test("own files: upload, list, download, delete; another user's usuario on the own path is 403", async () => {
    const created = await upload(
      cast.tokens.entrepreneur,
      { name: "Mi CV", file: [PDF, "cv.pdf", "application/pdf"] },
      "/archivos/usuario/",
    );
    expect(created.status).toBe(201);
    const file = fileSchema.parse(created.json);
    expect(file.evento).toBeNull();
    const list = fileListSchema.parse((await rawCall(h, "GET", "/archivos/usuario/", cast.tokens.entrepreneur)).json);
    expect(list.map((f) => f.slug)).toContain(file.slug);
    expect(
      fileListSchema.parse((await rawCall(h, "GET", "/archivos/usuario/", cast.tokens.mentor)).json).map((f) => f.slug),
    ).not.toContain(file.slug);
    const refused = await upload(
      cast.tokens.entrepreneur,
      { usuario: "mentor", file: [PDF, "cv.pdf", "application/pdf"] },
      "/archivos/usuario/",
    );
    expect(refused.status).toBe(403);
    expect((await rawCall(h, "GET", `/archivos/descargar/${file.slug}/`, cast.tokens.entrepreneur)).status).toBe(200);
    expect((await rawCall(h, "DELETE", `/archivos/usuario/${file.slug}/`, cast.tokens.bank)).status).toBe(403);
    expect((await rawCall(h, "DELETE", `/archivos/usuario/${file.slug}/`, cast.tokens.entrepreneur)).status).toBe(204);
    expect((await rawCall(h, "DELETE", `/archivos/usuario/${file.slug}/`, cast.tokens.entrepreneur)).status).toBe(404);
  });

  test("another user's files: the mentor of one of their sessions and staff of their institution; others 403", async () => {
    const path = "/archivos/mentor/usuario/";
    const created = await upload(
      cast.tokens.mentor,
      { usuario: "emprendedor", name: "Tarea", file: [TEXT, "t.txt", "text/plain"] },
      path,
    );
    expect(created.status).toBe(201);
    const file = fileSchema.parse(created.json);
    expect(file.creador).toBe(cast.ids.mentor);
    for (const role of ["mentor", "official", "entrepreneur"] as const) {
      const list = await rawCall(h, "GET", `${path}emprendedor`, cast.tokens[role]);
      expect(list.status, role).toBe(200);
      expect(
        fileListSchema.parse(list.json).map((f) => f.slug),
        role,
      ).toContain(file.slug);
      expect((await rawCall(h, "GET", `/archivos/descargar/${file.slug}/`, cast.tokens[role])).status, role).toBe(200);
    }
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "GET", `${path}emprendedor`, cast.tokens[role])).status, role).toBe(403);
      expect(
        (await upload(cast.tokens[role], { usuario: "emprendedor", file: [TEXT, "t.txt", "text/plain"] }, path)).status,
        role,
      ).toBe(403);
      expect((await rawCall(h, "GET", `/archivos/descargar/${file.slug}/`, cast.tokens[role])).status, role).toBe(403);
    }
    expect((await rawCall(h, "GET", `${path}nadie-existe`, cast.tokens.official)).status).toBe(404);
    const noUser = await upload(cast.tokens.mentor, { file: [TEXT, "t.txt", "text/plain"] }, path);
    expect(noUser.status).toBe(400);
    // The creator (the mentor) may delete it, as may the owner.
    expect((await rawCall(h, "DELETE", `/archivos/usuario/${file.slug}/`, cast.tokens.mentor)).status).toBe(204);
  });
});

describe("profile documents a page at a time, and one by its slug (issue 31)", () => {
  test("with `page`: 15 a page, newest first, 404 past the last; without it the spec's plain list", async () => {
    const values = Array.from({ length: 20 }, (_, i) => i + 1)
      .map(
        (i) => `('perfil-paginado-${i}', 'Paginado ${i}', 'https://example.com/p${i}', ${cast.ids.entrepreneur},
        ${cast.ids.entrepreneur}, '2020-01-01T00:00:${String(i).padStart(2, "0")}.000Z')`,
      )
      .join(", ");
    await h.db
      .prepare(`INSERT INTO urls (slug, nombre, url, usuario_id, creador_id, fecha_creacion) VALUES ${values}`)
      .run();
    const all = urlListSchema.parse((await rawCall(h, "GET", "/urls/usuario/", cast.tokens.entrepreneur)).json);
    const total = all.length;
    expect(total).toBeGreaterThanOrEqual(20);
    for (const [path, role] of [
      ["/urls/usuario/", "entrepreneur"],
      ["/urls/mentor/usuario/emprendedor", "official"],
    ] as const) {
      const first = await rawCall(h, "GET", `${path}?page=1`, cast.tokens[role]);
      expect(first.status, path).toBe(200);
      const page1 = urlPageSchema.parse(first.json);
      expect(page1.count).toBe(total);
      expect(page1.results.map((u) => u.slug)).toEqual(all.slice(0, 15).map((u) => u.slug));
      expect(page1.previous).toBeNull();
      expect(page1.next).toMatch(/[?&]page=2$/);
      const last = Math.ceil(total / 15);
      const lastPage = urlPageSchema.parse((await rawCall(h, "GET", `${path}?page=${last}`, cast.tokens[role])).json);
      expect(lastPage.results.map((u) => u.slug)).toEqual(all.slice((last - 1) * 15).map((u) => u.slug));
      expect(lastPage.next).toBeNull();
      const past = await rawCall(h, "GET", `${path}?page=${last + 1}`, cast.tokens[role]);
      expect(past.status).toBe(404);
      expect(past.json).toEqual({ detail: "Página inválida." });
      expect((await rawCall(h, "GET", `${path}?page=0`, cast.tokens[role])).status).toBe(404);
    }
    expect((await rawCall(h, "GET", "/urls/mentor/usuario/emprendedor?page=1", cast.tokens.bank)).status).toBe(403);
    const files = await rawCall(h, "GET", "/archivos/usuario/?page=1", cast.tokens.entrepreneur);
    expect(filePageSchema.parse(files.json).results.length).toBeLessThanOrEqual(15);
  });

  test("GET …/usuario/{slug} and …/mentor/usuario/{username}/{slug}: one document of that profile", async () => {
    const own = urlSchema.parse(
      (await rawCall(h, "GET", "/urls/usuario/perfil-paginado-3/", cast.tokens.entrepreneur)).json,
    );
    expect(own).toMatchObject({ slug: "perfil-paginado-3", nombre: "Paginado 3", url: "https://example.com/p3" });
    // Another profile's document is not the caller's: 404, as is an unknown slug.
    expect((await rawCall(h, "GET", "/urls/usuario/perfil-paginado-3/", cast.tokens.mentor)).status).toBe(404);
    expect((await rawCall(h, "GET", "/urls/usuario/no-existe/", cast.tokens.entrepreneur)).status).toBe(404);
    for (const role of ["mentor", "official", "entrepreneur"] as const) {
      const seen = await rawCall(h, "GET", "/urls/mentor/usuario/emprendedor/perfil-paginado-3", cast.tokens[role]);
      expect(seen.status, role).toBe(200);
      expect(urlSchema.parse(seen.json).slug).toBe("perfil-paginado-3");
    }
    expect((await rawCall(h, "GET", "/urls/mentor/usuario/mentor/perfil-paginado-3", cast.tokens.mentor)).status).toBe(
      404,
    );
    for (const role of ["bank", "outsideMentor"] as const) {
      const refused = await rawCall(h, "GET", "/urls/mentor/usuario/emprendedor/perfil-paginado-3", cast.tokens[role]);
      expect(refused.status, role).toBe(403);
    }
    const made = await upload(
      cast.tokens.entrepreneur,
      { name: "Uno solo", file: [TEXT, "uno.txt", "text/plain"] },
      "/archivos/usuario/",
    );
    const slug = fileSchema.parse(made.json).slug;
    const file = await rawCall(h, "GET", `/archivos/mentor/usuario/emprendedor/${slug}/`, cast.tokens.mentor);
    expect(fileSchema.parse(file.json)).toMatchObject({ slug, nombre: "Uno solo", evento: null });
    expect((await rawCall(h, "GET", `/archivos/usuario/${slug}`, cast.tokens.entrepreneur)).status).toBe(200);
    // Deleted: gone from the lookup too.
    expect((await rawCall(h, "DELETE", `/archivos/usuario/${slug}/`, cast.tokens.entrepreneur)).status).toBe(204);
    expect((await rawCall(h, "GET", `/archivos/usuario/${slug}/`, cast.tokens.entrepreneur)).status).toBe(404);
  });
});

describe("'Mis documentos' (GET /archivos|urls/evento/usuario/{username})", () => {
  test("every active document of the user's sessions, for the user and staff of the session's institution", async () => {
    const own = await insertSession(h, cast, { startMin: -300 });
    const made = fileSchema.parse(
      (
        await upload(cast.tokens.mentor, {
          evento: String(own.id),
          name: "Para mis documentos",
          file: [TEXT, "d.txt", "text/plain"],
        })
      ).json,
    );
    await rawCall(h, "POST", "/urls/evento/", cast.tokens.mentor, {
      nombre: "Enlace mis documentos",
      url: "https://example.com/x",
      evento: own.id,
    });
    for (const role of ["entrepreneur", "official"] as const) {
      const files = await rawCall(h, "GET", "/archivos/evento/usuario/emprendedor", cast.tokens[role]);
      expect(files.status, role).toBe(200);
      expect(fileListSchema.parse(files.json).map((f) => f.slug)).toContain(made.slug);
      const urls = await rawCall(h, "GET", "/urls/evento/usuario/emprendedor", cast.tokens[role]);
      expect(urlListSchema.parse(urls.json).map((u) => u.nombre)).toContain("Enlace mis documentos");
    }
    // The mentor's own 'Mis documentos' has the files of the sessions they mentor.
    const mentorDocs = await rawCall(h, "GET", "/archivos/evento/usuario/mentor", cast.tokens.mentor);
    expect(fileListSchema.parse(mentorDocs.json).map((f) => f.slug)).toContain(made.slug);
    for (const role of ["bank", "mentor", "outsideEntrepreneur"] as const) {
      expect((await rawCall(h, "GET", "/archivos/evento/usuario/emprendedor", cast.tokens[role])).status, role).toBe(
        403,
      );
      expect((await rawCall(h, "GET", "/urls/evento/usuario/emprendedor", cast.tokens[role])).status, role).toBe(403);
    }
    expect((await rawCall(h, "GET", "/archivos/evento/usuario/emprendedor", undefined)).status).toBe(401);
  });
});

describe("URLs", () => {
  test("session URLs: add (201), list, delete; only http and https", async () => {
    const created = await rawCall(h, "POST", "/urls/evento/", cast.tokens.entrepreneur, {
      nombre: "Presentación",
      url: "https://docs.example.com/p",
      evento: session.id,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      nombre: "Presentación",
      url: "https://docs.example.com/p",
      evento: session.id,
    });
    for (const url of [
      "javascript:alert(1)",
      "data:text/html,<b>x</b>",
      "ftp://example.com/a",
      "https://",
      "http://a b.com",
      `https://e.com/${"a".repeat(2000)}`,
      42,
    ]) {
      const refused = await rawCall(h, "POST", "/urls/evento/", cast.tokens.mentor, {
        nombre: "x",
        url,
        evento: session.id,
      });
      expect(refused.status, String(url)).toBe(400);
      expect(refused.json, String(url)).toEqual({ url: [DOC_MESSAGES.urlInvalid] });
    }
    const empty = await rawCall(h, "POST", "/urls/evento/", cast.tokens.mentor, {
      nombre: "x",
      url: " ",
      evento: session.id,
    });
    expect(empty.json).toEqual({ url: [DOC_MESSAGES.urlRequired] });
    const blank = await rawCall(h, "POST", "/urls/evento/", cast.tokens.mentor, {
      nombre: "  ",
      url: "https://a.co",
      evento: session.id,
    });
    expect(blank.status).toBe(400);
    for (const role of ["bank", "outsideMentor", "outsideEntrepreneur"] as const) {
      expect(
        (
          await rawCall(h, "POST", "/urls/evento/", cast.tokens[role], {
            nombre: "x",
            url: "https://a.co",
            evento: session.id,
          })
        ).status,
        role,
      ).toBe(403);
      expect((await rawCall(h, "GET", `/urls/evento/${session.id}`, cast.tokens[role])).status, role).toBe(403);
    }
    const slug = (created.json as { slug: string }).slug;
    const list = await rawCall(h, "GET", `/urls/evento/${session.id}`, cast.tokens.official);
    expect(urlListSchema.parse(list.json).map((u) => u.slug)).toContain(slug);
    expect(
      (await rawCall(h, "DELETE", `/urls/evento/${slug}/`, cast.tokens.outsideEntrepreneur, { activo: false })).status,
    ).toBe(403);
    expect((await rawCall(h, "DELETE", `/urls/evento/${slug}/`, cast.tokens.mentor, { activo: false })).status).toBe(
      204,
    );
    expect((await rawCall(h, "DELETE", `/urls/evento/${slug}/`, cast.tokens.mentor, { activo: false })).status).toBe(
      404,
    );
  });

  test("profile URLs: own, and another user's for their mentor and staff", async () => {
    const own = await rawCall(h, "POST", "/urls/usuario/", cast.tokens.entrepreneur, {
      url: "https://mi.sitio.co",
      name: "Mi sitio",
      usuario: "emprendedor",
    });
    expect(own.status).toBe(201);
    const mine = urlListSchema.parse((await rawCall(h, "GET", "/urls/usuario/", cast.tokens.entrepreneur)).json);
    expect(mine.map((u) => u.nombre)).toContain("Mi sitio");
    const forOther = await rawCall(h, "POST", "/urls/mentor/usuario/", cast.tokens.mentor, {
      url: "http://lectura.co/a",
      name: "Lectura",
      usuario: "emprendedor",
    });
    expect(forOther.status).toBe(201);
    const seen = await rawCall(h, "GET", "/urls/mentor/usuario/emprendedor", cast.tokens.official);
    expect(urlListSchema.parse(seen.json).map((u) => u.nombre)).toEqual(
      expect.arrayContaining(["Mi sitio", "Lectura"]),
    );
    expect((await rawCall(h, "GET", "/urls/mentor/usuario/emprendedor", cast.tokens.bank)).status).toBe(403);
    expect(
      (
        await rawCall(h, "POST", "/urls/mentor/usuario/", cast.tokens.outsideMentor, {
          url: "https://a.co",
          name: "x",
          usuario: "emprendedor",
        })
      ).status,
    ).toBe(403);
    const bad = await rawCall(h, "POST", "/urls/usuario/", cast.tokens.entrepreneur, {
      url: "javascript:void(0)",
      name: "x",
    });
    expect(bad.json).toEqual({ url: [DOC_MESSAGES.urlInvalid] });
    const slug = (own.json as { slug: string }).slug;
    expect((await rawCall(h, "DELETE", `/urls/usuario/${slug}/`, cast.tokens.mentor)).status).toBe(403);
    expect((await rawCall(h, "DELETE", `/urls/usuario/${slug}/`, cast.tokens.entrepreneur)).status).toBe(204);
  });
});

describe("fuzzed multipart bodies never give a 500", () => {
  const logged = keepLoggedErrors({ beforeAll, afterAll });

  test("session and profile uploads, attendance", async () => {
    const past = await insertSession(h, cast, { startMin: -120 });
    const field = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: "binary", maxLength: 30 }),
      fc.string({ minLength: 250, maxLength: 400 }),
      fc.constantFrom(String(past.id), String(cast.ids.entrepreneur), "emprendedor", "-1", "1e300", ""),
    );
    const file = fc.tuple(
      fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constantFrom(PDF, TEXT, EXE, JPEG)),
      fc.string({ maxLength: 40 }),
      fc.constantFrom("", "application/pdf", "text/csv", "application/octet-stream"),
    );
    const targets = [
      ["POST", "/archivos/evento/", "entrepreneur"],
      ["POST", "/archivos/usuario/", "entrepreneur"],
      ["POST", "/archivos/mentor/usuario/", "mentor"],
      ["PUT", `/calendario/evento/${past.slug}/asistencia/emprendedor`, "mentor"],
    ] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.record(
          { evento: field, name: field, usuario: field, asistente: fc.array(field, { maxLength: 3 }) },
          { requiredKeys: [] },
        ),
        fc.option(file),
        async ([method, path, role], fields, upload) => {
          const data = form(fields);
          if (upload) {
            const [bytes, name, type] = upload;
            data.append(
              path.includes("asistencia") ? "acta" : "file",
              new File([bytes as Uint8Array<ArrayBuffer>], name, { type }),
            );
          }
          const response = await rawCall(h, method, path, cast.tokens[role], data);
          expect(response.status, `${path} → ${response.text} ${logged.last()}`).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  }, 240_000);
});
