import type { ReactNode } from "react";

/** A control's look: the `form-control` class (app/styles/design.css). */
export const controlClass = "form-control";

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
