import { ArticleBody, ArticleHeader, ArticleToc, ServicesSidebar } from "~/blog";
import { articleBySlug } from "~/blog/articles.server";
import type { RouteHandle } from "~/components/layout/use-page-container";
import { pageMeta } from "~/lib/seo";
import { blogPostingSchema, breadcrumbSchema } from "~/lib/structured-data";
import { articlePath, articleSocialImage, sitePages } from "~/site-pages";

import type { Route } from "./+types/article";

export function loader({ params }: Route.LoaderArgs) {
  const { slug, frontMatter, content } = articleBySlug(params.slug);
  return { slug, ...frontMatter, content };
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
        { name: "Home", path: "/" },
        { name: sitePages.allBlogs.title, path: sitePages.allBlogs.path },
        { name: article.teaser.title, path },
      ]),
    ],
  });
}

export default function ArticlePage({ loaderData: article }: Route.ComponentProps) {
  return (
    <article className="container-wide py-4 md:py-6">
      <ArticleHeader article={article} readingMinutes={article.content.readingMinutes} />
      <div className="mt-5 grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)_15rem] lg:items-start lg:gap-3 xl:grid-cols-[25rem_minmax(0,1fr)_18.75rem] xl:gap-5">
        <div
          data-testid="contents-column"
          className="lg:sticky lg:top-[calc(var(--spacing-nav)+1rem)]"
        >
          <ArticleToc sections={article.content.sections} />
        </div>
        <div className="max-w-[46rem] min-w-0">
          <ArticleBody content={article.content} />
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
