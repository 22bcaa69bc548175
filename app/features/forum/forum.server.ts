// The forum's view models (author, avatar, date in the user's zone, likes, whether it is theirs) and the
// like/unlike intents shared by the list and a post's page.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import type { ApiPostSummary } from "~/api/contract/foro";
import type { ApiUser } from "~/api/contract/usuario";
import { withFlash } from "~/lib/flash.server";
import { readId } from "~/lib/id-param";
import { userTimeZone } from "~/lib/time.server";
import { FORUM_INTENTS } from "./forum-intents";
import { linkify } from "./linkify";
import { intlLocale } from "~/lib/intl";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";

export function dateFormatter(request: Request, locale: string) {
  const format = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: userTimeZone(request).zone,
  });
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };
}

export function postView(
  post: Omit<ApiPostSummary, "comentarios">,
  viewer: ApiUser,
  formatDate: (iso: string) => string,
) {
  return {
    id: post.id,
    author: fullName(post.creador),
    avatar: post.creador.img_usuario,
    date: formatDate(post.fecha_creacion),
    dateTime: post.fecha_creacion,
    parts: linkify(post.contenido),
    likes: post.me_gusta.length,
    liked: post.me_gusta.includes(viewer.id),
    mine: post.creador.id === viewer.id,
  };
}
export type PostView = ReturnType<typeof postView>;

/** Handles a like or unlike form, then returns to the page it came from (post/redirect/get). */
export async function likeAction(
  context: AppLoadContext,
  request: Request,
  formData: FormData,
): Promise<Response | null> {
  const intent = formData.get("intent");
  if (intent !== FORUM_INTENTS.like && intent !== FORUM_INTENTS.unlike) return null;
  const back = new URL(request.url);
  const target = `${back.pathname}${back.search}`;
  const raw = formData.get("postId");
  const postId = readId(raw);
  if (!postId) return redirect(target);
  try {
    await context.api.foro.like(postId, intent === FORUM_INTENTS.like);
  } catch (error) {
    throwIfRefused(error, ["not_found"]);
    return redirect(target, { headers: withFlash({ type: "error", key: "forum:likeFailed" }, context.session.secure) });
  }
  return redirect(target);
}
