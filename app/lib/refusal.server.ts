// Turning an API refusal into the right response: a 403/404 of a call is the error page, never a form message.
import type { ApiFailure, ApiFailureKind } from "~/api/client.server";
import { expectApiFailure } from "./forms.server";

export type Refusal = Extract<ApiFailureKind, "forbidden" | "not_found">;

const STATUS_TEXT: Record<Refusal, string> = { forbidden: "Forbidden", not_found: "Not Found" };

/**
 * The API failure behind `error`, for the caller to answer (a form reply, a flash); a refusal of one of `refused`
 * (both by default) is thrown as its error page, and an error that is not an API failure is rethrown.
 */
export function throwIfRefused(error: unknown, refused: readonly Refusal[] = ["forbidden", "not_found"]): ApiFailure {
  const failure = expectApiFailure(error);
  const kind = refused.find((k) => k === failure.kind);
  if (kind) throw new Response(STATUS_TEXT[kind], { status: kind === "forbidden" ? 403 : 404 });
  return failure;
}
