// @vitest-environment node
import { describe, expect, it } from "vitest";

import { pagePolicy, securityHeaders, serverPagePolicy } from "./security-headers.ts";

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );

describe("securityHeaders", () => {
  it("forbids framing, plugins and a foreign <base>, and lets forms post only where they should", () => {
    const csp = directives(
      securityHeaders("https://formspree.io")["Content-Security-Policy"] ?? "",
    );
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'", "https://formspree.io"]);
    // No script-src here: a header policy would block the pages' hashed inline scripts.
    expect(csp["script-src"]).toBeUndefined();
  });

  it("adds no empty source when the form posts to the site itself", () => {
    const csp = securityHeaders("")["Content-Security-Policy"];
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toMatch(/ ;| {2}|.self. $/);
  });

  it("treats a build that recorded no quote origin like one posting to the site itself", () => {
    // server/serve.ts passes undefined when build/site-policy.json has no quoteOrigin.
    for (const headers of [securityHeaders(), securityHeaders(undefined)]) {
      const csp = directives(headers["Content-Security-Policy"] ?? "");
      expect(csp["form-action"]).toEqual(["'self'"]);
    }
  });

  it("sends the other headers browsers act on", () => {
    const headers = securityHeaders("");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });
});

describe("pagePolicy", () => {
  it("allows the site's own scripts and exactly the page's inline scripts, by hash", () => {
    const csp = directives(
      pagePolicy({ scriptHashes: ["sha256-abc=", "sha256-def="], quoteOrigin: "" }),
    );
    expect(csp["script-src"]).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
  });

  it("never allows inline scripts wholesale", () => {
    const policy = pagePolicy({ scriptHashes: [], quoteOrigin: "https://docs.google.com" });
    expect(directives(policy)["script-src"]).toEqual(["'self'"]);
  });

  it("lets the page connect to the quote endpoint only when it is elsewhere", () => {
    expect(
      directives(pagePolicy({ scriptHashes: [], quoteOrigin: "https://docs.google.com" }))[
        "connect-src"
      ],
    ).toEqual(["'self'", "https://docs.google.com"]);
    expect(directives(pagePolicy({ scriptHashes: [], quoteOrigin: "" }))["connect-src"]).toEqual([
      "'self'",
    ]);
  });
});

describe("serverPagePolicy", () => {
  it("lets the inbox register its own service worker and manifest, and nothing from elsewhere", () => {
    const csp = directives(serverPagePolicy("abc"));
    expect(csp["worker-src"]).toEqual(["'self'"]);
    expect(csp["manifest-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual(["'self'", "'nonce-abc'"]);
  });

  it("leaves the public pages' policy without them", () => {
    const csp = directives(pagePolicy({ scriptHashes: [], quoteOrigin: "" }));
    expect(csp["worker-src"]).toBeUndefined();
    expect(csp["manifest-src"]).toBeUndefined();
  });
});
