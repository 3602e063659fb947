import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { cn } from "#app/ui/cn.ts";
import { formatPrice } from "#app/lib/format-price.ts";
import type { LeadActionResult } from "#app/inbox/index.ts";
import { PIPELINE, STATUS_LABELS, type LeadStatus } from "#app/inbox/index.ts";

import { ActionMessage } from "./action-message.tsx";

/**
 * The lead's status as a row of every step of the pipeline, always the same buttons in the
 * same places: the current one is marked (pressed), so a second tap on it changes nothing,
 * and no button moves under the finger after a change. A won lead has its value under them.
 */
export function StatusCard({
  status,
  wonValue,
  busy,
  result,
}: {
  status: LeadStatus;
  /** What the won work is worth, in rupees; null when not entered (or not won). */
  wonValue: number | null;
  busy: boolean;
  result: LeadActionResult | undefined;
}) {
  const spam = status === "spam";
  return (
    <AdminPanel id="status-title" title="Status">
      <AdminForm intent="status" busy={busy} className="mt-1">
        {spam ? (
          <p className="text-sm text-ink-700">
            Filed as spam: it counts nowhere until you say it is not.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-1" aria-label="Move to">
            {PIPELINE.map((step) => {
              const current = step === status;
              return (
                <li key={step}>
                  <button
                    type="submit"
                    name="to"
                    value={step}
                    aria-pressed={current}
                    className={cn(
                      buttonStyles({ variant: current ? "brand" : "outline", size: "sm" }),
                      current && "pointer-events-none",
                    )}
                  >
                    {current && <span aria-hidden="true">✓</span>}
                    {STATUS_LABELS[step]}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <button
          type="submit"
          name="to"
          value={spam ? "new" : "spam"}
          className={buttonStyles({ variant: "ghost", size: "sm", className: "mt-1" })}
        >
          {spam ? "Not spam" : "Mark as spam"}
        </button>
      </AdminForm>
      {status === "won" && (
        <WonValueForm value={wonValue} busy={busy} error={result?.fields?.wonValue} />
      )}
      {/* A refused value is said under its field, once. */}
      <ActionMessage result={result?.fields ? undefined : result} />
    </AdminPanel>
  );
}

/**
 * The won work's value: optional, whole rupees, checked again by the server (won-value.ts).
 * A text box rather than a number box, so that "1,20,000" as people write it is accepted.
 * Keyed by the stored value: a saved value refills it, a refused one stays as typed.
 */
function WonValueForm({
  value,
  busy,
  error,
}: {
  value: number | null;
  busy: boolean;
  error: string | undefined;
}) {
  return (
    <AdminForm
      intent="won-value"
      busy={busy}
      key={value ?? "none"}
      className="mt-2 border-t border-ink-100 pt-2"
    >
      <p className="font-semibold text-ink-950">
        Won · {value === null ? "no value entered yet" : formatPrice(value)}
      </p>
      <div className="mt-1 flex flex-wrap items-end gap-1">
        <AdminField
          id="wonValue"
          name="wonValue"
          label="What it is worth (₹, optional)"
          hint="Whole rupees, like 1,20,000. Counted in the overview's won value."
          inputMode="numeric"
          autoComplete="off"
          defaultValue={value === null ? "" : formatPrice(value).slice(1)}
          error={error}
          className="min-w-0 flex-1 basis-48"
        />
        <button type="submit" className={buttonStyles({ variant: "outline", size: "sm" })}>
          Save value
        </button>
      </div>
    </AdminForm>
  );
}
