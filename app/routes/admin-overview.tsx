import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { HeadlineFigures } from "#app/inbox/overview/headline-figures.tsx";
import { PipelineFunnel } from "#app/inbox/overview/pipeline-funnel.tsx";
import { WeeklyChart } from "#app/inbox/overview/weekly-chart.tsx";
import { frameAccount } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { readOverview } from "#app/inbox/overview/overview.server.ts";
import { weekLabel } from "#app/inbox/overview/overview-weeks.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-overview";

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminOverview.title);

/** Every account sees it, owners and staff alike: it shows no one's personal data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = await requireUser(request, context);
  return { account: frameAccount(user), overview: await readOverview(db, new Date()) };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const weeks = overview.weeks.map((week) => week.key);
  return (
    <AdminFrame account={loaderData.account}>
      <h1 className="font-display text-3xl font-extrabold">Overview</h1>
      <p className="mt-1 max-w-prose text-ink-700">
        The leads of the last {weeks.length} weeks, from Monday {weekLabel(weeks[0]!)} to today, in
        weeks from Monday by India's time. Spam is left out of every number but its own.
      </p>
      <HeadlineFigures leads={overview.leads} won={overview.won} response={overview.response} />
      {overview.leads === 0 ? (
        <p className="mt-3 rounded-2xl bg-white p-2 text-ink-700 ring-1 ring-ink-200/70">
          No leads in these weeks yet: the charts appear with the first.
        </p>
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-2">
          <WeeklyChart
            id="by-source"
            title="Leads per week by source"
            legendName="Sources"
            weeks={weeks}
            series={overview.bySource}
            totals={overview.perWeek}
          />
          <WeeklyChart
            id="by-service"
            title="Leads per week by service"
            legendName="Services"
            weeks={weeks}
            series={overview.byService}
            totals={overview.perWeek}
          />
          <div className="lg:col-span-2">
            <PipelineFunnel funnel={overview.funnel} lost={overview.lost} spam={overview.spam} />
          </div>
        </div>
      )}
    </AdminFrame>
  );
}
