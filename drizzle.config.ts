import { defineConfig } from "drizzle-kit";

// `npm run db:generate`: writes the next migration for app/leads/schema.server.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/leads/schema.server.ts",
  out: "./migrations",
});
