// @vitest-environment node
import { describe, expect, it } from "vitest";

import { replyEmailMessage } from "./deliver-reply.server.ts";
import { DeliveryError } from "./deliverer.ts";

const options = {
  from: "hello@agency.in",
  replyTo: "team@agency.in",
  siteName: "Marigold Digital",
  origin: "https://www.agency.in",
  notificationId: "0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
};

describe("a reply's email", () => {
  it("goes to the visitor from the agency, answers to the agency, as plain text", () => {
    const message = replyEmailMessage(
      { name: "Sunita Patil", email: "sunita@example.in" },
      { subject: "आपकी पूछताछ", body: "नमस्ते Sunita जी,\n<b>not markup</b>" },
      options,
    );
    expect(message).toMatchObject({
      from: { name: "Marigold Digital", address: "hello@agency.in" },
      to: { name: "Sunita Patil", address: "sunita@example.in" },
      replyTo: "team@agency.in",
      subject: "आपकी पूछताछ",
      text: "नमस्ते Sunita जी,\n<b>not markup</b>",
      messageId: "<0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e@www.agency.in>",
    });
    expect(message.html).toBeUndefined();
  });

  it("cannot start a header of its own from the subject or the visitor's name", () => {
    const message = replyEmailMessage(
      { name: "Eve\r\nBcc: all@example.in", email: "eve@example.in" },
      { subject: "Hi\r\nBcc: all@example.in", body: "x" },
      options,
    );
    expect(message.subject).toBe("Hi Bcc: all@example.in");
    expect(message.to).toMatchObject({ name: "Eve Bcc: all@example.in" });
  });

  it("is refused, not sent empty, when its words are missing", () => {
    expect(() => replyEmailMessage({ name: "A", email: "a@b.in" }, {}, options)).toThrow(
      DeliveryError,
    );
  });
});
