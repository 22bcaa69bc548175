// The forum of the local API: posts newest first with their likes and comment counts, comments, likes,
// authors-only deletes and a posting rate limit (second spec › States and transitions "Forum", second spec › The calls it makes "Forum, support, integration").
import { and, asc, count, desc, eq, gte, inArray } from "drizzle-orm";
import {
  FORUM_COMMENTS_PAGE_SIZE,
  FORUM_PAGE_SIZE,
  type ApiComment,
  type ApiForumUser,
  type ApiPostDetail,
  type ApiPostSummary,
} from "../../app/api/contract/foro";
import type { Db } from "../db/client";
import { forumComments, forumLikes, forumPosts, users } from "../db/schema";
import { ApiError, detailError, notFound, nowIso } from "../http";

export const FORUM_MESSAGES = {
  emptyPost: "Post NO CREADO: Debes incluir contenido en el post",
  emptyComment: "Debes incluir contenido en el comentario",
  notAuthor: "Solo el autor puede eliminarlo.",
  tooMany: "Has publicado demasiado en poco tiempo. Espera un minuto e inténtalo de nuevo.",
} as const;

/** At most this many posts and comments per user in the last minute (spam and double posts). */
export const FORUM_RATE_LIMIT = 10;
const RATE_WINDOW_MS = 60_000;

const creatorColumns = {
  id: users.id,
  username: users.username,
  first_name: users.first_name,
  last_name: users.last_name,
  img_usuario: users.img_usuario,
};

type PostRow = typeof forumPosts.$inferSelect & { creador: ApiForumUser };

async function likesOf(db: Db, postIds: number[]): Promise<Map<number, number[]>> {
  const likes = new Map<number, number[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return likes;
  const rows = await db
    .select({ post_id: forumLikes.post_id, user_id: forumLikes.user_id })
    .from(forumLikes)
    .where(inArray(forumLikes.post_id, postIds))
    .orderBy(asc(forumLikes.created_at));
  for (const row of rows) likes.get(row.post_id)?.push(row.user_id);
  return likes;
}

async function commentCounts(db: Db, postIds: number[]): Promise<Map<number, number>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ post_id: forumComments.post_id, n: count() })
    .from(forumComments)
    .where(inArray(forumComments.post_id, postIds))
    .groupBy(forumComments.post_id);
  return new Map(rows.map((r) => [r.post_id, r.n]));
}

function summaryOf(row: PostRow, likes: number[], comments: number): ApiPostSummary {
  return {
    id: row.id,
    creador: row.creador,
    contenido: row.contenido,
    me_gusta: likes,
    comentarios: comments,
    fecha_creacion: row.fecha_creacion,
    fecha_actualizacion: row.fecha_actualizacion,
  };
}

/** One page of posts, newest first. */
export async function listPosts(db: Db, page: number): Promise<{ count: number; results: ApiPostSummary[] }> {
  const [total] = await db.select({ n: count() }).from(forumPosts);
  const rows = await db
    .select({ post: forumPosts, creador: creatorColumns })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.creador_id))
    .orderBy(desc(forumPosts.fecha_creacion), desc(forumPosts.id))
    .limit(FORUM_PAGE_SIZE)
    .offset((page - 1) * FORUM_PAGE_SIZE);
  const ids = rows.map((r) => r.post.id);
  const [likes, comments] = await Promise.all([likesOf(db, ids), commentCounts(db, ids)]);
  return {
    count: total?.n ?? 0,
    results: rows.map((r) =>
      summaryOf({ ...r.post, creador: r.creador }, likes.get(r.post.id) ?? [], comments.get(r.post.id) ?? 0),
    ),
  };
}

async function findPost(db: Db, id: number): Promise<PostRow> {
  const [row] = await db
    .select({ post: forumPosts, creador: creatorColumns })
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.creador_id))
    .where(eq(forumPosts.id, id))
    .limit(1);
  if (!row) throw notFound();
  return { ...row.post, creador: row.creador };
}

