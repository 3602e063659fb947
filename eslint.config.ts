import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers (which folder may import which) are not ESLint's: layers.config.ts holds them, and
// `npm run check:imports` (scripts/checks/imports.ts) checks every import against it.

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
