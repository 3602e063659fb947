import { useMemo } from "react";
import { Toaster } from "react-hot-toast";

import { buttonStyles } from "#app/ui/button-styles.ts";
import { Heading } from "#app/ui/heading.tsx";
import { PAGE_LANGUAGE } from "#app/lib/page-language.ts";
import { m } from "#app/paraglide/messages.js";
import type { SiteLanguage } from "#app/site/site-languages.ts";
import {
  PRIVACY_NOTICE_VERSION,
  siteConfig,
  type QuoteFormSettings,
} from "#app/site/site.config.ts";

import { createTransport } from "./create-transport.ts";
import { QUOTE_FIELD_WORDS } from "./field-words.ts";
import { ConsentNote } from "./consent-note.tsx";
import { controlClass, FormField } from "./form-field.tsx";
import {
  HONEYPOT_FIELD,
  MAX_LENGTH,
  MESSAGE_ROWS,
  QUOTE_FIELD_FACTS,
  QUOTE_FIELDS,
  type Quote,
  type QuoteField,
  type QuoteFieldFacts,
  ATTRIBUTION_FIELDS,
  ELAPSED_FIELD,
  LANGUAGE_FIELD,
  NOTICE_FIELD,
} from "#app/site/quote-fields.ts";
import type { QuoteErrors } from "./quote-schema.ts";
import { SendFailedPanel } from "./send-failed-panel.tsx";
import { serviceLabel } from "./service-labels.ts";
import { useQuoteForm } from "./use-quote-form.ts";
import { FORM_SERVICES } from "#app/site/service-lists.ts";
import { FIELD } from "#app/lib/behaviour-markers.ts";

/**
 * The quote request form (spec §4, §5, §7). Without JavaScript it is a plain POST to the
 * configured endpoint; with it, it sends in the background and never loses what was typed.
 *
 * It is an island (app/island/): React renders it into the page with a root of its own and
 * hydrates only it in the browser, so nothing in it or below it may use the router (no hooks,
 * no <Link>): what the page knows (its address, its language) comes in as props.
 */
export type QuoteFormProps = {
  headingLevel?: "h2" | "h3";
  /**
   * The address of the page the form is on, with its language prefix and no trailing slash
   * (/contact, /mr/contact): sent as the quote's page by the POST without JavaScript.
   */
  page: string;
  /**
   * The page's language: its build's on every prerendered page; on /quote/retry, which the
   * server renders in the quote's language, that one (the privacy link leads to its notice).
   */
  language?: SiteLanguage;
  /** Where quotes go; the site config's by default. */
  settings?: QuoteFormSettings;
  /**
   * A quote the server could not save, shown again to be sent again (app/routes/quote-retry.tsx):
   * its answers fill the controls, and `carried` (where it was sent from, the notice shown)
   * goes with it unchanged.
   */
  resend?: QuoteResend;
};

/**
 * A quote to show again: its answers, what it carried (page, notice) to send with it, and the
 * server's reasons to show under their fields (a limit on the email or the number).
 */
export type QuoteResend = {
  quote: Quote;
  carried: Readonly<Record<string, string>>;
  errors?: QuoteErrors;
};

/**
 * What the site's own server gets besides the answers, read when the quote is sent: the
 * milliseconds since the page loaded (the too-fast check) and the page's language.
 */
const sentWith = (language: SiteLanguage) => () => ({
  [ELAPSED_FIELD]: String(Math.round(performance.now())),
  [LANGUAGE_FIELD]: language,
});

