import { describe, expect, it } from "vitest";

import { safeNext } from "./guard.server.ts";

// ASVS 1.2.2: the sign-in page's `next` comes from the address bar, anyone's to write; the
// browser is sent back only to an inbox address of this site.
describe("safeNext", () => {
  it("returns to the inbox address the sign-in came from", () => {
    for (const next of ["/admin", "/admin/", "/admin/leads/42?tab=notes", "/admin?status=new"]) {
      expect(safeNext(next), next).toBe(next);
    }
  });

  it("sends anything else to the inbox: another site, another page, a protocol", () => {
    for (const next of [
      null,
      "",
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "/admin\\@evil.example",
      "/administrator",
      "/admin.evil.example",
      "javascript:alert(1)",
      "/contact",
    ]) {
      expect(safeNext(next), String(next)).toBe("/admin");
    }
  });
});
