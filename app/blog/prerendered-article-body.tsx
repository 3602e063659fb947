import { createContext, use } from "react";

import { ArticleBody } from "./article-body.tsx";
import type { ArticleContent } from "./article-body-types.ts";

/**
 * An article's text is rendered once, at build, into its page's HTML, and never sent as data.
 *
 * Why: the body is most of an article page, and loader data is serialized for React Router's
 * browser runtime, which public pages no longer load (they are documents). So `entry.server.tsx`
 * provides the parsed articles through `ArticleContentSource`, and the route's loader holds only
 * what the header and the contents list need.
 */
export const ArticleContentSource = createContext<((slug: string) => ArticleContent) | null>(null);

const bodyClass = "grid gap-2 text-base leading-relaxed text-ink-700 md:text-lg";

export function PrerenderedArticleBody({ slug }: { slug: string }) {
  const contentOf = use(ArticleContentSource);
  if (!contentOf) {
    throw new Error("An article's body renders on the server only, from ArticleContentSource");
  }
  return <ArticleBody content={contentOf(slug)} className={bodyClass} />;
}
