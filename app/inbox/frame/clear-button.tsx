import type { ReactNode } from "react";

import { buttonStyles } from "#app/ui/button-styles.ts";

/**
 * A form's second button, that clears what the form sets (a next step, a template's edits): it
 * sends the form with `name=1`, without the browser's checks of fields that clearing ignores.
 */
export function ClearButton({ name, children }: { name: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      name={name}
      value="1"
      formNoValidate
      className={buttonStyles({ variant: "ghost", size: "sm" })}
    >
      {children}
    </button>
  );
}
