import { createContext, use, useState } from "react";

import { ARTICLE_BODY_ID, ArticleBody } from "./article-body.tsx";
import type { ArticleContent } from "./article-body-types.ts";

/**
 * An article's text is rendered once, on the server, and never sent again as data.
 *
 * Why: the body is most of an article page. Sending it both as HTML and inside React Router's
 * hydration data pushed each page past the first network round trip (later first paint), and
 * hydrating every paragraph cost main-thread time (Total Blocking Time). The text is static, so
 * the browser keeps the HTML it received and React adopts it as it is.
 *
 * - Server: `entry.server.tsx` provides the parsed articles through `ArticleContentSource`.
 * - Browser, first load: the HTML already in the page is taken over unchanged.
 * - Browser, navigating from another page: the route's `clientLoader` fetched the article's
 *   prerendered document and passes its body HTML in (`articleBodyHtmlFrom`).
 */
export const ArticleContentSource = createContext<((slug: string) => ArticleContent) | null>(null);

const bodyClass = "grid gap-2 text-base leading-relaxed text-ink-700 md:text-lg";

/** The body's HTML inside a prerendered article document, or `undefined` if it has none. */
export function articleBodyHtmlFrom(documentHtml: string): string | undefined {
  const page = new DOMParser().parseFromString(documentHtml, "text/html");
  return page.getElementById(ARTICLE_BODY_ID)?.innerHTML;
}

export function PrerenderedArticleBody({ slug, html }: { slug: string; html?: string }) {
  const contentOf = use(ArticleContentSource);
  // Read once, while the server's HTML is still in the document (before hydration commits).
  const [adopted] = useState(
    () => html ?? globalThis.document?.getElementById(ARTICLE_BODY_ID)?.innerHTML ?? "",
  );
  if (contentOf) return <ArticleBody content={contentOf(slug)} className={bodyClass} />;
  return (
    <div
      id={ARTICLE_BODY_ID}
      className={bodyClass}
      // The article's own prerendered HTML, built from validated Markdown; never visitor input.
      dangerouslySetInnerHTML={{ __html: adopted }}
    />
  );
}
