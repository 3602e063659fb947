import { createTransport, type NodemailerError } from "nodemailer";

import type { LeadSettings } from "../settings.server";
import { DeliveryError, type Deliverer } from "./deliverer";
import { leadEmailMessage } from "./email-message.server";

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

/** Sends each new lead to the owner through the SMTP server in `smtpUrl`. */
export function emailDeliverer(email: EmailSettings, origin: string, siteName: string): Deliverer {
  const transport = createTransport({ url: email.smtpUrl, ...TIMEOUTS });
  return async (lead) => {
    const message = leadEmailMessage(lead, { from: email.from, to: email.to, origin, siteName });
    try {
      await transport.sendMail(message);
    } catch (error) {
      throw new DeliveryError(smtpFailureReason(error));
    }
  };
}
