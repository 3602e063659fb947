import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { AdminForm } from "#app/inbox/frame/admin-form.tsx";
import { AdminPanel } from "#app/inbox/frame/admin-panel.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import type { LeadActionResult } from "#app/inbox/index.ts";

import { ActionMessage } from "./action-message.tsx";

/**
 * A note for the team. Once saved, the box is emptied (the form is drawn anew for each note
 * in the history, `notes`), so the same note is not saved twice; a note that was refused stays
 * in the box with its problem under it.
 */
export function NoteCard({
  notes,
  maxLength,
  busy,
  result,
}: {
  notes: number;
  maxLength: number;
  busy: boolean;
  result: LeadActionResult | undefined;
}) {
  return (
    <AdminPanel id="note-title" title="Add a note">
      <AdminForm intent="note" busy={busy} key={notes} className="mt-1 grid gap-1">
        <AdminField
          as="textarea"
          id="note"
          label="Note (only the team sees it)"
          name="note"
          rows={3}
          required
          maxLength={maxLength}
          error={result?.fields?.note}
        />
        <div className="flex flex-wrap items-center gap-1">
          <button type="submit" className={buttonStyles({ variant: "brand", size: "sm" })}>
            Save note
          </button>
        </div>
      </AdminForm>
      <ActionMessage result={result?.fields ? undefined : result} />
    </AdminPanel>
  );
}
