// How a prerendered page starts its JavaScript only after its first contentful paint
// (docs/decisions/016-modules-after-first-paint.md). Shared by the build step that writes it
// (scripts/build/modules-after-paint.ts), the page policy that hashes it, and the bench's SPA
// stand-in that undoes it.

/**
 * The type React Router's module script is given in the page. A type that is not JavaScript's
 * makes the script a data block, which the browser neither fetches nor runs; the HTML standard
 * (and the build's validator) want a MIME type there.
 */
export const HELD_MODULE_TYPE = "text/x-module-after-paint";

/**
 * The classic script written right after the held module script. Once the page has painted
 * (the paint-timing entry is delivered after the frame is on screen), it puts a real module
 * script with the same text in its place, which imports the page's modules. A browser without
 * paint timing starts at once; a page that never paints (a tab opened in the background)
 * starts after 3 s. The policy allows the new script by the hash of its text, which is the
 * held one's.
 */
export const START_MODULES_AFTER_PAINT = [
  "(() => {",
  "const held = document.currentScript.previousElementSibling;",
  "let started = false;",
  "const start = () => {",
  "if (started) return;",
  "started = true;",
  'const script = document.createElement("script");',
  'script.type = "module";',
  "script.textContent = held.textContent;",
  "held.replaceWith(script);",
  "};",
  'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return start();',
  "new PerformanceObserver((entries, observer) => {",
  'if (!entries.getEntriesByName("first-contentful-paint").length) return;',
  "observer.disconnect();",
  "start();",
  '}).observe({ type: "paint", buffered: true });',
  "setTimeout(start, 3000);",
  "})();",
].join("\n");

const HELD_SCRIPT = new RegExp(
  `<script type="${HELD_MODULE_TYPE}">([\\s\\S]*?)</script><script>[\\s\\S]*?</script>`,
);

/**
 * The page as React Router wrote it: its module script runs as soon as the page is parsed.
 * @param {string} html
 */
export function withModulesAtOnce(html: string) {
  return html.replace(HELD_SCRIPT, (_, body) => `<script type="module" async="">${body}</script>`);
}
