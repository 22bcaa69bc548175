// The forum's forms (second spec › Validation rules "Forum"): a post and a comment, browser and server.
import { FORUM_CONTENT_MAX } from "~/api/contract/constants";
import { freeText, z } from "~/lib/validation";

const content = (required: string) =>
  freeText(z.string({ required_error: required }).trim().min(1, required).max(FORUM_CONTENT_MAX, "forum:tooLong"));

export const postSchema = z.object({ contenido: content("forum:emptyPost") });
export const commentSchema = z.object({ contenido: content("forum:emptyComment") });
