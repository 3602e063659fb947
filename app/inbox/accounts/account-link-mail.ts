import type { AccountLinkKind, Role } from "#app/db/schema.server.ts";

import { LINK_HOURS_WORDS } from "./link-hours.ts";

/*
 * The words of the inbox's emails to its accounts: an invitation and a password reset link.
 * Plain text; the link is the only secret in them and is in them only.
 */

export type AccountLinkMailFields = {
  kind: AccountLinkKind;
  to: string;
  link: string;
  siteName: string;
  /** The owner who sent it; absent for "Forgot password?". */
  from?: string;
  role?: Role;
};

export function accountLinkMail({ kind, to, link, siteName, from, role }: AccountLinkMailFields) {
  if (kind === "invite") {
    const as = role === "owner" ? "an owner" : "a member of staff";
    return {
      to,
      subject: `You are invited to the ${siteName} inbox`,
      text: [
        `${from ?? "An owner"} has invited you to the ${siteName} inbox, as ${as}: the quote`,
        "requests from the website and their follow-up.",
        "",
        "Choose your password here to open your account:",
        link,
        "",
        `The link works once, for ${LINK_HOURS_WORDS.invite}. If you did not expect this`,
        "invitation, ignore this email: no account is made without the link.",
      ].join("\n"),
    };
  }
  return {
    to,
    subject: `Set a new password for the ${siteName} inbox`,
    text: [
      from
        ? `${from} has sent you a link to set a new password for the ${siteName} inbox.`
        : `Someone asked to set a new password for your ${siteName} inbox account.`,
      "",
      "Choose your new password here:",
      link,
      "",
      `The link works once, for ${LINK_HOURS_WORDS.reset}. Setting a new password signs you out`,
      "everywhere. If you did not ask for this, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}
