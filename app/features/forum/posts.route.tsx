// `/posts` (second spec › Screens and routes "Forum", second spec › States and transitions, second spec › Validation rules, second spec › Error catalogue): the forum for signed-in users: posts newest first with author,
// avatar, date, likes and comment count, paginated; the create-post form; like and unlike. Works without JS.
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
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import { FORUM_PAGE_SIZE } from "~/api/contract/foro";
import * as shell from "~/styles/page.css";
import { requireUser } from "~/lib/auth.server";
import { withFlash } from "~/lib/flash.server";
import { expectApiFailure, failureStatus, replyWithFailure } from "~/lib/forms.server";
import { i18nServer } from "~/lib/i18n.server";
import { pageTitle } from "~/lib/meta";
import { useFormResetKey } from "~/lib/use-form-reset-key";
import type { z } from "~/lib/validation";
import { Button, EmptyState, FormErrors, Pagination, TextArea, parsePage } from "~/ui";
import { FORUM_INTENTS } from "./forum-intents";
import { postSchema } from "./forum.schema";
import { dateFormatter, likeAction, postView } from "./forum.server";
import { PostCard } from "./forum-views";
import * as s from "./forum.css";
import { readForm } from "~/lib/form-body.server";
import { postPath, postsPath } from "~/paths";
import { lazyRules, useAppForm } from "~/lib/use-app-form";

export const handle = { i18n: ["forum"] };

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const page = parsePage(new URL(request.url).searchParams);
  const [data, t, locale] = await Promise.all([
    context.api.foro.list(page),
    i18nServer.getFixedT(request, "forum"),
    i18nServer.getLocale(request),
  ]);
  const format = dateFormatter(request, locale);
  return json({
    title: t("title"),
    page,
    totalPages: Math.max(1, Math.ceil(data.count / FORUM_PAGE_SIZE)),
    posts: data.results.map((post) => ({ view: postView(post, user, format), comments: post.comentarios })),
  });
}

export async function action({ context, request }: ActionFunctionArgs) {
  await requireUser(context, request);
  const formData = await readForm(request, context);
  const liked = await likeAction(context, request, formData);
  if (liked) return liked;
  const submission = parseWithZod(formData, { schema: postSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await context.api.foro.create(submission.value.contenido);
  } catch (error) {
    const failure = expectApiFailure(error);
    return json(replyWithFailure(submission, failure, { fields: ["contenido"], fallback: "forum:createFailed" }), {
      status: failureStatus(failure),
    });
  }
  return redirect(postsPath, { headers: withFlash({ type: "success", key: "forum:created" }, context.session.secure) });
}

export const meta: MetaFunction<typeof loader> = pageTitle;

export default function PostsRoute() {
  const { t } = useTranslation(["forum", "common"]);
  const { posts, page, totalPages } = useLoaderData<typeof loader>();
  const key = useFormResetKey();
  return (
    <div className={shell.page}>
      <h1 className={shell.title}>{t("forum:title")}</h1>
      <p>{t("forum:intro")}</p>
      <NewPostForm key={key} />
      <section aria-label={t("forum:postsLabel")}>
        {posts.length === 0 ? (
          <EmptyState title={t("forum:empty")} text={t("forum:emptyText")} />
        ) : (
          <ul className={s.list}>
            {posts.map(({ view, comments }) => (
              <li key={view.id}>
                <PostCard post={view} comments={comments} action={page > 1 ? `${postsPath}?page=${page}` : postsPath}>
                  <Link to={postPath(view.id)} aria-label={t("forum:openLabel", { name: view.author })}>
                    {t("forum:open")}
                  </Link>
                </PostCard>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pagination page={page} totalPages={totalPages} labels={paginationLabels(t)} />
    </div>
  );
}

function NewPostForm() {
  const { t } = useTranslation(["forum", "common"]);
  // The like intents redirect; only the form's own reply comes back as action data.
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined;
  const { form, fields, pending, onceKey } = useAppForm<z.input<typeof postSchema>>({
    id: "new-post",
    // No `required` constraint: an empty post gets the spec's message from the server, JavaScript on or off.
    lastResult,
    rules: lazyRules(() => import("./forum.schema").then(({ postSchema }) => postSchema)),
    once: true,
  });
  return (
    <Form
      method="post"
      action={postsPath}
      {...getFormProps(form)}
      className={shell.form}
      aria-labelledby="new-post-title"
    >
      <h2 id="new-post-title" className={s.name}>
        {t("forum:newPost")}
      </h2>
      <FormErrors form={form} />
      {onceKey}
      <TextArea field={fields.contenido} label={t("forum:contenido")} description={t("forum:contenidoHelp")} rows={4} />
      <div className={shell.actions}>
        <Button type="submit" name="intent" value={FORUM_INTENTS.create} variant="primary" pending={pending}>
          {t("forum:publish")}
        </Button>
      </div>
    </Form>
  );
}
