// @vitest-environment node
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { PgDialect } from "drizzle-orm/pg-core";
import { expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { SEARCHED_FIELDS } from "#app/site/quote-fields.ts";

import { searchText } from "./lead-list.server.ts";

it("searches the text the trigram index of migration 0002 is built on", () => {
  // The index answers `searchText ilike …` only while both are the same expression: a field
  // marked searched in the contract (app/site/quote-fields.ts) needs a migration that rebuilds it.
  const migration = readFileSync(join(MIGRATIONS_FOLDER, "0002_search.sql"), "utf8");
  const indexed = /USING gin \((lower\(.*\)) gin_trgm_ops\)/.exec(migration)?.[1];
  const searched = new PgDialect().sqlToQuery(searchText).sql.replaceAll('"leads".', "");
  expect(searched.replace(/\s+/g, " ")).toBe(indexed);
  expect(SEARCHED_FIELDS).toEqual(["name", "email", "whatsapp", "message"]);
});
