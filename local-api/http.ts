// Django-REST style errors and JSON body parsing shared by every route of the local API.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { nowMs } from "../app/shared/clock";
import { UNSAFE_TEXT_MESSAGE, isSafeFreeText } from "../app/api/contract/text";

/** `{ field: ["mensaje"] }`; `non_field_errors` for errors of the body as a whole. */
export type FieldErrors = Record<string, string[]>;

export const MESSAGES = {
  notFound: "No encontrado.",
  forbidden: "Usted no tiene permiso para realizar esta acción.",
  invalidJson: "JSON inválido.",
  bodyTooLarge: "El cuerpo de la solicitud es demasiado grande.",
  serverError: "Error interno del servidor.",
} as const;

/** Thrown by handlers and helpers; app.onError turns it into the JSON response. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: FieldErrors | { detail: string },
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === "string" ? body.detail : JSON.stringify(body));
  }
}

export function detailError(status: ContentfulStatusCode, detail: string): ApiError {
  return new ApiError(status, { detail });
}

export function fieldError(field: string, message: string): ApiError {
  return new ApiError(400, { [field]: [message] });
}

export function notFound(): ApiError {
  return detailError(404, MESSAGES.notFound);
}

/** A path parameter that is a record's id (routes match it with `{[0-9]+}`); 404 for anything else. */
export function idParam(c: Context, name = "id"): number {
  const value = Number(c.req.param(name));
  if (!Number.isSafeInteger(value) || value < 1) throw notFound();
  return value;
}

/** 403 with Django-REST's own wording: the caller may not do this. */
export function forbidden(): ApiError {
  return detailError(403, MESSAGES.forbidden);
}

export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

// JSON bodies of this API are small forms; anything bigger is refused before parsing.
const MAX_JSON_BYTES = 64 * 1024;

async function readLimitedText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw detailError(413, MESSAGES.bodyTooLarge);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw detailError(413, MESSAGES.bodyTooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Reads a JSON body like DRF's JSONParser: 415 for other media types, 400 for malformed JSON. */
export async function readJson(c: Context): Promise<unknown> {
  const contentType = c.req.header("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (mediaType !== "application/json") {
    throw detailError(415, `Tipo de medio "${mediaType.slice(0, 100) || "(ninguno)"}" incompatible en la solicitud.`);
  }
  const text = await readLimitedText(c.req.raw, MAX_JSON_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw detailError(400, MESSAGES.invalidJson);
  }
  refuseControlCharacters(body);
  return body;
}

/**
 * Issue 34 §5: a NUL byte in a note was stored cut short and reported as saved. No text the API takes carries
 * control characters (tab and line breaks aside): a 400 on each field that has one, whatever its depth.
 */
function refuseControlCharacters(body: unknown): void {
  const errors: FieldErrors = {};
  const unsafe = (value: unknown): boolean =>
    typeof value === "string"
      ? !isSafeFreeText(value)
      : Array.isArray(value)
        ? value.some(unsafe)
        : value !== null && typeof value === "object" && Object.values(value).some(unsafe);
  if (body !== null && typeof body === "object" && !Array.isArray(body)) {
    for (const [field, value] of Object.entries(body)) {
      if (unsafe(value)) addFieldError(errors, field, UNSAFE_TEXT_MESSAGE);
    }
  } else if (unsafe(body)) {
    addFieldError(errors, "non_field_errors", UNSAFE_TEXT_MESSAGE);
  }
  throwIfErrors(errors);
}

function describeType(received: string): string {
  const names: Record<string, string> = {
    array: "list",
    string: "str",
    number: "int",
    integer: "int",
    float: "float",
    boolean: "bool",
    null: "NoneType",
  };
  return names[received] ?? received;
}

/** Spanish messages (DRF's es translation) for the contract's zod schemas. */
export const spanishErrorMap: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined") return { message: "Este campo es requerido." };
      if (issue.received === "null") return { message: "Este campo no puede ser nulo." };
      if (issue.path.length === 0 && issue.expected === "object") {
        return {
          message: `Datos inválidos. Se esperaba un diccionario, pero se recibió ${describeType(issue.received)}.`,
        };
      }
      if (issue.expected === "string") return { message: "No es una cadena válida." };
      if (issue.expected === "boolean") return { message: "Debe ser un booleano válido." };
      if (issue.expected === "number" || issue.expected === "integer") {
        return { message: "Se requiere un número válido." };
      }
      if (issue.expected === "array") {
        return {
          message: `Se esperaba una lista de elementos pero se obtuvo el tipo "${describeType(issue.received)}".`,
        };
      }
      return { message: "Valor inválido." };
    case "too_small":
      if (issue.type === "string") {
        return Number(issue.minimum) <= 1
          ? { message: "Este campo no puede estar en blanco." }
          : { message: `Asegúrese de que este campo tenga al menos ${issue.minimum} caracteres.` };
      }
      if (issue.type === "array") return { message: "Esta lista no puede estar vacía." };
      return { message: `Asegúrese de que este valor sea mayor o igual a ${issue.minimum}.` };
    case "too_big":
      if (issue.type === "string") {
        return { message: `Asegúrese de que este campo no tenga más de ${issue.maximum} caracteres.` };
      }
      if (issue.type === "array") {
        return { message: `Asegúrese de que este campo no tenga más de ${issue.maximum} elementos.` };
      }
      return { message: `Asegúrese de que este valor sea menor o igual a ${issue.maximum}.` };
    case "invalid_string":
      if (issue.validation === "email") {
        return { message: "Introduzca una dirección de correo electrónico válida." };
      }
      return { message: "Valor inválido." };
    case "invalid_enum_value":
      return { message: `"${String(issue.received).slice(0, 100)}" no es una elección válida.` };
    default:
      return { message: ctx.defaultError === "Required" ? "Este campo es requerido." : "Valor inválido." };
  }
};

/** Field errors of a failed zod parse, keyed by the top-level field (or non_field_errors). */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "non_field_errors";
    if (!errors[field]?.includes(issue.message)) addFieldError(errors, field, issue.message);
  }
  return errors;
}

export type Parsed<T> = { data: T; errors: null } | { data: null; errors: FieldErrors };

/** Validates an already-read body; the caller may add its own field errors before answering. */
export function validate<S extends z.ZodTypeAny>(schema: S, body: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(body, { errorMap: spanishErrorMap });
  return result.success
    ? { data: result.data as z.output<S>, errors: null }
    : { data: null, errors: zodFieldErrors(result.error) };
}

/** Reads and validates a JSON body; throws a 400 with field errors when it does not match. */
export async function parseJsonBody<S extends z.ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  const parsed = validate(schema, await readJson(c));
  if (parsed.errors) throw new ApiError(400, parsed.errors);
  return parsed.data;
}

/** `body[field]` when the body is an object and that field a string; for checks beyond the schema. */
export function rawString(body: unknown, field: string): string | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === "string" ? value : undefined;
}

export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
}

/**
 * Throws the collected field errors, or returns the parsed body. Extra checks may have removed
 * the schema's only error (e.g. a confirmation's length), so a null body without errors is a 400 too.
 */
export function dataOrErrors<T>(data: T | null, errors: FieldErrors): T {
  throwIfErrors(errors);
  if (data === null) throw new ApiError(400, { non_field_errors: ["Datos inválidos."] });
  return data;
}

/** Current time as stored in the database (ISO-8601 UTC). */
export function nowIso(offsetMs = 0): string {
  return new Date(nowMs() + offsetMs).toISOString();
}
