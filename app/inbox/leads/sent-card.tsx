import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { formatIst } from "#app/inbox/index.ts";
import type { LeadActionResult } from "#app/inbox/index.ts";
import { MAX_LENGTH, type Quote, type QuoteField } from "#app/site/quote-fields.ts";

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
          ["Name", quote.name],
          ["Email", quote.email],
          ["WhatsApp", quote.whatsapp],
          ["Service", quote.service],
          ["Message", quote.message],
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
          <AdminField label="Name" {...correcting("name")} maxLength={MAX_LENGTH.name} />
          <AdminField
            label="Email"
            type="email"
            {...correcting("email")}
            maxLength={MAX_LENGTH.email}
          />
          <AdminField
            label="WhatsApp"
            type="tel"
            {...correcting("whatsapp")}
            maxLength={MAX_LENGTH.whatsapp}
          />
          <AdminField as="select" label="Service" {...correcting("service")}>
            {services.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </AdminField>
          <AdminField
            as="textarea"
            label="Message"
            rows={4}
            {...correcting("message")}
            maxLength={MAX_LENGTH.message}
            className="sm:col-span-2"
          />
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
