import { formatDate } from "#app/lib/format-date.ts";
import { m } from "#app/paraglide/messages.js";

import type { ArticleFrontMatter } from "./article-schema.ts";

type ArticleHeaderProps = {
  article: Pick<ArticleFrontMatter, "tags" | "title" | "author" | "date" | "reviewed" | "hero">;
  readingMinutes: number;
};

/** "7 min read", in the page's language. */
function readingTime(minutes: number): string {
  const count = { minutes: String(minutes) };
  return minutes === 1 ? m.blog_reading_time_one(count) : m.blog_reading_time_other(count);
}

/** Title, author, date, reading time, tags and the hero image (300 px high on wider screens). */
export function ArticleHeader({ article, readingMinutes }: ArticleHeaderProps) {
  return (
    <header>
      <div className="max-w-4xl">
        <ul className="flex flex-wrap gap-1" aria-label={m.blog_tags_label()}>
          {article.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-accent-100 px-1.5 py-0.5 text-xs font-semibold text-ink-900"
            >
              {tag}
            </li>
          ))}
        </ul>
        <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">{article.title}</h1>
        <p className="mt-2 text-ink-600">
          {`${m.blog_byline_by()} `}
          <span className="font-semibold text-ink-800">{article.author}</span> ·{" "}
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {` · ${readingTime(readingMinutes)}`}
        </p>
        <p className="mt-0.5 text-sm text-ink-600">
          {`${m.blog_reviewed()} `}
          <time dateTime={article.reviewed}>{formatDate(article.reviewed)}</time>
          {m.blog_reviewed_checked()}
        </p>
      </div>
      <img
        src={article.hero.src}
        alt={article.hero.alt}
        width={1600}
        height={600}
        fetchPriority="high"
        decoding="async"
        className="mt-3 h-auto w-full rounded-2xl bg-brand-50 object-cover sm:h-37.5"
      />
    </header>
  );
}
