import { data, Form, Link, redirect } from "react-router";

import { AdminFrame } from "#app/inbox/frame/admin-frame.tsx";
import { AdminField } from "#app/inbox/frame/admin-field.tsx";
import { adminMeta } from "#app/inbox/frame/admin-meta.ts";
import { LeadStatusBadge } from "#app/inbox/leads/lead-status.tsx";
import { OwnersOnly } from "#app/inbox/frame/owners-only.tsx";
import { buttonStyles } from "#app/ui/button-styles.ts";
import { frameAccount, ownersOnly, ownersOnlyAction } from "#app/inbox/accounts/guard.server.ts";
import { requireUser } from "#app/wiring/require-user.server.ts";
import { isOwner } from "#app/inbox/accounts/roles.ts";
import { leadCount } from "#app/inbox/team/audit-words.ts";
import { erasePerson, findPerson, personLeadCount } from "#app/inbox/leads/person-data.server.ts";
import { personKeyFields, personKeyOf, personQueryOf } from "#app/inbox/leads/person-key.ts";
import { forgetSearches } from "#app/inbox/leads/saved-search.server.ts";
import { SAVED_SEARCH_HOURS, SAVED_SEARCH_PARAM } from "#app/inbox/leads/saved-search.ts";
import {
  addressWith,
  addressWithoutWords,
  exchangeSearchWords,
  readSearchAddress,
} from "#app/inbox/leads/search-address.server.ts";
import { formatIst } from "#app/inbox/format-ist.ts";
import { adminHandle, adminPages } from "#app/pages/admin-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

import type { Route } from "./+types/admin-people";

export const handle = adminHandle;

export const meta: Route.MetaFunction = () => adminMeta(adminPages.adminPeople.title);

