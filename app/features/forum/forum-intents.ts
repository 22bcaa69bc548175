// The forum forms' intents: a zod-free module, so the pages' first-load JS does not carry the schemas.
export const FORUM_INTENTS = {
  create: "crear",
  comment: "comentar",
  like: "me-gusta",
  unlike: "ya-no-me-gusta",
} as const;
