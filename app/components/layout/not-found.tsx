import { Link } from "react-router";

import { m } from "#app/paraglide/messages.js";

import { buttonStyles } from "#app/ui/button-styles.ts";
import { SectionLink } from "#app/ui/section-link.tsx";

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
      <h1 className="mt-1 text-3xl font-extrabold">{m.pages_not_found_title()}</h1>
      <p className="mt-2 max-w-xl text-base text-ink-600">{m.pages_not_found_text()}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <Link to="/" className={buttonStyles({ variant: "brand" })}>
          {m.pages_not_found_home()}
        </Link>
        <Link to="/allblogs" className={buttonStyles({ variant: "outline" })}>
          {m.pages_not_found_articles()}
        </Link>
        <SectionLink sectionId="contact" className={buttonStyles({ variant: "ghost" })}>
          {m.pages_not_found_quote()}
        </SectionLink>
      </div>
    </section>
  );
}
