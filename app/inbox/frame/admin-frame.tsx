import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";

import "./admin.css";
import { cn } from "#app/ui/cn.ts";
import { isOwner, type FrameAccount } from "#app/inbox/index.ts";
import { adminPages } from "#app/pages/admin-pages.ts";
import { siteConfig } from "#app/site/site.config.ts";

/**
 * The inbox's pages; `owners`: offered to owners only (staff get 403 there anyway); `narrow`:
 * only on a phone (wider, the account's email beside "Sign out" leads there: the nav's row has
 * no room for another word).
 */
type NavItem = { to: string; label: string; end: boolean; owners?: true; narrow?: true };

const navLinks: NavItem[] = [
  { to: adminPages.adminInbox.path, label: "Leads", end: true },
  { to: adminPages.adminOverview.path, label: "Overview", end: false },
  { to: adminPages.adminTemplates.path, label: "Templates", end: false },
  { to: adminPages.adminPeople.path, label: "A person's data", end: false, owners: true },
  { to: adminPages.adminTeam.path, label: "Team", end: false, owners: true },
  { to: adminPages.adminAudit.path, label: "Audit log", end: false },
  { to: adminPages.adminAlerts.path, label: "Alerts", end: false },
  { to: adminPages.adminPassword.path, label: "Your password", end: false, narrow: true },
];

/**
 * The inbox's page frame: its own header (the site's bar, footer and phone bar are for
 * visitors), the signed-in account and sign-out, and the page's one <main>.
 */
export function AdminFrame({
  account,
  children,
}: {
  account?: FrameAccount | undefined;
  children: ReactNode;
}) {
  const email = account?.email;
  return (
    <>
      <header className="border-b border-ink-200 bg-white">
        <div className="container-page flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
          <p className="font-display text-lg font-extrabold text-ink-950">
            {siteConfig.name} <span className="text-brand-700">Inbox</span>
          </p>
          {email && (
            <>
              <nav aria-label="Inbox" className="order-3 w-full sm:order-none sm:w-auto">
                <ul className="flex flex-wrap gap-1">
                  {navLinks
                    .filter((link) => !link.owners || isOwner(account))
                    .map((link) => (
                      <li key={link.to} className={link.narrow ? "md:hidden" : undefined}>
                        <NavLink
                          to={link.to}
                          end={link.end}
                          className={({ isActive }) =>
                            cn(
                              "inline-flex min-h-5 items-center rounded-full px-1.5 text-sm font-semibold",
                              isActive
                                ? "bg-brand-600 text-white"
                                : "text-ink-700 hover:bg-brand-50",
                            )
                          }
                        >
                          {link.label}
                        </NavLink>
                      </li>
                    ))}
                </ul>
              </nav>
              <div className="ml-auto flex items-center gap-1 text-sm">
                <NavLink
                  to={adminPages.adminPassword.path}
                  className={({ isActive }) =>
                    cn(
                      "hidden min-h-5 items-center rounded-full px-1.5 underline decoration-dotted underline-offset-4 md:inline-flex",
                      isActive ? "bg-brand-600 text-white" : "text-ink-600 hover:bg-brand-50",
                    )
                  }
                >
                  {email}
                  <span className="sr-only">(your password)</span>
                </NavLink>
                <Form method="post" action={adminPages.adminLogout.path}>
                  <button
                    type="submit"
                    className="min-h-5 rounded-full px-1.5 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    Sign out
                  </button>
                </Form>
              </div>
            </>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container-page py-3 md:py-4">
        {children}
      </main>
    </>
  );
}
