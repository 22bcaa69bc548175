// The forum forms' browser-side rules, loaded after hydration (see ~/lib/use-lazy-module).
import { parseWithZod } from "@conform-to/zod";
import { commentSchema, postSchema } from "./forum.schema";

export function validatePost(formData: FormData) {
  return parseWithZod(formData, { schema: postSchema });
}
export function validateComment(formData: FormData) {
  return parseWithZod(formData, { schema: commentSchema });
}
