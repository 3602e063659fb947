import { fillQuote, loadDraft, readQuote, saveDraft } from "#app/quote/page-module.ts";
import { ISLAND_READY, QUOTE_ISLAND } from "#app/lib/behaviour-markers.ts";

/*
 * The quote form's island (app/island/): its HTML is in the page, a form that posts without
 * JavaScript; React and the form's code load only when the visitor comes near it or touches it.
 * Until they have taken the form, this module keeps what the visitor does there: it restores a
 * saved draft into the fields still empty, saves the draft from the first keystroke, and holds a
 * send made in those moments until the form's code can make it (the toast, not the page the
 * no-JavaScript post leads to).
 */

/** What the island's chunk offers (app/island/hydrate-quote-form.tsx). */
export type QuoteIsland = {
  /** Resolves true once React has the form, false when it leaves it as HTML. */
  hydrateQuoteForm(container: HTMLElement): Promise<boolean>;
};

/**
 * Loads the island within a quarter of a viewport below the screen: on /contact and
 * /quote/retry, where the form is in view, at once.
 */
const APPROACH_MARGIN = "0px 0px 25% 0px";

/** What wakes the island before it comes near: the visitor in the form (capture: first). */
const TOUCHES = ["focusin", "pointerdown", "keydown", "input"] as const;

export function start(): void {
  // A chunk of its own: React and the form load with it, and with nothing else.
  startWith(() => import("#app/island/hydrate-quote-form.tsx"));
}

/** `start`, with the island's import given: the unit tests hand in their own. */
export function startWith(loadIsland: () => Promise<QuoteIsland>): void {
  const container = document.querySelector<HTMLElement>(`[${QUOTE_ISLAND}]`);
  const form = container?.querySelector("form");
  if (!container || !form) return;

  // Before anything else: a field the browser or the visitor already filled keeps its value.
  const draft = loadDraft();
  if (draft) fillQuote(form, draft);

  let island: Promise<boolean> | undefined;
  const load = () =>
    (island ??= loadIsland().then(
      ({ hydrateQuoteForm }) => hydrateQuoteForm(container),
      (error: unknown) => {
        // Offline, or a deploy replaced the chunk: the form stays HTML, and posts as such.
        console.error("The quote form's script could not load:", error);
        return false;
      },
    ));
  const ready = () => container.hasAttribute(ISLAND_READY);

  for (const type of TOUCHES) container.addEventListener(type, load, { capture: true, once: true });
  if ("IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(container);
  } else {
    void load();
  }

  // Once React has the form, its own code saves the draft (app/quote/use-quote-form.ts).
  container.addEventListener("input", () => ready() || saveDraft(readQuote(form)), {
    capture: true,
  });

  let held = false;
  container.addEventListener(
    "submit",
    (event) => {
      if (ready()) return;
      // Registered before React's listeners on this same root: React never sees it.
      event.preventDefault();
      event.stopImmediatePropagation();
      if (held) return;
      held = true;
      const { submitter } = event as SubmitEvent;
      void load().then((hydrated) => {
        held = false;
        if (!hydrated) form.submit();
        else form.requestSubmit(submitter?.isConnected ? submitter : null);
      });
    },
    { capture: true },
  );
}
