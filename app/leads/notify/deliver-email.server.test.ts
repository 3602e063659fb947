// @vitest-environment node
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";

import { emailDeliverer } from "./deliver-email.server";
import { DeliveryError } from "./deliverer";
import { parseMail, sampleLead, startSmtpServer, type TestSmtpServer } from "./test-helpers";

const settings = (port: number) => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  to: "owner@example.in",
  from: "website@example.in",
});
const origin = "https://www.example.in";
const lead = sampleLead();
const personalData = [lead.name, lead.email, lead.whatsapp, "bakery", "98765"];

describe("the email deliverer", () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it("sends the lead to the owner through the SMTP server", async () => {
    smtp = await startSmtpServer();
    await emailDeliverer(settings(smtp.port), origin, "Marigold Digital")(lead);

    const received = await smtp.waitFor(1);
    expect(received.envelope).toEqual({ from: "website@example.in", to: ["owner@example.in"] });
    const mail = parseMail(received.raw);
    expect(mail.header("To")).toBe("owner@example.in");
    expect(mail.header("Reply-To")).toBe("Ananya Iyer <ananya@example.in>");
    expect(mail.header("Subject")).toBe("New quote request: Website Creation");
    expect(mail.text).toContain("Name: Ananya Iyer");
    expect(mail.text).toContain("A new website for our bakery.\nWe also sell online.");
    expect(mail.html).toContain(
      'href="https://www.example.in/admin/leads/0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e"',
    );
  });

  it("fails with a short reason, without the visitor's data, when no server answers", async () => {
    smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    smtp = undefined;

    const failure = await emailDeliverer(
      settings(port),
      origin,
      "Marigold Digital",
    )(lead).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DeliveryError);
    const reason = (failure as Error).message;
    expect(reason).toMatch(/^the mail server could not be reached \(.*ECONNREFUSED.*\)$/);
    for (const data of personalData) expect(reason).not.toContain(data);
  });

  it("reports a refused recipient by its codes only", async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        const error = Object.assign(new Error(`5.1.1 <${address.address}> unknown`), {
          responseCode: 550,
        });
        callback(error);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      await expect(
        emailDeliverer(settings(port), origin, "Marigold Digital")(lead),
      ).rejects.toThrow(
        "the mail server refused the sender or the recipient (EENVELOPE 550 5.1.1)",
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