/** What staff cannot do here (they get the page's title and this, with 403). */
const OWNERS_ONLY = "find, download or erase a person's data";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, db, services, sessionId } = await requireUser(request, context);
  if (!isOwner(user)) return ownersOnly(user, OWNERS_ONLY);
  const url = new URL(request.url);
  // An old link's email or number is kept on the server, and the browser sent on without it.
  const withoutWords = await addressWithoutWords(db, sessionId, url);
  if (withoutWords) throw redirect(withoutWords);
  const address = await readSearchAddress(db, sessionId, url.searchParams);
  const params = address.params;
  const query = personQueryOf(params);
  // The moment the page is shown: what it lists is what its erase form and download name.
  const shownAt = new Date();
  const found = query.email || query.phone ? await findPerson(db, query, shownAt) : undefined;
  return {
    account: frameAccount(user),
    query: { email: query.email ?? "", phone: query.phone ?? "" },
    person: personKeyFields(query, shownAt),
    /** The lookup's id, for its download's address (the email and number stay on the server). */
    searchId: address.id,
    searchGone: address.gone,
    erasure: erasureOf(params),
    leads: found?.map(({ id, name, email, whatsapp, service, status, createdAt }) => ({
      id,
      name,
      email,
      whatsapp,
      service,
      status,
      createdAt,
    })),
    retention: {
      leadMonths: siteConfig.privacy.leadRetentionMonths,
      spamDays: siteConfig.privacy.spamRetentionDays,
      nextRun: formatIst(services.nextRetentionRun()),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user, db, sessionId } = await requireUser(request, context);
  if (!isOwner(user)) return ownersOnlyAction(OWNERS_ONLY);
  const form = await request.formData();
  if (form.get("intent") === "find") {
    // The lookup, posted: the email and number are kept on the server, the address gets an id.
    const typed = personQueryOf(form);
    const params = new URLSearchParams(
      Object.entries(typed).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    const path = adminPages.adminPeople.path;
    return redirect(addressWith(path, await exchangeSearchWords(db, sessionId, params)));
  }
  // The person as the page named them, searched again up to the moment it was shown: never
  // the page's list of leads, which the server would have to trust.
  const person = personKeyOf(form, new Date());
  if (!person.ok) return data({ error: person.error }, { status: 422 });
  if (form.get("confirm") !== "yes") {
    const one = (await personLeadCount(db, person.key)) === 1;
    const which = one ? "this lead is" : "these leads are";
    return data({ error: `Tick the box to confirm that ${which} to be erased.` }, { status: 422 });
  }
  const { erased, kept } = await erasePerson(db, person.key, user.email);
  // Any kept search (this one, a teammate's) may name the person: none outlives the erasure.
  await forgetSearches(db);
  const done = new URLSearchParams({ erased: String(erased), kept: String(kept) });
  return redirect(`${adminPages.adminPeople.path}?${done}`);
}

/** A count in the address after an erasure, if it is one. */
const countOf = (value: string | null) =>
  value !== null && /^\d{1,9}$/.test(value) ? Number(value) : undefined;

/** What the last erasure did, from the address it came back to. */
function erasureOf(params: URLSearchParams) {
  const erased = countOf(params.get("erased"));
  return erased === undefined ? undefined : { erased, kept: countOf(params.get("kept")) ?? 0 };
}

/** What the page says after an erasure; a lead that arrived after the page was shown was kept. */
function erasureWords({ erased, kept }: { erased: number; kept: number }) {
  const later =
    kept === 1
      ? "1 lead that arrived after you opened this page was kept: look again to erase it."
      : `${kept} leads that arrived after you opened this page were kept: look again to erase them.`;
  return [
    `Erased ${leadCount(erased)}.`,
    kept > 0 && later,
    "The audit log records that an erasure happened, and nothing about the person.",
  ]
    .filter(Boolean)
    .join(" ");
}

/** What the owner ticks to confirm an erasure, and the button: one lead is "this lead". */
const eraseWords = (count: number) =>
  count === 1
    ? {
        confirm: "Erase this lead, its notes, history and notifications. This cannot be undone.",
        button: "Erase this lead",
      }
    : {
        confirm: `Erase these ${count} leads, their notes, history and notifications. This cannot be undone.`,
        button: `Erase these ${count} leads`,
      };

export default function AdminPeople({ loaderData, actionData }: Route.ComponentProps) {
  if ("ownersOnly" in loaderData) {
    return <OwnersOnly {...loaderData} title={adminPages.adminPeople.title} />;
  }
  const { query, person, leads, retention, erasure } = loaderData;
  // The lookup by its id and the moment the page was shown: a short address for any count,
  // and no email or number in it. The erase form sends the person in its body.
  const exportUrl = `${adminPages.adminCsv.path}?${new URLSearchParams({
    [SAVED_SEARCH_PARAM]: loaderData.searchId ?? "",
    shownAt: person.shownAt ?? "",
  })}`;
  return (
    <AdminFrame account={loaderData.account}>
      <h1 className="font-display text-3xl font-extrabold">A person&apos;s data</h1>
      <p className="mt-1 max-w-2xl text-ink-700">
        When someone asks what you hold about them, or asks you to erase it (their rights under the
        DPDP Act), find every lead they sent by their email or phone number, download it for them,
        or erase it. Leads are deleted anyway after {retention.leadMonths} months, spam after{" "}
        {retention.spamDays} days; the next check runs {retention.nextRun}.
      </p>
      {erasure && (
        <p role="status" className="mt-2 rounded-lg bg-brand-50 p-1.5 font-semibold">
          {erasureWords(erasure)}
        </p>
      )}
      {loaderData.searchGone && (
        <p role="status" className="mt-2 rounded-lg bg-brand-50 p-1.5 font-semibold">
          That search has ended (a search is kept for {SAVED_SEARCH_HOURS} hours, and only in the
          browser that made it): find the person again.
        </p>
      )}
      <Form
        method="post"
        className="mt-2 grid gap-1.5 rounded-2xl bg-white p-2 ring-1 ring-ink-200/70 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <input type="hidden" name="intent" value="find" />
        <AdminField
          id="person-email"
          label="Email"
          name="email"
          type="email"
          defaultValue={query.email}
        />
        <AdminField
          id="person-phone"
          label="Phone or WhatsApp number"
          name="phone"
          type="tel"
          defaultValue={query.phone}
        />
        <button type="submit" className={buttonStyles({ variant: "brand", size: "sm" })}>
          Find
        </button>
      </Form>

      {leads && (
        <section aria-labelledby="found-title" className="mt-3">
          <h2 id="found-title" className="text-xl font-bold">
            {leads.length === 0
              ? "No leads found"
              : `${leads.length} ${leads.length === 1 ? "lead" : "leads"} found`}
          </h2>
          {leads.length > 0 && (
            <>
              <ul className="mt-1 grid gap-1">
                {leads.map((lead) => (
                  <li key={lead.id} className="rounded-xl bg-white p-1.5 ring-1 ring-ink-200/70">
                    <Link
                      to={adminPages.adminLead.path.replace(":id", lead.id)}
                      className="font-semibold text-brand-700 underline"
                    >
                      {lead.name}
                    </Link>{" "}
                    <LeadStatusBadge status={lead.status} />
                    <span className="block text-sm text-ink-600">
                      {lead.email} · {lead.whatsapp} · {lead.service} ·{" "}
                      {formatIst(new Date(lead.createdAt))}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="mt-2">
                <a
                  href={exportUrl}
                  download
                  className={buttonStyles({ variant: "outline", size: "sm" })}
                >
                  Download their data (CSV)
                </a>
              </p>
              <Form
                method="post"
                className="mt-2 grid gap-1 rounded-2xl bg-danger-50 p-2 ring-1 ring-danger-700/30"
              >
                {Object.entries(person).map(([name, value]) => (
                  <input key={name} type="hidden" name={name} value={value} />
                ))}
                <AdminField
                  id="erase-confirm"
                  label={eraseWords(leads.length).confirm}
                  name="confirm"
                  type="checkbox"
                  value="yes"
                  error={actionData?.error}
                />
                <button
                  type="submit"
                  className={buttonStyles({
                    variant: "danger",
                    size: "sm",
                    className: "justify-self-start",
                  })}
                >
                  {eraseWords(leads.length).button}
                </button>
              </Form>
            </>
          )}
        </section>
      )}
    </AdminFrame>
  );
}
