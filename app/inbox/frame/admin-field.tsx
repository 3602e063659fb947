import { cva } from "class-variance-authority";
import type { ComponentPropsWithoutRef, ReactNode } from "react";

type FieldProps = {
  /** The control's id: its label, hint and error are tied to it. */
  id: string;
  label: ReactNode;
  /** A line under the control that helps to fill it in (read with the control). */
  hint?: ReactNode;
  /** What is wrong with the answer: shown under the control, which is marked invalid. */
  error?: string;
  /** sm: a field among others (filters, lookups, notes); lg: a form of its own (sign-in). */
  size?: "sm" | "lg";
  /** The field's box: its place in the form's layout. */
  className?: string;
};

type FieldKey = keyof FieldProps | "as";
type ControlProps<Tag extends "input" | "select" | "textarea"> = Omit<
  ComponentPropsWithoutRef<Tag>,
  FieldKey | "aria-describedby" | "aria-invalid"
>;

/** A text box by default (a checkbox with `type="checkbox"`), or a list or a text area. */
export type AdminFieldProps = FieldProps &
  (
    | ({ as?: "input" } & ControlProps<"input">)
    | ({ as: "select" } & ControlProps<"select">)
    | ({ as: "textarea" } & ControlProps<"textarea">)
  );

const FIELD_KEYS = new Set<string>(["as", "id", "label", "hint", "error", "size", "className"]);

/** The attributes that go to the control itself: all but the field's own. */
function controlAttributes<P extends AdminFieldProps>(props: P): Omit<P, FieldKey> {
  const own = Object.entries(props).filter(([key]) => !FIELD_KEYS.has(key));
  return Object.fromEntries(own) as Omit<P, FieldKey>;
}

// Utilities the site's stylesheet already has: the inbox shares it with the public pages.
const controlStyles = cva(
  "mt-0.5 block w-full rounded-lg border-ink-300 text-ink-950 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600",
  {
    variants: {
      size: { sm: "min-h-5 px-1 text-sm", lg: "min-h-6 px-1.5 text-base" },
      multiline: { true: "py-1", false: "" },
      invalid: { true: "border-2 bg-coral-400/10", false: "border bg-white" },
    },
    defaultVariants: { size: "sm", multiline: false, invalid: false },
  },
);

/**
 * Every field of the inbox's forms: a visible label tied to its control, an optional hint and
 * the answer's problem under it, both read with the control (aria-describedby), the control
 * marked invalid while there is a problem. The control takes every other prop (name, type,
 * defaultValue, required, a list's options as children…).
 */
export function AdminField(props: AdminFieldProps) {
  const { id, label, hint, error, size = "sm", className } = props;
  const invalid = Boolean(error);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const tied = {
    id,
    "aria-describedby": described || undefined,
    "aria-invalid": invalid || undefined,
  };
  const checkbox = props.as !== "select" && props.as !== "textarea" && props.type === "checkbox";
  const labelElement = (
    <label
      htmlFor={id}
      className={checkbox ? "text-ink-900" : "block text-sm font-semibold text-ink-900"}
    >
      {label}
    </label>
  );
  let control: ReactNode;
  if (props.as === "select") {
    control = (
      <select
        {...controlAttributes(props)}
        {...tied}
        className={controlStyles({ size, invalid })}
      />
    );
  } else if (props.as === "textarea") {
    control = (
      <textarea
        {...controlAttributes(props)}
        {...tied}
        className={controlStyles({ size, invalid, multiline: true })}
      />
    );
  } else if (checkbox) {
    // A box to tick sits before its label, the two on one line.
    control = (
      <div className="flex items-start gap-1">
        <input {...controlAttributes(props)} {...tied} className="mt-0.5 size-2 shrink-0" />
        {labelElement}
      </div>
    );
  } else {
    control = (
      <input {...controlAttributes(props)} {...tied} className={controlStyles({ size, invalid })} />
    );
  }
  return (
    <div className={className}>
      {!checkbox && labelElement}
      {control}
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        // An alert: it appears when a sent form comes back, away from where the focus is.
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-0.5 rounded-lg bg-coral-400/15 px-1 py-0.5 text-sm font-semibold text-ink-950"
        >
          {error}
        </p>
      )}
    </div>
  );
}
