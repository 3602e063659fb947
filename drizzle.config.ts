import { relative } from "node:path";

import { defineConfig } from "drizzle-kit";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";

// `npm run db:generate`: writes the next migration for app/db/schema.server.ts into the one
// migrations folder the server, the tools and the tests apply.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.server.ts",
  out: relative(process.cwd(), MIGRATIONS_FOLDER),
});
