import { vi } from "vitest";

/** Where the first section starts on the page, and each section's height, in px. */
type Stack = { firstTop: number; height: number };

type Page = Stack & { bar: number; viewport: number; page: number };

/**
 * For unit tests: jsdom lays nothing out, so this gives the sections `ids` (already in the
 * document) the layout of a page: stacked, `height` px each from `firstTop`, under the fixed bar
 * (their scroll-margin-top), moving as window.scrollY does. Only window.scrollTo or `scrollTo`
 * here move the page; the latter also fires the scroll event a visitor's scrolling would.
 */
export function fakeSectionLayout(ids: readonly string[], options: Partial<Page> = {}) {
  const { bar, viewport, page, ...stack } = {
    firstTop: 500,
    height: 1000,
    bar: 80,
    viewport: 800,
    page: 10_000,
    ...options,
  };
  const sections: Stack = stack;
  let scrollY = 0;
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => scrollY);
  vi.spyOn(window, "innerHeight", "get").mockReturnValue(viewport);
  vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(page);
  vi.spyOn(window, "scrollTo").mockImplementation(((options: ScrollToOptions) => {
    scrollY = options.top ?? scrollY;
  }) as typeof window.scrollTo);
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const index = ids.indexOf(this.id);
    const top = index < 0 ? 0 : sections.firstTop + index * sections.height - scrollY;
    const tall = index < 0 ? 0 : sections.height;
    return { x: 0, y: top, top, bottom: top + tall, left: 0, right: 0, width: 0, height: tall };
  } as () => DOMRect);
  for (const id of ids) document.getElementById(id)!.style.scrollMarginTop = `${bar}px`;

  return {
    /** The scroll position at which section `id` sits just under the bar. */
    topOf: (id: string) => sections.firstTop + ids.indexOf(id) * sections.height - bar,
    scrollY: () => scrollY,
    /** Moves the page to `y` as a visitor's scrolling would: the scroll event follows. */
    scrollTo(y: number) {
      scrollY = y;
      window.dispatchEvent(new Event("scroll"));
    },
    /** Lays the sections out again (a resize that wraps their text), the page left where it is. */
    relayout(changes: Partial<Stack>) {
      Object.assign(sections, changes);
    },
  };
}

/** The clocks a scroll behaviour reads (throttle, debounce, frames), faked for a test. */
export function fakeScrollClocks() {
  vi.useFakeTimers({
    toFake: [
      "setTimeout",
      "clearTimeout",
      "Date",
      "requestAnimationFrame",
      "cancelAnimationFrame",
      "performance",
    ],
  });
}
