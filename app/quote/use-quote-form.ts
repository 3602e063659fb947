import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { FIELD } from "#app/lib/behaviour-markers.ts";

import { m } from "#app/paraglide/messages.js";

import { clearDraft, loadDraft, saveDraft } from "./draft-store.ts";
import { QuoteRejected, TooManyQuotes } from "./quote-errors.ts";
import {
  HONEYPOT_FIELD,
  normalizeQuote,
  type Quote,
  type QuoteField,
} from "#app/site/quote-fields.ts";
import type { QuoteErrors } from "./quote-schema.ts";
import { errorText, showErrorToast, showSuccessToast, successTitle } from "./quote-toasts.tsx";
import { fillQuote, readQuote } from "./read-quote.ts";
import type { QuoteTransport } from "./transport.ts";

export type QuoteStatus = "idle" | "submitting" | "success" | "failure";

/** Puts the problems on screen and the focus on the first field that has one. */
function firstProblemField(form: HTMLFormElement, errors: QuoteErrors) {
  const field = (Object.keys(errors) as QuoteField[])[0];
  if (field) form.querySelector<HTMLElement>(`[${FIELD}="${field}"]`)?.focus();
}

/**
 * The quote form's behaviour: a draft saved at each keystroke and restored on return (into
 * the fields still empty: never over what the visitor typed before React arrived, nor over a
 * quote /quote/retry shows again; until React arrives, app/browser/quote-island-loader.ts
 * keeps the draft), one send at a time, success (toast, reset, draft cleared) or failure (toast, values
 * kept, the unsent quote offered for other channels). Bots that fill the honeypot get the
 * success path without anything being sent. A quote the server asks to wait with (a limit) is
 * a failure too, whose reason shows under its field or in the failure panel.
 * `initialErrors`: the reasons a page rendered by the server shows at once (/quote/retry).
 */
export function useQuoteForm(transport: QuoteTransport, initialErrors: QuoteErrors = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  const [status, setStatus] = useState<QuoteStatus>("idle");
  const [unsent, setUnsent] = useState<Quote | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [errors, setErrors] = useState<QuoteErrors>(initialErrors);
  /** Why the last send failed, when the server said (a limit on the visitor's network). */
  const [failureReason, setFailureReason] = useState<string>();

  useEffect(() => {
    const draft = loadDraft();
    if (draft && formRef.current) fillQuote(formRef.current, draft);
  }, []);

  // The draft is written at once, not after a pause in the typing: a draft written later could
  // land after a successful send had cleared it, and a reload within the pause lost the last
  // words. Writing a few hundred characters to localStorage costs a keystroke nothing.
  const succeed = useCallback((form: HTMLFormElement) => {
    form.reset();
    clearDraft();
    setUnsent(null);
    setErrors({});
    setFailureReason(undefined);
    setStatus("success");
    setAnnouncement(successTitle());
    showSuccessToast();
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      const form = event.currentTarget;
      const honeypot = form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value;
      if (honeypot) {
        succeed(form);
        return;
      }

      const quote = normalizeQuote(readQuote(form));
      inFlight.current = true;
      setStatus("submitting");
      setAnnouncement("");
      const refuse = (problems: QuoteErrors) => {
        setErrors(problems);
        setStatus("idle");
        setAnnouncement(
          m.quote_check_announcement({ problems: Object.values(problems).join(" ") }),
        );
        firstProblemField(form, problems);
      };
      try {
        const problems = await transport.check(quote);
        if (Object.keys(problems).length) {
          refuse(problems);
          return;
        }
        setErrors({});
        await transport.send(quote);
        succeed(form);
      } catch (error) {
        if (error instanceof QuoteRejected) {
          refuse(error.errors);
          return;
        }
        if (error instanceof TooManyQuotes) {
          // Not the visitor's mistake: the wait and the other channels, the text kept.
          const said = error.formMessage ?? Object.values(error.errors).join(" ");
          setErrors(error.errors);
          setFailureReason(error.formMessage);
          setUnsent(quote);
          setStatus("failure");
          setAnnouncement(m.quote_details_kept({ reason: said || errorText() }));
          firstProblemField(form, error.errors);
          return;
        }
        console.error("The quote request could not be sent:", error);
        setFailureReason(undefined);
        setUnsent(quote);
        setStatus("failure");
        setAnnouncement(m.quote_details_kept({ reason: errorText() }));
        showErrorToast();
      } finally {
        inFlight.current = false;
      }
    },
    [transport, succeed],
  );

  const onInput = useCallback(
    (event: FormEvent<HTMLFormElement>) => saveDraft(readQuote(event.currentTarget)),
    [],
  );

  return { formRef, status, unsent, failureReason, announcement, errors, onSubmit, onInput };
}
