import { join } from "node:path";

/**
 * The store's migrations (written by drizzle-kit: `npm run db:generate`), applied at every
 * start by whoever opens the store. Found beside this file, so it holds wherever the project
 * is started from. Run by Node, never bundled: the server (server/serve.ts) hands it to the
 * server build, and the tools and tests import it.
 */
export const MIGRATIONS_FOLDER = join(
  // drizzle-kit loads its config (and so this file) as CommonJS, where import.meta is empty
  // and __dirname is what it has.
  import.meta.dirname ?? __dirname,
  "migrations",
);
