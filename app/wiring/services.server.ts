import { siteConfig } from "#app/site/site.config.ts";

import {
  accountMailer,
  type AccountMailer,
  channelsFor,
  type ComposeSummary,
  createQuoteLimiter,
  deliverersFor,
  describeNotifications,
  enqueueNotifications,
  enqueuePushNotifications,
  ensureVapidKeys,
  notificationOrigin,
  purgeExpired,
  pushDeliverer,
  type QuoteOutcome,
  receiveQuote,
  type Retention,
  RETENTION_INTERVAL_MS,
  startOutboxWorker,
  summaryEmailMessage,
  vapidSubject,
} from "#app/leads/index.server.ts";
import {
  foundNoPushDevices,
  knownNoPushDevices,
  pushDevicesGeneration,
} from "#app/db/push-devices-seen.ts";
import {
  composeDailySummary,
  enqueueDailySummaries,
  createForgotLimiter,
  type ForgotLimiter,
  createSignInLimiter,
  type SignInLimiter,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
} from "#app/inbox/index.server.ts";
import {
  type Beacon,
  type CountOutcome,
  readVisits,
  startVisitCounter,
  type VisitCounter,
  type VisitRow,
  type VisitsQuery,
} from "#app/visits/index.server.ts";
import { istDay } from "#app/site/india-time.ts";

import { publicPagePaths } from "./public-pages.server.ts";
import { readSettings, type LeadSettings } from "#app/site/settings.server.ts";
import { StoreOpener } from "#app/db/store-opener.server.ts";
import { openLimitCounts, type LimitCounts } from "#app/db/limit-counts.server.ts";
import {
  describeError,
  isStoreUnavailable,
  StoreUnavailable,
} from "#app/db/store-faults.server.ts";
import { openStore, type Store } from "#app/db/store.server.ts";

/** What the server's routes use: the store, the capture, the rate limit. */
export type LeadServices = {
  settings: LeadSettings;
  /** The open store; throws StoreUnavailable while the database cannot be reached (503). */
  readonly store: Store;
  /**
   * A quote the /api/leads route read, from the client at `address`: checked, counted against
   * the limits, stored with its notifications (app/leads/receive-quote.server.ts).
   */
  receiveQuote(form: Readonly<Record<string, unknown>>, address: string): Promise<QuoteOutcome>;
  /**
   * A page's visit beacon (app/routes/api-visits.ts): counted, or why not; "unavailable"
   * while the store cannot be reached. Never throws.
   */
  countPageView(beacon: Beacon): Promise<CountOutcome>;
  /** The visits of a span of days; throws StoreUnavailable while the store cannot be reached. */
  readVisits(query: VisitsQuery): Promise<VisitRow[]>;
  /** The visit counter, once the store is open (the tests roll up and write through it). */
  readonly visitCounter: VisitCounter;
  /** Delivers what was just queued (a reply) now rather than at the worker's next tick. */
  nudgeOutbox(): void;
  /**
   * The public half of the server's VAPID key pair, which browsers subscribe to phone alerts
   * with; throws StoreUnavailable until the store has opened (the pair is kept there).
   */
  readonly pushPublicKey: string;
  /** When the retention check next deletes expired leads (it runs at start, then every 6 h). */
  nextRetentionRun(): Date;
  /** The sign-in limits and the forgot-password limits, counted in the store (decision 039). */
  signInLimiter: SignInLimiter;
  forgotLimiter: ForgotLimiter;
  /**
   * Sends an invitation or a password reset link to an account (app/routes/admin-team.tsx,
   * admin-forgot.tsx); absent without a mail server (SMTP_URL), when owners pass links on
   * by hand and the sign-in page offers no reset.
   */
  sendAccountMail?: AccountMailer;
  /** Where the links in emails point: PUBLIC_ORIGIN, or the site config's origin. */
  linkOrigin: string;
  close(): Promise<void>;
};

type StartOptions = {
  env?: NodeJS.ProcessEnv;
  /** The migrations folder: MIGRATIONS_FOLDER (app/db/migrations-folder.ts), handed over by
   * the server, since this module runs bundled in the server build. */
  migrationsFolder: string;
  /** Start-up lines; never given personal data. */
  log?: (line: string) => void;
  /** Seconds between attempts to reach a database that could not be reached at start. */
  retrySeconds?: readonly number[];
  /**
   * The time as the daily summary and the visits read it. A test seam (a test sets 09:00 IST), never a
   * setting: the server always runs on the real clock.
   */
  clock?: () => Date;
};

