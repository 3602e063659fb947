// How many leads a stopped server left in its data folder, read as a restart would (through
// the app's own store module, loaded by Vite so that the TypeScript runs as it is).
import { loadAppModule } from "./load-app-module.ts";

/**
 * @param {string} dataDir
 * @returns {Promise<number>}
 */
export async function storedLeads(dataDir: string): Promise<number> {
  /** @type {typeof import("#app/leads/store.server.ts")} */
  const { openStore } = await loadAppModule("app/leads/store.server.ts");
  /** @type {typeof import("#app/leads/schema.server.ts")} */
  const { leads } = await loadAppModule("app/leads/schema.server.ts");
  const store = await openStore({ dataDir });
  try {
    return await store.db.$count(leads);
  } finally {
    await store.close();
  }
}
