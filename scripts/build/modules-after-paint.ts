import { HELD_MODULE_TYPE, START_MODULES_AFTER_PAINT } from "../lib/modules-after-paint.ts";

import { nothingToChange } from "./build-step-error.ts";

const STEP = "modules-after-paint";
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Keeps the page's JavaScript off its first paint (docs/decisions/016-modules-after-first-paint.md).
 *
 * - React Router preloads every module of the page in <head>; on a slow link those downloads
 *   compete with the stylesheet and delay the first paint (FCP 1.9 s → under 1 s with
 *   `npm run bench`). They are dropped.
 * - Its module script, at the end of <body>, still starts the same downloads as soon as it is
 *   parsed, alongside the stylesheet and the largest image. It is held (given a type the browser
 *   does not run) and started by a small script once the page has painted.
 *
 * A page that runs no module script (the 404 page) is left as it is.
 */
export function withModulesAfterPaint(html: string, file: string): string {
  if (!html.includes('<script type="module"')) return html;
  const withoutPreloads = html.replace(MODULE_PRELOAD, "");
  if (withoutPreloads === html) {
    throw nothingToChange(STEP, file, '<link rel="modulepreload" href="…"/> tags');
  }
  if (withoutPreloads.includes('rel="modulepreload"')) {
    throw nothingToChange(STEP, file, "every modulepreload link in the known form");
  }
  if (!MODULE_SCRIPT.test(withoutPreloads)) {
    throw nothingToChange(STEP, file, '<script type="module" async=""> with the page\'s imports');
  }
  return withoutPreloads.replace(
    MODULE_SCRIPT,
    (_, body: string) =>
      `<script type="${HELD_MODULE_TYPE}">${body}</script><script>${START_MODULES_AFTER_PAINT}</script>`,
  );
}
