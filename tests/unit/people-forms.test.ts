// The people forms' rules (core spec › Validation rules "Invite staff", second spec › Validation rules "Invite mentor", "Mentor list file"),
// the result cookie of bulk invites, and the words the institution's terms give the people screens.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { bulkInviteRules, bulkInviteSchema, INVITE_SCHEMAS } from "~/features/people/invite.schema";
import { checkInviteFile } from "~/features/people/invite-file-check";
import { kindOfPath } from "~/features/people/kinds";
import { readResult, resultCookie } from "~/features/people/bulk-result.server";
import { termWords } from "~/lib/terms";
import { Translator } from "~/lib/translator";
import esCommon from "../../locales/es/common.json";
import esPeople from "../../locales/es/people.json";
import enPeople from "../../locales/en/people.json";

function form(fields: Record<string, string | File>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

function errorsOf(schema: Parameters<typeof parseWithZod>[1]["schema"], fd: FormData) {
  const submission = parseWithZod(fd, { schema });
  return submission.status === "error" ? submission.error : {};
}

describe("invite one", () => {
  test("staff: names required, the e-mail with the spec's message", () => {
    const errors = errorsOf(INVITE_SCHEMAS.funcionario, form({ first_name: " ", funcionario: "ana@" }));
    expect(errors?.funcionario).toEqual(["people:invite.emailInvalid"]);
    expect(errors?.first_name).toEqual(["people:invite.firstNameRequired"]);
    expect(errors?.last_name).toEqual(["people:invite.lastNameRequired"]);
    expect(esPeople.invite.emailInvalid).toBe("Por favor ingrese un email válido!");
    expect(esPeople.invite.staffFailed).toBe("Error al invitar al usuari, por favor intente nuevamente");
  });

  test("mentor: the spec's messages for each field", () => {
    const errors = errorsOf(INVITE_SCHEMAS.mentor, form({}));
    expect(errors).toMatchObject({
      first_name: ["people:invite.mentorFirstNameRequired"],
      last_name: ["people:invite.mentorLastNameRequired"],
      mentor: ["people:invite.emailInvalid"],
    });
    expect(esPeople.invite.mentorFirstNameRequired).toBe("Por favor ingrese el nombre del mentor!");
    expect(esPeople.invite.mentorLastNameRequired).toBe("Por favor ingrese el apellido del mentor!");
  });

  test("a valid entrepreneur invite passes, trimmed", () => {
    const submission = parseWithZod(form({ first_name: " Eva ", last_name: "Ruiz", emprendedor: "eva@example.com" }), {
      schema: INVITE_SCHEMAS.emprendedor,
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.first_name).toBe("Eva");
  });
});

describe("bulk invite file", () => {
  test("a file is required, with the list's own message", () => {
    expect(errorsOf(bulkInviteSchema("mentor"), form({}))?.file_users).toEqual(["people:bulk.fileRequired.mentor"]);
    expect(esPeople.bulk.fileRequired.mentor).toBe("Por favor cargue un archivo con la lista de mentores!");
    expect(esPeople.bulk.tooLarge).toBe(
      "El archivo es muy grande, por favor seleccione un archivo con menos de 15 líneas",
    );
  });

  test("a chosen file passes the schema", () => {
    const file = new File(["email;nombre;apellido\na@b.co;A;B"], "lista.csv", { type: "text/csv" });
    expect(parseWithZod(form({ file_users: file }), { schema: bulkInviteSchema("emprendedor") }).status).toBe(
      "success",
    );
  });

  test("in the browser, a file already read and found wrong is refused with its message; others pass", async () => {
    const file = new File(["email;nombre;apellido\n"], "vacia.csv", { type: "text/csv" });
    expect(await checkInviteFile(file)).toBe("people:bulk.empty");
    const rules = (problem: string | null) => bulkInviteRules("mentor", () => problem);
    expect(errorsOf(rules("people:bulk.empty"), form({ file_users: file }))?.file_users).toEqual(["people:bulk.empty"]);
    expect(parseWithZod(form({ file_users: file }), { schema: rules(null) }).status).toBe("success");
  });

  test("the result cookie round-trips for the same kind and user only", () => {
    const result = {
      resultados: [{ linea: 2, email: "a@b.co", first_name: "Á", last_name: "B", estado: "invitado" as const }],
      omitidas: [{ linea: 3, contenido: "x;y", motivo: "campos" as const }],
    };
    const cookie = resultCookie("emprendedor", 7, result, false)!;
    const request = new Request("http://x/", { headers: { Cookie: cookie.split(";")[0]! } });
    expect(readResult(request, "emprendedor", 7)).toEqual(result);
    expect(readResult(request, "mentor", 7)).toBeNull();
    expect(readResult(request, "emprendedor", 8)).toBeNull();
  });

  test("a result too large for a cookie is not put in one", () => {
    const resultados = Array.from({ length: 15 }, (_, i) => ({
      linea: i + 2,
      email: `${"x".repeat(200)}${i}@example.com`,
      first_name: "Nombre",
      last_name: "Apellido",
      estado: "invitado" as const,
    }));
    expect(resultCookie("mentor", 1, { resultados, omitidas: [] }, false)).toBeNull();
  });
});

test("paths map to their kind of people", () => {
  expect(kindOfPath("/funcionarios/funcionarios/file/new")).toBe("funcionario");
  expect(kindOfPath("/users/file/new")).toBe("emprendedor");
  expect(kindOfPath("/mentors/new")).toBe("mentor");
});

test("labels use the institution's terms (Consultor / Empresario)", () => {
  const i18n = { t: new Translator("es", { es: { common: esCommon, people: esPeople } }, "es", "common").getFixedT() };
  const words = termWords(i18n.t, { mt: "Consultor", et: "Empresario" });
  expect(i18n.t("people:mentors.title", words)).toBe("Consultores");
  expect(i18n.t("people:mentors.new", words)).toBe("Nuevo consultor");
  expect(i18n.t("people:mentors.bulk", words)).toBe("Cargar lista de consultores");
  expect(i18n.t("people:entrepreneurs.title", words)).toBe("Empresarios");
  expect(i18n.t("people:entrepreneurs.new", words)).toBe("Nuevo empresario");
  const defaults = termWords(i18n.t, { mt: "Mentor", et: "Emprendedor" });
  expect(i18n.t("people:mentors.new", defaults)).toBe("Nuevo mentor");
  expect(i18n.t("people:invite.titleMentor", defaults)).toBe("Invitar mentor");
  expect(Object.keys(enPeople).sort()).toEqual(Object.keys(esPeople).sort());
});
