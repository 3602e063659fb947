import type { ReactNode } from "react";

import { cn } from "#app/components/ui/cn.ts";

export const controlClass = cn(
  "mt-0.5 block min-h-6 w-full rounded-lg border border-ink-300 bg-white px-1.5 py-1 text-base text-ink-950 shadow-xs",
  "placeholder:text-ink-400 focus:border-brand-600 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600",
  "user-invalid:border-coral-500",
);

type FormFieldProps = {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with the answer, shown under it (the control points here itself). */
  error?: string;
  children: ReactNode;
  className?: string;
};

/** A visible label tied to its control, with an optional hint and the answer's problem under it. */
export function FormField({ id, label, hint, error, children, className }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-coral-700 mt-0.5 text-sm font-semibold">
          {error}
        </p>
      )}
    </div>
  );
}
