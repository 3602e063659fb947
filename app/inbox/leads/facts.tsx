/** What is known of a lead, a line a fact; a fact it lacks is left out. */
export function Facts({ facts }: { facts: [label: string, value: string | null][] }) {
  return (
    <dl className="mt-1 grid gap-1">
      {facts.map(
        ([label, value]) =>
          value && (
            <div key={label} className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-semibold text-ink-600">{label}</dt>
              <dd className="break-words whitespace-pre-wrap text-ink-950">{value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}
