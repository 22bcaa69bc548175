// A post as the list and its page show it: author with avatar, date, content (links clickable), likes
// with the like/unlike form, comment count, and for its author the delete link.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/i18n-react";
import { Avatar, Button } from "~/ui";
import type { ContentPart } from "./linkify";
import { FORUM_INTENTS } from "./forum-intents";
import type { PostView } from "./forum.server";
import * as s from "./forum.css";
import { deletePostPath } from "~/paths";

export function Content({ parts }: { parts: ContentPart[] }) {
  return (
    <p className={s.content}>
      {parts.map((part, i) =>
        part.kind === "link" ? (
          <a key={i} href={part.href} rel="noopener noreferrer nofollow ugc" target="_blank">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

export function Byline({
  name,
  avatar,
  date,
  dateTime,
}: {
  name: string;
  avatar: string | null;
  date: string;
  dateTime: string;
}) {
  return (
    <div className={s.author}>
      <Avatar name={name} src={avatar} decorative size="sm" />
      <p className={s.name}>{name}</p>
      <time className={s.meta} dateTime={dateTime}>
        {date}
      </time>
    </div>
  );
}

/** `action`: the page the like returns to (the list with its page, or the post's own page). */
export function LikeForm({ post, action }: { post: PostView; action: string }) {
  const { t } = useTranslation("forum");
  const intent = post.liked ? FORUM_INTENTS.unlike : FORUM_INTENTS.like;
  return (
    <Form method="post" action={action} className={s.inline} preventScrollReset>
      <input type="hidden" name="postId" value={post.id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant="secondary"
        size="sm"
        aria-label={t(post.liked ? "unlikeLabel" : "likeLabel", { name: post.author })}
      >
        {t(post.liked ? "unlike" : "like")}
      </Button>
    </Form>
  );
}

export function PostCard({
  post,
  comments,
  action,
  children,
}: {
  post: PostView;
  comments: number;
  action: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("forum");
  return (
    <article className={s.post} aria-label={t("postTitle", { name: post.author })}>
      <Byline name={post.author} avatar={post.avatar} date={post.date} dateTime={post.dateTime} />
      <Content parts={post.parts} />
      <div className={s.footer}>
        <span className={s.meta}>{t("likes", { count: post.likes })}</span>
        <span className={s.meta}>{t("comments", { count: comments })}</span>
        <LikeForm post={post} action={action} />
        {post.mine ? (
          <Link to={deletePostPath(post.id)} aria-label={t("deletePostLabel")} preventScrollReset>
            {t("delete")}
          </Link>
        ) : null}
        {children}
      </div>
    </article>
  );
}
