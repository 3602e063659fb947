import { vi } from "vitest";

/**
 * For unit tests of what moves: jsdom has no IntersectionObserver and no matchMedia. This puts
 * in an observer the test drives (`seen(element, ratio)` reports an element `ratio` visible to
 * every observer watching it) and media queries that match only as asked.
 */
export function fakeViewport({
  reducedMotion = false,
  coarsePointer = false,
}: { reducedMotion?: boolean; coarsePointer?: boolean } = {}) {
  const observers: FakeObserver[] = [];

  class FakeObserver {
    readonly watched = new Set<Element>();
    readonly callback: IntersectionObserverCallback;
    readonly options: IntersectionObserverInit;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.callback = callback;
      this.options = options;
      observers.push(this);
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    disconnect() {
      this.watched.clear();
    }
    report(element: Element, ratio: number) {
      const entry = { target: element, intersectionRatio: ratio, isIntersecting: ratio > 0 };
      this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches:
      (query === "(prefers-reduced-motion: reduce)" && reducedMotion) ||
      (query === "(pointer: coarse)" && coarsePointer),
    media: query,
  }));

  return {
    /** Reports `element` as `ratio` visible to every observer still watching it. */
    seen(element: Element, ratio: number) {
      for (const observer of observers) {
        if (observer.watched.has(element)) observer.report(element, ratio);
      }
    },
    /** The options of the observers watching `element`. */
    optionsFor: (element: Element) =>
      observers.filter((observer) => observer.watched.has(element)).map((o) => o.options),
  };
}
