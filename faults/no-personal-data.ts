// The check every database fault case ends with: whatever failed, no value a visitor or the
// team typed reached the server's output (drizzle's error messages spell out a query's
// parameters, and a database's own message may quote the row it refused).
import { expect } from "vitest";

import { answers } from "../e2e/quote-helpers.ts";

/** `typed`: what the case itself typed (a search, a sign-in email, a note), beside the quotes. */
export function expectNoPersonalData(output: string, typed: readonly string[] = []) {
  for (const value of typed) expect(output).not.toContain(value);
  expect(output).not.toMatch(/visitor-\d+@example\.in/);
  expect(output).not.toContain(answers.email);
  expect(output).not.toContain(answers.name.split(" ")[0]);
  // The WhatsApp number as typed, and its ten digits as the store keeps them.
  expect(output).not.toContain(answers.whatsapp);
  expect(output).not.toContain(answers.whatsapp.replace(/\D/g, "").slice(-10));
}
