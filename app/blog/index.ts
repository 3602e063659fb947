// The blog's public entry for the browser: what pages and sections may use. The articles
// themselves are read at build time through the server-only entry, ./articles.server.ts.
export type { ArticleContent, TocEntry } from "./article-body-types.ts";
export { ArticleHeader } from "./article-header.tsx";
export { ArticleToc } from "./article-toc.tsx";
export {
  ArticleContentSource,
  articleBodyHtmlFrom,
  PrerenderedArticleBody,
} from "./prerendered-article-body.tsx";
export type { BlogEntry } from "./blog-entry.ts";
export { ServicesSidebar } from "./services-sidebar.tsx";
