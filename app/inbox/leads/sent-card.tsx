import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { formatIst } from "#app/inbox/index.ts";
import type { LeadActionResult } from "#app/inbox/index.ts";
import {
  FIELD_LABELS,
  MAX_LENGTH,
  QUOTE_FIELD_FACTS,
  QUOTE_FIELDS,
  type Quote,
  type QuoteField,
  type QuoteFieldFacts,
} from "#app/site/quote-fields.ts";

import { ActionMessage } from "./action-message.tsx";
import { Facts } from "./facts.tsx";
import { FORM_SERVICES } from "#app/site/service-lists.ts";

/**
 * What the visitor sent, and the form that corrects it (the privacy notice promises the right
 * to correction). The form is closed until opened, and open again, with what was typed, when
 * a correction was refused.
 */
export function SentCard({
  quote,
  receivedAt,
  busy,
  result,
}: {
  quote: Quote;
  receivedAt: Date;
  busy: boolean;
  result: LeadActionResult | undefined;
}) {
  const fields = result?.fields ?? {};
  const refused = Boolean(result?.error);
  // The form's options now; a lead about a service the form no longer offers keeps its own.
  const services: readonly string[] = (FORM_SERVICES as readonly string[]).includes(quote.service)
    ? FORM_SERVICES
    : [quote.service, ...FORM_SERVICES];
  // A field of the form: the answer it corrects, as sent, and what was wrong with the correction.
  const correcting = (field: QuoteField) => ({
    id: `correct-${field}`,
    name: field,
    defaultValue: quote[field],
    error: fields[field],
  });
  return (
    <AdminPanel id="sent-title" title="What they sent">
      <Facts
        facts={[
          ...QUOTE_FIELDS.map((field): [string, string] => [FIELD_LABELS[field], quote[field]]),
          ["Received", formatIst(new Date(receivedAt))],
        ]}
      />
      <details open={refused} className="mt-1.5">
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          Correct these details
        </summary>
        <AdminForm
          intent="correct"
          busy={busy}
          key={result?.done ?? "form"}
          className="mt-1 grid gap-1 sm:grid-cols-2"
        >
          {QUOTE_FIELDS.map((field) => {
            const input = QUOTE_FIELD_FACTS[field].input as QuoteFieldFacts["input"];
            const label = FIELD_LABELS[field];
            if (input === "select") {
              return (
                <AdminField key={field} as="select" label={label} {...correcting(field)}>
                  {services.map((service) => (
                    <option key={service} value={service}>
                      {service}
                    </option>
                  ))}
                </AdminField>
              );
            }
            if (input === "textarea") {
              return (
                <AdminField
                  key={field}
                  as="textarea"
                  label={label}
                  rows={4}
                  {...correcting(field)}
                  maxLength={MAX_LENGTH[field]}
                  className="sm:col-span-2"
                />
              );
            }
            return (
              <AdminField
                key={field}
                label={label}
                {...(input === "text" ? {} : { type: input })}
                {...correcting(field)}
                maxLength={MAX_LENGTH[field]}
              />
            );
          })}
          <div>
            <button type="submit" className={buttonStyles({ variant: "brand", size: "sm" })}>
              Save the correction
            </button>
          </div>
        </AdminForm>
      </details>
      <ActionMessage result={result} />
    </AdminPanel>
  );
}