/** How often each server looks whether the daily summary is due (it is enqueued once a day). */
const SUMMARY_CHECK_MS = 60_000;

/**
 * Opens the store (migrating it), starts the notification worker and the retention timer.
 * Called once by the Node server before it listens (server/serve.ts). A PostgreSQL that cannot
 * be reached does not stop the server: the public pages need no database, so the services come
 * up at once, answer StoreUnavailable (503) and keep trying in the background. A bad setting,
 * a DATA_DIR in use or a migration that fails stops it, with the reason.
 */
export async function startLeadServices({
  env = process.env,
  migrationsFolder,
  log = console.log,
  retrySeconds,
  clock = () => new Date(),
}: StartOptions): Promise<LeadServices> {
  const settings = readSettings(env);
  const { privacy } = siteConfig;
  const retention: Retention = {
    leadMonths: privacy.leadRetentionMonths,
    spamDays: privacy.spamRetentionDays,
  };
  const channels = channelsFor(settings, siteConfig.quoteForm);
  // The summary is written from the open store when it is sent.
  let openDb: Store["db"] | undefined;
  const composeSummary: ComposeSummary = async (userId, day) => {
    if (!openDb) return undefined;
    // As the lists stand when it is sent (a retry an hour later lists what is due then), on
    // the clock that said the summary was due: a test's 09:00 must not meet the real day. Its
    // visits are those of the day before `day`, however late it goes.
    const summary = await composeDailySummary(openDb, userId, clock(), day);
    return (
      summary &&
      summaryEmailMessage(
        { ...summary, day },
        { origin: notificationOrigin(settings), siteName: siteConfig.name },
      )
    );
  };
  const deliverers = deliverersFor(settings, siteConfig.quoteForm, fetch, composeSummary);

  let nextRetentionRun = new Date();
  let retentionTimer: ReturnType<typeof setInterval> | undefined;
  let summaryTimer: ReturnType<typeof setInterval> | undefined;
  let worker: ReturnType<typeof startOutboxWorker> | undefined;
  let pushPublicKey: string | undefined;
  let limitCounts: LimitCounts | undefined;
  let visitCounter: VisitCounter | undefined;
  // The pages a page view may name, read once (the articles are files).
  const publicPages = publicPagePaths();

  // What runs once the store is open: the limits' counts, phone alerts' keys, deliveries and
  // the retention check.
  const startWork = async (store: Store) => {
    limitCounts = await openLimitCounts(store.db, store.kind);
    visitCounter = startVisitCounter({
      db: store.db,
      limitCounts,
      isPublicPage: (path) => publicPages.has(path),
      sessionCookieNames: [SESSION_COOKIE, SECURE_SESSION_COOKIE],
      keeping: { eventDays: privacy.visitEventDays, countMonths: privacy.leadRetentionMonths },
      clock,
      log,
    });
    const keys = await ensureVapidKeys(store.db);
    pushPublicKey = keys.publicKey;
    const push = pushDeliverer({
      db: store.db,
      keys,
      subject: vapidSubject(notificationOrigin(settings), siteConfig.email),
      testOrigin: settings.pushTestOrigin,
    });
    worker = startOutboxWorker({ store, deliverers: { ...deliverers, push }, log });
    openDb = store.db;
    if (settings.email) {
      // Every server looks every minute; the first to find it due enqueues it, once a day.
      const enqueueSummaries = () =>
        enqueueDailySummaries(store.db, clock()).then(
          (added) => {
            if (added > 0) worker?.nudge();
          },
          () => log("Daily summary: the store could not be reached."),
        );
      await enqueueSummaries();
      summaryTimer = setInterval(enqueueSummaries, SUMMARY_CHECK_MS);
      summaryTimer.unref();
    }
    const purge = () => {
      nextRetentionRun = new Date(Date.now() + RETENTION_INTERVAL_MS);
      return (
        purgeExpired(store.db, retention)
          // The space of what was deleted (and of the day's updates) is reusable once tidied.
          .then(() => store.tidy())
          .catch(() => log("Retention: the store could not be reached."))
      );
    };
    await purge();
    retentionTimer = setInterval(purge, RETENTION_INTERVAL_MS);
    retentionTimer.unref();
  };

  let lastFault = "";
  const opener = new StoreOpener({
    open: () => openStore({ ...settings, migrationsFolder }),
    canRetry: isStoreUnavailable,
    retrySeconds,
    onWaiting(error, seconds) {
      // Once per kind of fault, not every 30 s while it lasts.
      const fault = describeError(error);
      if (fault === lastFault) return;
      lastFault = fault;
      log(
        `The database cannot be reached (${fault}): the public pages are served, quote ` +
          `requests and the inbox answer 503 until it is back. Trying again in ${seconds} s.`,
      );
    },
    onOpen: async (store, afterWaiting) => {
      if (afterWaiting) log("The database is reachable again: quote requests are stored.");
      await startWork(store);
    },
  });
  await opener.start();

  // Every limit counts in the store, shared by the servers on it (decision 039).
  const currentLimitCounts = () => {
    if (!limitCounts) throw new StoreUnavailable("the database is not reachable yet");
    return limitCounts;
  };
  const quoteLimiter = createQuoteLimiter(settings.quoteLimits, currentLimitCounts);

  log(
    settings.databaseUrl
      ? "Leads are stored in PostgreSQL (DATABASE_URL)."
      : `Leads are stored in ${settings.dataDir} (embedded database).`,
  );
  log(describeNotifications(settings));
  if (settings.pushTestOrigin) {
    log(
      `Warning: phone alerts may go to ${settings.pushTestOrigin} (PUSH_TEST_ORIGIN), outside ` +
        "the public internet: a setting for the end-to-end tests only, never for a real server.",
    );
  }

  const openStoreNow = () => {
    const store = opener.current;
    if (!store) throw new StoreUnavailable("the database is not reachable yet");
    return store;
  };

  return {
    settings,
    get store() {
      return openStoreNow();
    },
    get pushPublicKey() {
      if (!pushPublicKey) throw new StoreUnavailable("the database is not reachable yet");
      return pushPublicKey;
    },
    nextRetentionRun: () => nextRetentionRun,
    async countPageView(beacon) {
      return visitCounter ? visitCounter.count(beacon) : "unavailable";
    },
    readVisits: (query) => readVisits(openStoreNow().db, query, istDay(clock())),
    get visitCounter() {
      if (!visitCounter) throw new StoreUnavailable("the database is not reachable yet");
      return visitCounter;
    },
    nudgeOutbox: () => worker?.nudge(),
    async receiveQuote(form, address) {
      let enqueued = 0;
      const outcome = await receiveQuote(form, {
        limits: { limiter: quoteLimiter, address },
        store: () => {
          const store = openStoreNow();
          return {
            db: store.db,
            noticeVersion: privacy.noticeVersion,
            sharedStore: store.kind === "postgres",
            enqueue: async (tx, leadId) => {
              enqueued = await enqueueNotifications(tx, leadId, channels);
              // Every device with alerts on, whichever account turned them on; on the embedded
              // store, not asked again once none was found until one is saved (push-devices-seen).
              const embedded = store.kind === "embedded";
              if (embedded && knownNoPushDevices(store.db)) return;
              const generation = pushDevicesGeneration(store.db);
              const pushed = await enqueuePushNotifications(tx, leadId);
              if (embedded && pushed === 0) foundNoPushDevices(store.db, generation);
              enqueued += pushed;
            },
          };
        },
      });
      // A delivery run is a transaction of its own: none when nothing was enqueued (no
      // channel set, no phone with alerts on), which halves the store's work per quote.
      if (enqueued > 0 && (outcome.kind === "stored" || outcome.kind === "released")) {
        worker?.nudge();
      }
      return outcome;
    },
    signInLimiter: createSignInLimiter(currentLimitCounts),
    forgotLimiter: createForgotLimiter(currentLimitCounts),
    sendAccountMail: settings.email && accountMailer(settings.email, siteConfig.name),
    linkOrigin: notificationOrigin(settings),
    async close() {
      await opener.stop();
      clearInterval(retentionTimer);
      clearInterval(summaryTimer);
      await worker?.stop();
      // The page views waiting in memory, written before the store closes.
      await visitCounter?.close();
      // The embedded store's quote counts held in memory, written before it closes.
      await limitCounts?.flush();
      await opener.current?.close();
    },
  };
}
