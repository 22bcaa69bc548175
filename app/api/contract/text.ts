// Names (people, organisations, programs, tools, sessions) as the API accepts them: no control characters,
// no bidirectional overrides or marks (which can disguise a name, e.g. U+202E), no U+FFFD (what invalid
// UTF-8 becomes), stored in Unicode NFC. The app's form schemas use the same pattern (app/lib/validation.ts).
import { z } from "zod";

/** C0 and C1 controls (newlines and tabs included), bidi marks, embeddings, overrides and isolates, BOM, U+FFFD. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSAFE_TEXT = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028-\u202E\u2066-\u2069\uFEFF\uFFFD]/;

export const UNSAFE_TEXT_MESSAGE = "No se permiten caracteres de control ni marcas de dirección del texto.";

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** A name field of a request body: refused with a Spanish field error when unsafe; normalised to NFC. */
export function nameText(schema: z.ZodString, message = UNSAFE_TEXT_MESSAGE) {
  return schema.refine(isSafeText, message).transform((value) => value.normalize("NFC"));
}

/** C0 and C1 controls other than tab, line feed and carriage return: what free text (notes, posts) refuses. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Free text: several lines allowed, control characters (a NUL byte cuts what is stored) not. */
export function isSafeFreeText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}
