import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The app's layers, each importing only from those before it: config and content → features
// (blog, quote: through their public entries) → sections and components → routes.
const FEATURE_INTERNALS = [
  {
    group: ["~/blog/*", "!~/blog/articles.server"],
    message: "Import the blog through ~/blog (browser) or ~/blog/articles.server (loaders).",
  },
  { group: ["~/quote/*"], message: "Import the quote form through ~/quote." },
];
const ROUTES = { group: ["~/routes/*"], message: "Nothing imports a route module." };
const ABOVE_CONTENT = {
  group: ["~/components/*", "~/blog", "~/blog/*", "~/quote", "~/quote/*"],
  message: "Config, content and lib sit below the features, components and routes.",
};
/**
 * @param {{ group: string[]; message: string }[]} patterns
 * @returns {import("eslint").Linter.RulesRecord}
 */
const restrict = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".new-article-check/",
      "**/*.tmp.*",
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
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["app/components/**", "app/routes/**"],
    rules: restrict([...FEATURE_INTERNALS, ROUTES]),
  },
  {
    files: ["app/lib/**", "app/content/**", "app/*.ts"],
    rules: restrict([ABOVE_CONTENT, ROUTES]),
  },
  {
    files: ["app/blog/**", "app/quote/**"],
    rules: restrict([
      ROUTES,
      { group: ["~/components/sections/*"], message: "Features sit below the sections." },
    ]),
  },
  {
    files: [
      "scripts/**/*.{js,mjs}",
      "server/**/*.js",
      "*.config.{js,ts}",
      "e2e/**/*.ts",
      "faults/**/*.ts",
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
