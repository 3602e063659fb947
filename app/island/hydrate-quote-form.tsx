import { useEffect, type ReactNode } from "react";
import { ISLAND_READY } from "#app/lib/behaviour-markers.ts";
import { hydrateRoot } from "react-dom/client";

import { PAGE_LANGUAGE } from "#app/lib/page-language.ts";
import { QuoteForm } from "#app/quote/index.ts";

import { ISLAND_IDENTIFIER_PREFIX, readIslandProps } from "./quote-island.ts";

/** Calls `onHydrated` once the form's own effects (its draft restored) have run. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return children;
}

/**
 * Keeps the text typed into each <textarea> until React has hydrated it: hydrating one whose
 * prerendered text is its default (a quote /quote/retry shows again), React sets that text as
 * its value, over what the visitor typed before React arrived. Returns what puts it back.
 */
function keepTypedText(container: HTMLElement): () => void {
  const typed = new Map<HTMLTextAreaElement, string>();
  const read = () => {
    for (const textarea of container.querySelectorAll("textarea"))
      typed.set(textarea, textarea.value);
  };
  read();
  container.addEventListener("input", read);
  return () => {
    container.removeEventListener("input", read);
    for (const [textarea, value] of typed) if (textarea.value !== value) textarea.value = value;
  };
}

/**
 * Hydrates the quote form in its island (./quote-form-island.tsx rendered it), with the props
 * the page wrote beside it. Loaded only by app/browser/quote-island-loader.ts, as a chunk of
 * its own with React: no page loads React before the visitor nears the form.
 *
 * Resolves true once React has taken the form (the container says `data-island-ready`), false
 * when it leaves it as HTML, whose POST works without JavaScript: props missing, or a page in
 * another language than this bundle's words (hydrating would replace the form in them).
 */
export function hydrateQuoteForm(container: HTMLElement): Promise<boolean> {
  const props = readIslandProps(container.ownerDocument);
  if (!props || props.language !== PAGE_LANGUAGE) return Promise.resolve(false);
  const putTypedTextBack = keepTypedText(container);
  return new Promise((resolve) => {
    const onHydrated = () => {
      putTypedTextBack();
      container.setAttribute(ISLAND_READY, "");
      resolve(true);
    };
    hydrateRoot(
      container,
      <Hydrated onHydrated={onHydrated}>
        <QuoteForm {...props} />
      </Hydrated>,
      { identifierPrefix: ISLAND_IDENTIFIER_PREFIX },
    );
  });
}
