// Constants of the profile contract that pages need in the browser. No zod here (first-load JS budget).
/** Residence countries (core spec › Entities and their fields "Residence country options"), stored as these lower-case words. */
export const RESIDE_OPTIONS = [
  "argentina",
  "bolivia",
  "brasil",
  "chile",
  "colombia",
  "costa rica",
  "cuba",
  "ecuador",
  "mexico",
  "peru",
  "uruguay",
  "venezuela",
  "otro",
] as const;

/** Avatars: one jpeg or png, at most 2 MB (the API checks the bytes). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** At most this many areas of expertise per profile. */
export const SKILLS_MAX = 20;
