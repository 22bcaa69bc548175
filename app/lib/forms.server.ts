// Turning API failures into form replies: field errors into their fields, nothing the user typed lost.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { apiFailureOf, type ApiFailure } from "~/api/client.server";

interface ReplyOptions {
  /** Form fields; API errors on other fields are shown as 'Field : first message' (spec 000 §8). */
  fields: readonly string[];
  /** Fields never echoed back (passwords). */
  hideFields?: string[];
  /** Form-level message for validation failures that carry no usable text. */
  fallback?: string;
}

export function replyWithFailure<T>(
  submission: Submission<T>,
  failure: ApiFailure,
  opts: ReplyOptions,
): SubmissionResult<string[]> {
  const hideFields = opts.hideFields ?? [];
  if (failure.kind === "unavailable") {
    return submission.reply({ formErrors: ["common:form.unavailable"], hideFields });
  }
  if (failure.kind === "rate_limited") {
    return submission.reply({ formErrors: ["common:errors.tooManyRequests"], hideFields });
  }
  const fieldErrors: Record<string, string[]> = {};
  const formErrors = [...failure.formErrors];
  for (const [field, messages] of Object.entries(failure.fieldErrors)) {
    if (opts.fields.includes(field)) fieldErrors[field] = messages.slice(0, 1);
    else if (messages[0]) formErrors.push(`${field} : ${messages[0]}`);
  }
  if (formErrors.length === 0 && Object.keys(fieldErrors).length === 0) {
    formErrors.push(opts.fallback ?? "common:errors.server");
  }
  return submission.reply({ fieldErrors, formErrors, hideFields });
}

/** The API failure behind an error thrown by a call, or rethrows what is not one. */
export function expectApiFailure(error: unknown): ApiFailure {
  const failure = apiFailureOf(error);
  if (!failure) throw error;
  return failure;
}
