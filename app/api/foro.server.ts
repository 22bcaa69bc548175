// Calls of the forum (second spec › The calls it makes "Forum, support, integration").
import type { ApiClient } from "./client.server";
import { commentSchema, postDetailSchema, postPageSchema } from "./contract/foro";

export function foroApi(client: ApiClient) {
  return {
    /** GET /foro/post/?page=N: newest first. */
    list(page = 1) {
      return client.get(page > 1 ? `/foro/post/?page=${page}` : "/foro/post/", postPageSchema);
    },
    /** GET /foro/post/{id}[?page=N]: the post and one page of its comments, with their total. */
    get(id: number, page = 1) {
      return client.get(page > 1 ? `/foro/post/${id}?page=${page}` : `/foro/post/${id}`, postDetailSchema);
    },
    /** POST /foro/post/crear; 201. */
    create(contenido: string) {
      return client.send("POST", "/foro/post/crear", { json: { contenido, me_gusta: [] } }, postDetailSchema);
    },
    /** POST /foro/post/{id}/comentario/crear; 201. */
    comment(postId: number, contenido: string) {
      return client.send(
        "POST",
        `/foro/post/${postId}/comentario/crear`,
        { json: { contenido, me_gusta: [] } },
        commentSchema,
      );
    },
    /** PUT /api/posts/like/{id} or /api/posts/unlike/{id} (legacy). */
    like(postId: number, liked: boolean) {
      return client.send("PUT", `/api/posts/${liked ? "like" : "unlike"}/${postId}`, undefined, postDetailSchema);
    },
    /** DELETE /api/posts/{id} (legacy); 204; 403 when not the author. */
    remove(postId: number) {
      return client.send("DELETE", `/api/posts/${postId}`, undefined, null);
    },
    /** DELETE /api/posts/comment/{postId}/{commentId} (legacy); 204; 403 when not the author. */
    removeComment(postId: number, commentId: number) {
      return client.send("DELETE", `/api/posts/comment/${postId}/${commentId}`, undefined, null);
    },
  };
}
