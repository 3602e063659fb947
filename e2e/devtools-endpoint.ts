import * as chromeLauncher from "chrome-launcher";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./browser.ts";

/*
 * Chromium driven over its DevTools endpoint by hand, for what Playwright cannot show: Chromium
 * refuses to prerender while a DevTools client is attached to the page
 * (`PrerenderingDisabledByDevTools`), and Playwright always is. Here a page is opened without
 * one (the endpoint's /json/new) and a client attaches to a target only while it acts on it.
 */

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
};

/** A DevTools session on one target (flat mode: every command names its session). */
export type Session = {
  send: (method: string, params?: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** A command sent without waiting for its answer (which may never come, the session gone). */
  post: (method: string, params?: Record<string, unknown>) => void;
  /** An expression's value in the target's page (a promise's once it settles). */
  evaluate: <T>(expression: string) => Promise<T>;
  detach: () => Promise<void>;
};

export async function launchChromium() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  const endpoint = `http://127.0.0.1:${chrome.port}`;
  const { webSocketDebuggerUrl } = (await (await fetch(`${endpoint}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });

  let lastId = 0;
  const answers = new Map<number, (message: Message) => void>();
  const events: Message[] = [];
  socket.addEventListener("message", ({ data }) => {
    const message = JSON.parse(String(data)) as Message;
    const answer = message.id === undefined ? undefined : answers.get(message.id);
    if (answer) answer(message);
    else events.push(message);
  });

  function post(method: string, params: Record<string, unknown> = {}, sessionId?: string) {
    const id = ++lastId;
    socket.send(JSON.stringify({ id, method, params, sessionId }));
    return id;
  }
  function send(method: string, params: Record<string, unknown> = {}, sessionId?: string) {
    // Made here, so that a failure names the caller.
    const failure = new Error(method);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = post(method, params, sessionId);
      answers.set(id, (message) => {
        answers.delete(id);
        if (!message.error) return resolve(message.result ?? {});
        failure.message = `${method}: ${message.error.message}`;
        reject(failure);
      });
    });
  }
  function sessionOf(sessionId: string): Session {
    return {
      send: (method, params) => send(method, params, sessionId),
      post: (method, params) => void post(method, params, sessionId),
      async evaluate<T>(expression: string) {
        const { result, exceptionDetails } = (await send(
          "Runtime.evaluate",
          { expression, returnByValue: true, awaitPromise: true },
          sessionId,
        )) as { result: { value: T }; exceptionDetails?: { text: string } };
        if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.text}`);
        return result.value;
      },
      detach: async () => void (await send("Target.detachFromTarget", { sessionId })),
    };
  }

  return {
    /** Opens `url` in a new tab with no client attached; resolves with its target's id. */
    async open(url: string): Promise<string> {
      const response = await fetch(`${endpoint}/json/new?${url}`, { method: "PUT" });
      return ((await response.json()) as { id: string }).id;
    },
    async attach(targetId: string): Promise<Session> {
      const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
      return sessionOf(sessionId as string);
    },
    /**
     * A session on the page that the tab showing `url` is prerendering, if any: a prerendered
     * page is no target in the list, but a child of its tab, attached through it.
     */
    async attachToPrerendered(url: string): Promise<Session | undefined> {
      const { targetInfos } = (await send("Target.getTargets", { filter: [{}] })) as {
        targetInfos: { targetId: string; type: string; url: string }[];
      };
      const tab = targetInfos.find((target) => target.type === "tab" && target.url === url);
      if (!tab) return undefined;
      const tabSession = await this.attach(tab.targetId);
      const seen = events.length;
      // Chromium reports the tab's children before it answers.
      await tabSession.send("Target.setAutoAttach", {
        autoAttach: true,
        waitForDebuggerOnStart: false,
        flatten: true,
      });
      const prerendered = events
        .slice(seen)
        .find(
          (event) =>
            event.method === "Target.attachedToTarget" &&
            (event.params?.targetInfo as { subtype?: string }).subtype === "prerender",
        );
      if (!prerendered) return undefined;
      // The prerendered page's session is the tab's child: it goes with the tab's.
      return { ...sessionOf(prerendered.params?.sessionId as string), detach: tabSession.detach };
    },
    async close() {
      socket.close();
      chrome.kill();
    },
  };
}
