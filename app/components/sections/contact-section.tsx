import { withinReplyTime } from "#app/content/commitments.ts";
import { quoteSteps } from "#app/content/quote-steps.ts";
import { cityName } from "#app/lib/localized.ts";
import { m } from "#app/paraglide/messages.js";
import { QuoteFormIsland } from "#app/island/quote-form-island.tsx";
import type { QuoteResend } from "#app/quote/index.ts";

import { BusinessDetails } from "#app/components/layout/business-details.tsx";
import { childHeading, LandingSection, type HeadingLevel } from "#app/ui/landing-section.tsx";
import { SectionHeading } from "#app/ui/section-heading.tsx";
import { ContactChannelList } from "./contact-channel-list.tsx";

type ContactSectionProps = {
  headingLevel?: HeadingLevel;
  /** A quote the server could not save, shown in the form again (app/routes/quote-retry.tsx). */
  resend?: QuoteResend;
};

export function ContactSection({ headingLevel = "h2", resend }: ContactSectionProps) {
  return (
    <LandingSection
      id="contact"
      className="bg-gradient-to-b from-brand-50 to-white render-lazy-tall"
    >
      <SectionHeading
        id="contact-title"
        as={headingLevel}
        eyebrow={m.home_contact_eyebrow()}
        title={m.home_section_contact()}
        intro={m.home_contact_intro({ within: withinReplyTime(), city: cityName() })}
      />
      <div className="grid gap-3 md:grid-cols-[1fr_1.35fr] md:items-start lg:gap-5">
        {/* Laid out on approach, apart from the section: when parsing ends, Chromium lays out
            the section around the form's controls though it is off screen, and this column was
            a quarter of that layout on /hi/ (issue 52, docs/performance.md). 840–1,110 px tall
            at every width and language. */}
        <div className="grid gap-3 render-lazy [--lazy-size:60rem]">
          <ol className="grid content-start gap-2">
            {quoteSteps.map((step, index) => (
              <li
                key={step.title}
                className="flex gap-2 rounded-xl bg-white p-2 shadow-card ring-1 ring-ink-200/70"
              >
                <span
                  aria-hidden="true"
                  className="grid size-5 shrink-0 place-items-center rounded-full bg-accent-400 font-display font-extrabold text-ink-950"
                >
                  {index + 1}
                </span>
                <span>
                  <span className="block font-display text-base font-bold text-ink-950">
                    {step.title}
                  </span>
                  <span className="block text-ink-600">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
          <div className="rounded-2xl bg-white p-2 shadow-card ring-1 ring-ink-200/70">
            <p className="px-1 font-display text-lg font-bold text-ink-950">
              {m.home_contact_direct()}
            </p>
            <ContactChannelList className="mt-1" />
            <BusinessDetails
              tone="light"
              className="mt-2 border-t border-ink-100 bg-white px-1 pt-2 text-ink-800"
            />
          </div>
        </div>
        {/* React in the browser only here, and only once the visitor nears the form. */}
        <QuoteFormIsland headingLevel={childHeading(headingLevel)} resend={resend} />
      </div>
    </LandingSection>
  );
}
