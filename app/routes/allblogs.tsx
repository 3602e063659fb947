import { blogEntries } from "#app/blog/articles.server.ts";
import { BlogCard } from "#app/blog/index.ts";
import { countInLanguage } from "#app/lib/count-in-words.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";
import { breadcrumbSchema } from "#app/pages/structured-data.ts";

import type { Route } from "./+types/allblogs";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    ...sitePages.allBlogs,
    title: m.site_title_all_blogs(),
    description: m.blog_all_description({
      count: countInLanguage(loaderData.entries.length, { startsSentence: true }),
    }),
    jsonLd: [
      breadcrumbSchema([
        { name: m.site_breadcrumb_home(), path: "/" },
        { name: m.site_title_all_blogs(), path: sitePages.allBlogs.path },
      ]),
    ],
  });
}

export function loader() {
  return { entries: blogEntries() };
}

export default function AllBlogsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-6 md:py-8" aria-labelledby="allblogs-title">
      <h1 id="allblogs-title" className="text-3xl font-extrabold md:text-4xl">
        {m.site_title_all_blogs()}
      </h1>
      <p className="mt-2 max-w-2xl text-base text-ink-600">{m.blog_all_intro()}</p>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.entries.map((entry) => (
          <li key={entry.slug}>
            <BlogCard entry={entry} heading="h2" />
          </li>
        ))}
      </ul>
    </section>
  );
}
