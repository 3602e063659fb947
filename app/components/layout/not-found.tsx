import { Link } from "react-router";

import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { SectionLink } from "#app/components/ui/section-link.tsx";

/** The branded 404 page, shown for any address the site does not have. */
export function NotFound() {
  return (
    <section className="container-page grid place-items-center py-8 text-center md:py-12">
      <p
        className="font-display text-5xl font-extrabold text-brand-600 md:text-6xl"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-1 text-3xl font-extrabold">This page could not be found</h1>
      <p className="mt-2 max-w-xl text-base text-ink-600">
        The link may be old or mistyped. Everything we offer is one click away: start from the home
        page, read our articles, or ask us for a quote.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonStyles({ variant: "brand" })}>
          Go to the home page
        </Link>
        <Link to="/allblogs" className={buttonStyles({ variant: "outline" })}>
          Read our articles
        </Link>
        <SectionLink sectionId="contact" className={buttonStyles({ variant: "ghost" })}>
          Get a quote
        </SectionLink>
      </div>
    </section>
  );
}
