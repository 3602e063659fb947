import { useEffect } from "react";
import { isRouteErrorResponse, Link, useNavigationType } from "react-router";

import { m } from "#app/paraglide/messages.js";

import { buttonStyles } from "#app/ui/button-styles.ts";

/**
 * What a visitor sees when a route fails to render. Public pages render it at build only (they
 * are documents: no router runs in their browser), so its effect matters in the inbox alone,
 * the one place with client navigation: an address without a page reached by a link there is
 * loaded again as a document, and the host answers with the branded 404 page and status 404
 * (routes/not-found.tsx), so the inbox's scripts need not carry that page.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const reachedByLink =
    useNavigationType() !== "POP" && isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (reachedByLink) window.location.replace(window.location.href);
    else console.error(error);
  }, [error, reachedByLink]);

  if (reachedByLink) return null;

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : m.pages_error_unknown();

  return (
    <section className="container-page py-8 md:py-10" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-extrabold">
        {m.pages_error_title()}
      </h1>
      <p className="mt-2 rounded-lg bg-coral-400/10 px-2 py-1.5 font-mono text-base text-ink-900">
        {detail}
      </p>
      <p className="mt-3 max-w-prose text-base text-ink-600">{m.pages_error_text()}</p>
      <Link
        to="/"
        // The home page is a document: the inbox, whose error this may be, never renders it.
        reloadDocument
        className={buttonStyles({ variant: "brand", className: "mt-3" })}
      >
        {m.pages_error_home()}
      </Link>
    </section>
  );
}
