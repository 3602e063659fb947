import type { ReactNode } from "react";

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