export function QuoteForm({
  headingLevel = "h3",
  page,
  language = PAGE_LANGUAGE,
  settings = siteConfig.quoteForm,
  resend,
}: QuoteFormProps) {
  const transport = useMemo(
    () => createTransport(settings, undefined, sentWith(language)),
    [settings, language],
  );
  const { formRef, status, unsent, failureReason, announcement, errors, onSubmit, onInput } =
    useQuoteForm(transport, resend?.errors);
  // What every control shares: its id, the answer it holds, the endpoint's field name,
  // required, the look and, once the answer was refused, the reason (hint first if any).
  const control = (field: QuoteField, hint = false) => ({
    id: `quote-${field}`,
    [FIELD]: field,
    name: transport.fieldNames[field],
    defaultValue: resend?.quote[field],
    required: true,
    className: controlClass,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby":
      [hint && `quote-${field}-hint`, errors[field] && `quote-${field}-error`]
        .filter(Boolean)
        .join(" ") || undefined,
  });
  /** The control the contract names for `field`, with what its words add. */
  const controlOf = (field: QuoteField, input: QuoteFieldFacts["input"]) => {
    const words = QUOTE_FIELD_WORDS[field];
    const shared = control(field, words.hint !== undefined);
    if (input === "select") {
      return (
        <select {...shared} defaultValue={resend?.quote[field] ?? ""}>
          <option value="">{m.quote_service_choose()}</option>
          {FORM_SERVICES.map((option) => (
            <option key={option} value={option}>
              {serviceLabel(option)}
            </option>
          ))}
        </select>
      );
    }
    const typed = { ...shared, maxLength: MAX_LENGTH[field], placeholder: words.placeholder?.() };
    if (input === "textarea") return <textarea {...typed} rows={MESSAGE_ROWS} />;
    const autoComplete = QUOTE_FIELD_FACTS[field].autoComplete as QuoteFieldFacts["autoComplete"];
    return (
      <input
        {...typed}
        type={input}
        autoComplete={autoComplete ?? undefined}
        {...(input === "tel" && {
          inputMode: "tel" as const,
          // The rule's characters and length (quote-schema.ts), checked before the send.
          pattern: `[\\d\\s+\\(\\)\\-]{7,${MAX_LENGTH[field]}}`,
        })}
        title={words.title?.()}
      />
    );
  };
  const submitting = status === "submitting";

  return (
    <div>
      <Toaster position="top-center" containerStyle={{ top: "5.5rem" }} />
      <form
        ref={formRef}
        action={transport.action}
        method="post"
        acceptCharset="utf-8"
        aria-labelledby="quote-form-title"
        aria-busy={submitting}
        onSubmit={onSubmit}
        onInput={onInput}
        className="grid gap-2 rounded-2xl bg-white p-3 shadow-lift ring-1 ring-ink-200/70 md:p-4"
      >
        <Heading
          level={headingLevel}
          id="quote-form-title"
          className="font-display text-xl font-extrabold"
        >
          {m.quote_form_title()}
        </Heading>
        <p className="-mt-1 text-ink-600">{m.quote_form_required()}</p>

        <div className="grid gap-2 sm:grid-cols-2">
          {QUOTE_FIELDS.map((field) => {
            const words = QUOTE_FIELD_WORDS[field];
            const input = QUOTE_FIELD_FACTS[field].input as QuoteFieldFacts["input"];
            return (
              <FormField
                key={field}
                id={`quote-${field}`}
                label={words.label()}
                hint={words.hint?.()}
                error={errors[field]}
                className={input === "textarea" ? "sm:col-span-2" : undefined}
              >
                {controlOf(field, input)}
              </FormField>
            );
          })}
        </div>

        {resend &&
          Object.entries(resend.carried).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        {settings.transport === "inbox" && !resend && (
          // Sent without JavaScript too: the page it came from, the notice shown beside it and
          // the page's language (with JavaScript, the page and the language go with the
          // visit's fields and `sentWith`).
          <>
            <input type="hidden" name={ATTRIBUTION_FIELDS.page} value={page} />
            <input type="hidden" name={NOTICE_FIELD} value={PRIVACY_NOTICE_VERSION} />
            <input type="hidden" name={LANGUAGE_FIELD} value={language} />
          </>
        )}

        {/* Bots fill every field; people never see this one. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="quote-website">{m.quote_honeypot_label()}</label>
          <input
            id="quote-website"
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>

        <button
          type="submit"
          disabled={submitting}
          aria-describedby="quote-consent"
          className={buttonStyles({
            variant: "brand",
            size: "lg",
            className: "mt-1 w-full sm:w-auto sm:justify-self-start",
          })}
        >
          {submitting && (
            <span
              aria-hidden="true"
              className="size-2 animate-spin rounded-full border-2 border-white/40 border-t-white motion-reduce:animate-none"
            />
          )}
          {submitting ? m.quote_sending() : m.quote_send()}
        </button>
        <ConsentNote language={language} />
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {status === "failure" && unsent ? (
          <SendFailedPanel quote={unsent} reason={failureReason} />
        ) : (
          status === "idle" && resend && <SendFailedPanel quote={resend.quote} />
        )}
      </form>
    </div>
  );
}
