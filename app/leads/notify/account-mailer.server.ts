import { createTransport } from "nodemailer";

import {
  smtpFailureReason,
  smtpTransportOptions,
  type EmailSettings,
} from "./deliver-email.server.ts";
import { headerSafe } from "./email-message.server.ts";

/*
 * The inbox's own emails to its accounts: an invitation, a password reset link. Sent at once
 * rather than through the outbox: the link is a secret, kept nowhere but in the email (the
 * outbox would have to store it), and the owner who sends one sees at once whether it went,
 * with the link to pass on by hand when it did not. Plain text, from LEADS_FROM_EMAIL.
 */

export type AccountMail = { to: string; subject: string; text: string };

/** Sends one account email; throws an Error whose message says why it failed (codes only). */
export type AccountMailer = (mail: AccountMail) => Promise<void>;

export function accountMailer(email: EmailSettings, siteName: string): AccountMailer {
  const transport = createTransport(smtpTransportOptions(email.smtpUrl));
  return async ({ to, subject, text }) => {
    try {
      await transport.sendMail({
        from: { name: headerSafe(siteName), address: email.from },
        to,
        subject: headerSafe(subject),
        text,
      });
    } catch (error) {
      throw new Error(smtpFailureReason(error));
    }
  };
}