/** The post with one page of its comments (oldest first) and their total; `page` past the end has none. */
export async function getPost(db: Db, id: number, page = 1): Promise<ApiPostDetail> {
  const post = await findPost(db, id);
  const [likes, [total], comments] = await Promise.all([
    likesOf(db, [id]),
    db.select({ n: count() }).from(forumComments).where(eq(forumComments.post_id, id)),
    db
      .select({ comment: forumComments, creador: creatorColumns })
      .from(forumComments)
      .innerJoin(users, eq(users.id, forumComments.creador_id))
      .where(eq(forumComments.post_id, id))
      .orderBy(asc(forumComments.fecha_creacion), asc(forumComments.id))
      .limit(FORUM_COMMENTS_PAGE_SIZE)
      .offset((page - 1) * FORUM_COMMENTS_PAGE_SIZE),
  ]);
  const list: ApiComment[] = comments.map((r) => ({
    id: r.comment.id,
    contenido: r.comment.contenido,
    creador: r.creador,
    fecha_creacion: r.comment.fecha_creacion,
  }));
  const all = total?.n ?? 0;
  return { ...summaryOf(post, likes.get(id) ?? [], all), comentarios: list, total_comentarios: all };
}

/** 429 when the user wrote FORUM_RATE_LIMIT posts and comments within the last minute. */
async function checkRate(db: Db, userId: number): Promise<void> {
  const since = nowIso(-RATE_WINDOW_MS);
  const [posts, comments] = await Promise.all([
    db
      .select({ n: count() })
      .from(forumPosts)
      .where(and(eq(forumPosts.creador_id, userId), gte(forumPosts.fecha_creacion, since))),
    db
      .select({ n: count() })
      .from(forumComments)
      .where(and(eq(forumComments.creador_id, userId), gte(forumComments.fecha_creacion, since))),
  ]);
  if ((posts[0]?.n ?? 0) + (comments[0]?.n ?? 0) >= FORUM_RATE_LIMIT) {
    throw new ApiError(429, { detail: FORUM_MESSAGES.tooMany }, { "Retry-After": "60" });
  }
}

export async function createPost(db: Db, userId: number, contenido: string): Promise<ApiPostDetail> {
  const text = contenido.trim();
  if (!text) throw new ApiError(400, { contenido: [FORUM_MESSAGES.emptyPost] });
  await checkRate(db, userId);
  const [row] = await db
    .insert(forumPosts)
    .values({ creador_id: userId, contenido: text })
    .returning({ id: forumPosts.id });
  return getPost(db, row!.id);
}

export async function createComment(db: Db, userId: number, postId: number, contenido: string): Promise<ApiComment> {
  await findPost(db, postId);
  const text = contenido.trim();
  if (!text) throw new ApiError(400, { contenido: [FORUM_MESSAGES.emptyComment] });
  await checkRate(db, userId);
  const [row] = await db
    .insert(forumComments)
    .values({ post_id: postId, creador_id: userId, contenido: text })
    .returning();
  const [creador] = await db.select(creatorColumns).from(users).where(eq(users.id, userId));
  return { id: row!.id, contenido: row!.contenido, creador: creador!, fecha_creacion: row!.fecha_creacion };
}

export async function setLike(db: Db, userId: number, postId: number, liked: boolean): Promise<ApiPostDetail> {
  await findPost(db, postId);
  if (liked) await db.insert(forumLikes).values({ post_id: postId, user_id: userId }).onConflictDoNothing();
  else await db.delete(forumLikes).where(and(eq(forumLikes.post_id, postId), eq(forumLikes.user_id, userId)));
  return getPost(db, postId);
}

export async function deletePost(db: Db, userId: number, postId: number): Promise<void> {
  const post = await findPost(db, postId);
  if (post.creador_id !== userId) throw detailError(403, FORUM_MESSAGES.notAuthor);
  await db.delete(forumPosts).where(eq(forumPosts.id, postId));
}

export async function deleteComment(db: Db, userId: number, postId: number, commentId: number): Promise<void> {
  const [row] = await db
    .select({ creador_id: forumComments.creador_id })
    .from(forumComments)
    .where(and(eq(forumComments.id, commentId), eq(forumComments.post_id, postId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.creador_id !== userId) throw detailError(403, FORUM_MESSAGES.notAuthor);
  await db.delete(forumComments).where(eq(forumComments.id, commentId));
}
