// @vitest-environment node
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";

import { createTransport } from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";

import { emailDeliverer, isLoopbackHost, smtpTransportOptions } from "./deliver-email.server.ts";
import { DeliveryError } from "./deliverer.ts";
import {
  parseMail,
  sampleLead,
  smtpSettings as settings,
  startSmtpServer,
  TEST_SMTP_PASSWORD,
  testSecret,
  type TestSmtpServer,
  withLogin,
} from "./notify.test-helpers.ts";

/** What a delivery rejected with, or undefined when it was delivered. */
const failureOf = (delivery: Promise<void>) =>
  delivery.then(
    () => undefined,
    (error: unknown) => error,
  );

const origin = "https://www.example.in";
const lead = sampleLead();
const personalData = [lead.name, lead.email, lead.whatsapp, "bakery", "98765"];
const delivery = { notificationId: "5d0c1f7e-8a3b-4b8e-9c61-2f4e6a7b8c9d" };

describe("the email deliverer", () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  it("sends the lead to the owner through the SMTP server", async () => {
    smtp = await startSmtpServer();
    await emailDeliverer(settings(smtp.port), origin, "Marigold Digital")(lead, delivery);

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

  it("sends a notification again with the same Message-ID, and another one with its own", async () => {
    smtp = await startSmtpServer();
    const deliver = emailDeliverer(settings(smtp.port), origin, "Marigold Digital");
    // The same notification twice (the outbox could not record the first as sent), then
    // another notification.
    await deliver(lead, delivery);
    await deliver(lead, delivery);
    await deliver(lead, { notificationId: "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4" });

    await smtp.waitFor(3);
    const ids = smtp.received.map((mail) => parseMail(mail.raw).header("Message-ID"));
    expect(ids).toEqual([
      "<5d0c1f7e-8a3b-4b8e-9c61-2f4e6a7b8c9d@www.example.in>",
      "<5d0c1f7e-8a3b-4b8e-9c61-2f4e6a7b8c9d@www.example.in>",
      "<9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4@www.example.in>",
    ]);
  });

  it("fails with a short reason, without the visitor's data, when no server answers", async () => {
    smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.close();
    smtp = undefined;

    const failure = await failureOf(
      emailDeliverer(settings(port), origin, "Marigold Digital")(lead, delivery),
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
        emailDeliverer(settings(port), origin, "Marigold Digital")(lead, delivery),
      ).rejects.toThrow(
        "the mail server refused the sender or the recipient (EENVELOPE 550 5.1.1)",
      );
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the SMTP transport's options", () => {
  const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

  it("require STARTTLS for smtp:// to any other machine, whatever the URL says", () => {
    for (const url of [
      withLogin("smtp://smtp.example.in:587"),
      "smtp://192.0.2.10:25",
      "smtp://[2001:db8::1]:25",
      "smtp://localhost.example.in:25",
      "smtp://128.0.0.1:25",
      withLogin("smtp://smtp.example.in:587?requireTLS=false&ignoreTLS=true"),
      // A well-known service replaces the host; a proxy carries the session over a network.
      "smtp://127.0.0.1:25?service=gmail",
      "smtp://127.0.0.1:25?proxy=http%3A%2F%2Fproxy.example.in%3A3128",
      // No host but one in the query: nodemailer connects there.
      "smtp:///?host=smtp.example.in",
    ]) {
      expect(smtpTransportOptions(url), url).toMatchObject({
        secure: false,
        requireTLS: true,
        ignoreTLS: false,
        opportunisticTLS: false,
        ...timeouts,
      });
    }
    expect(smtpTransportOptions(withLogin("smtp://smtp.example.in:587"))).toMatchObject({
      host: "smtp.example.in",
      port: 587,
      auth: { user: "user", pass: TEST_SMTP_PASSWORD },
    });
  });

  it("leave smtp:// to this machine plain, and smtps:// as TLS from the start", () => {
    for (const url of [
      "smtp://127.0.0.1:2525",
      "smtp://127.4.5.6:25",
      "smtp://localhost:25",
      "smtp://LOCALHOST:25",
      "smtp://[::1]:25",
      "smtp://[::ffff:127.0.0.1]:25",
      withLogin("smtp://localhost"),
    ]) {
      const options = smtpTransportOptions(url);
      expect(options.secure, url).toBe(false);
      expect(options.requireTLS, url).toBeUndefined();
      expect(options, url).toMatchObject(timeouts);
    }
    const tls = smtpTransportOptions(withLogin("smtps://smtp.example.in:465"));
    expect(tls).toMatchObject({ secure: true, host: "smtp.example.in", port: 465, ...timeouts });
    expect(tls.requireTLS).toBeUndefined();
  });

  it("know loopback by name and address", () => {
    for (const host of [
      "localhost",
      "127.0.0.1",
      "127.255.255.254",
      "::1",
      "[::1]",
      "0:0:0:0:0:0:0:1",
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      "smtp.example.in",
      "localhost.example.in",
      "10.0.0.1",
      "::2",
      "128.0.0.1",
      "",
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

/** This machine's first address that is not loopback: a "remote" mail server to test with. */
const otherAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && !address.internal && address.family === "IPv4")?.address;

describe.skipIf(!otherAddress)("a mail server on another address that offers no STARTTLS", () => {
  it("gets neither the lead nor the password: the delivery fails instead", async () => {
    const logins: string[] = [];
    const messages: string[] = [];
    const server = new SMTPServer({
      // A server, or a network attacker rewriting its answer, that offers no STARTTLS and
      // takes a password in clear text.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          messages.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, otherAddress, resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const password = testSecret();
      const smtpUrl = withLogin(`smtp://${otherAddress}:${port}`, "leads", password);
      const email = { smtpUrl, to: "owner@example.in", from: "website@example.in" };

      const failure = await failureOf(
        emailDeliverer(email, origin, "Marigold Digital")(lead, delivery),
      );
      expect(failure).toBeInstanceOf(DeliveryError);
      expect((failure as Error).message).toMatch(
        /^the secure connection to the mail server failed \(ETLS\b/,
      );
      expect(logins).toEqual([]);
      expect(messages).toEqual([]);

      // The control: a transport as SMTP_URL alone made it (STARTTLS only if offered) hands
      // this server both.
      await createTransport({ url: smtpUrl }).sendMail({
        from: email.from,
        to: email.to,
        text: lead.message,
      });
      expect(logins).toEqual([`leads:${password}`]);
      expect(messages.join("")).toContain("bakery");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
