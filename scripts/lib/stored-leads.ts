// How many leads a stopped server left in its data folder, read as a restart would (through
// the app's own store module).
import { leads } from "#app/db/schema.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";

export async function storedLeads(dataDir: string): Promise<number> {
  const store = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    return await store.db.$count(leads);
  } finally {
    await store.close();
  }
}
