import { Link } from "react-router";

import { blogEntries } from "~/blog/articles.server";
import { SectionLink } from "~/components/ui/section-link";
import { landingSections } from "~/content/landing-sections";
import { countInWords } from "~/lib/count-in-words";
import { pageMeta } from "~/lib/seo";
import { sitePages } from "~/site-pages";

import type { Route } from "./+types/site-contents";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    ...sitePages.contents,
    description: `Everything on our site in one place: every section of the home page, our services and prices, and all ${countInWords(loaderData.entries.length).toLowerCase()} digital marketing articles.`,
  });
}

export function loader() {
  return { entries: blogEntries() };
}

const linkClass = "font-semibold text-brand-700 underline-offset-4 hover:underline";

export default function ContentsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-6 md:py-8">
      <h1 className="text-3xl font-extrabold md:text-4xl">{sitePages.contents.title}</h1>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <nav aria-labelledby="contents-home">
          <h2 id="contents-home" className="text-2xl font-extrabold">
            Home page
          </h2>
          <ol className="mt-2 grid list-decimal gap-1 pl-3 text-base">
            {landingSections.map((section) => (
              <li key={section.id}>
                <SectionLink sectionId={section.id} className={linkClass}>
                  {section.title}
                </SectionLink>
              </li>
            ))}
            <li>
              <Link to={sitePages.services.path} className={linkClass}>
                {sitePages.services.title}
              </Link>
            </li>
          </ol>
        </nav>
        <nav aria-labelledby="contents-articles">
          <h2 id="contents-articles" className="text-2xl font-extrabold">
            Articles
          </h2>
          <ol className="mt-2 grid list-decimal gap-1 pl-3 text-base">
            {loaderData.entries.map((entry) => (
              <li key={entry.slug}>
                <Link to={entry.link} className={linkClass}>
                  {entry.title}
                </Link>
              </li>
            ))}
            <li>
              <Link to={sitePages.allBlogs.path} className={linkClass}>
                All articles
              </Link>
            </li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
