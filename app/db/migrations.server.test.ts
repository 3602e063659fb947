// @vitest-environment node
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { MIGRATIONS_FOLDER } from "./migrations-folder.ts";

const migrations = readdirSync(MIGRATIONS_FOLDER)
  .filter((file) => file.endsWith(".sql"))
  .sort()
  .map((file) => ({ file, sql: readFileSync(join(MIGRATIONS_FOLDER, file), "utf8") }));

describe("the store's migrations", () => {
  it("give every NOT NULL column added to an existing table a default for the rows it holds", () => {
    // A quote field added to the contract (app/site/quote-fields.ts) is a NOT NULL column; on a
    // store that holds leads, its migration fails at start unless the column says what the
    // leads already stored hold.
    const added = migrations.flatMap(({ file, sql }) =>
      [...sql.matchAll(/ALTER TABLE "(\w+)" ADD COLUMN "(\w+)" ([^;]*);/g)].map(
        ([, table, column, definition]) => ({ file, table, column, definition: definition! }),
      ),
    );
    expect(added.length).toBeGreaterThan(0);
    const unsafe = added.filter(
      ({ definition }) => /NOT NULL/.test(definition) && !/DEFAULT/.test(definition),
    );
    expect(unsafe).toEqual([]);
  });

  describe("against the schema", () => {
    const copy = mkdtempSync(join(tmpdir(), "migrations-"));
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    it("hold all of it: drizzle-kit finds nothing left to generate", () => {
      // The schema is built from the quote's contract: a field added there without its
      // migration fails here, not at a start that finds no column to write.
      const out = join(copy, "migrations");
      cpSync(MIGRATIONS_FOLDER, out, { recursive: true });
      const config = join(copy, "drizzle.config.ts");
      writeFileSync(
        config,
        `export default ${JSON.stringify({
          dialect: "postgresql",
          // drizzle-kit takes its paths relative to where it runs, as the project's config does.
          schema: "./app/db/schema.server.ts",
          out: relative(process.cwd(), out),
        })};\n`,
      );
      const run = spawnSync(
        process.execPath,
        [resolve("node_modules/drizzle-kit/bin.cjs"), "generate", `--config=${config}`],
        { encoding: "utf8" },
      );
      expect(run.status, run.stderr).toBe(0);
      expect(`${run.stdout}${run.stderr}`).toMatch(/No schema changes/);
      expect(readdirSync(out).filter((file) => file.endsWith(".sql"))).toHaveLength(
        migrations.length,
      );
    }, 60_000);
  });
});
