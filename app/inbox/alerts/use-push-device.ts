import { useCallback, useEffect, useState } from "react";

import { adminPages } from "#app/pages/admin-pages.ts";

/*
 * This browser's phone alerts: whether it can have them, whether they are on, and turning them
 * on (permission, the inbox's service worker, a push subscription sent to the server) or off.
 * Browser-only: everything here runs after hydration or on a tap.
 */

/** The worker's scope: the inbox only, never a public page. */
export const INBOX_SCOPE = "/admin/";

export type PushDeviceState =
  /** Not known yet (before hydration, or while the browser is asked). */
  | "checking"
  /** No service worker, push or notifications here (an iPhone's Safari outside the Home Screen). */
  | "unsupported"
  /** Notifications refused for this site in the browser's settings. */
  | "blocked"
  | "off"
  | "on";

const supportsPush = () =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** SHA-256 of an endpoint in hex, as the server lists devices by (push-devices.server.ts). */
async function endpointHash(endpoint: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(endpoint));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** A base64url key as the bytes pushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

async function currentSubscription() {
  const registration = await navigator.serviceWorker.getRegistration(INBOX_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Sends the change to the server; its refusal's words, or undefined when it took it. */
async function tell(body: Record<string, unknown>): Promise<string | undefined> {
  const response = await fetch(adminPages.adminAlertsDevice.path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (response.ok) return undefined;
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  return answer.error ?? `The inbox could not save this (${response.status}).`;
}

export function usePushDevice({
  publicKey,
  deviceHashes,
  onChange,
}: {
  /** The server's VAPID public key (base64url). */
  publicKey: string;
  /** The endpoint hashes of the account's devices, as the server has them. */
  deviceHashes: readonly string[];
  /** After a change the server took: the page reloads its list. */
  onChange: () => void;
}) {
  const [state, setState] = useState<PushDeviceState>("checking");
  const [thisDevice, setThisDevice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; problem: boolean }>();
  const known = deviceHashes.join(" ");

  // On only when this browser has a subscription and the server still has it (signing out
  // there ends it on the server, while the browser keeps it).
  useEffect(() => {
    let current = true;
    (async () => {
      if (!supportsPush()) return "unsupported";
      if (Notification.permission === "denied") return "blocked";
      const subscription = await currentSubscription();
      const hash = subscription ? await endpointHash(subscription.endpoint) : undefined;
      if (current) setThisDevice(hash);
      return hash && known.split(" ").includes(hash) ? "on" : "off";
    })().then(
      (found) => current && setState(found),
      () => current && setState("off"),
    );
    return () => {
      current = false;
    };
  }, [known]);

  const run = useCallback(async (change: () => Promise<string | undefined>) => {
    setBusy(true);
    setMessage(undefined);
    try {
      const said = await change();
      if (said) setMessage({ text: said, problem: true });
    } catch {
      setMessage({ text: "This browser could not change its alerts. Try again.", problem: true });
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOn = () =>
    run(async () => {
      // First, while the tap still counts: browsers ask for permission only on one.
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        if (permission === "denied") setState("blocked");
        return "Alerts need your permission to show notifications.";
      }
      await navigator.serviceWorker.register(adminPages.adminWorker.path, { scope: INBOX_SCOPE });
      const registration = await navigator.serviceWorker.ready;
      const key = keyBytes(publicKey);
      let subscription = await registration.pushManager.getSubscription();
      // One made with another key (the store was replaced) cannot take this server's alerts.
      if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      const refused = await tell({ intent: "subscribe", subscription: subscription.toJSON() });
      if (refused) return refused;
      setThisDevice(await endpointHash(subscription.endpoint));
      setState("on");
      setMessage({ text: "Alerts are on for this device.", problem: false });
      onChange();
      return undefined;
    });

  const turnOff = () =>
    run(async () => {
      const subscription = await currentSubscription();
      if (subscription) {
        const refused = await tell({ intent: "unsubscribe", endpoint: subscription.endpoint });
        if (refused) return refused;
        await subscription.unsubscribe();
      }
      setState("off");
      setMessage({ text: "Alerts are off for this device.", problem: false });
      onChange();
      return undefined;
    });

  return { state, thisDevice, busy, message, turnOn, turnOff };
}
