// The leads' server entry, for the wiring of services, the routes and the tools: receiving a
// quote (read, counted, stored), its limits, the notifications' outbox and deliverers, and
// retention.
export { receiveQuote, type QuoteOutcome } from "./receive-quote.server.ts";
export { dedupeKeyOf, type StoreOptions } from "./capture.server.ts";
export { createQuoteLimiter, type QuoteLimiter } from "./quote-limits.server.ts";
export { purgeExpired, RETENTION_INTERVAL_MS, type Retention } from "./retention.server.ts";
export { retryNotification } from "./notify/outbox.server.ts";
export * from "./notify/index.server.ts";
