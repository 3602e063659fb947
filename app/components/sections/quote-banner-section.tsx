import { m } from "#app/paraglide/messages.js";

import { buttonStyles } from "#app/ui/button-styles.ts";
import { PauseButton } from "#app/ui/pause-button.tsx";
import { SectionLink } from "#app/ui/section-link.tsx";
import { FloatingCircles } from "./floating-circles.tsx";
import { PARALLAX, PARALLAX_LAYER, marker } from "#app/lib/behaviour-markers.ts";

/**
 * The quote banner. Its circles' layer moves against the scroll (`data-parallax`,
 * app/browser/parallax.ts); the circles drift for good, so WCAG 2.2.2 wants the pause button that
 * stops them (app/browser/marquee-pause.ts).
 */
export function QuoteBannerSection() {
  return (
    <section
      id="quote"
      aria-labelledby="quote-title"
      {...marker(PARALLAX)}
      className="group/quote relative isolate overflow-hidden bg-gradient-to-br from-brand-800 via-brand-900 to-brand-950 py-10 text-center text-white focus-ring-light md:py-12"
    >
      <div {...marker(PARALLAX_LAYER)} className="absolute inset-x-0 -inset-y-8 -z-10">
        <FloatingCircles />
      </div>
      <div className="container-page">
        <h2 id="quote-title" className="sr-only">
          {m.home_quote_title()}
        </h2>
        <svg
          viewBox="0 0 48 36"
          width="48"
          height="36"
          aria-hidden="true"
          className="mx-auto text-accent-300"
        >
          <path
            fill="currentColor"
            d="M0 36V22C0 10 6 2 18 0l2 5c-6 2-9 6-9 12h8v19zm27 0V22C27 10 33 2 45 0l2 5c-6 2-9 6-9 12h8v19z"
          />
        </svg>
        <blockquote className="mx-auto mt-3 max-w-3xl font-display text-2xl font-bold text-white md:text-3xl">
          <p>{m.home_quote_text()}</p>
        </blockquote>
        <SectionLink
          sectionId="contact"
          className={buttonStyles({ size: "lg", className: "mt-5" })}
        >
          {m.home_quote_cta()}
        </SectionLink>
      </div>
      <PauseButton
        label={m.home_quote_circles()}
        stopsAnimation
        className="absolute right-2 bottom-2 motion-reduce:hidden"
      />
    </section>
  );
}
