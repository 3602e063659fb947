// @vitest-environment node
import { runInNewContext } from "node:vm";

import { describe, expect, it, vi } from "vitest";

import { INBOX_WORKER } from "./inbox-worker.ts";

const ORIGIN = "https://www.example.in";

type Tab = { url: string; navigate: ReturnType<typeof vi.fn>; focus: ReturnType<typeof vi.fn> };

/** The worker's script run in a stand-in service worker scope; its events fired by hand. */
function startWorker(tabs: Tab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const showNotification = vi.fn(async () => {});
  const openWindow = vi.fn(async () => null);
  const scope = {
    location: new URL(`${ORIGIN}/admin/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: { showNotification },
    clients: { claim: vi.fn(), matchAll: vi.fn(async () => tabs), openWindow },
  };
  runInNewContext(INBOX_WORKER, { self: scope, URL });
  /** Fires an event and waits for what it asked to wait for. */
  const fire = async (type: string, fields: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({
      ...fields,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
  };
  const push = (payload: unknown) =>
    fire("push", { data: { json: () => JSON.parse(JSON.stringify(payload)) } });
  const click = (url: unknown) =>
    fire("notificationclick", { notification: { data: { url }, close: vi.fn() } });
  return { push, click, showNotification, openWindow };
}

const tab = (path: string): Tab => ({
  url: `${ORIGIN}${path}`,
  navigate: vi.fn(async (url: string) => tab(new URL(url).pathname)),
  focus: vi.fn(async () => {}),
});

const alert = {
  title: "New lead: Website Creation",
  body: "Open the inbox to read it.",
  url: "/admin/leads/0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
  tag: "lead-0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
};
const leadUrl = `${ORIGIN}${alert.url}`;

describe("the inbox's service worker", () => {
  it("shows a pushed alert as a notification that knows its lead", async () => {
    const worker = startWorker();
    await worker.push(alert);
    expect(worker.showNotification).toHaveBeenCalledWith(alert.title, {
      body: alert.body,
      tag: alert.tag,
      icon: "/icons/icon-192.png",
      data: { url: leadUrl },
    });
  });

  it("opens the lead when the alert is tapped and no inbox is open", async () => {
    const worker = startWorker();
    await worker.click(leadUrl);
    expect(worker.openWindow).toHaveBeenCalledWith(leadUrl);
  });

  it("takes an open inbox tab to the lead, and brings it forward", async () => {
    const list = tab("/admin");
    const worker = startWorker([tab("/blogs"), list]);
    await worker.click(leadUrl);
    expect(list.navigate).toHaveBeenCalledWith(leadUrl);
    expect(worker.openWindow).not.toHaveBeenCalled();
  });

  it("never opens anything but the inbox from an alert", async () => {
    const worker = startWorker();
    await worker.push({ ...alert, url: "https://evil.example/phish" });
    expect(worker.showNotification).toHaveBeenCalledWith(
      alert.title,
      expect.objectContaining({ data: { url: `${ORIGIN}/admin/` } }),
    );
    await worker.click("/blogs/hotel");
    expect(worker.openWindow).toHaveBeenCalledWith(`${ORIGIN}/admin/`);
  });
});
