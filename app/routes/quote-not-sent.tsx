import type { RouteHandle } from "#app/components/layout/use-page-container.ts";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { sitePages } from "#app/site-pages.ts";
import { siteConfig, whatsappNumber } from "#app/site.config.ts";

export const meta = () =>
  pageMeta({
    ...sitePages.quoteNotSent,
    description:
      "Your quote request was not saved. See what each answer needs, go back to the form to fix it, or send your request on WhatsApp or by email.",
    noindex: true,
  });

/**
 * Where the server sends a browser without JavaScript when it could not save the quote (303
 * See Other after the form's plain POST), to /quote/not-sent#<reason>. The reason's item is
 * highlighted by CSS :target alone, so the page stays plain HTML like the 404 page.
 */
export const handle: RouteHandle = { hydrate: false };

type Reason = { id: string; label: string; rule: string };

// The ids are the server's redirect fragments: the form's field names, then its own reasons.
// The rules say in short what app/quote/quote-schema.ts checks; change them together.
const FIELD_RULES: readonly Reason[] = [
  { id: "name", label: "Your name", rule: "in letters, on one line, without special characters." },
  { id: "email", label: "Email", rule: "one email address, like name@example.in." },
  {
    id: "whatsapp",
    label: "WhatsApp number",
    rule: "with its country code, like +91 98765 43210, using only digits, spaces and + ( ) -.",
  },
  { id: "service", label: "Service", rule: "one of the services in the list." },
  {
    id: "message",
    label: "Message",
    rule: "a few words on what you need, without special characters.",
  },
];

const SERVER_REASONS: readonly Reason[] = [
  {
    id: "unavailable",
    label: "Our server could not save it right now",
    rule: "nothing is wrong with your answers: please try again in a few minutes.",
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
            This is why
          </span>
          <span className="font-semibold text-ink-950">{label}:</span> {rule}
        </li>
      ))}
    </ul>
  );
}

export default function QuoteNotSentPage() {
  return (
    <div className="container-page py-6 md:py-8">
      <div className="max-w-prose">
        <h1 className="text-3xl font-extrabold md:text-4xl">Your request was not saved</h1>
        <p className="mt-2 text-base text-ink-600">
          Nothing you sent was stored. If a line below is highlighted, it says what went wrong.
        </p>
        <p className="mt-1 text-base text-ink-600">
          Your browser's Back button takes you to the form, where most browsers keep what you typed:
          correct it there and send it again.
        </p>

        <h2 className="mt-5 text-xl font-extrabold md:text-2xl">What each answer needs</h2>
        <ReasonList reasons={FIELD_RULES} />

        <h2 className="mt-5 text-xl font-extrabold md:text-2xl">If your answers were fine</h2>
        <ReasonList reasons={SERVER_REASONS} />

        <h2 className="mt-5 text-xl font-extrabold md:text-2xl">Send it another way</h2>
        <p className="mt-1 text-base break-words text-ink-600">
          The same request reaches us just as well on WhatsApp, or by email at {siteConfig.email}.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <ExternalLink href={`https://wa.me/${whatsappNumber}`} className={buttonStyles()}>
            Message us on WhatsApp
          </ExternalLink>
          <a href={`mailto:${siteConfig.email}`} className={buttonStyles({ variant: "outline" })}>
            Send us an email
          </a>
        </div>
      </div>
    </div>
  );
}
