import { useState } from "react";

import { buttonStyles } from "#app/ui/button-styles.ts";

/**
 * A link to pass on by hand: in a read-only box that selects itself when focused (to copy by
 * hand, JavaScript or not), and a button that copies it where the browser lets it.
 */
export function CopyLink({ id, label, link }: { id: string; label: string; link: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-1">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="mt-0.5 flex flex-wrap items-center gap-1">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-5 min-w-0 grow basis-64 rounded-lg border border-ink-300 bg-white px-1 font-mono text-sm text-ink-950 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600"
        />
        <button
          type="button"
          className={buttonStyles({ variant: "brand", size: "sm" })}
          onClick={() => {
            navigator.clipboard.writeText(link).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          Copy the link
        </button>
      </div>
      <p role="status" className="mt-0.5 min-h-2 text-sm text-ink-600">
        {copied ? "Copied. Paste it into a message to them." : ""}
      </p>
    </div>
  );
}
