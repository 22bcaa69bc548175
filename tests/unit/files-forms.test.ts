// The files area's forms (core spec › Validation rules "Attachments", core spec › Error catalogue; docs/house-rules.md#files, #user-supplied-urls): a file is
// required, of an accepted type and at most 10 MB; a URL is required and only http or https.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, test } from "vitest";
import { SESSION_FILE_MAX_BYTES } from "~/api/contract/calendario";
import { fileUploadSchema, urlUploadSchema } from "~/features/files/files.schema";
import { httpUrl } from "~/lib/http-url";
import esFiles from "../../locales/es/files.json";

function form(fields: Record<string, string | File>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

function errorsOf(fd: FormData, schema: typeof fileUploadSchema | typeof urlUploadSchema) {
  const submission = parseWithZod(fd, { schema });
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

describe("file upload", () => {
  test("no file (or an empty file input) gives the spec's message", () => {
    expect(errorsOf(form({ name: "x" }), fileUploadSchema).file).toEqual(["files:upload.fileRequired"]);
    const empty = new File([], "", { type: "application/octet-stream" });
    expect(errorsOf(form({ name: "", file: empty }), fileUploadSchema).file).toEqual(["files:upload.fileRequired"]);
    expect(esFiles.upload.fileRequired).toBe("Debe seleccionar al menos un archivo");
  });

  test("types outside the accepted list and files over 10 MB are refused", () => {
    const html = new File(["<p>hola</p>"], "a.html", { type: "text/html" });
    expect(errorsOf(form({ file: html }), fileUploadSchema).file).toEqual(["files:upload.fileType"]);
    const big = new File([new Uint8Array(SESSION_FILE_MAX_BYTES + 1)], "a.pdf", { type: "application/pdf" });
    expect(errorsOf(form({ file: big }), fileUploadSchema).file).toEqual(["files:upload.fileSize"]);
  });

  test("a PDF of 10 MB exactly, with or without a name, is accepted", () => {
    const pdf = new File([new Uint8Array(SESSION_FILE_MAX_BYTES)], "a.pdf", { type: "application/pdf" });
    expect(parseWithZod(form({ file: pdf }), { schema: fileUploadSchema }).status).toBe("success");
    expect(parseWithZod(form({ file: pdf, name: "Agenda" }), { schema: fileUploadSchema }).status).toBe("success");
  });
});

describe("URL upload", () => {
  test("an empty URL gives the spec's message", () => {
    expect(errorsOf(form({ nombre: "x", url: " " }), urlUploadSchema).url).toEqual(["files:url.urlRequired"]);
    expect(esFiles.url.urlRequired).toBe("Debe ingresar al menos una url");
  });

  test("only http and https are accepted", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      "ftp://a.b",
      "example.org",
      "//a.b",
    ]) {
      expect(httpUrl(bad), bad).toBeNull();
      expect(errorsOf(form({ url: bad }), urlUploadSchema).url, bad).toEqual(["files:url.urlScheme"]);
    }
    for (const good of ["http://example.org", "https://example.org/a?b=c#d", "HTTPS://EXAMPLE.ORG"]) {
      expect(httpUrl(good), good).not.toBeNull();
      expect(parseWithZod(form({ url: good }), { schema: urlUploadSchema }).status, good).toBe("success");
    }
  });
});

test("the spec's upload and delete messages", () => {
  expect(esFiles.upload.success).toBe("Archivo cargado correctamente");
  expect(esFiles.upload.failed).toBe("Error al enviar el archivo");
  expect(esFiles.url.success).toBe("Url cargada correctamente");
  expect(esFiles.url.failed).toBe("Error al subir la url");
  expect(esFiles.url.userSuccess).toBe("Se subió exitosamente la url");
  expect(esFiles.url.userFailed).toBe("Error al enviar la url");
  expect(esFiles.delete.success.file).toBe(`${esFiles.kind.file} eliminado correctamente`);
  expect(esFiles.delete.success.url).toBe(`${esFiles.kind.url} eliminado correctamente`);
  expect(esFiles.delete.failed).toBe("Error al eliminar el archivo");
});
