import { Form, Link } from "react-router";

import { AdminFrame } from "#app/components/admin/admin-frame.tsx";
import { AdminField } from "#app/components/admin/admin-field.tsx";
import { adminMeta } from "#app/components/admin/admin-meta.ts";
import { LeadStatusBadge } from "#app/components/admin/lead-status.tsx";
import { ReachesNobody } from "#app/components/admin/reaches-nobody.tsx";
import { TimeAgo } from "#app/components/admin/time-ago.tsx";
import type { RouteHandle } from "#app/components/layout/use-page-container.ts";
import { buttonStyles } from "#app/components/ui/button-styles.ts";
import { cn } from "#app/components/ui/cn.ts";
import { requireUser } from "#app/inbox/guard.server.ts";
import { parseLeadFilter, SERVICE_OPTIONS, type LeadFilter } from "#app/inbox/lead-filter.ts";
import { countByTab, listLeads } from "#app/inbox/lead-list.server.ts";
import { countDevices } from "#app/inbox/push-devices.server.ts";
import { PIPELINE, STATUS_LABELS } from "#app/db/lead-status.ts";
import { sitePages } from "#app/site-pages.ts";

import type { Route } from "./+types/admin-inbox";

export const handle: RouteHandle = { admin: true };

export const meta: Route.MetaFunction = () => adminMeta(sitePages.adminInbox.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, services } = await requireUser(request, context);
  const url = new URL(request.url);
  const filter = parseLeadFilter(url.searchParams);
  const [page, counts, devices] = await Promise.all([
    listLeads(db, filter, { cursor: url.searchParams.get("after") ?? undefined }),
    countByTab(db),
    countDevices(db),
  ]);
  return {
    email: user.email,
    filter,
    page,
    counts,
    services: SERVICE_OPTIONS,
    now: new Date().toISOString(),
    reachesNobody: devices === 0 && !services.settings.email && !services.settings.webhook,
  };
}

/** The list's address for a filter (and a page of it). */
function filterUrl(
  filter: LeadFilter,
  extra: Record<string, string> = {},
  base: string = sitePages.adminInbox.path,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value && !(key === "tab" && value === "inbox")) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** A filter's list: any, or one of its values (shown by its label where it has one). */
function FilterSelect<Value extends string>({
  name,
  label,
  value,
  values,
  labels,
}: {
  name: string;
  label: string;
  value: Value | undefined;
  values: readonly Value[];
  labels?: Record<Value, string>;
}) {
  return (
    <AdminField as="select" id={name} label={label} name={name} defaultValue={value ?? ""}>
      <option value="">Any</option>
      {values.map((option) => (
        <option key={option} value={option}>
          {labels?.[option] ?? option}
        </option>
      ))}
    </AdminField>
  );
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { filter, page, counts, email } = loaderData;
  const now = new Date(loaderData.now);
  const tabs = [
    { tab: "inbox", label: "Inbox", count: counts.inbox },
    { tab: "spam", label: "Spam", count: counts.spam },
  ] as const;
  return (
    <AdminFrame email={email}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-display text-3xl font-extrabold">Leads</h1>
          <p className="text-ink-600">
            {counts.new === 1 ? "1 new lead" : `${counts.new} new leads`} waiting for a reply.
          </p>
        </div>
        <a
          href={filterUrl(filter, {}, sitePages.adminCsv.path)}
          download
          className={buttonStyles({ variant: "outline", size: "sm" })}
        >
          Export these as CSV
        </a>
      </div>
      {loaderData.reachesNobody && <ReachesNobody />}

      <nav aria-label="Lists" className="mt-2">
        <ul className="flex gap-1">
          {tabs.map(({ tab, label, count }) => (
            <li key={tab}>
              <Link
                to={filterUrl({ tab })}
                aria-current={filter.tab === tab ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-5 items-center gap-0.5 rounded-full px-1.5 text-sm font-semibold",
                  filter.tab === tab
                    ? "bg-ink-950 text-white"
                    : "bg-white text-ink-800 ring-1 ring-ink-200",
                )}
              >
                {label} <span className="tabular-nums">({count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form method="get" className="mt-2 rounded-2xl bg-white p-2 ring-1 ring-ink-200/70">
        <input type="hidden" name="tab" value={filter.tab} />
        <div className="flex flex-wrap items-end gap-1">
          <AdminField
            id="search"
            label="Search"
            name="search"
            type="search"
            defaultValue={filter.search}
            placeholder="Name, email, phone or words"
            className="min-w-0 flex-1"
          />
          <button type="submit" className={buttonStyles({ variant: "brand", size: "sm" })}>
            Show
          </button>
        </div>
        {/* Closed until used, so that on a phone the leads come first. */}
        <details
          open={Boolean(filter.status || filter.service || filter.from || filter.to)}
          className="mt-1"
        >
          <summary className="cursor-pointer text-sm font-semibold text-brand-700">
            Filter by status, service or date
          </summary>
          <div className="mt-1 grid gap-1.5 sm:grid-cols-2 lg:grid-cols-4">
            {filter.tab === "inbox" && (
              <FilterSelect
                name="status"
                label="Status"
                value={filter.status}
                values={PIPELINE}
                labels={STATUS_LABELS}
              />
            )}
            <FilterSelect
              name="service"
              label="Service"
              value={filter.service}
              values={loaderData.services}
            />
            <AdminField id="from" label="From" name="from" type="date" defaultValue={filter.from} />
            <AdminField id="to" label="To" name="to" type="date" defaultValue={filter.to} />
          </div>
        </details>
      </Form>

      {page.leads.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-white p-3 text-ink-700 ring-1 ring-ink-200/70">
          No leads match.{" "}
          {filter.search || filter.status || filter.service || filter.from || filter.to ? (
            <Link
              to={filterUrl({ tab: filter.tab })}
              className="font-semibold text-brand-700 underline"
            >
              Show all
            </Link>
          ) : null}
        </p>
      ) : (
        <ol className="mt-3 grid gap-1" aria-label="Leads, newest first">
          {page.leads.map((lead) => (
            <li key={lead.id}>
              <article
                className={cn(
                  "relative grid gap-0.5 rounded-2xl bg-white p-2 ring-1 ring-ink-200/70 sm:grid-cols-[1fr_auto] sm:items-center",
                  lead.status === "new" && "ring-2 ring-accent-400",
                )}
              >
                <div className="min-w-0">
                  <h2 className="flex flex-wrap items-center gap-1 text-lg font-bold">
                    <Link
                      to={sitePages.adminLead.path.replace(":id", lead.id)}
                      className="break-words text-ink-950 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      {lead.name}
                    </Link>
                    <LeadStatusBadge status={lead.status} />
                  </h2>
                  <p className="text-sm text-ink-700">
                    {lead.service}
                    {lead.pagePath && (
                      <>
                        {" "}
                        · from <span className="break-all">{lead.pagePath}</span>
                      </>
                    )}
                  </p>
                </div>
                <p className="text-sm text-ink-600">
                  <TimeAgo at={new Date(lead.createdAt)} now={now} />
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {page.nextCursor && (
        <p className="mt-2">
          <Link
            to={filterUrl(filter, { after: page.nextCursor })}
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            Older leads
          </Link>
        </p>
      )}
    </AdminFrame>
  );
}
