// The one-time key of a create form (issue 34 §1, docs/house-rules.md#creates-are-idempotent): rendered with the form,
// sent back with it, and passed to the API as `Idempotency-Key`, so a double submit or a retry of the same form
// makes one record. Shared by the form's hidden field (app/ui/once-key.tsx) and the action (form-body.server.ts).
export const ONCE_FIELD = "_once";

/** What a key looks like: the root loader's seed (a UUID) and the form's reset key. */
export const ONCE_KEY_PATTERN = /^[A-Za-z0-9._-]{8,120}$/;

/** The key of one form: a fresh seed per document or action (root loader) and the location it was reached at. */
export function onceKeyOf(seed: string, resetKey: string): string {
  return `${seed}.${resetKey}`;
}
