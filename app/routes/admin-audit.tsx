import { sql } from "drizzle-orm";

import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import type { RouteHandle } from "#app/components/layout/use-page-container.ts";
import { requireUser } from "#app/inbox/guard.server.ts";
import { formatIst } from "#app/inbox/format-ist.ts";
import { auditLog } from "#app/db/schema.server.ts";
import { sitePages } from "#app/site-pages.ts";

import type { Route } from "./+types/admin-audit";

export const handle: RouteHandle = { admin: true };

export const meta: Route.MetaFunction = () => adminMeta(sitePages.adminAudit.title);

const SHOWN = 200;
const COLUMNS = ["When", "Who", "What", "Detail"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = await requireUser(request, context);
  const entries = await db
    .select()
    .from(auditLog)
    .orderBy(sql`${auditLog.at} desc nulls last`)
    .limit(SHOWN);
  return { email: user.email, entries };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame email={loaderData.email}>
      <h1 className="font-display text-3xl font-extrabold">Audit log</h1>
      <p className="mt-1 text-ink-700">
        Sign-ins, status changes, exports and erasures by every account, newest first (the last{" "}
        {SHOWN}).
      </p>
      <div className="mt-2 overflow-x-auto rounded-2xl bg-white ring-1 ring-ink-200/70">
        <table className="w-full text-left text-sm">
          <thead className="bg-brand-50">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="p-1">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-ink-100 align-top">
                <td className="p-1 whitespace-nowrap">{formatIst(new Date(entry.at))}</td>
                <td className="p-1 break-all">{entry.actor ?? "the server"}</td>
                <td className="p-1">{entry.action}</td>
                <td className="p-1 break-words">{entry.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminFrame>
  );
}
