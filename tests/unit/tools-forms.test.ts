// The tool form's rules (core spec › Validation rules "Tool create or edit"), its messages (core spec › Error catalogue) and the words of each tool type.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { Translator } from "~/lib/translator";
import { TOOL_TYPES } from "~/api/contract/constants";
import { toolBodySchema } from "~/api/contract/programa";
import { toolCreateSchema, toolEditSchema } from "~/features/tools/tool.schema";
import { typeLabel } from "~/features/tools/type-label";
import esTools from "../../locales/es/tools.json";
import enTools from "../../locales/en/tools.json";

function form(fields: Record<string, string | string[]>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) fd.append(k, x);
  return fd;
}

describe("tool form", () => {
  test("create: nombre, tipo, descripcion and at least one mentor, with the spec's messages", () => {
    const submission = parseWithZod(form({ nombre: " ", tipo: "", descripcion: "" }), { schema: toolCreateSchema });
    expect(submission.status).toBe("error");
    const errors = submission.status === "error" ? submission.error : {};
    expect(errors?.tipo).toEqual(["tools:form.typeRequired"]);
    expect(errors?.mentor).toEqual(["tools:form.mentorRequired"]);
    expect(errors?.nombre).toEqual(["common:form.required"]);
    expect(errors?.descripcion).toEqual(["common:form.required"]);
    expect(esTools.form.typeRequired).toBe("Por favor seleccione el tipo de herramienta!");
  });

  test("a type outside the seven is refused", () => {
    const submission = parseWithZod(form({ nombre: "x", tipo: "Curso", descripcion: "x", mentor: "3" }), {
      schema: toolCreateSchema,
    });
    expect(submission.status === "error" ? submission.error?.tipo : null).toEqual(["tools:form.typeRequired"]);
  });

  test("create: repeated mentor fields become the API body", () => {
    const submission = parseWithZod(
      form({ nombre: " Taller ", tipo: "Taller", descripcion: "Ventas", mentor: ["3", "8"] }),
      { schema: toolCreateSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({ nombre: "Taller", tipo: "Taller", descripcion: "Ventas", mentor: [3, 8] });
    expect(toolBodySchema.safeParse(submission.value).success).toBe(true);
  });

  test("edit: an empty mentor list is allowed (the spec asks for one on create only)", () => {
    const submission = parseWithZod(form({ nombre: "x", tipo: "Podcast", descripcion: "y" }), {
      schema: toolEditSchema,
    });
    expect(submission.status === "success" ? submission.value.mentor : null).toEqual([]);
  });
});

describe("messages and words", () => {
  test("the spec's messages (core spec › Error catalogue) and the empty state, in Spanish", () => {
    expect(esTools.form.created).toBe("Herramienta creada exitosamente");
    expect(esTools.form.edited).toBe("La herramienta ha sido editado exitosamente");
    expect(esTools.form.editFailed).toBe("Error al crear la herramienta, por favor intente nuevamente");
    expect(esTools.delete.success).toBe("Mentoría eliminada correctamente");
    expect(esTools.delete.failed).toBe("Error, por favor intenta nuevamente");
    expect(esTools.list.empty).toBe("Este programa no tiene tipos de mentorias aún");
    expect(esTools.list.new).toBe("Nueva herramienta");
  });

  test("every tool type has its word in es (the API's own value) and en", () => {
    const resources = { es: { tools: esTools }, en: { tools: enTools } };
    const es = new Translator("es", resources, "es", "common").getFixedT();
    for (const tipo of TOOL_TYPES) expect(typeLabel(es, tipo)).toBe(tipo);
    const en = new Translator("en", resources, "es", "common").getFixedT();
    const english = TOOL_TYPES.map((tipo) => typeLabel(en, tipo));
    expect(english).toContain("Workshop");
    expect(new Set(english).size).toBe(TOOL_TYPES.length);
    expect(english.every((word) => !word.startsWith("tools:"))).toBe(true);
  });

  test("the mentor message takes the institution's word", () => {
    const i18n = { t: new Translator("es", { es: { tools: esTools } }, "es", "common").getFixedT() };
    expect(i18n.t("tools:form.mentorRequired", { mtl: "mentor" })).toBe("Por favor seleccione al menos un mentor");
    expect(i18n.t("tools:form.mentorRequired", { mtl: "consultor" })).toBe(
      "Por favor seleccione al menos un consultor",
    );
  });
});
