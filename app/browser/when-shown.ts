/** A document as the browser gives it while prerendering (not yet in TypeScript's DOM types). */
type MaybePrerendered = Document & { prerendering?: boolean };

/**
 * Runs `start` now, or, on a page the browser is prerendering (Speculation Rules), when it is
 * shown: a prerendered page behaves as one opened directly, and a page never shown runs
 * nothing (it remembers no visit, app/browser/visit.ts).
 */
export function startWhenShown(doc: Document, start: () => void): void {
  if ((doc as MaybePrerendered).prerendering) {
    doc.addEventListener("prerenderingchange", start, { once: true });
  } else {
    start();
  }
}
