// The zod every form schema imports: any issue a schema gives no message of its own gets a catalog key,
// so zod's English defaults never reach the page (browser and server alike).
import { z } from "zod";

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
