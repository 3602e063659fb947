import { durationWords } from "#app/inbox/index.ts";

/** How fast the team answers: the median time to a first response over the last 30 days. */
export function ResponseTimeLine({
  medianMs,
  answered,
  waiting,
}: {
  medianMs: number | null;
  answered: number;
  waiting: number;
}) {
  if (answered === 0 && waiting === 0) return null;
  return (
    <p className="text-sm text-ink-600">
      {medianMs === null
        ? "No lead of the last 30 days has been answered yet"
        : `Median first response over the last 30 days: ${durationWords(medianMs)} (${answered} answered`}
      {medianMs === null ? "" : waiting > 0 ? `, ${waiting} still waiting)` : ")"}.
    </p>
  );
}
