// The embedded store, killed with -9 while quotes arrive, then started again on the same
// folder at once (as a supervisor does): every quote answered 201 is on disk.
import { expect, it } from "vitest";

import {
  acknowledged,
  burst,
  newDataDir,
  postQuote,
  quoteForm,
  quoteNumbers,
  startServer,
  storedLeads,
} from "./harness.ts";

it("a server killed mid-burst loses no acknowledged quote, and a new one starts at once", async () => {
  const dataDir = newDataDir();
  const first = await startServer({}, dataDir);
  const sending = burst([first.url], { count: 400, concurrency: 20 });
  await new Promise((pause) => setTimeout(pause, 700));
  await first.stop("SIGKILL");
  const sent = await sending;
  const answered = acknowledged(sent);
  expect(answered.length).toBeGreaterThan(0);
  // Connections refused or cut by the kill; nothing else.
  for (const one of sent) expect([201, 0]).toContain(one.status);

  const second = await startServer({}, dataDir);
  expect(await postQuote(second.url, quoteForm(9999))).toBe(201);
  await second.stop();
  const stored = quoteNumbers((await storedLeads(dataDir)).map((lead) => lead.email));
  for (const n of answered) expect(stored, `quote ${n}`).toContain(n);
  expect(stored).toContain(9999);
});
