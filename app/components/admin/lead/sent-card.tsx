import { AdminField } from "#app/components/admin/admin-field.tsx";
import { AdminForm } from "#app/components/admin/admin-form.tsx";
import { AdminPanel } from "#app/components/admin/admin-panel.tsx";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { formatIst } from "#app/inbox/index.ts";
import type { LeadActionResult } from "#app/inbox/index.ts";
import { MAX_LENGTH, SERVICE_OPTIONS, type Quote } from "#app/quote/quote-fields.ts";

import { ActionMessage } from "./action-message.tsx";
import { Facts } from "./facts.tsx";

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
  const services: readonly string[] = SERVICE_OPTIONS.includes(quote.service as never)
    ? SERVICE_OPTIONS
    : [quote.service, ...SERVICE_OPTIONS];
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
          <AdminField
            id="correct-name"
            label="Name"
            name="name"
            defaultValue={quote.name}
            maxLength={MAX_LENGTH.name}
            error={fields.name}
          />
          <AdminField
            id="correct-email"
            label="Email"
            name="email"
            type="email"
            defaultValue={quote.email}
            maxLength={MAX_LENGTH.email}
            error={fields.email}
          />
          <AdminField
            id="correct-whatsapp"
            label="WhatsApp"
            name="whatsapp"
            type="tel"
            defaultValue={quote.whatsapp}
            maxLength={MAX_LENGTH.whatsapp}
            error={fields.whatsapp}
          />
          <AdminField
            as="select"
            id="correct-service"
            label="Service"
            name="service"
            defaultValue={quote.service}
            error={fields.service}
          >
            {services.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </AdminField>
          <AdminField
            as="textarea"
            id="correct-message"
            label="Message"
            name="message"
            rows={4}
            defaultValue={quote.message}
            maxLength={MAX_LENGTH.message}
            error={fields.message}
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
