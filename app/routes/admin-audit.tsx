import { Link } from "react-router";

import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { AUDIT_SHOWN, readAuditLog, type AuditLine } from "#app/inbox/team/audit-log.server.ts";
import { frameAccount } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { formatIst } from "#app/inbox/format-ist.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-audit";

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminAudit.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = await requireUser(request, context);
  return { account: frameAccount(user), entries: await readAuditLog(db), shown: AUDIT_SHOWN };
}

/** The lead an entry is about: a link to its page, or words when it has been erased since. */
function LeadOfEntry({ lead }: { lead: NonNullable<AuditLine["lead"]> }) {
  if (lead.name === null) return <span className="text-ink-600">an erased lead</span>;
  return (
    <Link
      to={adminPages.adminLead.path.replace(":id", lead.id)}
      className="font-semibold wrap-anywhere text-brand-700 underline hover:text-brand-900"
    >
      {lead.name}
    </Link>
  );
}

/*
 * One layout at every width: a list of entries, each the time and the account on one line and
 * what happened under it on a phone, and three aligned columns from md (900 px), where a
 * header row names them (for the eye only: each entry reads whole without it).
 */
const COLUMNS = "md:grid md:grid-cols-[13rem_minmax(0,16rem)_minmax(0,1fr)] md:gap-2";

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame account={loaderData.account}>
      <h1 className="font-display text-3xl font-extrabold">Audit log</h1>
      <p className="mt-1 text-ink-700">
        Sign-ins, status changes, notes, exports and erasures by every account, newest first (the
        last {loaderData.shown}).
      </p>
      <div className="mt-2 rounded-2xl bg-white ring-1 ring-ink-200/70">
        <p
          aria-hidden="true"
          className={`hidden rounded-t-2xl bg-brand-50 px-2 py-1 text-sm font-bold text-ink-950 ${COLUMNS}`}
        >
          <span>When</span>
          <span>Who</span>
          <span>What</span>
        </p>
        <ol aria-label="Audit log, newest first" className="divide-y divide-ink-100">
          {loaderData.entries.map((entry) => (
            <li key={entry.id} className={`grid gap-0.5 px-2 py-1.5 text-sm ${COLUMNS}`}>
              <p className="text-ink-600 md:contents">
                <time dateTime={new Date(entry.at).toISOString()} className="md:text-ink-800">
                  {formatIst(new Date(entry.at))}
                </time>{" "}
                {/* A space alone is no grid item: at md the two stand in their columns. */}
                <span className="wrap-anywhere md:text-ink-800">
                  <span className="md:hidden" aria-hidden="true">
                    ·{" "}
                  </span>
                  {entry.actor ?? "The server"}
                </span>
              </p>
              <p className="text-ink-950">
                {entry.text}
                {entry.lead && (
                  <>
                    {" "}
                    <span className="text-ink-600">·</span> <LeadOfEntry lead={entry.lead} />
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      </div>
    </AdminFrame>
  );
}
