import { testLead } from "#app/db/test-stores.test-helpers.ts";

// The leads the follow-up tests share: next steps around one afternoon in IST, so the due
// list (follow-up-list.server.test.ts) and its count (list-counts.server.test.ts) are checked
// against the same leads.

/** 15:00 IST on 27 Nov 2026; the day ends at 18:30 UTC. */
export const NOW = new Date("2026-11-27T09:30:00Z");

/**
 * Due today ("Tonight", "This morning"), overdue ("Last week"), due tomorrow, closed (won, spam)
 * and with no step: three due, two of them overdue.
 */
export const nextStepsAroundToday = () => [
  testLead({
    name: "Tonight",
    nextStep: "Send the quote",
    nextStepAt: new Date("2026-11-27T17:00:00Z"),
  }),
  testLead({ name: "Last week", nextStep: "Call", nextStepAt: new Date("2026-11-20T05:00:00Z") }),
  testLead({ name: "This morning", nextStepAt: new Date("2026-11-27T04:00:00Z") }),
  testLead({ name: "Tomorrow", nextStepAt: new Date("2026-11-27T19:00:00Z") }),
  testLead({ name: "Won", status: "won", nextStepAt: new Date("2026-11-20T05:00:00Z") }),
  testLead({ name: "Spam", status: "spam", nextStepAt: new Date("2026-11-20T05:00:00Z") }),
  testLead({ name: "No step" }),
];

/** One lead assigned to `me`, one to `other`, one to nobody. */
export const assignedToThreeWays = (me: string, other: string) => [
  testLead({ name: "Mine", assigneeId: me }),
  testLead({ name: "Theirs", assigneeId: other }),
  testLead({ name: "Nobody's" }),
];
