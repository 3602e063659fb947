import { and, eq, inArray, isNull, or } from "drizzle-orm";

import { accountLinks, users } from "#app/db/schema.server.ts";
import type { Tx } from "#app/db/store.server.ts";

import { audit } from "#app/inbox/team/audit.server.ts";
import { linksEndedDetail } from "./links-ended-detail.ts";

/*
 * A one-time link lives only as long as its reason. When an account is removed or made staff,
 * its unused links end in the same transaction: those made for it (a reset; an invitation older
 * than the account), and those it made that would let an owner in (an invitation as owner, a
 * reset of an owner's account), so that a departing owner leaves no way back. Its invitations
 * as staff and resets of staff stay: the owners who remain see them and may cancel them.
 */

/** Ends the links made for or by the account (see above) and audits how many; that number. */
export async function endLinksOf(
  tx: Tx,
  account: { id: string; email: string },
  actor: string,
): Promise<number> {
  const owners = tx.select({ id: users.id }).from(users).where(eq(users.role, "owner"));
  const ended = await tx
    .delete(accountLinks)
    .where(
      and(
        isNull(accountLinks.usedAt),
        or(
          eq(accountLinks.userId, account.id),
          eq(accountLinks.email, account.email),
          and(
            eq(accountLinks.createdById, account.id),
            or(
              and(eq(accountLinks.kind, "invite"), eq(accountLinks.role, "owner")),
              and(eq(accountLinks.kind, "reset"), inArray(accountLinks.userId, owners)),
            ),
          ),
        ),
      ),
    )
    .returning({ id: accountLinks.id });
  if (ended.length) {
    await audit(tx, actor, "links-ended", linksEndedDetail(account.email, ended.length));
  }
  return ended.length;
}
