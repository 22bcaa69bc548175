// The program screens' pure helpers and form rules (core spec › Validation rules "Program create"; second spec › Validation rules, second spec › Business constants and limits): numbers
// with two decimals, progress rounded, the name search, the program form and its multipart body, and the
// catalog's spec messages.
import { parseWithZod } from "@conform-to/zod";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { filterByText, foldText, roundedProgress, twoDecimals } from "~/lib/program-format";
import { programFormSchema, toProgramFormData } from "~/features/programs/program-form.schema";
import esPrograms from "../../locales/es/programs.json";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The field errors of a submission (none when it succeeded). */
function errorsOf(fd: FormData): Record<string, string[] | null> {
  const submission = parseWithZod(fd, { schema: programFormSchema });
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

function form(fields: Record<string, string | string[] | File>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) fd.append(k, item);
  return fd;
}

describe("numbers as the spec shows them", () => {
  test("two decimals, 0.00 when there is no value", () => {
    expect(twoDecimals(0)).toBe("0.00");
    expect(twoDecimals(87.5)).toBe("87.50");
    expect(twoDecimals(12.345)).toBe("12.35");
    expect(twoDecimals(null)).toBe("0.00");
    expect(twoDecimals(undefined)).toBe("0.00");
    expect(twoDecimals(Number.NaN)).toBe("0.00");
  });

  test("progress rounded to an integer within 0-100", () => {
    expect(roundedProgress(49.5)).toBe(50);
    expect(roundedProgress(33.3)).toBe(33);
    expect(roundedProgress(-4)).toBe(0);
    expect(roundedProgress(140)).toBe(100);
    expect(roundedProgress(null)).toBe(0);
    fc.assert(
      fc.property(fc.double(), (n) => {
        const p = roundedProgress(n);
        return Number.isInteger(p) && p >= 0 && p <= 100;
      }),
    );
  });
});

describe("search and names", () => {
  const people = [
    { name: "María Pérez", email: "maria@demo.test" },
    { name: "Juan Gómez", email: null },
  ];

  test("case and accents ignored, every word must match, empty q keeps all", () => {
    expect(foldText("ÁéÍ ñ")).toBe("aei n");
    const find = (q: string) => filterByText(people, q, (p) => [p.name, p.email]).map((p) => p.name);
    expect(find("maria")).toEqual(["María Pérez"]);
    expect(find("PEREZ maría")).toEqual(["María Pérez"]);
    expect(find("gomez demo")).toEqual([]);
    expect(find("  ")).toEqual(["María Pérez", "Juan Gómez"]);
  });
});

describe("program form", () => {
  test("a name is required, with the spec's message", () => {
    expect(errorsOf(form({ nombre: "  ", descripcion: "x" })).nombre).toEqual(["programs:form.nameRequired"]);
    expect(esPrograms.form.nameRequired).toBe("Por favor ingrese el nombre del programa!");
  });

  test("description optional; no people and no image are fine", () => {
    const submission = parseWithZod(form({ nombre: "Programa" }), { schema: programFormSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ nombre: "Programa", funcionario: [], emprendedor: [] });
  });

  test("jpeg or png only", () => {
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46])], "a.gif", { type: "image/gif" });
    expect(errorsOf(form({ nombre: "P", img_programa: gif })).img_programa).toEqual(["programs:form.imageType"]);
    const png = new File([PNG], "a.png", { type: "image/png" });
    expect(parseWithZod(form({ nombre: "P", img_programa: png }), { schema: programFormSchema }).status).toBe(
      "success",
    );
  });

  test("the multipart body repeats funcionario and emprendedor, one per person", () => {
    const png = new File([PNG], "a.png", { type: "image/png" });
    const submission = parseWithZod(
      form({ nombre: " Programa ", descripcion: "D", img_programa: png, funcionario: "3", emprendedor: ["5", "8"] }),
      { schema: programFormSchema },
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const body = toProgramFormData(submission.value);
    expect(body.get("nombre")).toBe("Programa");
    expect(body.get("descripcion")).toBe("D");
    expect(body.getAll("funcionario")).toEqual(["3"]);
    expect(body.getAll("emprendedor")).toEqual(["5", "8"]);
    expect((body.get("img_programa") as File).name).toBe("a.png");
  });

  test("ids that are not numbers are refused, never sent", () => {
    const submission = parseWithZod(form({ nombre: "P", emprendedor: ["5", "x"] }), { schema: programFormSchema });
    expect(submission.status).toBe("error");
  });
});

test("the spec's messages of the programs catalog", () => {
  expect(esPrograms.form.created).toBe("El programa ha sido creado exitosamente");
  expect(esPrograms.form.edited).toBe("El programa ha sido editado exitosamente");
  expect(esPrograms.delete.success).toBe("Programa eliminado correctamente");
  expect(esPrograms.delete.failed).toBe("Error, por favor intenta nuevamente");
  expect(esPrograms.list.empty).toBe("Aún no hay programas disponibles");
  expect(esPrograms.detail.noPlan).toBe("No tiene un plan de trabajo registrado");
});
