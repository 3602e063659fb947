import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { ClearButton } from "#app/inbox/frame/clear-button.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { formatIst } from "#app/inbox/index.ts";
import type { LeadActionResult } from "#app/inbox/index.ts";

import { ActionMessage } from "./action-message.tsx";

export type Account = { id: string; email: string };

/**
 * Who follows the lead up, and what happens next and when (IST). A next step that is due
 * shows the lead among the follow-ups in the list.
 */
export function FollowUpCard({
  accounts,
  assigneeId,
  nextStep,
  nextStepAt,
  nextStepValue,
  overdue,
  busy,
  result,
  nextStepMaxLength,
}: {
  accounts: Account[];
  assigneeId: string | null;
  nextStep: string | null;
  nextStepAt: Date | null;
  /** The due time as the field holds it (IST), or empty. */
  nextStepValue: string;
  overdue: boolean;
  busy: boolean;
  result: LeadActionResult | undefined;
  nextStepMaxLength: number;
}) {
  const fields = result?.fields ?? {};
  return (
    <AdminPanel id="follow-up-title" title="Follow-up">
      <AdminForm intent="assign" busy={busy} className="mt-1 flex flex-wrap items-end gap-1">
        <AdminField
          as="select"
          id="assignee"
          label="Assigned to"
          name="assignee"
          defaultValue={assigneeId ?? ""}
          error={fields.assignee}
          className="min-w-0 flex-1"
        >
          <option value="">Nobody</option>
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {account.email}
            </option>
          ))}
        </AdminField>
        <button type="submit" className={buttonStyles({ variant: "outline", size: "sm" })}>
          Assign
        </button>
      </AdminForm>

      {nextStep && (
        <p className="mt-2 text-sm text-ink-800">
          <span className="font-semibold">Next:</span> {nextStep}
          {nextStepAt && (
            <>
              {" "}
              ·{" "}
              <span
                className={
                  overdue
                    ? "font-bold text-ink-950 underline decoration-coral-500 decoration-2 underline-offset-2"
                    : undefined
                }
              >
                {overdue ? "overdue since " : "due "}
                {formatIst(new Date(nextStepAt))}
              </span>
            </>
          )}
        </p>
      )}
      <AdminForm
        intent="next-step"
        busy={busy}
        key={`${nextStep}-${nextStepAt}`}
        className="mt-1 grid gap-1 sm:grid-cols-[1fr_auto]"
      >
        <AdminField
          id="nextStep"
          label="Next step"
          name="nextStep"
          defaultValue={nextStep ?? ""}
          placeholder="Call about the menu pages"
          maxLength={nextStepMaxLength}
          error={fields.nextStep}
          className="sm:col-span-2"
        />
        <AdminField
          id="nextStepAt"
          label="When (IST)"
          name="nextStepAt"
          type="datetime-local"
          defaultValue={nextStepValue}
          error={fields.nextStepAt}
        />
        <div className="flex flex-wrap items-end gap-1">
          <button type="submit" className={buttonStyles({ variant: "brand", size: "sm" })}>
            Save next step
          </button>
          {nextStep && <ClearButton name="clear">Done, clear it</ClearButton>}
        </div>
      </AdminForm>
      <ActionMessage result={result} />
    </AdminPanel>
  );
}
