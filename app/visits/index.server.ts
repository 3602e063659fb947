// The visits' entry for the server's wiring, its routes and the benches: counting page views,
// rolling up their days and reading them back (docs/decisions/043-visits-counted.md).
export { pageKey } from "./read-beacon.ts";
export {
  type Beacon,
  type CountOutcome,
  startVisitCounter,
  type VisitCounter,
  VIEWS_PER_ADDRESS,
  ADDRESS_WINDOW_MS,
} from "./visit-counter.server.ts";
export { countedSince } from "./counted-since.server.ts";
export {
  readVisits,
  readVisitsBy,
  visitsCountedBefore,
  type VisitRow,
  type VisitsBy,
  type VisitsQuery,
} from "./read-visits.server.ts";
export { rollUpDay, SOURCES_KEPT_PER_DAY, type VisitKeeping } from "./roll-up.server.ts";
