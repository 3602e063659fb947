/**
 * The classic inline script that starts a public page's module once the page has painted
 * (docs/decisions/037-page-module-after-paint.md). Written as the page's last element, in place
 * of the module script itself: a module the parser meets is fetched at once, beside the
 * stylesheet and the largest image, and Lighthouse's simulated first paint then counts its
 * download (FCP 0.76 s → 0.97 s on the home page, about one round trip, on every page alike).
 *
 * Once the first contentful paint is on screen (the paint entry is delivered after the frame),
 * it appends `<script type="module" src>`; a browser without paint timing starts at once, and a
 * page that never paints (a background tab, a prerendered page not yet shown) after 3 s. The
 * page's policy allows it by the hash of its text (scripts/build/page-policy.ts) or, on a page
 * the server renders, by its nonce; the module it adds comes from 'self'.
 */
export function startAfterPaintScript(src: string): string {
  return [
    "(() => {",
    "let started = false;",
    "const start = () => {",
    "if (started) return;",
    "started = true;",
    'const script = document.createElement("script");',
    'script.type = "module";',
    `script.src = ${JSON.stringify(src)};`,
    "document.body.append(script);",
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
}

/** The id of that script: the end-to-end tests wait for the page it starts. */
export const PAGE_SCRIPT_ID = "page-script";
