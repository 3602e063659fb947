import type { SendMailOptions } from "nodemailer";
import { createTransport } from "nodemailer";

import type { Lead } from "#app/db/schema.server.ts";
import { sendOrFail, smtpTransportOptions, type EmailSettings } from "./deliver-email.server.ts";
import { DeliveryError, type Deliverer } from "./deliverer.ts";
import { headerSafe, notificationMessageId } from "./email-message.server.ts";

/*
 * A reply the team wrote on a lead's page, sent to the visitor from the agency's address
 * (LEADS_FROM_EMAIL) with replies going to the agency's public email. Plain text only: the
 * team's words go out as they were typed, and nothing in them is read as markup. The subject
 * is cleaned of line breaks so it cannot start a header of its own.
 */

export type ReplyEmailOptions = {
  from: string;
  /** Where the visitor's answer goes: the agency's public email (site config). */
  replyTo: string;
  siteName: string;
  origin: string;
  notificationId: string;
};

/** The email of a queued reply (payload: subject, body). */
export function replyEmailMessage(
  lead: Pick<Lead, "name" | "email">,
  payload: Record<string, string>,
  options: ReplyEmailOptions,
): SendMailOptions {
  const subject = payload.subject;
  const body = payload.body;
  if (!subject || !body) throw new DeliveryError("the reply has no subject or body");
  return {
    from: { name: headerSafe(options.siteName), address: options.from },
    to: { name: headerSafe(lead.name), address: lead.email },
    replyTo: options.replyTo,
    subject: headerSafe(subject),
    text: body,
    messageId: notificationMessageId(options.notificationId, options.origin),
  };
}

/** Sends replies through the same mail server as the owner's notifications. */
export function replyDeliverer(
  email: EmailSettings,
  { origin, siteName, replyTo }: { origin: string; siteName: string; replyTo: string },
): Deliverer {
  const transport = createTransport(smtpTransportOptions(email.smtpUrl));
  return async (lead, { notificationId, payload }) => {
    const message = replyEmailMessage(lead, payload ?? {}, {
      from: email.from,
      replyTo,
      siteName,
      origin,
      notificationId,
    });
    await sendOrFail(transport, message);
  };
}
