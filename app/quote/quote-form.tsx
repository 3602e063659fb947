import { useMemo } from "react";
import { Toaster } from "react-hot-toast";

import { buttonStyles } from "~/components/ui/button-styles";
import { Heading } from "~/components/ui/heading";
import { siteConfig, type QuoteFormSettings } from "~/site.config";

import { createTransport } from "./create-transport";
import { controlClass, FormField } from "./form-field";
import {
  HONEYPOT_FIELD,
  MAX_LENGTH,
  MESSAGE_ROWS,
  SERVICE_OPTIONS,
  type QuoteField,
} from "./quote-fields";
import { SendFailedPanel } from "./send-failed-panel";
import { useQuoteForm } from "./use-quote-form";

/**
 * The quote request form (spec §4, §5, §7). Without JavaScript it is a plain POST to the
 * configured endpoint; with it, it sends in the background and never loses what was typed.
 */
type QuoteFormProps = {
  headingLevel?: "h2" | "h3";
  /** Where quotes go; the site config's by default. */
  settings?: QuoteFormSettings;
};

export function QuoteForm({
  headingLevel = "h3",
  settings = siteConfig.quoteForm,
}: QuoteFormProps) {
  const transport = useMemo(() => createTransport(settings), [settings]);
  const { formRef, status, unsent, announcement, onSubmit, onInput } = useQuoteForm(transport);
  // What every control shares: its id, the answer it holds, the endpoint's field name,
  // required and the look; text controls add the length cap (a select may not have one).
  const control = (field: QuoteField) => ({
    id: `quote-${field}`,
    "data-field": field,
    name: transport.fieldNames[field],
    required: true,
    className: controlClass,
  });
  const textControl = (field: QuoteField) => ({ ...control(field), maxLength: MAX_LENGTH[field] });
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
          Request a free quote
        </Heading>
        <p className="-mt-1 text-ink-600">All fields are required. We never share your details.</p>

        <div className="grid gap-2 sm:grid-cols-2">
          <FormField id="quote-name" label="Your name">
            <input {...textControl("name")} type="text" autoComplete="name" />
          </FormField>
          <FormField id="quote-email" label="Email">
            <input {...textControl("email")} type="email" autoComplete="email" />
          </FormField>
          <FormField
            id="quote-whatsapp"
            label="WhatsApp number"
            hint="With country code, e.g. +91 98765 43210"
          >
            <input
              {...textControl("whatsapp")}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              pattern="[\d\s+\(\)\-]{7,20}"
              title="Digits, spaces and + ( ) - only, 7 to 20 characters"
              aria-describedby="quote-whatsapp-hint"
            />
          </FormField>
          <FormField id="quote-service" label="Service">
            <select {...control("service")} defaultValue="">
              <option value="">Select a service</option>
              {SERVICE_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <FormField id="quote-message" label="Message">
          <textarea
            {...textControl("message")}
            rows={MESSAGE_ROWS}
            placeholder="Tell us about your business and what you would like to achieve."
          />
        </FormField>

        {/* Bots fill every field; people never see this one. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="quote-website">Leave this field empty</label>
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
          {submitting ? "Sending…" : "Send my request"}
        </button>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {status === "failure" && unsent && <SendFailedPanel quote={unsent} />}
      </form>
    </div>
  );
}
