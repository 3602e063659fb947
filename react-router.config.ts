import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "#app/wiring/prerender-paths.ts";
import { describeSamples, remainingSamples } from "./scripts/build/sample-content.ts";
import { validateSiteConfig } from "#app/site/site-config-schema.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { buildLanguage, languageBase, languageBuildDir } from "./scripts/build/build-language.ts";
import { finishBuild } from "./scripts/build/finish-build.ts";

// A malformed phone number or origin stops the build here, before anything is built; so does
// sample content in a strict build (`npm run build -- --strict`, scripts/build/build.ts).
validateSiteConfig(siteConfig);
const samples = remainingSamples(siteConfig);
if (process.env.STRICT_BUILD && samples.length) {
  throw new Error(
    [
      `strict build: ${samples.length} sample entries are still on the site. Replace each with your own`,
      "(and drop its `sample: true`), or build without --strict to preview:",
      ...describeSamples(samples).map((line) => `  ${line}`),
    ].join("\n"),
  );
}

// English at today's addresses, Marathi under /mr/, Hindi under /hi/: one build each, English
// last but for its server (scripts/build/build.ts; docs/decisions/028-languages-built-apart.md).
const language = buildLanguage();

export default {
  appDirectory: "app",
  basename: languageBase(language),
  buildDirectory: languageBuildDir(language),
  // Every public page is rendered to static HTML at build time and hydrated in the browser
  // (docs/decisions/001-prerender-static.md). The server build answers only what cannot be
  // static: the "server" routes of app/pages/site-pages.ts (/api/leads, later /admin), through
  // server/serve.ts (docs/decisions/012-lead-store.md). build/client alone still deploys to
  // any static host.
  ssr: true,
  prerender: () => prerenderPaths(language),
  // Every route known from the first page: no /__manifest requests, which a static host
  // cannot answer; the server does not answer them either (404, like any unknown address).
  routeDiscovery: { mode: "initial" },
  // The build's own last steps (scripts/build/finish-build.ts), run by the build itself.
  async buildEnd({ reactRouterConfig }) {
    await finishBuild(reactRouterConfig.buildDirectory, language);
  },
} satisfies Config;
