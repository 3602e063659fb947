import { useEffect } from "react";
import { isRouteErrorResponse, Link } from "react-router";

import { m } from "#app/paraglide/messages.js";

import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { NotFound } from "./not-found.tsx";

/** What a visitor sees when a route fails to render; a missing page gets the 404 screen. */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

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
      <Link to="/" className={buttonStyles({ variant: "brand", className: "mt-3" })}>
        {m.pages_error_home()}
      </Link>
    </section>
  );
}
