import { INBOX_WORKER } from "#app/inbox/alerts/inbox-worker.ts";

/**
 * GET /admin/sw.js: the inbox's service worker. Its address gives it the scope /admin/ at most,
 * so it can never control a public page. `no-cache`: the browser checks for a new version on
 * each registration instead of keeping an old one for a day. A worker's own policy comes from
 * this response: it may reach the site's own origin only.
 */
export function loader() {
  return new Response(INBOX_WORKER, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-cache",
      "Content-Security-Policy": "default-src 'self'",
    },
  });
}
