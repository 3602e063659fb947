import { use, useSyncExternalStore, type ReactNode } from "react";

/**
 * How far below the viewport a part starts to hydrate: a quarter of the viewport's height, so
 * that a visitor scrolling at reading speed meets parts that already respond.
 */
const APPROACH_MARGIN = "0px 0px 25% 0px";

/**
 * The events that open a part at once, caught on the window before React's own listeners on
 * the document: React then hydrates the part in the same event and hands the event to it
 * (a tap, a key or text typed into the quote form is never lost). Focus comes first when a
 * keyboard reaches a part.
 */
const OPENING_EVENTS = [
  "focusin",
  "pointerdown",
  "mousedown",
  "touchstart",
  "keydown",
  "input",
  "click",
] as const;

/**
 * A promise as React's `use` reads it: a `status` of "fulfilled" makes `use` return at once,
 * within the same event, without waiting for a microtask.
 */
type Gate = Promise<void> & { open: () => void };

/** Every part's gate, open or not (a part that re-renders while hydrating reads it again). */
const gates = new WeakMap<Element, Gate>();
let observer: IntersectionObserver | undefined;

function openGate(element: Element) {
  const gate = gates.get(element);
  if (!gate) return;
  // Opening an open gate again (a second tap) changes nothing.
  observer?.unobserve(element);
  gate.open();
}

function openGateAround(event: Event) {
  for (let node = event.target as Node | null; node; node = node.parentNode) {
    if (gates.has(node as Element)) return openGate(node as Element);
  }
}

function watch(element: Element) {
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) openGate(entry.target);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    for (const type of OPENING_EVENTS) {
      window.addEventListener(type, openGateAround, { capture: true, passive: true });
    }
  }
  observer.observe(element);
}

function gateFor(element: Element): Gate {
  const existing = gates.get(element);
  if (existing) return existing;
  let resolve!: () => void;
  const gate = new Promise<void>((done) => (resolve = done)) as Gate;
  gate.open = () => {
    Object.assign(gate, { status: "fulfilled", value: undefined });
    resolve();
  };
  gates.set(element, gate);
  watch(element);
  return gate;
}

/** The gate of a part that does not wait (rendered on the client, or no observer to wake it). */
const OPEN = Object.assign(Promise.resolve(), { status: "fulfilled" as const, value: undefined });

const subscribeToNothing = () => () => {};
const onTheClient = () => false;
const whileHydrating = () => true;

/**
 * Keeps the prerendered HTML of `children` as it is, without hydrating it, until the element
 * with id `elementId` (their outermost element) comes within a quarter of a viewport of the
 * screen, or the visitor focuses, taps or types inside it. A part far down the home page then
 * costs the phone nothing while the page starts (Total Blocking Time; docs/performance.md,
 * "Hydrated on approach").
 *
 * Put it directly inside a `<Suspense>` of its own: while it waits, React leaves the boundary's
 * server HTML in place (links and the no-JavaScript form still work). Only the first render from
 * the server's HTML waits; a page reached by a client navigation renders at once. Whatever
 * renders the boundary must not re-render it with new props before it hydrates (memoize it):
 * React would then have to hydrate it at once, and could only replace it.
 */
export function HydrateOnApproach({
  elementId,
  children,
}: {
  elementId: string;
  children: ReactNode;
}) {
  // True only while React hydrates server HTML (it reads the server snapshot then).
  const hydrating = useSyncExternalStore(subscribeToNothing, onTheClient, whileHydrating);
  const element =
    hydrating && typeof document !== "undefined" && "IntersectionObserver" in window
      ? document.getElementById(elementId)
      : null;
  // Read on every render, an open gate too: React wants the same `use` calls each time.
  use(element ? gateFor(element) : OPEN);
  return children;
}
