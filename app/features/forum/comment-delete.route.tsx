// `/posts/{id}/comentarios/{commentId}/eliminar` (defined here): asks the comment's author to confirm, then
// DELETE /api/posts/comment/{postId}/{commentId} (legacy). Anyone else gets a 403.
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { idParam } from "~/lib/id-param";
import { postPath } from "~/paths";
import { pageHref, parsePage } from "~/ui";

export const handle = { i18n: ["forum"] };

async function requireOwnComment(
  context: LoaderFunctionArgs["context"],
  request: Request,
  params: LoaderFunctionArgs["params"],
) {
  const user = await requireUser(context, request);
  // The comment is on the page of comments the link came from (`?page=`, issue 31).
  const page = parsePage(new URL(request.url).searchParams);
  const post = await context.api.foro.get(idParam(params.id), page);
  const commentId = idParam(params.commentId);
  const comment = post.comentarios.find((c) => c.id === commentId);
  if (!comment) throw new Response("Not Found", { status: 404 });
  if (comment.creador.id !== user.id) throw new Response("Forbidden", { status: 403 });
  return { postId: post.id, commentId, back: pageHref(postPath(post.id), "", page) };
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const { back } = await requireOwnComment(context, request, params);
  const t = await i18nServer.getFixedT(request, "forum");
  return json({ title: t("deleteCommentTitle"), back });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const { postId, commentId, back } = await requireOwnComment(context, request, params);
  let key = "forum:commentDeleted";
  try {
    await context.api.foro.removeComment(postId, commentId);
  } catch (error) {
    const failure = expectApiFailure(error);
    key = failure.kind === "forbidden" ? "forum:notAuthor" : "forum:deleteFailed";
  }
  const type = key === "forum:commentDeleted" ? "success" : "error";
  return redirect(back, { headers: withFlash({ type, key }, context.session.secure) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function CommentDeleteRoute() {
  const { t } = useTranslation("forum");
  const { back } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("deleteCommentTitle")}
      question={t("deleteCommentConfirm")}
      submitLabel={t("deleteSubmit")}
      cancelLabel={t("cancel")}
      closeLabel={t("close")}
      closeTo={back}
    />
  );
}
