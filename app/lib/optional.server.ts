// 'A failing section stays empty': a read whose failure empties its part of the page instead of failing it.
import { apiFailureOf, type ApiFailureKind } from "~/api/client.server";

/**
 * What `call` returns, or `fallback` when the API failed with one of `kinds` (any failure by default: reviews,
 * sessions of a profile); other errors, and failures of other kinds, still fail the page.
 */
export async function optional<T, F>(call: Promise<T>, fallback: F, kinds?: readonly ApiFailureKind[]): Promise<T | F> {
  try {
    return await call;
  } catch (error) {
    const failure = apiFailureOf(error);
    if (failure && (!kinds || kinds.includes(failure.kind))) return fallback;
    throw error;
  }
}
