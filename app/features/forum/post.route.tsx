// `/posts/{id}` (second spec › Screens and routes "Forum"): a post with its comments and the comment form; like and unlike;
// its author's delete links open the confirmations (child routes) over it.
import { paginationLabels } from "~/lib/pagination-labels";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import * as shell from "~/styles/page.css";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { useFormResetKey } from "~/lib/use-form-reset-key";
import type { z } from "~/lib/validation";
import { Button, FormErrors, Pagination, TextArea, pageHref, parsePage } from "~/ui";
import { FORUM_COMMENTS_PAGE_SIZE } from "~/api/contract/foro";
import { pageOrFirst } from "~/lib/pagination.server";
import { FORUM_INTENTS } from "./forum-intents";
import { commentSchema } from "./forum.schema";
import { dateFormatter, likeAction, postView } from "./forum.server";
import { Byline, Content, PostCard } from "./forum-views";
import { linkify } from "./linkify";
import * as s from "./forum.css";
import { readForm } from "~/lib/form-body.server";
import { fullName } from "~/lib/person-name";
import { throwIfRefused } from "~/lib/refusal.server";
import { idParam } from "~/lib/id-param";
import { deleteCommentPath, postPath, postsPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["forum"] };

export async function loader({ context, request, params }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const id = idParam(params.id);
  const url = new URL(request.url);
  // Issue 31: one page of the comments; a page past the end (a comment deleted) goes back to the first.
  const page = parsePage(url.searchParams);
  const [post, t, locale] = await Promise.all([
    pageOrFirst(url, page, () => context.api.foro.get(id, page)),
    i18nServer.getFixedT(request, "forum"),
    i18nServer.getLocale(request),
  ]);
  const format = dateFormatter(request, locale);
  const view = postView(post, user, format);
  return json({
    title: t("postTitle", { name: view.author }),
    post: view,
    page,
    totalPages: Math.max(1, Math.ceil(post.total_comentarios / FORUM_COMMENTS_PAGE_SIZE)),
    totalComments: post.total_comentarios,
    comments: post.comentarios.map((c) => ({
      id: c.id,
      author: fullName(c.creador),
      avatar: c.creador.img_usuario,
      date: format(c.fecha_creacion),
      dateTime: c.fecha_creacion,
      parts: linkify(c.contenido),
      mine: c.creador.id === user.id,
    })),
  });
}

export async function action({ context, request, params }: ActionFunctionArgs) {
  await requireUser(context, request);
  const id = idParam(params.id);
  const formData = await readForm(request, context);
  const liked = await likeAction(context, request, formData);
  if (liked) return liked;
  const submission = parseWithZod(formData, { schema: commentSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await context.api.foro.comment(id, submission.value.contenido);
  } catch (error) {
    const failure = throwIfRefused(error, ["not_found"]);
    return json(replyWithFailure(submission, failure, { fields: ["contenido"], fallback: "forum:commentFailed" }), {
      status: failureStatus(failure),
    });
  }
  // The new comment is the newest, on the last page: the author lands there (on the first if that read fails).
  const total = await context.api.foro.get(id).then(
    (post) => post.total_comentarios,
    () => 0,
  );
  return redirect(pageHref(postPath(id), "", Math.ceil(total / FORUM_COMMENTS_PAGE_SIZE)), {
    headers: withFlash({ type: "success", key: "forum:commented" }, context.session.secure),
  });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function PostRoute() {
  const { t } = useTranslation(["forum", "common"]);
  const { post, comments, page, totalPages, totalComments } = useLoaderData<typeof loader>();
  const here = pageHref(postPath(post.id), "", page);
  const key = useFormResetKey();
  return (
    <div className={shell.page}>
      <p>
        <Link to={postsPath}>{t("forum:back")}</Link>
      </p>
      <h1 className={shell.title}>{t("forum:postTitle", { name: post.author })}</h1>
      <PostCard post={post} comments={totalComments} action={here} />
      <section className={shell.page} aria-labelledby="comments-title">
        <h2 id="comments-title" className={s.name}>
          {t("forum:commentsTitle")}
        </h2>
        {comments.length === 0 ? (
          <p>{t("forum:noComments")}</p>
        ) : (
          <ul className={s.comments}>
            {comments.map((c) => (
              <li key={c.id} className={s.comment}>
                <Byline name={c.author} avatar={c.avatar} date={c.date} dateTime={c.dateTime} />
                <Content parts={c.parts} />
                {c.mine ? (
                  <Link
                    to={pageHref(deleteCommentPath(post.id, c.id), "", page)}
                    aria-label={t("forum:deleteCommentLabel")}
                    preventScrollReset
                  >
                    {t("forum:delete")}
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          totalPages={totalPages}
          labels={paginationLabels(t, { list: t("forum:commentsTitle") })}
        />
        <CommentForm key={key} postId={post.id} />
      </section>
      <Outlet />
    </div>
  );
}

function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation(["forum", "common"]);
  // The like intents redirect; only the form's own reply comes back as action data.
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const { form, fields, pending, onceKey } = useAppForm<z.input<typeof commentSchema>>({
    id: "new-comment",
    // No `required` constraint: an empty comment gets the message from the server, JavaScript on or off.
    lastResult,
    rules: lazyRules(() => import("./forum.schema").then(({ commentSchema }) => commentSchema)),
    once: true,
  });
  return (
    <Form method="post" action={postPath(postId)} {...getFormProps(form)} className={shell.form}>
      <FormErrors form={form} />
      {onceKey}
      <TextArea field={fields.contenido} label={t("forum:comment")} rows={3} />
      <div className={shell.actions}>
        <Button type="submit" name="intent" value={FORUM_INTENTS.comment} variant="primary" pending={pending}>
          {t("forum:commentSubmit")}
        </Button>
      </div>
    </Form>
  );
}
