// The inbox's server entry, for what is not one of its pages: the server's wiring (the limits of
// sign-in and forgotten passwords, a request's session, the daily summary), the Node server and
// the accounts tool (the accounts' commands), and the benches (the inbox's queries). Its pages,
// the admin routes, read its folders directly (layers.config.ts: `insiders`).
export { isSecure } from "./accounts/guard.server.ts";
export {
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  tokenFromCookie,
} from "./accounts/session-cookie.ts";
export { sessionId, sessionUser } from "./accounts/sessions.server.ts";
export { createSignInLimiter, type SignInLimiter } from "./accounts/sign-in-limits.server.ts";
export { createForgotLimiter, type ForgotLimiter } from "./accounts/forgot-password.server.ts";
export {
  AccountError,
  addUser,
  checkNewPassword,
  findAccount,
  parseEmail,
  resetPassword,
} from "./accounts/accounts.server.ts";
export { answerAccountRequest } from "./accounts/account-commands.server.ts";
export { composeDailySummary, enqueueDailySummaries } from "./overview/daily-summary.server.ts";
export { readOverview } from "./overview/read-overview.server.ts";
export { readLeadOverview } from "./overview/overview.server.ts";
export { leadsCsv } from "./leads/csv.server.ts";
export { listLeads, type LeadFilter } from "./leads/lead-list.server.ts";
export { listDue } from "./leads/follow-up-list.server.ts";
export { listCounts } from "./leads/list-counts.server.ts";
