import type { QuoteFormProps } from "#app/quote/index.ts";

/*
 * What the quote form's island shares between the page that renders it (quote-form-island.tsx,
 * at build or on the server) and the browser that hydrates it (hydrate-quote-form.tsx): where
 * it is in the page, where its props are, and the prefix React's ids take in its own root, the
 * same on both sides so that hydration finds what was rendered.
 */

/** The element the form is rendered into, and hydrated in: a React root of its own. */
export const ISLAND_ID = "quote-island";
/** The JSON script beside it that holds the props it was rendered with. */
export const ISLAND_PROPS_ID = "quote-island-props";
/** React's ids in the island's root (`useId`), set apart from any other root's. */
export const ISLAND_IDENTIFIER_PREFIX = "quote-";

/**
 * The props the page gives the form, written into the page as JSON: nothing the browser could
 * not read back (no functions, no settings: the form reads those from the site config).
 */
export type QuoteIslandProps = Required<
  Pick<QuoteFormProps, "headingLevel" | "page" | "language">
> &
  Pick<QuoteFormProps, "resend">;

/**
 * The props as the text of a `<script type="application/json">`: data the browser never runs
 * (the strict CSP allows it), with every `<` escaped so that no answer a visitor typed (shown
 * again by /quote/retry) can close the script or open a comment.
 */
export function islandPropsJson(props: QuoteIslandProps): string {
  return JSON.stringify(props).replace(/</g, "\\u003c");
}

/** The props the page wrote beside the island, or null when they are missing or unreadable. */
export function readIslandProps(document: Document): QuoteIslandProps | null {
  try {
    const text = document.getElementById(ISLAND_PROPS_ID)?.textContent;
    return text ? (JSON.parse(text) as QuoteIslandProps) : null;
  } catch {
    return null;
  }
}
