// The layer table: every folder of the repository in one place, lowest first. A file may import
// from its own layer and those below it, never from one above; within a layer, folders import
// one another only where `reaches` says so, and a folder with `entries` is imported from
// outside only through them. `npm run check:imports` (scripts/checks/imports.ts) holds every
// static, dynamic and type import of the tree to it, with dependency-cruiser, and refuses any
// circle between files. Vite's chunk groups (vite.config.ts) read it, and the public
// stylesheet's `@source not` lines (app/app.css) are tested against it.
//
// Tests (`*.test.ts`, `*.test.tsx`, e2e/, faults/) may import from any layer: a behaviour's test
// renders the real sections. Test helpers (`*.test-helpers.ts`, e2e/, faults/) are for tests
// alone.

export type Layer = {
  /** A short name, as the check's messages and the README's picture give it. */
  readonly name: string;
  /** What it holds, in a phrase. */
  readonly holds: string;
  /** Folders (ending in "/") and files, from the repository's root. */
  readonly paths: readonly string[];
  /** Which folders of this same layer a folder may import from (none, unless named). */
  readonly reaches?: Readonly<Record<string, readonly string[]>>;
  /**
   * The files other folders import a folder through (a feature's entries); its other files are
   * its own.
   */
  readonly entries?: Readonly<Record<string, readonly string[]>>;
  /**
   * Files outside a folder with entries that are its own all the same, and read any of its files:
   * a feature's pages (beginnings of paths, from the repository's root).
   */
  readonly insiders?: Readonly<Record<string, readonly string[]>>;
  /**
   * What a folder may not import at all (patterns of resolved paths, npm packages under
   * "^node_modules/"), and why; `unlessDynamic`: a dynamic `import()` may still reach it.
   */
  readonly keepsOut?: Readonly<
    Record<string, { readonly to: readonly string[]; readonly why: string; unlessDynamic?: true }>
  >;
};

const ROUTER = "^node_modules/(@react-router|react-router)/";

