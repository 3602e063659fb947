import { siteConfig } from "./site.config.ts";

/** The address of an article: the file content/blog/<slug>.md is served at /blogs/<slug>. */
export const articlePath = (slug: string) => `/blogs/${slug}`;

/** An article's social preview image (1200 × 630), rendered by the build. */
export const articleSocialImage = (slug: string) => `/social/blogs/${slug}.png`;

/**
 * Every route of the site, once. The route table (app/routes.ts), the prerender list
 * (app/prerender-paths.ts), the sitemap, the article link check, the end-to-end route list and
 * the pages' own titles all derive from this table; app/site-pages.test.ts fails when a module
 * in app/routes/ has no entry here, or an entry has no module.
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
  /** The page's title (the agency's name is added in <title>) or what the file is. */
  title: string;
};

export const sitePages = {
  home: {
    path: "/",
    module: "routes/home.tsx",
    kind: "page",
    title: `${siteConfig.name}: Digital Marketing and Web Design in ${siteConfig.city}`,
  },
  features: {
    path: "/features",
    module: "routes/features.tsx",
    kind: "page",
    title: "What We Offer",
  },
  oneTime: {
    path: "/one-time",
    module: "routes/one-time.tsx",
    kind: "page",
    title: "One Time Services",
  },
  testimonials: {
    path: "/testimonials",
    module: "routes/testimonials.tsx",
    kind: "page",
    title: "Client Testimonials",
  },
  blogs: { path: "/blogs", module: "routes/blogs.tsx", kind: "page", title: "Our Blogs" },
  aboutUs: { path: "/about-us", module: "routes/about-us.tsx", kind: "page", title: "About Us" },
  contact: {
    path: "/contact",
    module: "routes/contact.tsx",
    kind: "page",
    title: "Contact and Quote Request",
  },
  services: {
    path: "/services",
    module: "routes/services.tsx",
    kind: "page",
    title: "Services and Prices",
  },
  contents: {
    path: "/contents",
    module: "routes/site-contents.tsx",
    kind: "page",
    title: "Table of Contents",
  },
  allBlogs: {
    path: "/allblogs",
    module: "routes/allblogs.tsx",
    kind: "page",
    title: "Blogs On Digital Marketing",
  },
  privacy: {
    path: "/privacy",
    module: "routes/privacy.tsx",
    kind: "page",
    title: "Privacy Notice",
  },
  article: {
    path: articlePath(":slug"),
    module: "routes/article.tsx",
    kind: "articles",
    title: "Article",
  },
  sitemap: {
    path: "/sitemap.xml",
    module: "routes/sitemap-xml.ts",
    kind: "file",
    title: "Sitemap",
  },
  robots: { path: "/robots.txt", module: "routes/robots-txt.ts", kind: "file", title: "Robots" },
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
  quoteSent: {
    path: "/quote/sent",
    module: "routes/quote-sent.tsx",
    kind: "unlisted",
    title: "Quote Request Received",
  },
  quoteNotSent: {
    path: "/quote/not-sent",
    module: "routes/quote-not-sent.tsx",
    kind: "unlisted",
    title: "Quote Request Not Saved",
  },
  quoteRetry: {
    path: "/quote/retry",
    module: "routes/quote-retry.tsx",
    kind: "server",
    title: "Quote Request Not Saved Yet",
  },
  adminInbox: {
    path: "/admin",
    module: "routes/admin-inbox.tsx",
    kind: "server",
    title: "Leads",
  },
  adminLogin: {
    path: "/admin/login",
    module: "routes/admin-login.tsx",
    kind: "server",
    title: "Sign in",
  },
  adminLogout: {
    path: "/admin/logout",
    module: "routes/admin-logout.ts",
    kind: "server",
    title: "Sign out",
  },
  adminLead: {
    path: "/admin/leads/:id",
    module: "routes/admin-lead.tsx",
    kind: "server",
    title: "Lead",
  },
  adminCsv: {
    path: "/admin/leads.csv",
    module: "routes/admin-leads-csv.ts",
    kind: "server",
    title: "Leads as CSV",
  },
  adminPeople: {
    path: "/admin/people",
    module: "routes/admin-people.tsx",
    kind: "server",
    title: "A person's data",
  },
  adminAudit: {
    path: "/admin/audit",
    module: "routes/admin-audit.tsx",
    kind: "server",
    title: "Audit log",
  },
  adminTemplates: {
    path: "/admin/templates",
    module: "routes/admin-templates.tsx",
    kind: "server",
    title: "Reply templates",
  },
  adminAlerts: {
    path: "/admin/alerts",
    module: "routes/admin-alerts.tsx",
    kind: "server",
    title: "Alerts",
  },
  adminAlertsDevice: {
    path: "/admin/alerts/device",
    module: "routes/admin-alerts-device.ts",
    kind: "server",
    title: "Phone alerts: this device turned on or off",
  },
  adminManifest: {
    path: "/admin/manifest.webmanifest",
    module: "routes/admin-manifest-webmanifest.ts",
    kind: "server",
    title: "The inbox's web app manifest",
  },
  adminWorker: {
    path: "/admin/sw.js",
    module: "routes/admin-sw-js.ts",
    kind: "server",
    title: "The inbox's service worker",
  },
  notFound: {
    path: "*",
    module: "routes/not-found.tsx",
    kind: "not-found",
    title: "Page not found",
  },
} as const satisfies Record<string, SitePage>;

/** Where the 404 page is prerendered; the build moves it to 404.html. */
export const NOT_FOUND_PATH = "/404";

const entries: readonly SitePage[] = Object.values(sitePages);

/** The paths of the site's own documents, articles apart: what the sitemap lists. */
export const pagePaths: readonly string[] = entries
  .filter((page) => page.kind === "page")
  .map((page) => page.path);

/** The prerendered files for machines (sitemap, robots, feed, manifest). */
export const filePaths: readonly string[] = entries
  .filter((page) => page.kind === "file")
  .map((page) => page.path);

/**
 * Pages prerendered like the others but listed nowhere: not in the sitemap, marked noindex.
 * robots.txt leaves them open: a crawler must fetch a page to read its noindex.
 */
export const unlistedPaths: readonly string[] = entries
  .filter((page) => page.kind === "unlisted")
  .map((page) => page.path);

/** The paths only the running server answers (the static server passes them to React Router). */
export const serverPaths: readonly string[] = entries
  .filter((page) => page.kind === "server")
  .map((page) => page.path);
