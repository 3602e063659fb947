import { Link } from "react-router";

import type { BlogEntry } from "#app/blog/index.ts";

import { cn } from "./cn.ts";
import { StrokeIcon } from "./stroke-icon.tsx";

type BlogCardProps = { entry: BlogEntry; heading: "h2" | "h3"; withArrow?: boolean };

/** A blog summary card: thumbnail, title and subtitle, the whole card linking to the article. */
export function BlogCard({ entry, heading: Heading, withArrow = false }: BlogCardProps) {
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
          <Heading className="text-lg font-extrabold">
            <Link
              to={entry.link}
              className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:-outline-offset-3 focus-visible:after:outline-brand-600"
            >
              {entry.title}
            </Link>
          </Heading>
          <p className="mt-1 text-ink-600">{entry.subtitle}</p>
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
