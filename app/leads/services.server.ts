import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { siteConfig } from "~/site.config";

import { captureLead, type CaptureResult } from "./capture.server";
import {
  channelsFor,
  deliverersFor,
  describeNotifications,
  enqueueNotifications,
  startOutboxWorker,
} from "./notify/index.server";
import { purgeExpired, RETENTION_INTERVAL_MS, type Retention } from "./retention.server";
import { readSettings, type LeadSettings } from "./settings.server";
import { openStore, type Store } from "./store.server";

/** What the server's routes use: the store, the capture, the rate limit. */
export type LeadServices = {
  settings: LeadSettings;
  store: Store;
  capture(form: Record<string, unknown>): Promise<CaptureResult>;
  /** When the retention check next deletes expired leads (it runs at start, then every 6 h). */
  nextRetentionRun(): Date;
  /** Counts one submission from this address; how long to wait when over the limit. */
  limit(address: string): Promise<{ retryAfterSeconds: number } | undefined>;
  close(): Promise<void>;
};

type StartOptions = {
  env?: NodeJS.ProcessEnv;
  /** The migrations folder (the repository's migrations/, wherever the server starts from). */
  migrationsFolder?: string;
  /** Start-up lines; never given personal data. */
  log?: (line: string) => void;
};

const HOUR_SECONDS = 60 * 60;

/**
 * Opens the store (migrating it), starts the notification worker and the retention timer.
 * Called once by the Node server before it listens (server/serve.js).
 */
export async function startLeadServices({
  env = process.env,
  migrationsFolder,
  log = console.log,
}: StartOptions = {}): Promise<LeadServices> {
  const settings = readSettings(env);
  const store = await openStore({ ...settings, migrationsFolder });
  const { privacy } = siteConfig;
  const retention: Retention = {
    leadMonths: privacy.leadRetentionMonths,
    spamDays: privacy.spamRetentionDays,
  };

  const channels = channelsFor(settings, siteConfig.quoteForm);
  const worker = startOutboxWorker({
    store,
    deliverers: deliverersFor(settings, siteConfig.quoteForm),
    log,
  });

  let nextRetentionRun = new Date();
  const purge = () => {
    nextRetentionRun = new Date(Date.now() + RETENTION_INTERVAL_MS);
    return purgeExpired(store.db, retention).catch(() =>
      log("Retention: the store could not be reached."),
    );
  };
  await purge();
  const retentionTimer = setInterval(purge, RETENTION_INTERVAL_MS);
  retentionTimer.unref();

  const limiter =
    settings.rateLimitPerHour > 0
      ? new RateLimiterMemory({ points: settings.rateLimitPerHour, duration: HOUR_SECONDS })
      : undefined;

  log(
    store.kind === "embedded"
      ? `Leads are stored in ${settings.dataDir} (embedded database).`
      : "Leads are stored in PostgreSQL (DATABASE_URL).",
  );
  log(describeNotifications(settings));

  return {
    settings,
    store,
    nextRetentionRun: () => nextRetentionRun,
    async capture(form) {
      const result = await captureLead(form, {
        db: store.db,
        noticeVersion: privacy.noticeVersion,
        sharedStore: store.kind === "postgres",
        enqueue: (tx, leadId) => enqueueNotifications(tx, leadId, channels),
      });
      if (result.kind === "stored" && channels.length) worker.nudge();
      return result;
    },
    async limit(address) {
      if (!limiter) return undefined;
      try {
        await limiter.consume(address);
        return undefined;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async close() {
      clearInterval(retentionTimer);
      await worker.stop();
      await store.close();
    },
  };
}
