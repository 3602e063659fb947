import { z } from "zod";

import { ROLES, type AccountLinkKind, type Role } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { accountLinkMail } from "#app/inbox/accounts/account-link-mail.ts";
import { createAccountLink } from "#app/inbox/accounts/account-links.server.ts";
import type { LinkSent } from "#app/inbox/accounts/link-sent.ts";
import { adminLinkPath } from "#app/inbox/accounts/link-path.ts";
import type { SessionUser } from "#app/inbox/accounts/sessions.server.ts";

export type { LinkSent };

/*
 * An owner's invitation or password reset link, from the team page: made, then emailed when
 * the server has a mail server, or handed back for the owner to pass on when it has none or
 * the email could not be sent (the link is shown then, once, and kept nowhere).
 */

export type SendLinkOptions = {
  db: Db;
  send?: ((mail: ReturnType<typeof accountLinkMail>) => Promise<void>) | undefined;
  /** The origin the owner is on: the link works where they work. */
  origin: string;
  siteName: string;
  /** The owner sending it: the link is theirs, and ends if they stop being an owner. */
  owner: SessionUser;
};

/** Makes the link (an AccountError for an email that cannot have one) and sends or returns it. */
export async function sendAccountLink(
  { db, send, origin, siteName, owner }: SendLinkOptions,
  { kind, email, role }: { kind: AccountLinkKind; email: string; role?: Role },
): Promise<LinkSent> {
  const { token } = await createAccountLink(db, {
    kind,
    email,
    ...(role && { role }),
    createdBy: owner,
  });
  const link = new URL(adminLinkPath(token), origin).href;
  const to = email.trim().toLowerCase();
  if (!send) return { kind, to, sent: false, link };
  try {
    await send(
      accountLinkMail({ kind, to, link, siteName, from: owner.email, ...(role && { role }) }),
    );
    return { kind, to, sent: true };
  } catch (error) {
    return { kind, to, sent: false, link, reason: (error as Error).message };
  }
}

const email = z.string().trim().max(254);

/** What the team page's forms send (the accounts functions check the email itself). */
export const teamAction = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("invite"), email, role: z.enum(ROLES) }),
  z.object({ intent: z.literal("cancel"), email }),
  z.object({ intent: z.literal("reset"), email }),
  z.object({ intent: z.literal("remove"), email }),
  z.object({ intent: z.literal("role"), email, role: z.enum(ROLES) }),
]);
