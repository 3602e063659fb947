import { leads, type Lead } from "#app/db/schema.server.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { openStore } from "#app/db/store.server.ts";

/** Every lead in a stopped server's data folder, oldest first, read as a restart would. */
export async function storedLeads(dataDir: string): Promise<Lead[]> {
  const store = await openStore({ dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const rows = await store.db.select().from(leads);
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  } finally {
    await store.close();
  }
}
