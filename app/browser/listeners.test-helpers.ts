import { afterEach, beforeEach, vi } from "vitest";

type Added = [
  EventTarget,
  string,
  EventListenerOrEventListenerObject,
  boolean | EventListenerOptions,
];

/**
 * For unit tests of behaviours: each test starts its behaviour afresh on a page of its own, and
 * the listeners it left on the document and the window would otherwise hear the next test's
 * page. Call at the top of a test file: every listener added to them during a test is removed
 * after it.
 */
export function dropListenersAfterEach(): void {
  const added: Added[] = [];
  beforeEach(() => {
    for (const target of [document, window] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      vi.spyOn(target, "addEventListener").mockImplementation((type, listener, options) => {
        if (listener) added.push([target, type, listener, options ?? false]);
        add(type, listener, options);
      });
    }
  });
  afterEach(() => {
    for (const [target, type, listener, options] of added.splice(0)) {
      target.removeEventListener(type, listener, options);
    }
  });
}
