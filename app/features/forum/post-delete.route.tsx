// `/posts/{id}/eliminar` (defined here): asks the author to confirm, then DELETE /api/posts/{id} (legacy).
// Only the author sees the link; anyone else gets a 403 here and from the API.
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
import { postPath, postsPath } from "~/paths";

export const handle = { i18n: ["forum"] };

async function requireOwnPost(context: LoaderFunctionArgs["context"], request: Request, rawId: string | undefined) {
  const user = await requireUser(context, request);
  const post = await context.api.foro.get(idParam(rawId));
  if (post.creador.id !== user.id) throw new Response("Forbidden", { status: 403 });
  return post;
}

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const post = await requireOwnPost(context, request, params.id);
  const t = await i18nServer.getFixedT(request, "forum");
  return json({ title: t("deletePostTitle"), postId: post.id });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  const post = await requireOwnPost(context, request, params.id);
  try {
    await context.api.foro.remove(post.id);
  } catch (error) {
    const failure = expectApiFailure(error);
    const key = failure.kind === "forbidden" ? "forum:notAuthor" : "forum:deleteFailed";
    return redirect(postPath(post.id), { headers: withFlash({ type: "error", key }, context.session.secure) });
  }
  return redirect(postsPath, {
    headers: withFlash({ type: "success", key: "forum:postDeleted" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function PostDeleteRoute() {
  const { t } = useTranslation("forum");
  const { postId } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog
      title={t("deletePostTitle")}
      question={t("deletePostConfirm")}
      submitLabel={t("deleteSubmit")}
      cancelLabel={t("cancel")}
      closeLabel={t("close")}
      closeTo={postPath(postId)}
    />
  );
}
