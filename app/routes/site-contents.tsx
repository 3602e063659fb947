import type { ReactNode } from "react";
import { Link } from "react-router";

import { blogEntries } from "#app/blog/articles.server.ts";
import { SectionLink } from "#app/ui/section-link.tsx";
import { landingSections } from "#app/content/landing-sections.ts";
import { countInLanguage } from "#app/lib/count-in-words.ts";
import { PAGE_LANGUAGE } from "#app/lib/page-language.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";

import type { Route } from "./+types/site-contents";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    ...sitePages.contents,
    title: m.site_title_contents(),
    description: m.pages_contents_description({
      count: countInLanguage(loaderData.entries.length),
    }),
  });
}

export function loader() {
  return { entries: blogEntries() };
}

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline";

/** One titled, numbered list of links: a landmark of its own. */
function ContentsList({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-extrabold">
        {title}
      </h2>
      <ol className="mt-2 grid list-decimal gap-1 pl-3 text-base">{children}</ol>
    </nav>
  );
}

/** An entry of a list: a link to a page. */
function PageEntry({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </li>
  );
}

export default function ContentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 md:py-8">
      <h1 className="text-3xl font-extrabold md:text-4xl">{m.site_title_contents()}</h1>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <ContentsList id="contents-home" title={m.pages_contents_home()}>
          {landingSections.map((section) => (
            <li key={section.id}>
              <SectionLink sectionId={section.id} className={linkClass}>
                {section.title}
              </SectionLink>
            </li>
          ))}
          <PageEntry to={sitePages.services.path}>{m.site_title_services()}</PageEntry>
        </ContentsList>
        <ContentsList id="contents-articles" title={m.pages_contents_articles()}>
          {loaderData.entries.map((entry) =>
            PAGE_LANGUAGE !== "en" && entry.english ? (
              // Published in English first: its only page is the English one, another build.
              // Only the Marathi and Hindi lists have such entries (the English build drops this).
              <li key={entry.slug}>
                <a href={entry.link} hrefLang="en" lang="en" className={linkClass}>
                  {entry.title}
                </a>{" "}
                ({m.blog_card_in_english()})
              </li>
            ) : (
              <PageEntry key={entry.slug} to={entry.link}>
                {entry.title}
              </PageEntry>
            ),
          )}
          <PageEntry to={sitePages.allBlogs.path}>{m.pages_contents_all_articles()}</PageEntry>
        </ContentsList>
      </div>
    </div>
  );
}
