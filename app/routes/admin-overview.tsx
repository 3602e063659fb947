import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { BucketChart } from "#app/inbox/overview/bucket-chart.tsx";
import { HeadlineFigures } from "#app/inbox/overview/headline-figures.tsx";
import { OriginChart } from "#app/inbox/overview/origin-chart.tsx";
import { PeriodChooser } from "#app/inbox/overview/period-chooser.tsx";
import { PipelineFunnel } from "#app/inbox/overview/pipeline-funnel.tsx";
import { VisitsQuotesChart } from "#app/inbox/overview/visits-quotes-chart.tsx";
import { frameAccount } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { isPublicPage } from "#app/wiring/public-pages.server.ts";
import { readOverview } from "#app/inbox/overview/read-overview.server.ts";
import { daySpanText, PERIOD_PARAM, readPeriod } from "#app/inbox/overview/overview-period.ts";
import { overviewTables } from "#app/inbox/overview/overview-tables.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-overview";

export const handle = adminHandle;

/** Where the visits began, a chart each: the entry pages, whose names are long, across both columns. */
const ORIGIN_CHARTS = [
  { split: "page", title: "Entry pages", table: "entry-pages", wide: true },
  { split: "source", title: "Sources", table: "sources", wide: false },
  { split: "campaign", title: "Campaigns", table: "campaigns", wide: false },
  { split: "language", title: "Languages", table: "languages", wide: false },
  { split: "device", title: "Devices", table: "devices", wide: false },
] as const;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminOverview.title);

/**
 * Every account sees it, owners and staff alike: it shows no one's personal data. The period
 * is the address's `period` (7d, 30d, 90d, 12w); anything else is the 12 weeks.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db } = await requireUser(request, context);
  const period = readPeriod(new URL(request.url).searchParams.get(PERIOD_PARAM));
  return {
    account: frameAccount(user),
    overview: await readOverview(db, new Date(), { period, isPublicPage }),
  };
}

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const { period, leads } = overview;
  const tables = overviewTables(overview);
  return (
    <AdminFrame account={loaderData.account}>
      <h1 className="font-display text-3xl font-extrabold">Overview</h1>
      <p className="mt-1 max-w-prose text-ink-700">
        The site's visits, the quotes they led to and what the won ones are worth, over the last{" "}
        {period.name} ({daySpanText(period.current)}) by India's time. A quote counts in the days it
        was received, and as won if it is won now; spam is left out of every number but its own.
      </p>
      <PeriodChooser chosen={period.key} />
      <HeadlineFigures overview={overview} />
      <div className="mt-3 grid grid-cols-1 gap-3 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <VisitsQuotesChart overview={overview} table={tables["visits-and-quotes"]} />
        </div>
        {ORIGIN_CHARTS.map(({ split, title, table, wide }) => {
          const chart = (
            <OriginChart
              key={split}
              title={title}
              legendName={title}
              rows={overview.origins[split]}
              table={tables[table]}
              period={period.key}
            />
          );
          return wide ? (
            <div key={split} className="lg:col-span-2">
              {chart}
            </div>
          ) : (
            chart
          );
        })}
        {leads.leads === 0 ? (
          <p className="rounded-2xl bg-white p-2 text-ink-700 ring-1 ring-ink-200/70 lg:col-span-2">
            No quotes in these days yet: the charts of leads appear with the first.
          </p>
        ) : (
          <>
            <BucketChart
              title={`Leads per ${period.unit} by source`}
              legendName="Sources"
              period={period}
              series={leads.bySource}
              totals={leads.perBucket}
              table={tables["leads-by-source"]}
            />
            <BucketChart
              title={`Leads per ${period.unit} by service`}
              legendName="Services"
              period={period}
              series={leads.byService}
              totals={leads.perBucket}
              table={tables["leads-by-service"]}
            />
            <div className="lg:col-span-2">
              <PipelineFunnel
                funnel={leads.funnel}
                lost={leads.lost}
                spam={leads.spam}
                table={tables.pipeline}
                period={period.key}
              />
            </div>
          </>
        )}
      </div>
    </AdminFrame>
  );
}
