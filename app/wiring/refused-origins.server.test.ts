// @vitest-environment node
import { describe, expect, it } from "vitest";

import {
  isCrossOrigin,
  isRouterOriginRefusal,
  REFUSAL_LOG_INTERVAL_MS,
  refusalLog,
} from "./refused-origins.server.ts";

const post = (path: string, origin: string | null) =>
  new Request(`https://www.example.in${path}`, {
    method: "POST",
    headers: origin === null ? {} : { Origin: origin },
  });

describe("a refused cross-origin request", () => {
  it("is logged once a minute per route, and the next line says how many came meanwhile", () => {
    const lines: string[] = [];
    let clock = 0;
    const log = refusalLog({ write: (line) => lines.push(line), now: () => clock });
    for (let n = 0; n < 1000; n += 1) log(post("/admin/login", "https://evil.example"));
    log(post("/admin/leads/7f3c", "https://evil.example"));
    log(post("/admin/leads/9a1b", "null"));
    expect(lines).toEqual([
      expect.stringMatching(/^POST \/admin\/login refused .*once a minute$/),
      expect.stringMatching(/^POST \/admin\/leads\/:id refused /),
    ]);
    // Never the address's own values, nor the other site.
    expect(lines.join("\n")).not.toMatch(/7f3c|evil/);

    clock += REFUSAL_LOG_INTERVAL_MS;
    log(post("/admin/login", "https://evil.example"));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^POST \/admin\/login refused .*\(and 999 more since the last/);
  });

  it("is one whose Origin is another origin than its address's, as React Router counts it", () => {
    expect(isCrossOrigin(post("/admin/login", "https://evil.example"))).toBe(true);
    expect(isCrossOrigin(post("/admin/login", "http://www.example.in"))).toBe(true);
    expect(isCrossOrigin(post("/admin/login", "null"))).toBe(true);
    expect(isCrossOrigin(post("/admin/login", "not a url"))).toBe(true);
    expect(isCrossOrigin(post("/admin/login", "https://www.example.in"))).toBe(false);
    expect(isCrossOrigin(post("/admin/login", null))).toBe(false);
    expect(isCrossOrigin(new Request("https://www.example.in/admin"))).toBe(false);
  });

  it("is told from other errors by React Router's words", () => {
    expect(isRouterOriginRefusal(new Error("Bad Request"))).toBe(true);
    expect(
      isRouterOriginRefusal(
        new Error(
          "The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.",
        ),
      ),
    ).toBe(true);
    expect(isRouterOriginRefusal(new Error('relation "leads" does not exist'))).toBe(false);
  });
});
