import { Form, Link, redirect } from "react-router";

import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { LeadRow, type LeadRowData } from "#app/inbox/leads/lead-row.tsx";
import { ReachesNobody } from "#app/inbox/alerts/reaches-nobody.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { cn } from "#app/ui/cn.ts";
import { frameAccount } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { isOwner } from "#app/inbox/accounts/roles.ts";
import { filterFor, STORED_SERVICES, type LeadFilter } from "#app/inbox/leads/lead-filter.ts";
import { listLeads } from "#app/inbox/leads/lead-list.server.ts";
import { SAVED_SEARCH_HOURS, SAVED_SEARCH_PARAM } from "#app/inbox/leads/saved-search.ts";
import {
  addressWith,
  addressWithoutWords,
  exchangeSearchWords,
  readSearchAddress,
} from "#app/inbox/leads/search-address.server.ts";
import { listDue, type DueLead } from "#app/inbox/leads/follow-up-list.server.ts";
import { listCounts } from "#app/inbox/leads/list-counts.server.ts";
import { ResponseTimeLine } from "#app/inbox/leads/response-time-line.tsx";
import { countDevices } from "#app/inbox/alerts/push-devices.server.ts";
import { PIPELINE, STATUS_LABELS } from "#app/db/lead-status.ts";
import { leadLanguageLabel, whatsappUrl } from "#app/leads/index.ts";
import { siteLanguage } from "#app/site/site-languages.ts";
import { siteConfig } from "#app/site/site.config.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";

import type { Route } from "./+types/admin-inbox";

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminInbox.title);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, services, sessionId } = await requireUser(request, context);
  const url = new URL(request.url);
  const now = new Date();
  // An old link's words (?search=…) are kept on the server and the browser sent on without them.
  const withoutWords = await addressWithoutWords(db, sessionId, url);
  if (withoutWords) throw redirect(withoutWords);
  const address = await readSearchAddress(db, sessionId, url.searchParams, now);
  const filter = filterFor(address.params, user.id, now);
  const due = filter.tab === "due";
  // Three queries: on PostgreSQL they run at once, each on a connection of the pool; the
  // embedded store takes them one after another.
  const [page, { tabs: counts, followUps, response }, devices] = await Promise.all([
    due
      ? listDue(db, now).then((leads) => ({ leads, nextCursor: undefined }))
      : listLeads(db, filter, { cursor: address.params.get("after") ?? undefined }),
    listCounts(db, user.id, now),
    countDevices(db),
  ]);
  const rows = page.leads.map((lead): LeadRowData => {
    const next = "nextStepAt" in lead ? (lead as DueLead) : undefined;
    return {
      id: lead.id,
      name: lead.name,
      service: lead.service,
      status: lead.status,
      createdAt: lead.createdAt,
      source: lead.source,
      language: leadLanguageLabel(lead),
      preview: lead.preview,
      whatsappUrl: whatsappUrl(lead, siteConfig.name, siteLanguage(lead.language)),
      ...(next?.nextStepAt
        ? { nextStep: { text: next.nextStep, at: next.nextStepAt, overdue: next.nextStepAt < now } }
        : {}),
    };
  });
  return {
    account: frameAccount(user),
    filter,
    /** The search's id, carried by the next page's, the filters' and the CSV's addresses. */
    searchId: address.id,
    searchGone: address.gone,
    rows,
    nextCursor: page.nextCursor,
    counts,
    followUps,
    response,
    services: STORED_SERVICES,
    now: now.toISOString(),
    reachesNobody: devices === 0 && !services.settings.email && !services.settings.webhook,
  };
}

/** What the search and filter form sends; `search` is kept on the server, not in the address. */
const FORM_FIELDS = ["tab", "search", "status", "service", "from", "to"] as const;

/**
 * The search and filter form, posted: what was typed is kept on the server and the browser sent
 * to the list's address with the search's id in its place (no name, email or number in it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, sessionId } = await requireUser(request, context);
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const name of FORM_FIELDS) {
    const value = form.get(name);
    if (typeof value === "string" && value.trim() && !(name === "tab" && value === "inbox")) {
      params.set(name, value);
    }
  }
  const path = adminPages.adminInbox.path;
  return redirect(addressWith(path, await exchangeSearchWords(db, sessionId, params)));
}

/** The list's address for a filter (and a page of it): its search by id, never in words. */
function filterUrl(
  filter: LeadFilter,
  extra: Record<string, string> = {},
  base: string = adminPages.adminInbox.path,
) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    // The account and the day are the loader's, never the address's; the words are the id's.
    if (key === "assigneeId" || key === "dueBefore" || key === "search") continue;
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
  const { filter, rows, nextCursor, counts, followUps, account } = loaderData;
  // The search goes with the filter wherever it goes: as its id.
  const searched: Record<string, string> = loaderData.searchId
    ? { [SAVED_SEARCH_PARAM]: loaderData.searchId }
    : {};
  const now = new Date(loaderData.now);
  const tabs = [
    { tab: "inbox", label: "Inbox", count: counts.inbox },
    { tab: "due", label: "Follow-ups due", count: followUps.due },
    { tab: "mine", label: "Assigned to me", count: followUps.mine },
    { tab: "spam", label: "Spam", count: counts.spam },
  ] as const;
  const due = filter.tab === "due";
  return (
    <AdminFrame account={account}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="font-display text-3xl font-extrabold">Leads</h1>
          <p className="text-ink-600">
            {counts.new === 1 ? "1 new lead" : `${counts.new} new leads`} waiting for a reply
            {followUps.overdue > 0 && (
              <>
                ,{" "}
                <Link
                  to={filterUrl({ tab: "due" })}
                  className="font-semibold text-ink-950 underline decoration-coral-500 decoration-2 underline-offset-2"
                >
                  {followUps.overdue} overdue
                </Link>
              </>
            )}
            .
          </p>
          <ResponseTimeLine {...loaderData.response} />
        </div>
        {isOwner(account) && (
          <a
            href={filterUrl(filter, searched, adminPages.adminCsv.path)}
            download
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            Export these as CSV
          </a>
        )}
      </div>
      {loaderData.reachesNobody && <ReachesNobody />}

      <nav aria-label="Lists" className="mt-2">
        <ul className="flex flex-wrap gap-1">
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

      {loaderData.searchGone && (
        <p role="status" className="mt-2 rounded-lg bg-brand-50 p-1.5 font-semibold text-ink-950">
          That search has ended (a search is kept for {SAVED_SEARCH_HOURS} hours, and only in the
          browser that made it): search again.
        </p>
      )}
      <Form method="post" className="mt-2 rounded-2xl bg-white p-2 ring-1 ring-ink-200/70">
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

      {rows.length === 0 ? (
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
        <ol
          className="mt-3 grid gap-1"
          aria-label={due ? "Follow-ups, the longest overdue first" : "Leads, newest first"}
        >
          {rows.map((lead) => (
            <li key={lead.id}>
              <LeadRow lead={lead} now={now} />
            </li>
          ))}
        </ol>
      )}
      {nextCursor && (
        <p className="mt-2">
          <Link
            to={filterUrl(filter, { ...searched, after: nextCursor })}
            className={buttonStyles({ variant: "outline", size: "sm" })}
          >
            Older leads
          </Link>
        </p>
      )}
    </AdminFrame>
  );
}
