import type { ReactNode } from "react";

/** The inbox's fields: one look for every text box and list (sizes added where they differ). */
export const adminFieldClass =
  "mt-0.5 block w-full rounded-lg border border-ink-300 bg-white focus:outline-3 focus:outline-offset-1 focus:outline-brand-600";

/** A titled card of a lead's page: a section named by its own heading. */
export function AdminPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-2 ring-1 ring-ink-200/70 md:p-3"
    >
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
