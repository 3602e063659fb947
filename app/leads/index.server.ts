// The leads' server entry, for the wiring of services, the routes and the tools: capturing a
// lead, its limits, the notifications' outbox and deliverers, and retention.
export { captureLead, dedupeKeyOf, type CaptureResult } from "./capture.server.ts";
export {
  countedContact,
  createQuoteLimiter,
  type QuoteAdmission,
  type QuoteContact,
} from "./quote-limits.server.ts";
export { purgeExpired, RETENTION_INTERVAL_MS, type Retention } from "./retention.server.ts";
export { retryNotification } from "./notify/outbox.server.ts";
export * from "./notify/index.server.ts";
