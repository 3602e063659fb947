import { Link } from "react-router";

import { buttonStyles } from "#app/ui/button-styles.ts";
import type { FrameAccount } from "#app/inbox/index.ts";
import { adminPages } from "#app/pages/admin-pages.ts";

import { AdminFrame } from "./admin-frame.tsx";

/**
 * What a staff account sees at an owner's page (the nav does not offer it, but an address can
 * be typed or shared): the page's title, why it is not theirs, and the way back to the leads.
 */
export function OwnersOnly({
  account,
  title,
  what,
}: {
  account: FrameAccount;
  title: string;
  what: string;
}) {
  return (
    <AdminFrame account={account}>
      <h1 className="font-display text-3xl font-extrabold">{title}</h1>
      <p className="mt-1 max-w-2xl text-ink-700">
        Only an owner of the inbox can {what}. You are signed in as {account.email}, a member of
        staff: ask an owner if you need this done.
      </p>
      <Link
        to={adminPages.adminInbox.path}
        className={buttonStyles({ variant: "outline", className: "mt-2" })}
      >
        Back to the leads
      </Link>
    </AdminFrame>
  );
}
