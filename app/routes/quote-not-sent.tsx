import { buttonStyles } from "#app/ui/button-styles.ts";
import { ExternalLink } from "#app/ui/external-link.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { m } from "#app/paraglide/messages.js";
import { sitePages } from "#app/pages/site-pages.ts";
import { siteConfig, whatsappNumber } from "#app/site/site.config.ts";
import { QUOTE_FIELDS } from "#app/site/quote-fields.ts";
import { QUOTE_FIELD_WORDS } from "#app/quote/index.ts";

export const meta = () =>
  pageMeta({
    ...sitePages.quoteNotSent,
    title: m.site_title_quote_not_sent(),
    description: m.quote_not_sent_description(),
    noindex: true,
  });

/** A reason's id, and its texts (message functions, read when the page renders). */
type Reason = { id: string; label: () => string; rule: () => string };

// The ids are the server's redirect fragments: the form's field names, then its own reasons.
// The rules say in short what app/quote/quote-schema.ts checks; change them together.
const FIELD_RULES: readonly Reason[] = QUOTE_FIELDS.map((id) => ({
  id,
  ...QUOTE_FIELD_WORDS[id],
}));

const SERVER_REASONS: readonly Reason[] = [
  {
    id: "unavailable",
    label: m.quote_reason_unavailable_label,
    rule: m.quote_reason_unavailable_rule,
  },
];

function ReasonList({ reasons }: { reasons: readonly Reason[] }) {
  return (
    <ul className="mt-2 grid gap-1 text-base">
      {reasons.map(({ id, label, rule }) => (
        <li
          key={id}
          id={id}
          className="group rounded-lg border-l-4 border-ink-200 bg-ink-50 px-2 py-1 target:border-accent-700 target:bg-accent-100"
        >
          <span className="mb-0.5 hidden w-fit rounded-full bg-accent-700 px-1 text-xs font-bold text-white group-target:block">
            {m.quote_not_sent_why()}
          </span>
          <span className="font-semibold text-ink-950">{label()}:</span> {rule()}
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the server sends a browser without JavaScript when it could not save the quote (303
 * See Other after the form's plain POST), to /quote/not-sent#<reason>. The reason's item is
 * highlighted by CSS :target alone: such a browser runs no script.
 */
export default function QuoteNotSentPage() {
  return (
    <div className="container-page py-6 md:py-8">
      <div className="max-w-prose">
        <h1 className="text-3xl font-extrabold md:text-4xl">{m.quote_not_sent_title()}</h1>
        <p className="mt-2 text-base text-ink-600">{m.quote_not_sent_intro()}</p>
        <p className="mt-1 text-base text-ink-600">{m.quote_not_sent_back()}</p>

        <h2 className="mt-5 text-xl font-extrabold md:text-2xl">
          {m.quote_not_sent_rules_heading()}
        </h2>
        <ReasonList reasons={FIELD_RULES} />

        <h2 className="mt-5 text-xl font-extrabold md:text-2xl">
          {m.quote_not_sent_server_heading()}
        </h2>
        <ReasonList reasons={SERVER_REASONS} />

        <h2 className="mt-5 text-xl font-extrabold md:text-2xl">
          {m.quote_not_sent_other_heading()}
        </h2>
        <p className="mt-1 text-base break-words text-ink-600">
          {m.quote_not_sent_other_text({ email: siteConfig.email })}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <ExternalLink href={`https://wa.me/${whatsappNumber}`} className={buttonStyles()}>
            {m.quote_not_sent_whatsapp()}
          </ExternalLink>
          <a href={`mailto:${siteConfig.email}`} className={buttonStyles({ variant: "outline" })}>
            {m.quote_not_sent_email()}
          </a>
        </div>
      </div>
    </div>
  );
}
