import { act, Suspense, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { HydrateOnApproach } from "./hydrate-on-approach.tsx";

// Tells React that this file wraps its updates in act() (Testing Library would say so too).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test moves: `approach(element)` brings it near the viewport. */
const watchedTargets = new Set<Element>();
let notify: IntersectionObserverCallback | undefined;
class TestObserver {
  constructor(callback: IntersectionObserverCallback) {
    notify = callback;
  }
  observe(element: Element) {
    watchedTargets.add(element);
  }
  unobserve(element: Element) {
    watchedTargets.delete(element);
  }
  disconnect() {}
}
function approach(element: Element) {
  const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
  if (watchedTargets.has(element)) notify?.([entry], {} as IntersectionObserver);
}

// The observer is made once per page, like the real one: one for every test in this file.
beforeEach(() => vi.stubGlobal("IntersectionObserver", TestObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

function Page({ id }: { id: string }) {
  return (
    <main>
      <Suspense>
        <HydrateOnApproach elementId={id}>
          <section id={id}>
            <Counter />
          </section>
        </HydrateOnApproach>
      </Suspense>
    </main>
  );
}

/** React tags every node it has taken over. */
const isHydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"));

/** The page's prerendered HTML in the document, hydrated as the browser would. */
async function hydratePage(id: string) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page id={id} />);
  document.body.append(container);
  await act(async () => void hydrateRoot(container, <Page id={id} />));
  return { section: document.getElementById(id)!, button: container.querySelector("button")! };
}

it("keeps a part's server HTML, unhydrated, until it nears the viewport", async () => {
  const { section, button } = await hydratePage("far-part");
  expect(isHydrated(button)).toBe(false);
  expect(button).toHaveTextContent("Clicked 0");

  await act(async () => approach(section));
  expect(isHydrated(button)).toBe(true);
  await act(async () => button.click());
  expect(button).toHaveTextContent("Clicked 1");
});

it("hydrates a part at once on a click inside it, and the click counts", async () => {
  const { button } = await hydratePage("clicked-part");
  expect(isHydrated(button)).toBe(false);

  await act(async () => button.click());
  expect(isHydrated(button)).toBe(true);
  expect(button).toHaveTextContent("Clicked 1");
});

it("renders at once when the page is not hydrated from server HTML", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  await act(async () => createRoot(container).render(<Page id="client-part" />));
  expect(container.querySelector("button")).toHaveTextContent("Clicked 0");
});
