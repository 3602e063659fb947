import { useEffect } from "react";

import { sitePages } from "#app/site-pages.ts";

import { INBOX_SCOPE } from "./use-push-device.ts";

/**
 * Registers the inbox's service worker from every inbox page (never a public one), so that the
 * installed inbox has it and a new version reaches it; alerts themselves are turned on on the
 * alerts page. Where there is no worker support (or no HTTPS), the inbox works without it.
 */
export function useInboxWorker() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register(sitePages.adminWorker.path, { scope: INBOX_SCOPE })
      .catch(() => {});
  }, []);
}
