// The blog's public entry for the browser: what pages and sections may use. The articles
// themselves are read at build time through the server-only entry, ./articles.server.ts.
export type { ArticleContent, TocEntry } from "./article-body-types";
export { ArticleHeader } from "./article-header";
export { ArticleToc } from "./article-toc";
export {
  ArticleContentSource,
  articleBodyHtmlFrom,
  PrerenderedArticleBody,
} from "./prerendered-article-body";
export type { BlogEntry } from "./blog-entry";
export { ServicesSidebar } from "./services-sidebar";
