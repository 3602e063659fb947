// The blog's entry for pages and sections (rendered at build; the browser's own code is under
// app/browser/). The articles themselves are read through the server-only ./articles.server.ts.
export type { ArticleContent, TocEntry } from "./article-body-types.ts";
export { ArticleHeader } from "./article-header.tsx";
export { ArticleToc } from "./article-toc.tsx";
export { ArticleContentSource, PrerenderedArticleBody } from "./prerendered-article-body.tsx";
export { BlogCard } from "./blog-card.tsx";
export type { BlogEntry } from "./blog-entry.ts";
export { ServicesSidebar } from "./services-sidebar.tsx";
