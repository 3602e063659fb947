import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

import type { Lead } from "#app/db/schema.server.ts";
import type { Quote } from "#app/site/quote-fields.ts";

// Test helpers: a quote, a lead, a real SMTP server on loopback that keeps what it receives,
// and a small parser for the messages nodemailer writes (headers, and the text and HTML parts).

/** A visitor's answers as the quote form sends them, to capture. */
export const sampleQuote = {
  name: "Ananya Iyer",
  email: "ananya@example.in",
  whatsapp: "+91 98765 43210",
  service: "Website Creation",
  message: "A website for our bakery in Kothrud.",
} satisfies Quote;

/**
 * Where `sampleLead` came from: the page, the visit's landing page and referrer, its UTM tags;
 * and the device it was sent from.
 */
export const sampleAttribution = {
  pagePath: "/services/website-creation",
  landingPage: "/?utm_source=google&utm_medium=cpc",
  referrer: "https://www.google.com/",
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "bakery-2026",
  utmTerm: null,
  utmContent: null,
  device: "phone",
} satisfies Partial<Lead>;

/** A complete lead as the store returns it; `overrides` replace any field. */
export function sampleLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: "0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
    createdAt: new Date("2026-03-14T05:00:00Z"),
    name: "Ananya Iyer",
    email: "ananya@example.in",
    whatsapp: "+91 98765 43210",
    service: "Website Creation",
    message: "A new website for our bakery.\nWe also sell online.",
    status: "new",
    spamReason: null,
    dedupeKey: "k",
    ...sampleAttribution,
    privacyNoticeVersion: "2026-11-23",
    privacyNoticeShownAt: new Date("2026-03-14T04:58:00Z"),
    language: "en",
    assigneeId: null,
    nextStep: null,
    nextStepAt: null,
    firstResponseAt: null,
    wonValue: null,
    furthestStep: 0,
    ...overrides,
  };
}

/** Email settings that send to the owner through the test SMTP server on `port` (loopback). */
export const smtpSettings = (port: number) => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  to: "owner@example.in",
  from: "website@example.in",
});

export type ReceivedMail = {
  /** MAIL FROM and RCPT TO, as the server saw them. */
  envelope: { from: string; to: string[] };
  raw: string;
};

export type TestSmtpServer = {
  port: number;
  received: ReceivedMail[];
  /** Resolves with the n-th message (1-based) once it has arrived. */
  waitFor(count: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Starts an SMTP server on 127.0.0.1 (on `port`, or any free port); plain text, no login. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const from = session.envelope.mailFrom;
        received.push({
          envelope: {
            from: from ? from.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          },
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        waiting.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    async waitFor(count) {
      while (received.length < count) await new Promise<void>((wake) => waiting.push(wake));
      return received[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ParsedMail = {
  /** Header lines as sent (unfolded), in order. */
  headerLines: string[];
  /** A header's decoded value (RFC 2047 encoded words decoded), or undefined. */
  header(name: string): string | undefined;
  text: string;
  html: string;
};

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

const decodeEncodedWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );

function splitPart(raw: string) {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, end);
  const body = raw.slice(end + 4);
  const headerLines = head.split(/\r\n(?![ \t])/).map((line) => line.replace(/\r\n[ \t]+/g, " "));
  const header = (name: string) => {
    const line = headerLines.find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line === undefined ? undefined : decodeEncodedWords(line.slice(name.length + 1).trim());
  };
  const decoded = () => {
    const encoding = header("Content-Transfer-Encoding")?.toLowerCase();
    if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
    if (encoding === "base64") return Buffer.from(body, "base64").toString("utf8");
    return body;
  };
  return { headerLines, header, body, decoded };
}

/** Reads a message: its headers, and its text/plain and text/html parts. */
export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw);
  const parts: ReturnType<typeof splitPart>[] = [];
  const boundary = /boundary="?([^";]+)"?/.exec(message.header("Content-Type") ?? "")?.[1];
  if (boundary) {
    for (const chunk of message.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      parts.push(splitPart(chunk.replace(/^\r\n/, "")));
    }
  } else {
    parts.push(message);
  }
  const part = (type: string) =>
    parts
      .find((p) => p.header("Content-Type")?.startsWith(type))
      ?.decoded()
      .replace(/\r\n/g, "\n");
  return {
    headerLines: message.headerLines,
    header: message.header,
    text: part("text/plain") ?? "",
    html: part("text/html") ?? "",
  };
}

/**
 * A webhook secret for one test run, made at random: no secret, not even a test one, is written
 * in the repository.
 */
export const testSecret = () => randomBytes(24).toString("base64url");

/**
 * The mail-server password the tests log in with: TEST_SMTP_PASSWORD from the environment, or
 * one made at random for this run. No password is written in the repository.
 */
export const TEST_SMTP_PASSWORD = process.env.TEST_SMTP_PASSWORD || testSecret();

/** An SMTP address with a login in it, as SMTP_URL holds one. */
export function withLogin(address: string, user = "user", password = TEST_SMTP_PASSWORD): string {
  const url = new URL(address);
  url.username = user;
  url.password = password;
  return url.href;
}
