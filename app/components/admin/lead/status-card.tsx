import { AdminForm } from "#app/components/admin/admin-form.tsx";
import { AdminPanel } from "#app/components/admin/admin-panel.tsx";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { cn } from "#app/components/ui/cn.ts";
import type { LeadActionResult } from "#app/inbox/index.ts";
import { PIPELINE, STATUS_LABELS, type LeadStatus } from "#app/inbox/index.ts";

import { ActionMessage } from "./action-message.tsx";

/**
 * The lead's status as a row of every step of the pipeline, always the same buttons in the
 * same places: the current one is marked (pressed), so a second tap on it changes nothing,
 * and no button moves under the finger after a change.
 */
export function StatusCard({
  status,
  busy,
  result,
}: {
  status: LeadStatus;
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
      <ActionMessage result={result} />
    </AdminPanel>
  );
}
