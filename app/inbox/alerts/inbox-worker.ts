/*
 * The inbox's service worker, served at /admin/sw.js (app/routes/admin-sw-js.ts) with the scope
 * /admin/: the public pages never register it. It shows a new lead's phone alert and opens the
 * lead when the alert is tapped; nothing else (no caching, no fetch handler: the inbox is
 * always read live). Plain JavaScript in a string, as the browser runs it: no build step, and
 * the server build carries it. Tested in inbox-worker.test.ts against a stand-in worker scope.
 */
export const INBOX_WORKER = `"use strict";
// The inbox's service worker: phone alerts for new leads (docs/inbox.md).
const ORIGIN = self.location.origin;
const INBOX = ORIGIN + "/admin/";

// A new version takes over at once: it holds no state worth waiting for.
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** Only the inbox's own pages are opened from an alert; anything else opens the inbox. */
function inboxUrl(value) {
  try {
    const url = new URL(value, ORIGIN);
    if (url.origin === ORIGIN && url.pathname.startsWith("/admin/")) return url.href;
  } catch {}
  return INBOX;
}

const text = (value, fallback) => (typeof value === "string" && value ? value : fallback);

self.addEventListener("push", (event) => {
  let alert = {};
  try {
    alert = (event.data && event.data.json()) || {};
  } catch {}
  event.waitUntil(
    self.registration.showNotification(text(alert.title, "New lead"), {
      body: text(alert.body, "Open the inbox to read it."),
      tag: text(alert.tag, undefined),
      icon: "/icons/icon-192.png",
      data: { url: inboxUrl(alert.url) },
    }),
  );
});

/** The lead's page: a tab already on it, else an inbox tab taken there, else a new window. */
async function openLead(url) {
  const tabs = await self.clients.matchAll({ type: "window" });
  const inbox =
    tabs.find((tab) => tab.url === url) ||
    tabs.find((tab) => new URL(tab.url).pathname.startsWith("/admin"));
  if (!inbox) return self.clients.openWindow(url);
  const shown = inbox.url === url ? inbox : await inbox.navigate(url);
  // Bringing a tab forward may be refused (it needs the tap's activation): it has the lead anyway.
  await (shown || inbox).focus().catch(() => {});
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openLead(inboxUrl(event.notification.data && event.notification.data.url)));
});
`;
