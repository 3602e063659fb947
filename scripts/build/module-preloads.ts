import { nothingToChange } from "./build-step-error";

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const MODULE_SCRIPT = /<script type="module"/;

/**
 * React Router preloads every module of the page in <head>; on a slow link those downloads
 * compete with the stylesheet and delay the first paint (FCP 1.9 s → under 1 s with
 * `npm run bench`). The module script still loads them, after the paint. A page that runs no
 * module script (the 404 page) has none to drop.
 */
export function withoutModulePreloads(html: string, file: string): string {
  if (!MODULE_SCRIPT.test(html)) return html;
  const stripped = html.replace(MODULE_PRELOAD, "");
  if (stripped === html) {
    throw nothingToChange("module-preloads", file, '<link rel="modulepreload" href="…"/> tags');
  }
  if (stripped.includes('rel="modulepreload"')) {
    throw nothingToChange("module-preloads", file, "every modulepreload link in the known form");
  }
  return stripped;
}
