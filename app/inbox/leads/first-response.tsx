import { durationWords } from "#app/inbox/index.ts";

/**
 * How long the lead waited for its first reply, call, WhatsApp or move out of "New"; or, while
 * it still waits, how long it has been waiting, made to stand out.
 */
export function FirstResponse({
  receivedAt,
  firstResponseAt,
  now,
  spam,
}: {
  receivedAt: Date;
  firstResponseAt: Date | null;
  now: Date;
  spam: boolean;
}) {
  if (spam) return null;
  const received = new Date(receivedAt).getTime();
  if (firstResponseAt) {
    return (
      <p className="text-sm text-ink-700">
        First response {durationWords(new Date(firstResponseAt).getTime() - received)} after it
        arrived.
      </p>
    );
  }
  return (
    <p className="mt-1 inline-block rounded-lg bg-accent-300/40 px-1 py-0.5 text-sm font-semibold text-ink-950">
      Waiting {durationWords(new Date(now).getTime() - received)} for a first response.
    </p>
  );
}
