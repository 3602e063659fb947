import { googleFormsAction } from "#app/quote/transport-target.ts";
import { googleFormNames, QUOTE_FIELDS } from "#app/site/quote-fields.ts";
import type { GoogleForm } from "#app/site/site.config.ts";

import type { Lead } from "#app/db/schema.server.ts";
import { DeliveryError, fetchFailureReason } from "./deliverer.ts";

/** How long Google has to answer. */
export const GOOGLE_FORM_TIMEOUT_MS = 10_000;

/**
 * The form body Google's formResponse endpoint takes: each answer under its question's
 * `entry.<id>`, and the email under `emailAddress` (the form's "Collect email addresses").
 */
export function googleFormBody(lead: Lead, form: GoogleForm): URLSearchParams {
  const names = googleFormNames(form.entryIds);
  return new URLSearchParams(
    QUOTE_FIELDS.flatMap((field) => (names[field] ? [[names[field], lead[field]]] : [])),
  );
}

/**
 * Forwards each stored lead to the Google Form, server to server. Unlike the browser's
 * no-cors post, the answer is readable here, so only a 2xx counts. A redirect is not
 * followed: Google redirects to its sign-in page when the form is restricted, and that page
 * answers 200 without recording anything.
 *
 * The notification's id is not sent: the form has no question for it, and Google keeps no
 * key to drop a repeat by. A repeat (decision 018) is a second, identical response. (A
 * function of the lead alone is a Deliverer: the id it is also given is left unread.)
 */
export function googleFormForwarder(
  form: GoogleForm,
  fetcher: typeof fetch = fetch,
): (lead: Lead) => Promise<void> {
  const action = googleFormsAction(form.formId);
  return async (lead: Lead) => {
    let response: Response;
    try {
      response = await fetcher(action, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" },
        body: googleFormBody(lead, form).toString(),
        redirect: "manual",
        signal: AbortSignal.timeout(GOOGLE_FORM_TIMEOUT_MS),
      });
    } catch (error) {
      throw new DeliveryError(
        `the Google Form ${fetchFailureReason(error, GOOGLE_FORM_TIMEOUT_MS)}`,
      );
    }
    await response.body?.cancel();
    if (!response.ok) throw new DeliveryError(`the Google Form answered ${response.status}`);
  };
}
