// @vitest-environment node
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { clientAddress, leadServices } from "#app/router-context.ts";
import type { LeadServices } from "#app/services.server.ts";

import { action } from "./api-leads.ts";

// The endpoint's answers when the store itself fails: the end-to-end specs cover the rest
// against a real server (e2e/leads-api.spec.ts).

const unavailableStore = {
  settings: { publicOrigin: undefined },
  limit: async () => undefined,
  capture: async () => {
    throw new Error("connection refused");
  },
} as unknown as LeadServices;

const send = (accept?: string) =>
  action({
    request: new Request("http://localhost/api/leads", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        ...(accept && { accept }),
      },
      body: new URLSearchParams({ name: "Priya", message: "Hello" }),
    }),
    context: new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [leadServices, unavailableStore],
        [clientAddress, "203.0.113.7"],
      ]),
    ),
    params: {},
  } as unknown as Parameters<typeof action>[0]);

describe("POST /api/leads when the store is unavailable", () => {
  it("answers 503 with a message and Retry-After, so the browser keeps the text", async () => {
    const response = await send("application/json");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(await response.json()).toEqual({
      errors: { form: "Your request could not be saved just now. Please try again in a minute." },
    });
  });

  it("sends a browser without JavaScript on, with its form, to the page that shows it again", async () => {
    const response = await send();
    // 307: the browser posts the same body to /quote/retry, which fills the form in again.
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/quote/retry");
  });
});
