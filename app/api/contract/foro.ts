// REST contract of the forum (second spec › Entities and their fields "Post", "Comment"; second spec › The calls it makes "Forum, support, integration").
import { z } from "zod";
import { FORUM_CONTENT_MAX } from "./constants";

export { FORUM_CONTENT_MAX };
export const FORUM_PAGE_SIZE = 10;
/** Comments of a post a page (issue 31: a post with thousands of comments sends one page). */
export const FORUM_COMMENTS_PAGE_SIZE = 15;

export const forumUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  img_usuario: z.string().nullable(),
});
export type ApiForumUser = z.infer<typeof forumUserSchema>;

export const commentSchema = z.object({
  id: z.number().int(),
  contenido: z.string(),
  creador: forumUserSchema,
  fecha_creacion: z.string(),
});
export type ApiComment = z.infer<typeof commentSchema>;

/** A post of the list: `comentarios` is the number of comments; `me_gusta` the ids of who liked it. */
export const postSummarySchema = z.object({
  id: z.number().int(),
  creador: forumUserSchema,
  contenido: z.string(),
  me_gusta: z.array(z.number().int()),
  comentarios: z.number().int().nonnegative(),
  fecha_creacion: z.string(),
  fecha_actualizacion: z.string(),
});
export type ApiPostSummary = z.infer<typeof postSummarySchema>;

/**
 * GET /foro/post/{id}[?page=N]: the post with one page of its comments (FORUM_COMMENTS_PAGE_SIZE, oldest first) and
 * `total_comentarios`, the number of all its comments (defined here, issue 31).
 */
export const postDetailSchema = postSummarySchema.extend({
  comentarios: z.array(commentSchema),
  total_comentarios: z.number().int().nonnegative(),
});
export type ApiPostDetail = z.infer<typeof postDetailSchema>;

/** GET /foro/post/?page=N: newest first, FORUM_PAGE_SIZE a page. */
export const postPageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(postSummarySchema),
});
export type ApiPostPage = z.infer<typeof postPageSchema>;

/** POST /foro/post/crear and POST /foro/post/{id}/comentario/crear (me_gusta is accepted and ignored). */
export const contentBodySchema = z.object({
  contenido: z.string().max(FORUM_CONTENT_MAX),
  me_gusta: z.array(z.number().int()).optional(),
});
