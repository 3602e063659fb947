// @vitest-environment node
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { webhookDeliverer, webhookPayload, type WebhookPayload } from "./deliver-webhook.server.ts";
import { DeliveryError } from "./deliverer.ts";
import { sampleAttribution, sampleLead, testSecret } from "./notify.test-helpers.ts";

const secret = testSecret();
const origin = "https://www.example.in";
const lead = sampleLead();
const personalData = [lead.name, lead.email, lead.whatsapp, "bakery"];
const delivery = { notificationId: "5d0c1f7e-8a3b-4b8e-9c61-2f4e6a7b8c9d" };

type Call = { headers: IncomingHttpHeaders; body: string; signatureValid: boolean };

/** A receiver that checks the signature as the README tells receivers to. */
async function startReceiver(status: (call: Call) => number) {
  const calls: Call[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const timestamp = String(request.headers["x-leads-timestamp"]);
      const expected = Buffer.from(
        `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`,
      );
      const given = Buffer.from(String(request.headers["x-leads-signature"]));
      const signatureValid = given.length === expected.length && timingSafeEqual(given, expected);
      const call = { headers: request.headers, body, signatureValid };
      calls.push(call);
      const code = status(call);
      response.writeHead(code, code === 302 ? { Location: "/elsewhere" } : {});
      // A receiver that echoes the lead: none of it may end up in the stored reason.
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const failureOf = (promise: Promise<void>) =>
  promise.then(
    () => {
      throw new Error("expected the delivery to fail");
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(DeliveryError);
      const reason = (error as Error).message;
      for (const data of personalData) expect(reason).not.toContain(data);
      return reason;
    },
  );

describe("the webhook deliverer", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
  afterEach(async () => {
    await receiver?.close();
    receiver = undefined;
  });

  it("POSTs the lead as signed JSON, with its attribution and links", async () => {
    receiver = await startReceiver((call) => (call.signatureValid ? 204 : 401));
    const clock = () => new Date("2026-03-14T05:00:07Z");
    await webhookDeliverer(
      { url: receiver.url, secret },
      origin,
      "Marigold Digital",
      fetch,
      clock,
    )(lead, delivery);

    expect(receiver.calls).toHaveLength(1);
    const [call] = receiver.calls;
    expect(call!.signatureValid).toBe(true);
    expect(call!.headers["content-type"]).toBe("application/json");
    expect(call!.headers["x-leads-timestamp"]).toBe(
      String(Date.parse("2026-03-14T05:00:07Z") / 1000),
    );
    const payload = JSON.parse(call!.body) as WebhookPayload;
    expect(call!.headers["x-leads-delivery"]).toBe(delivery.notificationId);
    expect(payload).toEqual({
      id: delivery.notificationId,
      event: "lead.created",
      lead: {
        id: lead.id,
        createdAt: "2026-03-14T05:00:00.000Z",
        name: "Ananya Iyer",
        email: "ananya@example.in",
        whatsapp: "+91 98765 43210",
        service: "Website Creation",
        message: "A new website for our bakery.\nWe also sell online.",
        language: "en",
        source: { name: "Google", campaign: "bakery-2026" },
        attribution: sampleAttribution,
        inboxUrl: `https://www.example.in/admin/leads/${lead.id}`,
        whatsappUrl: expect.stringMatching(/^https:\/\/wa\.me\/919876543210\?text=Hello%20Ananya/),
        telUrl: "tel:+919876543210",
      },
    });
  });

  it("names the device the quote was sent from, null where none was recorded", () => {
    const attributionOf = (device: "tablet" | null) =>
      webhookPayload(sampleLead({ device }), delivery.notificationId, origin, "Marigold Digital")
        .lead.attribution;
    expect(attributionOf("tablet").device).toBe("tablet");
    expect(attributionOf(null)).toMatchObject({ device: null, pagePath: lead.pagePath });
  });

  it("sends a notification again with the same id, which a receiver can drop", async () => {
    // A receiver as the README advises: it answers 2xx to an id it has seen and does nothing.
    const seen = new Set<string>();
    const handled: string[] = [];
    receiver = await startReceiver((call) => {
      if (!call.signatureValid) return 401;
      const { id } = JSON.parse(call.body) as WebhookPayload;
      if (!seen.has(id)) handled.push(id);
      seen.add(id);
      return 204;
    });
    let second = 0;
    const clock = () => new Date(Date.parse("2026-03-14T05:00:07Z") + second++ * 150_000);
    const deliver = webhookDeliverer(
      { url: receiver.url, secret },
      origin,
      "Marigold Digital",
      fetch,
      clock,
    );
    // The same notification twice (the outbox could not record the first as sent), minutes
    // apart, then another notification.
    await deliver(lead, delivery);
    await deliver(lead, delivery);
    await deliver(lead, { notificationId: "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4" });

    const calls = receiver.calls.map((call) => ({
      header: call.headers["x-leads-delivery"],
      id: (JSON.parse(call.body) as WebhookPayload).id,
      timestamp: call.headers["x-leads-timestamp"],
    }));
    expect(calls.map((call) => [call.header, call.id])).toEqual([
      [delivery.notificationId, delivery.notificationId],
      [delivery.notificationId, delivery.notificationId],
      ["9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4", "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4"],
    ]);
    // Each call is signed afresh (a new timestamp); the id stays.
    expect(calls[0]!.timestamp).not.toBe(calls[1]!.timestamp);
    expect(handled).toEqual([delivery.notificationId, "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4"]);
  });

  it("fails when the receiver refuses the signature (a wrong secret)", async () => {
    receiver = await startReceiver((call) => (call.signatureValid ? 204 : 401));
    const deliver = webhookDeliverer(
      { url: receiver.url, secret: testSecret() },
      origin,
      "Marigold Digital",
    );
    expect(await failureOf(deliver(lead, delivery))).toBe("the webhook answered 401");
  });

  it("counts only a 2xx answer as delivered: a 500 or a redirect fails", async () => {
    receiver = await startReceiver(() => 500);
    const deliver = webhookDeliverer({ url: receiver.url, secret }, origin, "Marigold Digital");
    expect(await failureOf(deliver(lead, delivery))).toBe("the webhook answered 500");
    await receiver.close();

    receiver = await startReceiver(() => 302);
    const redirected = webhookDeliverer({ url: receiver.url, secret }, origin, "Marigold Digital");
    expect(await failureOf(redirected(lead, delivery))).toBe("the webhook answered 302");
    expect(receiver.calls).toHaveLength(1);
  });

  it("fails with the network error's code when nothing listens", async () => {
    receiver = await startReceiver(() => 204);
    const { url } = receiver;
    await receiver.close();
    receiver = undefined;
    const deliver = webhookDeliverer({ url, secret }, origin, "Marigold Digital");
    expect(await failureOf(deliver(lead, delivery))).toBe(
      "the webhook could not be reached (ECONNREFUSED)",
    );
  });

  it("gives the receiver 10 seconds", async () => {
    let signal: AbortSignal | undefined;
    const hangs: typeof fetch = (_url, init) => {
      signal = init?.signal ?? undefined;
      return Promise.reject(
        new DOMException("The operation was aborted due to timeout", "TimeoutError"),
      );
    };
    const deliver = webhookDeliverer(
      { url: "https://hooks.example.in/leads", secret },
      origin,
      "Marigold Digital",
      hangs,
    );
    expect(await failureOf(deliver(lead, delivery))).toBe("the webhook did not answer within 10 s");
    expect(signal).toBeInstanceOf(AbortSignal);
  });
});
