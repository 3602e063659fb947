import {
  ArticleHeader,
  ArticleToc,
  PrerenderedArticleBody,
  ServicesSidebar,
} from "#app/blog/index.ts";
import { articleBySlug } from "#app/blog/articles.server.ts";
import type { RouteHandle } from "#app/pages/route-handle.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { blogPostingSchema, breadcrumbSchema } from "#app/pages/structured-data.ts";
import { m } from "#app/paraglide/messages.js";
import { articlePath, articleSocialImage, sitePages } from "#app/pages/site-pages.ts";

import type { Route } from "./+types/article";

// The body itself is not loader data: it is rendered from the parsed articles at build (see
// PrerenderedArticleBody); the data holds what the header and contents need.
export function loader({ params }: Route.LoaderArgs) {
  const { slug, frontMatter, content } = articleBySlug(params.slug);
  const { title, description, author, date, reviewed, tags, hero, teaser } = frontMatter;
  return {
    slug,
    title,
    description,
    author,
    date,
    reviewed,
    tags,
    hero,
    teaser: { title: teaser.title },
    readingMinutes: content.readingMinutes,
    toc: content.sections.map(({ anchor, title }) => ({ anchor, title })),
  };
}

export const handle: RouteHandle = { wideLayout: true };

export function meta({ loaderData: article }: Route.MetaArgs) {
  const path = articlePath(article.slug);
  const image = articleSocialImage(article.slug);
  return pageMeta({
    title: article.title,
    description: article.description,
    path,
    image,
    type: "article",
    publishedDate: article.date,
    jsonLd: [
      blogPostingSchema({ ...article, image }),
      breadcrumbSchema([
        { name: m.site_breadcrumb_home(), path: "/" },
        { name: m.site_title_all_blogs(), path: sitePages.allBlogs.path },
        { name: article.teaser.title, path },
      ]),
    ],
  });
}

export default function ArticlePage({ loaderData: article }: Route.ComponentProps) {
  return (
    <article className="container-wide py-4 md:py-6">
      <ArticleHeader article={article} readingMinutes={article.readingMinutes} />
      <div className="mt-5 grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)_15rem] lg:items-start lg:gap-3 xl:grid-cols-[25rem_minmax(0,1fr)_18.75rem] xl:gap-5">
        <div
          data-testid="contents-column"
          className="lg:sticky lg:top-[calc(var(--spacing-nav)+1rem)]"
        >
          <ArticleToc sections={article.toc} />
        </div>
        <div className="max-w-[46rem] min-w-0">
          <PrerenderedArticleBody slug={article.slug} />
        </div>
        <div
          data-testid="services-column"
          className="lg:sticky lg:top-[calc(var(--spacing-nav)+1rem)]"
        >
          <ServicesSidebar />
        </div>
      </div>
    </article>
  );
}
