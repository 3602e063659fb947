import type { RouteHandle } from "./route-handle.ts";
import type { SitePage } from "./site-pages.ts";

/**
 * The inbox's routes (`/admin…`), answered only by the running server. Kept apart from the public
 * pages' table (app/pages/site-pages.ts) so that no public page's JavaScript carries the inbox's
 * addresses and titles; app/pages/all-pages.ts joins the two for the route table and the server.
 */
export const adminPages = {
  adminInbox: {
    path: "/admin",
    module: "routes/admin-inbox.tsx",
    kind: "server",
    title: "Leads",
  },
  adminOverview: {
    path: "/admin/overview",
    module: "routes/admin-overview.tsx",
    kind: "server",
    title: "Overview",
  },
  adminOverviewCsv: {
    path: "/admin/overview.csv",
    module: "routes/admin-overview-csv.ts",
    kind: "server",
    title: "An overview table as CSV",
  },
  adminLogin: {
    path: "/admin/login",
    module: "routes/admin-login.tsx",
    kind: "server",
    title: "Sign in",
  },
  adminLogout: {
    path: "/admin/logout",
    module: "routes/admin-logout.ts",
    kind: "server",
    title: "Sign out",
  },
  adminLead: {
    path: "/admin/leads/:id",
    module: "routes/admin-lead.tsx",
    kind: "server",
    title: "Lead",
  },
  adminCsv: {
    path: "/admin/leads.csv",
    module: "routes/admin-leads-csv.ts",
    kind: "server",
    title: "Leads as CSV",
  },
  adminPeople: {
    path: "/admin/people",
    module: "routes/admin-people.tsx",
    kind: "server",
    title: "A person's data",
  },
  adminTeam: {
    path: "/admin/team",
    module: "routes/admin-team.tsx",
    kind: "server",
    title: "Team",
  },
  adminPassword: {
    path: "/admin/password",
    module: "routes/admin-password.tsx",
    kind: "server",
    title: "Change password",
  },
  adminForgot: {
    path: "/admin/forgot-password",
    module: "routes/admin-forgot-password.tsx",
    kind: "server",
    title: "Forgot password",
  },
  // A one-time link's page, with no token in its address: the emailed link (adminLinkToken)
  // hands its token over in a cookie and sends the browser here (issue 55).
  adminLink: {
    path: "/admin/set-password",
    module: "routes/admin-set-password.tsx",
    kind: "server",
    title: "Set your password",
  },
  adminLinkToken: {
    path: "/admin/set-password/:token",
    module: "routes/admin-link-token.ts",
    kind: "server",
    title: "Set your password",
  },
  adminAudit: {
    path: "/admin/audit",
    module: "routes/admin-audit.tsx",
    kind: "server",
    title: "Audit log",
  },
  adminTemplates: {
    path: "/admin/templates",
    module: "routes/admin-templates.tsx",
    kind: "server",
    title: "Reply templates",
  },
  adminAlerts: {
    path: "/admin/alerts",
    module: "routes/admin-alerts.tsx",
    kind: "server",
    title: "Alerts",
  },
  adminAlertsDevice: {
    path: "/admin/alerts/device",
    module: "routes/admin-alerts-device.ts",
    kind: "server",
    title: "Phone alerts: this device turned on or off",
  },
  adminManifest: {
    path: "/admin/manifest.webmanifest",
    module: "routes/admin-manifest-webmanifest.ts",
    kind: "server",
    title: "The inbox's web app manifest",
  },
  adminWorker: {
    path: "/admin/sw.js",
    module: "routes/admin-sw-js.ts",
    kind: "server",
    title: "The inbox's service worker",
  },
} as const satisfies Record<string, SitePage>;

/**
 * Every inbox page's handle: the inbox's own frame instead of the site's bar and footer, and its
 * own web app manifest (app/root.tsx links it in place of the public one).
 */
export const adminHandle = {
  admin: true,
  manifest: adminPages.adminManifest.path,
} as const satisfies RouteHandle;
