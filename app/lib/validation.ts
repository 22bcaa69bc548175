// The zod every form schema imports: any issue a schema gives no message of its own gets a catalog key,
// so zod's English defaults never reach the page (browser and server alike).
import { z } from "zod";
import { isSafeText } from "~/api/contract/text";

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
