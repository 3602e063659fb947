import { NOTICE, REPLY_TIME } from "./commitments.ts";

/** What every client can count on; shown beside the contact block in About Us. */
export const promises = [
  {
    title: `A reply within ${REPLY_TIME}`,
    text: "Every enquiry is answered by a founder, not a bot.",
  },
  {
    title: "Prices in rupees, up front",
    text: "Fixed quotes before we start. No surprise invoices.",
  },
  {
    title: "No long contracts",
    text: `Monthly services can be paused or stopped with ${NOTICE}.`,
  },
  {
    title: "Reports you can read in five minutes",
    text: "What we did, what it brought in, and what comes next.",
  },
] as const;
