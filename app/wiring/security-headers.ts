// The site's security policy, shared by `npm start` (server/serve.ts), the build, which writes
// it into every page and into the host configs (scripts/build/page-policy.ts,
// scripts/build/host-configs.ts), and the tests.
//
// Scripts are allowed by hash, page by page: each page's inline scripts (React Router's
// hydration data and bootstrap) differ, so their hashes go in a <meta http-equiv> policy the
// build puts at the top of each page. The headers carry what a <meta> policy cannot
// (frame-ancestors) and what is the same everywhere; a browser enforces both.

/** Two years, the preload list's minimum; only sent over HTTPS. */
export const HSTS = "max-age=63072000; includeSubDomains";

const sources = (...list: string[]) => [...new Set(list.filter(Boolean))].join(" ");

/** Headers for every response. `quoteOrigin` is where the quote form posts ("" for the site). */
export function securityHeaders(quoteOrigin: string = ""): Record<string, string> {
  return {
    "Content-Security-Policy": [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      `form-action ${sources("'self'", quoteOrigin)}`,
    ].join("; "),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  };
}

/**
 * What the server's own answers add (the owner's inbox, its sign-in, the API): a browsing
 * context group of their own, so no window of another site keeps a handle on a signed-in tab,
 * and a process of their own on Android. The public pages go without it: they hold no session
 * and nothing personal but what a visitor types, and on a budget phone the fresh process it
 * asks for costs 50–100 ms of blocking on every arrival (docs/decisions/041-coop-on-the-inbox.md).
 */
export const SERVER_ANSWER_HEADERS: Record<string, string> = {
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** A page's own policy: its inline scripts by hash, everything else from this origin. */
export function pagePolicy({
  scriptHashes,
  quoteOrigin,
}: {
  scriptHashes: string[];
  quoteOrigin: string;
}) {
  return [
    "default-src 'self'",
    `script-src ${sources("'self'", ...scriptHashes.map((hash) => `'${hash}'`))}`,
    // React's style attributes and the toast library's <style>: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${sources("'self'", quoteOrigin)}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${sources("'self'", quoteOrigin)}`,
  ].join("; ");
}

/**
 * The policy of a page the server renders for a request (the owner's inbox): its inline
 * scripts carry this request's nonce; otherwise as strict as the static pages, framing
 * included. The inbox installs as an app with a service worker (its phone alerts): both from
 * this origin only, said outright rather than left to default-src.
 */
export function serverPagePolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
