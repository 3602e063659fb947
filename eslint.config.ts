import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import type { Linter } from "eslint";

// Patterns are .gitignore lines, where a leading # starts a comment: hence "\\#app/…" below.
// The app's layers, each importing only from those before it: config and content → features
// (blog, quote, leads, inbox: each through its public entries) → sections and components →
// routes. The database (app/db/) sits below the features; the wiring of services
// (app/services.server.ts) above them.
const FEATURE_INTERNALS = [
  {
    group: ["\\#app/blog/*", "!\\#app/blog/index.ts", "!\\#app/blog/articles.server.ts"],
    message:
      "Import the blog through #app/blog/index.ts (browser) or articles.server.ts (loaders).",
  },
  {
    group: ["\\#app/quote/*", "!\\#app/quote/index.ts", "!\\#app/quote/quote-fields.ts"],
    message:
      "Import the quote form through #app/quote/index.ts (its field names: quote-fields.ts).",
  },
];
const ROUTES = { group: ["\\#app/routes/*"], message: "Nothing imports a route module." };
const ABOVE_CONTENT = {
  group: [
    ...["\\#app/components/*", "\\#app/blog/*", "\\#app/leads/*", "\\#app/inbox/*", "\\#app/db/*"],
    ...["\\#app/quote/*", "!\\#app/quote/quote-fields.ts"],
  ],
  message: "Config, content and lib sit below the features (but for the form's field names).",
};
const BROWSER_SAFE_ENTRIES = {
  group: ["\\#app/leads/*", "\\#app/inbox/*", "!\\#app/inbox/index.ts", "\\#app/db/*"],
  message: "Components reach the inbox through #app/inbox/index.ts; the store is the server's.",
};
const ABOVE_FEATURES = {
  group: [
    "\\#app/components/sections/*",
    "\\#app/components/layout/*",
    "\\#app/components/admin/*",
    "\\#app/routes/*",
    "\\#app/services.server.ts",
  ],
  message:
    "Features sit below the sections, the routes and the wiring of services (ui/ is theirs).",
};
/**
 * The behaviours every public page runs (app/browser/, docs/decisions/035-pages-are-documents.md)
 * are plain browser modules: nothing that renders pages at build (React, the router, pages,
 * sections, layout, the blog), no words (they read them from the page) and no server code, so
 * React cannot slip into a page's bundle. The quote form's island is reached only by a dynamic
 * import, which this rule leaves alone.
 */
const BUILD_ONLY = {
  group: [
    ...["react", "react/*", "react-dom", "react-dom/*", "react-router", "react-router/*"],
    ...["**/*.tsx", "**/*.server.ts", "\\#app/routes/*", "\\#app/components/*"],
    ...["\\#app/blog/*", "\\#app/inbox/*", "\\#app/leads/*", "\\#app/db/*", "\\#app/island/*"],
    ...["\\#app/paraglide/*", "\\#app/site.config.ts", "\\#app/services.server.ts"],
  ],
  message:
    "A page's behaviours run in the browser without React: import only app/browser, app/lib and the quote form's plain modules.",
};
/** The quote form hydrates in a root of its own (app/island/): nothing of the router inside. */
const NO_ROUTER = {
  group: ["react-router", "react-router/*"],
  message: "The quote form is an island with its own React root: no router hooks or <Link>.",
};
/** No import cycle between feature folders: each names the folders it may not reach. */
const notFrom = (folders: string[], who: string) => ({
  group: folders.map((folder) => `\\#app/${folder}/*`),
  message: `${who} may not import from ${folders.join(", ")}: features meet in the store and the routes.`,
});
const restrict = (patterns: { group: string[]; message: string }[]): Linter.RulesRecord => ({
  "no-restricted-imports": ["error", { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build.page-scripts/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".new-article-check/",
      "**/*.tmp.*",
      // Paraglide's compiled messages (npm run messages).
      "app/paraglide/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // A region that scrolls on its own (a wide table on a phone) must be reachable by the
      // keyboard to be scrolled (axe's scrollable-region-focusable): named regions may take focus.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["app/routes/**"],
    rules: restrict([...FEATURE_INTERNALS, ROUTES]),
  },
  {
    files: ["app/components/**"],
    rules: restrict([...FEATURE_INTERNALS, ROUTES, BROWSER_SAFE_ENTRIES]),
  },
  {
    files: ["app/lib/**", "app/content/**", "app/site*.ts"],
    rules: restrict([ABOVE_CONTENT, ROUTES]),
  },
  { files: ["app/blog/**"], rules: restrict([ABOVE_FEATURES]) },
  {
    files: ["app/quote/**"],
    rules: restrict([
      ABOVE_FEATURES,
      notFrom(["leads", "inbox", "db"], "the browser's quote form"),
      NO_ROUTER,
    ]),
  },
  // Its tests render the real components to markup, at build as the pages are.
  {
    files: ["app/browser/**"],
    ignores: ["app/browser/**/*.test.ts"],
    rules: restrict([BUILD_ONLY]),
  },
  { files: ["app/leads/**"], rules: restrict([ABOVE_FEATURES, notFrom(["inbox"], "leads")]) },
  { files: ["app/inbox/**"], rules: restrict([ABOVE_FEATURES, notFrom(["leads"], "the inbox")]) },
  {
    files: ["app/db/**"],
    rules: restrict([ABOVE_FEATURES, notFrom(["leads", "inbox", "quote", "blog"], "the store")]),
  },
  {
    files: [
      "scripts/**/*.ts",
      "server/**/*.ts",
      "*.config.{js,ts}",
      "e2e/**/*.ts",
      "faults/**/*.ts",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
