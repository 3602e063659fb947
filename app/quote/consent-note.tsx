import { cn } from "#app/ui/cn.ts";
import { m } from "#app/paraglide/messages.js";
import { pathIn, type SiteLanguage } from "#app/site/site-languages.ts";
import { sitePages } from "#app/pages/site-pages.ts";

type ConsentNoteProps = {
  /** The page's language: the link leads to the notice in it. */
  language: SiteLanguage;
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
export function ConsentNote({ language, id = "quote-consent", className }: ConsentNoteProps) {
  return (
    <p id={id} className={cn("text-xs text-ink-600", className)}>
      {m.quote_consent_before()}{" "}
      {/* A plain link: the form is an island with no router (a page is a document). */}
      <a
        href={pathIn(language, sitePages.privacy.path)}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {m.quote_consent_link()}
      </a>
      {m.quote_consent_after()}
    </p>
  );
}
