import { vi } from "vitest";

/**
 * For unit tests: records the listeners a behaviour adds to `window` from now on, so that
 * `removeAll()` can drop them after the test. jsdom keeps one window for a whole test file, and
 * a page's listeners (there is no teardown on a document) would otherwise hear the next test.
 */
export function trackWindowListeners() {
  const added: [string, EventListenerOrEventListenerObject][] = [];
  const add = window.addEventListener.bind(window);
  const addEventListener = vi.spyOn(window, "addEventListener").mockImplementation(((
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ) => {
    added.push([type, listener]);
    add(type, listener, options);
  }) as typeof window.addEventListener);
  return {
    addEventListener,
    removeAll() {
      for (const [type, listener] of added.splice(0)) window.removeEventListener(type, listener);
    },
  };
}
