import { Link } from "react-router";

import type { BlogEntry } from "./blog-entry.ts";
import { PAGE_LANGUAGE } from "#app/lib/page-language.ts";
import { m } from "#app/paraglide/messages.js";

import { cn } from "#app/ui/cn.ts";
import { StrokeIcon } from "#app/ui/stroke-icon.tsx";

type BlogCardProps = { entry: BlogEntry; heading: "h2" | "h3"; withArrow?: boolean };

const linkClass =
  "after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-600";

/**
 * A blog summary card: thumbnail, title and subtitle, the whole card linking to the article.
 * An article published in English first, on a Marathi or Hindi list (`entry.english`): its
 * English title and subtitle, marked as English in the page's language, and a plain link to the
 * English page (another language's build, so not a router link, which would add this one's prefix).
 * Only those lists have such entries: the English build folds the test to false and drops it.
 */
export function BlogCard({ entry, heading: Heading, withArrow = false }: BlogCardProps) {
  const english = PAGE_LANGUAGE !== "en" && entry.english === true;
  const lang = english ? "en" : undefined;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-card ring-1 ring-ink-200/70 transition-shadow hover:shadow-lift">
      <img
        src={entry.imgUrl}
        alt=""
        width={480}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-4/3 w-full bg-brand-50 object-cover"
      />
      <div className={cn("flex flex-1 items-start gap-2 p-3", withArrow && "lg:pr-2")}>
        <div className="flex-1">
          {english && (
            <p className="mb-1">
              <span className="rounded-full bg-accent-100 px-1.5 py-0.5 text-xs font-semibold text-ink-900">
                {m.blog_card_in_english()}
              </span>
            </p>
          )}
          <Heading className="text-lg font-extrabold" lang={lang}>
            {english ? (
              <a href={entry.link} hrefLang="en" className={linkClass}>
                {entry.title}
              </a>
            ) : (
              <Link to={entry.link} className={linkClass}>
                {entry.title}
              </Link>
            )}
          </Heading>
          <p className="mt-1 text-ink-600" lang={lang}>
            {entry.subtitle}
          </p>
        </div>
        {withArrow && (
          <span
            aria-hidden="true"
            className="mt-0.5 hidden size-5 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition-transform group-hover:translate-x-0.5 lg:grid"
          >
            <StrokeIcon name="arrow-right" />
          </span>
        )}
      </div>
    </article>
  );
}
