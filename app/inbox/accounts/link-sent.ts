import type { AccountLinkKind } from "#app/db/schema.server.ts";

/** What became of an owner's invitation or reset link (app/inbox/team/team.server.ts). */
export type LinkSent =
  | { kind: AccountLinkKind; to: string; sent: true }
  | {
      kind: AccountLinkKind;
      to: string;
      sent: false;
      /** The link to copy and pass on. */
      link: string;
      /** Why the email did not go; absent when there is no mail server to send it. */
      reason?: string;
    };
