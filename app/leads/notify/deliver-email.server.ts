import { BlockList, isIP } from "node:net";

import {
  createTransport,
  type NodemailerError,
  type SendMailOptions,
  type SMTPTransportOptions,
  type Transporter,
} from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";

import type { LeadSettings } from "#app/site/settings.server.ts";
import { DeliveryError, type Deliverer } from "./deliverer.ts";
import { leadEmailMessage } from "./email-message.server.ts";

export type EmailSettings = NonNullable<LeadSettings["email"]>;

/*
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default.
 * The outbox holds a claimed notification for 2 minutes (CLAIM_MS), so a delivery must end
 * well before that, or another worker would take it over and send it twice.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** What went wrong, by nodemailer's error code. */
const PROBLEMS: Record<string, string> = {
  ECONNECTION: "the mail server could not be reached",
  ESOCKET: "the mail server could not be reached",
  EDNS: "the mail server's name did not resolve",
  ETIMEDOUT: "the mail server did not answer in time",
  ETLS: "the secure connection to the mail server failed",
  EAUTH: "the mail server refused the login",
  ENOAUTH: "the mail server wants a login (user and password in SMTP_URL)",
  EENVELOPE: "the mail server refused the sender or the recipient",
  EMESSAGE: "the mail server refused the message",
};

/**
 * A short reason for a failed send. Built from codes only: a server's reply text can quote
 * parts of the message, and the message is the visitor's data.
 */
export function smtpFailureReason(error: unknown): string {
  const { code, originalCode, responseCode, response } = (error ?? {}) as NodemailerError;
  // An enhanced status code ("5.7.1") says why without quoting anything.
  const status = typeof response === "string" ? /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(response) : null;
  const details = [code, originalCode, responseCode, status?.[0]].filter(Boolean).join(" ");
  const problem = (code && PROBLEMS[code]) ?? "sending the email failed";
  return details ? `${problem} (${details})` : problem;
}

/**
 * Hands a message to the mail server; a refusal becomes a DeliveryError with the server's
 * reason (never the message, which holds the lead), for the outbox to retry and show.
 */
export async function sendOrFail(transport: Transporter, message: SendMailOptions): Promise<void> {
  try {
    await transport.sendMail(message);
  } catch (error) {
    throw new DeliveryError(smtpFailureReason(error));
  }
}

/** 127.0.0.0/8 and ::1 (also written as ::ffff:127.x.x.x or 0:0:0:0:0:0:0:1). */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether a mail server's host is this machine: "localhost", 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  if (name === "localhost") return true;
  const family = isIP(name);
  return family !== 0 && LOOPBACK.check(name, family === 6 ? "ipv6" : "ipv4");
}

/**
 * The transport's options for SMTP_URL, parsed by nodemailer itself (so the host checked here
 * is the host it connects to), with the timeouts above and the TLS policy:
 * - `smtps://` is TLS from the first byte;
 * - `smtp://` to any other machine must upgrade with STARTTLS (`requireTLS`): a server that
 *   does not offer it fails the delivery (ETLS) instead of getting the lead and the password
 *   in clear text, which anyone on the way could read or a network attacker could force by
 *   removing STARTTLS from the server's answer. Nothing in the URL turns this off;
 * - `smtp://` straight to loopback (a relay on this machine) stays plain: nothing crosses a
 *   network, and such relays rarely have a certificate.
 */
export function smtpTransportOptions(smtpUrl: string): SMTPTransportOptions {
  const parsed = parseConnectionUrl(smtpUrl) as SMTPTransportOptions;
  const options: SMTPTransportOptions = { ...parsed, ...TIMEOUTS };
  if (options.secure) return options;
  // No host is nodemailer's "localhost". A well-known `service` replaces the host with a
  // remote one, and a `proxy` carries the conversation over the network: neither is local.
  const local = !options.service && !options.proxy && isLoopbackHost(options.host ?? "localhost");
  if (local) return options;
  return { ...options, requireTLS: true, ignoreTLS: false, opportunisticTLS: false };
}

/** Sends each new lead to the owner through the SMTP server in `smtpUrl`. */
export function emailDeliverer(email: EmailSettings, origin: string, siteName: string): Deliverer {
  const transport = createTransport(smtpTransportOptions(email.smtpUrl));
  return async (lead, { notificationId }) => {
    const message = leadEmailMessage(lead, {
      from: email.from,
      to: email.to,
      origin,
      siteName,
      notificationId,
    });
    await sendOrFail(transport, message);
  };
}
