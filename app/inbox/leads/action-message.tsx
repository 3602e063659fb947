import type { LeadActionResult } from "#app/inbox/index.ts";

/**
 * What became of the form just sent, shown in its own card beside its button (on a phone the
 * top of the page may be a screen away). Read out when it appears.
 */
export function ActionMessage({ result }: { result: LeadActionResult | undefined }) {
  if (!result) return <p role="status" className="sr-only" />;
  return (
    <p
      role="status"
      className={
        result.error
          ? "mt-1 rounded-lg bg-coral-400/15 p-1 text-sm font-semibold text-ink-950"
          : "mt-1 rounded-lg bg-brand-50 p-1 text-sm font-semibold text-ink-950"
      }
    >
      {result.error ?? result.done}
    </p>
  );
}

/** The answer to `intent`'s form, if that was the form just sent. */
export function resultOf(
  actionData: LeadActionResult | undefined,
  ...intents: string[]
): LeadActionResult | undefined {
  return actionData && intents.includes(actionData.intent) ? actionData : undefined;
}
