import toast, { type Toast } from "react-hot-toast";

import { cn } from "#app/ui/cn.ts";
import { m } from "#app/paraglide/messages.js";

import { errorText, successText, successTitle } from "#app/content/quote-messages.ts";

export { errorText, successText, successTitle };

/** Spec §8: how long the success toast stays. */
export const SUCCESS_TOAST_MS = 5000;

function SuccessToast({ t }: { t: Toast }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-xl bg-white p-2 shadow-lift ring-1 ring-ink-200 transition-all duration-300",
        t.visible ? "translate-y-0 opacity-100" : "-translate-y-1 opacity-0",
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-5 shrink-0 place-items-center rounded-full bg-mint-100 text-lg"
      >
        ✓
      </span>
      <div className="flex-1">
        <p className="font-display text-base font-bold text-ink-950">{successTitle()}</p>
        <p className="mt-0.5 text-ink-600">{successText()}</p>
      </div>
      <button
        type="button"
        onClick={() => toast.dismiss(t.id)}
        className="rounded-full px-1.5 py-0.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {m.quote_toast_close()}
      </button>
    </div>
  );
}

export function showSuccessToast() {
  toast.custom((t) => <SuccessToast t={t} />, {
    duration: SUCCESS_TOAST_MS,
    position: "top-center",
  });
}

export function showErrorToast() {
  toast.error(errorText());
}
