// The zod every form schema imports: any issue a schema gives no message of its own gets a catalog key,
// so zod's English defaults never reach the page (browser and server alike).
import { z } from "zod";
import { isRealDay, isRealWallClock } from "~/api/contract/dates";
import { isSafeFreeText, isSafeText } from "~/api/contract/text";

z.setErrorMap((issue) => {
  switch (issue.code) {
    case z.ZodIssueCode.too_big:
      return { message: "common:form.tooLong" };
    case z.ZodIssueCode.too_small:
      return { message: "common:form.required" };
    default:
      return { message: "common:form.invalid" };
  }
});

export { z };

/**
 * A name (person, organisation, program, tool, session): control characters and bidirectional overrides
 * are refused with a field error, and the value is normalised to NFC (the API applies the same rule).
 */
export function plainName(schema: z.ZodString) {
  return schema.refine(isSafeText, "common:form.unsafeText").transform((value) => value.normalize("NFC"));
}

/**
 * A free-text field (a note, a post, a description): control characters such as a NUL byte, which would cut
 * what the API stores, are refused with a field error (issue 34 §5); line breaks and tabs stay.
 */
export function freeText<T extends z.ZodTypeAny>(schema: T): z.ZodEffects<T, z.output<T>, z.input<T>> {
  return schema.refine(
    (value: unknown) => typeof value !== "string" || isSafeFreeText(value),
    "common:form.unsafeText",
  );
}

const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
const WALL_SHAPE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;

/**
 * A date field (`YYYY-MM-DD`) that must name a real day: '2026-02-30' gets a field error instead of reaching
 * Temporal (issue 34 §4). Only a value of the right shape is checked here; the shape has its own message.
 */
export function realDay(schema: z.ZodString, message = "common:form.invalidDate") {
  return schema.refine((value) => !DAY_SHAPE.test(value) || isRealDay(value), message);
}

/** A date-and-time field (API wall-clock or datetime-local) that must name a real day and time of day. */
export function realDateTime(schema: z.ZodString, message = "common:form.invalidDate") {
  return schema.refine((value) => !WALL_SHAPE.test(value) || isRealWallClock(value), message);
}
