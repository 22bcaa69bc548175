// Turning API failures into form replies: field errors into their fields, nothing the user typed lost.
import type { Submission, SubmissionResult } from "@conform-to/react";
import { apiFailureOf, type ApiFailure } from "~/api/client.server";

interface ReplyOptions {
  /** Form fields; API errors on other fields are shown as 'Field : first message' (core spec › Error catalogue). */
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

/**
 * The status of the reply to a submission the API did not take: 400 for the form's own errors, 429 when the
 * API counts too many, 503 when it could not answer (the form asks to try again).
 */
export function failureStatus(failure: ApiFailure): 400 | 429 | 503 {
  if (failure.kind === "validation") return 400;
  return failure.kind === "rate_limited" ? 429 : 503;
}

/** The API failure behind an error thrown by a call, or rethrows what is not one. */
export function expectApiFailure(error: unknown): ApiFailure {
  const failure = apiFailureOf(error);
  if (!failure) throw error;
  return failure;
}

interface InvalidOptions {
  /** Fields the form sends but does not show (hidden inputs such as `intent`): their errors go to the form's area. */
  hidden?: readonly string[];
  /** Fields never echoed back (passwords, files). */
  hideFields?: string[];
}

/**
 * The reply to a submission that failed validation, with every error where the page shows it: errors of list
 * items and nested keys (`emprendedor[0]`) go to their field (`emprendedor`), errors of hidden fields to the
 * form's own error area. A 400 must never come back with a message no field displays.
 */
export function replyInvalid<T>(submission: Submission<T>, opts: InvalidOptions = {}): SubmissionResult<string[]> {
  const result = submission.reply({ hideFields: opts.hideFields });
  const error: Record<string, string[] | null> = { ...(result.error ?? {}) };
  const add = (key: string, messages: string[]) => {
    error[key] = [...new Set([...(error[key] ?? []), ...messages])];
  };
  for (const [key, messages] of Object.entries(result.error ?? {})) {
    if (key === "" || !messages?.length) continue;
    const root = /^[^.[]*/.exec(key)?.[0] ?? key;
    if (opts.hidden?.includes(root) || root === "") {
      delete error[key];
      add("", messages);
    } else if (key !== root) {
      delete error[key];
      add(root, messages);
    }
  }
  return { ...result, error };
}
