import { articleBySlug } from "~/blog/articles.server";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/article";

const slugOf = (request: Request) =>
  new URL(request.url).pathname.split("/").filter(Boolean).at(-1) ?? "";

export function loader({ request }: Route.LoaderArgs) {
  const { slug, frontMatter } = articleBySlug(slugOf(request));
  return { slug, ...frontMatter };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData.title,
    description: loaderData.description,
    path: `/blogs/${loaderData.slug}`,
  });
}

const dateFormat = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export default function ArticlePage({ loaderData: article }: Route.ComponentProps) {
  return (
    <article className="container-page py-6 md:py-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-extrabold md:text-4xl">{article.title}</h1>
        <p className="mt-2 text-ink-600">
          By {article.author} ·{" "}
          <time dateTime={article.date}>{dateFormat.format(new Date(article.date))}</time>
        </p>
        <p className="mt-2 text-base text-ink-700">{article.description}</p>
      </header>
    </article>
  );
}
