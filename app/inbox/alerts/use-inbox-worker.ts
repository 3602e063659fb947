import { useEffect } from "react";

import { adminPages } from "#app/pages/admin-pages.ts";

import { INBOX_SCOPE } from "./use-push-device.ts";

/**
 * Registers the inbox's service worker from the alerts page (never from a public page), so
 * that a device that has or may turn on alerts has it, and a new version reaches it. Not from
 * every inbox page: a worker that takes over a page (clients.claim) while it navigates can
 * abort that navigation (a reload right after opening a mailto: link did), and only devices
 * with alerts need it. Where there is no worker support (or no HTTPS), nothing happens.
 */
export function useInboxWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register(adminPages.adminWorker.path, { scope: INBOX_SCOPE })
      .catch(() => {});
  }, []);
}
