import { HELD_MODULE_TYPE, START_MODULES_AFTER_PAINT } from "../lib/modules-after-paint.ts";

import { nothingToChange } from "./build-step-error.ts";
import { applyEdits, attributeOf, pageElements, positionOf, textOf } from "./page-elements.ts";

const STEP = "modules-after-paint";

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
 * A page that runs no module script (the 404 page) is left as it is; a hydrated page whose
 * preloads or module script are not there as expected stops the build, naming the file.
 */
export function withModulesAfterPaint(html: string, file: string): string {
  const elements = pageElements(html);
  const moduleScripts = elements.filter(
    (element) => element.tagName === "script" && attributeOf(element, "type") === "module",
  );
  if (moduleScripts.length === 0) return html;
  const preloads = elements.filter(
    (element) => element.tagName === "link" && attributeOf(element, "rel") === "modulepreload",
  );
  if (preloads.length === 0) {
    throw nothingToChange(STEP, file, '<link rel="modulepreload"> elements in <head>');
  }
  const [script, ...more] = moduleScripts;
  if (!script || more.length > 0 || attributeOf(script, "src") !== undefined) {
    throw nothingToChange(STEP, file, 'one inline <script type="module"> with the page\'s imports');
  }
  const imports = textOf(html, script, STEP, file);
  const { start, end } = positionOf(script, STEP, file);
  return applyEdits(html, [
    ...preloads.map((link) => ({ ...positionOf(link, STEP, file), text: "" })),
    {
      start,
      end,
      text: `<script type="${HELD_MODULE_TYPE}">${imports}</script><script>${START_MODULES_AFTER_PAINT}</script>`,
    },
  ]);
}
