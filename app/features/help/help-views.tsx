// The help centre's parts: the GET search form, the video grid (links with a poster, no embed), the
// article cards ('Leer más'), the empty states with 'Contáctanos' and the FAQ as <details>.
import { Link } from "@remix-run/react";
import { useTranslation } from "~/lib/i18n-react";
import type { ApiArticle } from "~/api/contract/publico";
import { Button, EmptyState, TextField } from "~/ui";
import * as s from "~/styles/public.css";
import type { HelpVideo } from "./videos.server";
import { supportPath } from "~/paths";

export function SearchForm({ q, action }: { q: string; action: string }) {
  const { t } = useTranslation("help");
  return (
    <form method="get" action={action} role="search" className={s.inlineForm}>
      <TextField id="help-q" name="q" type="search" label={t("search")} defaultValue={q} maxLength={100} />
      <Button type="submit" variant="primary">
        {t("searchButton")}
      </Button>
    </form>
  );
}

function Contact({ message }: { message: string }) {
  const { t } = useTranslation("help");
  return (
    <EmptyState
      headingLevel={3}
      title={message}
      action={
        <Link to={supportPath} className={s.navLink}>
          {t("contact")}
        </Link>
      }
    />
  );
}

export function VideoGrid({ videos }: { videos: HelpVideo[] }) {
  const { t } = useTranslation("help");
  if (videos.length === 0) return <Contact message={t("noVideos")} />;
  return (
    <ul className={s.cards}>
      {videos.map((video) => (
        <li key={video.url} className={s.card}>
          <a
            href={video.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("videoLink", { title: video.title })}
          >
            <img
              src="/help/video-poster.svg"
              alt=""
              width="320"
              height="180"
              loading="lazy"
              decoding="async"
              className={s.poster}
            />
            <span>{video.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ArticleList({ articles }: { articles: ApiArticle[] | null }) {
  const { t } = useTranslation("help");
  if (articles === null) return <p role="alert">{t("articlesFailed")}</p>;
  if (articles.length === 0) return <Contact message={t("noArticles")} />;
  return (
    <ul className={s.cards}>
      {articles.map((article) => (
        <li key={article.file} className={s.card}>
          <h3 className={s.cardTitle}>{article.name}</h3>
          <a href={article.file} download aria-label={t("readMoreLabel", { name: article.name })} className={s.navLink}>
            {t("readMore")}
          </a>
        </li>
      ))}
    </ul>
  );
}

type FaqSection = { title: string; items: { q: string; a: string }[] };

export function Faq() {
  const { t } = useTranslation("help");
  const sections = t("faq", { returnObjects: true }) as FaqSection[];
  return (
    <section className={s.section} aria-labelledby="faq-title">
      <h2 id="faq-title" className={s.sectionTitle}>
        {t("faqTitle")}
      </h2>
      {sections.map((section) => (
        <details key={section.title} className={s.faq}>
          <summary className={s.faqQuestion}>{section.title}</summary>
          <dl>
            {section.items.map((item) => (
              <div key={item.q}>
                <dt>
                  <strong>{item.q}</strong>
                </dt>
                <dd>{item.a}</dd>
              </div>
            ))}
          </dl>
        </details>
      ))}
    </section>
  );
}
