import { Link } from "react-router";

import { cn } from "#app/components/ui/cn.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/site-pages.ts";

type ConsentNoteProps = {
  /** For the submit button's aria-describedby, so the note is read with it. */
  id?: string;
  className?: string;
};

/**
 * The one line under the submit button that tells the visitor what sending means: their consent
 * under India's DPDP Act is given by sending, so the notice is one link away, before they send.
 * The sentence is three messages around the link (before, the link's words, after), so each
 * language puts the link where its sentence needs it.
 */
export function ConsentNote({ id = "quote-consent", className }: ConsentNoteProps) {
  return (
    <p id={id} className={cn("text-xs text-ink-600", className)}>
      {m.quote_consent_before()}{" "}
      <Link
        to={sitePages.privacy.path}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {m.quote_consent_link()}
      </Link>
      {m.quote_consent_after()}
    </p>
  );
}