/** The layers, lowest first. */
export const LAYERS: readonly Layer[] = [
  { name: "table", holds: "this table", paths: ["layers.config.ts"] },
  {
    name: "site",
    holds: "the site's facts, settings and languages, and the compiled interface texts",
    paths: ["app/site/", "app/paraglide/"],
    reaches: { "app/site/": ["app/paraglide/"] },
  },
  {
    name: "lib",
    holds: "helpers that know no feature, no content and no page",
    paths: ["app/lib/"],
  },
  {
    name: "content",
    holds: "the agency's words, prices, services, projects and artwork",
    paths: ["app/content/"],
  },
  {
    name: "pages",
    holds: "every address once: the public pages, the inbox's pages, both joined",
    paths: ["app/pages/"],
  },
  {
    name: "ui",
    holds: "UI primitives every feature and section may use",
    paths: ["app/ui/"],
  },
  {
    name: "store",
    holds: "the database: schema, migrations, queries, faults",
    paths: ["app/db/"],
  },
  {
    name: "features",
    holds:
      "the blog, the quote form, the leads' capture and notifications, the inbox, the visits counted",
    paths: ["app/blog/", "app/quote/", "app/leads/", "app/inbox/", "app/visits/"],
    reaches: {
      "app/leads/": ["app/quote/"],
      // The overview joins the visits to the leads (issue 57).
      "app/inbox/": ["app/quote/", "app/visits/"],
    },
    entries: {
      "app/blog/": ["app/blog/index.ts", "app/blog/articles.server.ts"],
      // For pages (browser-safe), and for the server's wiring, routes and tools.
      "app/leads/": ["app/leads/index.ts", "app/leads/index.server.ts"],
      "app/quote/": [
        // The form, for pages and the island; its validation, which the server repeats; what
        // the page module runs; where quotes go, for the build and the forwarding of leads.
        "app/quote/index.ts",
        "app/quote/quote-schema.ts",
        "app/quote/page-module.ts",
        "app/quote/transport-target.ts",
        "app/quote/create-transport.ts",
      ],
      // Browser-safe basics for pages; the server's wiring, the Node server, the accounts tool
      // and the benches; the accounts tool's requests, which the tool and the server's socket
      // read without loading the store.
      "app/inbox/": [
        "app/inbox/index.ts",
        "app/inbox/index.server.ts",
        "app/inbox/accounts/account-requests.server.ts",
      ],
      // What the page module's beacon sends; the counting, roll-ups and reader for the server.
      "app/visits/": ["app/visits/index.ts", "app/visits/index.server.ts"],
    },
    // The inbox's pages: thin routes that lay out its components and call its logic.
    insiders: { "app/inbox/": ["app/routes/admin"] },
    keepsOut: {
      "app/quote/": {
        to: [ROUTER],
        why: "the quote form hydrates as an island with its own React root: no router hooks or <Link>",
      },
    },
  },
  {
    name: "island",
    holds: "the quote form's island: rendered at build, hydrated in its own React root",
    paths: ["app/island/"],
    keepsOut: {
      "app/island/": { to: [ROUTER], why: "the island has its own React root, outside the router" },
    },
  },
  {
    name: "parts",
    holds: "the public pages' layout, sections and privacy notice",
    paths: ["app/components/"],
  },
  {
    name: "browser",
    holds: "the one module every public page runs (decision 035), React-free",
    paths: ["app/browser/"],
    keepsOut: {
      "app/browser/": {
        to: [
          "^node_modules/(react|react-dom|scheduler)/",
          ROUTER,
          String.raw`\.tsx$`,
          String.raw`\.server\.ts$`,
        ],
        why: "a page's behaviours run without React and without server code, so neither slips into every page's script; the quote form's island is loaded by a dynamic import",
        unlessDynamic: true,
      },
    },
  },
  {
    name: "wiring",
    holds: "the server's services, request context and origins; what is prerendered and served",
    paths: ["app/wiring/"],
  },
  {
    name: "routes",
    holds: "the framework's files: the document, the route table, the server entry, the routes",
    paths: [
      "app/routes/",
      "app/styles/",
      "app/root.tsx",
      "app/routes.ts",
      "app/entry.server.tsx",
      "app/app.css",
    ],
  },
  {
    name: "server",
    holds: "the Node server: static files, headers, the inbox's socket",
    paths: ["server/"],
  },
  {
    name: "tools-lib",
    holds:
      "the tools' and the tests' shared helpers: servers, browsers, data folders, seeded leads",
    paths: ["scripts/lib/"],
  },
  {
    name: "tools",
    holds: "build, checks, benches, artwork, texts and the accounts tool",
    paths: ["scripts/"],
  },
  {
    name: "tests",
    holds: "end-to-end and fault tests and their helpers",
    paths: ["e2e/", "faults/"],
    reaches: { "faults/": ["e2e/"] },
  },
  {
    name: "configs",
    holds: "the tools' configuration files",
    paths: [
      "drizzle.config.ts",
      "eslint.config.ts",
      "playwright.config.ts",
      "react-router.config.ts",
      "vite.config.ts",
      "vitest.config.ts",
      "vitest.faults.config.ts",
      "vitest.setup.ts",
    ],
  },
];

const pathsOf = (...names: string[]) =>
  LAYERS.filter((layer) => names.includes(layer.name)).flatMap((layer) => layer.paths);

/**
 * Vite's chunk groups (docs/decisions/014-one-shared-chunk.md, vite.config.ts): the small
 * modules several routes share go into one chunk instead of one each, the public pages' and the
 * inbox's apart, so that each route names one shared import in the manifest every page loads.
 */
export const CHUNK_GROUPS: readonly { name: string; paths: readonly string[] }[] = [
  {
    name: "shared",
    paths: [
      ...pathsOf("lib", "content", "ui"),
      "app/site/quote-fields.ts",
      "app/site/quote-field-facts.ts",
      "app/pages/site-pages.ts",
      "app/site/site.config.ts",
      "node_modules/clsx/",
      // Every route imports the router: named here, or the inbox's group would take it (with
      // the inbox's stylesheet) whenever no shared module of the public pages imports it.
      "node_modules/react-router/",
    ],
  },
  {
    name: "inbox",
    paths: ["app/inbox/", "app/pages/admin-pages.ts", "app/db/lead-status"],
  },
];

/**
 * Imports that run against the table on purpose, each with its reason: the route table reads
 * which language a build is for from the build's own module (docs/decisions/028).
 */
export const ALLOWED_AGAINST_TABLE: readonly { from: string; to: string; why: string }[] = [
  {
    from: "app/routes.ts",
    to: "scripts/build/build-language.ts",
    why: "decision 028: one build per language, named by the build script",
  },
];
