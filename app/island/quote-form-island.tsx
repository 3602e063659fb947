import { renderToString } from "react-dom/server";
import { useLocation } from "react-router";

import { usePageLanguage } from "#app/ui/page-in-language.tsx";
import { PAGE_LANGUAGE } from "#app/lib/page-language.ts";
import { QuoteForm, type QuoteResend } from "#app/quote/index.ts";
import { pathIn } from "#app/site/site-languages.ts";

import {
  ISLAND_ID,
  ISLAND_IDENTIFIER_PREFIX,
  ISLAND_PROPS_ID,
  islandPropsJson,
  type QuoteIslandProps,
} from "./quote-island.ts";
import { QUOTE_ISLAND, marker } from "#app/lib/behaviour-markers.ts";

type QuoteFormIslandProps = {
  headingLevel: "h2" | "h3";
  /** A quote the server could not save, shown in the form again (app/routes/quote-retry.tsx). */
  resend?: QuoteResend;
};

/**
 * The quote form as an island (docs/decisions/035-pages-are-documents.md): rendered here, at
 * build or by the server, as a React root of its own, whose HTML the browser's React hydrates
 * alone when the visitor nears the form (app/browser/quote-island-loader.ts,
 * ./hydrate-quote-form.tsx). The page around it is never hydrated, so the form cannot be part
 * of the page's tree: it is rendered apart (`renderToString`, the same root and id prefix the
 * browser uses), and what it needs from the page (its address, its language) is read here,
 * where the router is, and handed to it as props, written beside it for the browser.
 *
 * Rendered inside the page's render, it keeps the page's language: the messages read it from
 * the request on the server (app/lib/message-language.server.ts), or from the build.
 */
export function QuoteFormIsland({ headingLevel, resend }: QuoteFormIslandProps) {
  const { pathname } = useLocation();
  const { language } = usePageLanguage();
  const props: QuoteIslandProps = {
    headingLevel,
    // Prerendered as /contact/ (its folder), browsed as /contact: one form of each. The
    // router's path has no language prefix, the address (and `visitFields`) has: the build's
    // (the server's own pages, /quote/retry in any language, have English addresses).
    page: pathIn(PAGE_LANGUAGE, pathname.replace(/(.)\/$/, "$1")),
    language,
    // Only what the form reads: the page's own words about the quote stay out of the JSON.
    ...(resend && {
      resend: { quote: resend.quote, carried: resend.carried, errors: resend.errors },
    }),
  };
  const html = renderToString(<QuoteForm {...props} />, {
    identifierPrefix: ISLAND_IDENTIFIER_PREFIX,
  });
  return (
    <>
      <div id={ISLAND_ID} {...marker(QUOTE_ISLAND)} dangerouslySetInnerHTML={{ __html: html }} />
      <script
        type="application/json"
        id={ISLAND_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: islandPropsJson(props) }}
      />
    </>
  );
}
