import { PAGE_LANGUAGE } from "#app/lib/page-language.ts";
import { pathIn } from "#app/site/site-languages.ts";

/** The address of an article: the file content/blog/<slug>.md is served at /blogs/<slug>. */
export const articlePath = (slug: string) => `/blogs/${slug}`;

/**
 * An article's social preview image (1200 × 630), rendered by the build in the page's language:
 * /social/blogs/<slug>.png, under /mr/ or /hi/ in Marathi and Hindi.
 */
export const articleSocialImage = (slug: string) =>
  pathIn(PAGE_LANGUAGE, `/social/blogs/${slug}.png`);

/**
 * A route of the site. Every route is a row of one of two tables: the public pages' below and the
 * inbox's (app/pages/admin-pages.ts); app/pages/all-pages.ts joins them for the route table
 * (app/routes.ts), the prerender list, the sitemap, the article link check and the server. The
 * inbox's titles come from its rows; app/pages/site-pages.test.ts fails when a module in
 * app/routes/ has no row, or a row has no module.
 */
export type SitePage = {
  /** The address: a path, the articles' pattern, or "*" for every unknown address. */
  path: string;
  /** The route module, relative to app/. */
  module: `routes/${string}`;
  /**
   * page: a document with its own content (in the sitemap); articles: one page per
   * content/blog/<slug>.md; file: a prerendered file for machines; not-found: the 404 page;
   * server: answered by the running server (`npm start`), never prerendered; unlisted: a
   * prerendered page kept out of the sitemap and search results (noindex), such as where the
   * server sends a browser without JavaScript after it posted the quote form.
   */
  kind: "page" | "articles" | "file" | "not-found" | "server" | "unlisted";
  /**
   * What a file or a server route is, or an inbox page's title (English only). A public page's
   * title is its message in messages/site/ (`site_title_*`), in the page's language: it is
   * written there only.
   */
  title?: string;
};

/** The public site's routes, and the two server routes its pages send the quote to. */
export const sitePages = {
  home: {
    path: "/",
    module: "routes/home.tsx",
    kind: "page",
  },
  features: {
    path: "/features",
    module: "routes/features.tsx",
    kind: "page",
  },
  oneTime: {
    path: "/one-time",
    module: "routes/one-time.tsx",
    kind: "page",
  },
  testimonials: {
    path: "/testimonials",
    module: "routes/testimonials.tsx",
    kind: "page",
  },
  blogs: { path: "/blogs", module: "routes/blogs.tsx", kind: "page" },
  aboutUs: { path: "/about-us", module: "routes/about-us.tsx", kind: "page" },
  contact: {
    path: "/contact",
    module: "routes/contact.tsx",
    kind: "page",
  },
  services: {
    path: "/services",
    module: "routes/services.tsx",
    kind: "page",
  },
  contents: {
    path: "/contents",
    module: "routes/site-contents.tsx",
    kind: "page",
  },
  allBlogs: {
    path: "/allblogs",
    module: "routes/allblogs.tsx",
    kind: "page",
  },
  privacy: {
    path: "/privacy",
    module: "routes/privacy.tsx",
    kind: "page",
  },
  article: {
    path: articlePath(":slug"),
    module: "routes/article.tsx",
    kind: "articles",
  },
  sitemap: {
    path: "/sitemap.xml",
    module: "routes/sitemap-xml.ts",
    kind: "file",
    title: "Sitemap",
  },
  robots: {
    path: "/robots.txt",
    module: "routes/robots-txt.ts",
    kind: "file",
    title: "Robots",
  },
  rss: { path: "/rss.xml", module: "routes/rss-xml.ts", kind: "file", title: "RSS feed" },
  webManifest: {
    path: "/manifest.webmanifest",
    module: "routes/manifest-webmanifest.ts",
    kind: "file",
    title: "Web app manifest",
  },
  leadsApi: {
    path: "/api/leads",
    module: "routes/api-leads.ts",
    kind: "server",
    title: "Quote requests received by the server",
  },
  visitsApi: {
    path: "/api/visits",
    module: "routes/api-visits.ts",
    kind: "server",
    title: "Page views counted by the server",
  },
  quoteSent: {
    path: "/quote/sent",
    module: "routes/quote-sent.tsx",
    kind: "unlisted",
  },
  quoteNotSent: {
    path: "/quote/not-sent",
    module: "routes/quote-not-sent.tsx",
    kind: "unlisted",
  },
  quoteRetry: {
    path: "/quote/retry",
    module: "routes/quote-retry.tsx",
    kind: "server",
  },
  notFound: {
    path: "*",
    module: "routes/not-found.tsx",
    kind: "not-found",
  },
} as const satisfies Record<string, SitePage>;

/** Where the 404 page is prerendered; the build moves it to 404.html. */
export const NOT_FOUND_PATH = "/404";
