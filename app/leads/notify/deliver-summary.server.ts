import { createTransport, type SendMailOptions } from "nodemailer";

import { sendOrFail, smtpTransportOptions, type EmailSettings } from "./deliver-email.server.ts";
import { DeliveryError, type LeadlessDeliverer } from "./deliverer.ts";
import { notificationMessageId } from "./email-message.server.ts";

/**
 * What the summary of an account (the row's target) says, as an email without its sender:
 * written by the inbox, which knows its leads (handed over by the services). Undefined when
 * there is nothing to send (the account is gone or no longer wants it).
 */
export type ComposeSummary = (
  userId: string,
  /** The day in India (`YYYY-MM-DD`) the summary is for. */
  day: string,
) => Promise<Omit<SendMailOptions, "from" | "messageId"> | undefined>;

/** Sends the daily summaries through the same mail server as the owner's notifications. */
export function summaryDeliverer(
  email: EmailSettings,
  { origin, siteName, compose }: { origin: string; siteName: string; compose: ComposeSummary },
): LeadlessDeliverer {
  const transport = createTransport(smtpTransportOptions(email.smtpUrl));
  return async ({ notificationId, target, payload }) => {
    if (!target || !payload?.day) throw new DeliveryError("the summary names no account or day");
    const message = await compose(target, payload.day);
    if (!message) return;
    await sendOrFail(transport, {
      ...message,
      from: { name: `${siteName} inbox`, address: email.from },
      messageId: notificationMessageId(notificationId, origin),
    });
  };
}
