// @vitest-environment node
// The server-only addresses, the migrations folder and the data folder are each defined once.
// This test moves each definition (a module mock) and checks that every user of it follows:
// a second definition anywhere (a copied list, a literal "migrations" or "./data") stays
// where it was, and the case that reads it fails.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it, vi } from "vitest";

import { createTestStore } from "#app/db/test-stores.test-helpers.ts";
import type * as MigrationsFolderModule from "#app/db/migrations-folder.ts";
import type * as AllPagesModule from "#app/pages/all-pages.ts";
import { MIGRATIONS_FOLDER } from "#app/db/migrations-folder.ts";
import { DEFAULT_DATA_DIR } from "#app/site/data-folder.ts";
import { serverRouteOf } from "#app/wiring/server-routes.server.ts";
import { nginxAppConfig } from "../build/host-configs.ts";
import { main as inboxTool } from "../inbox.ts";
import { createSiteServer, startApp } from "../../server/serve.ts";
import { securityHeaders } from "../../app/wiring/security-headers.ts";

/** A route only the server has, added to the one list for this test. */
const PROBE_ROUTE = "/team-only/:id";
const PROBE_TABLE = "one_definition_probe";

vi.mock("#app/pages/all-pages.ts", async (importActual) => {
  const actual = await importActual<typeof AllPagesModule>();
  return { ...actual, serverPaths: [...actual.serverPaths, "/team-only/:id"] };
});

// The migrations folder moves to a copy with one more migration, which makes a probe table.
vi.mock("#app/db/migrations-folder.ts", async (importActual) => {
  const { MIGRATIONS_FOLDER: real } = await importActual<typeof MigrationsFolderModule>();
  const { cpSync, mkdtempSync, readFileSync, writeFileSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const folder = join(mkdtempSync(join(tmpdir(), "one-definition-")), "migrations");
  cpSync(real, folder, { recursive: true });
  const journalFile = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8"));
  const last = journal.entries.at(-1);
  journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: "9999_probe" });
  writeFileSync(journalFile, JSON.stringify(journal));
  writeFileSync(join(folder, "9999_probe.sql"), 'CREATE TABLE "one_definition_probe" (id int);');
  return { MIGRATIONS_FOLDER: folder };
});

vi.mock("#app/site/data-folder.ts", async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  return { DEFAULT_DATA_DIR: join(mkdtempSync(join(tmpdir(), "one-definition-data-")), "data") };
});

const scratch = mkdtempSync(join(tmpdir(), "one-definition-scratch-"));
afterAll(() => vi.restoreAllMocks());

async function hasProbeTable(dataDir: string) {
  const client = await PGlite.create(join(dataDir, "pgdata"));
  try {
    const { rows } = await client.query(`SELECT to_regclass('${PROBE_TABLE}') AS found`);
    return (rows[0] as { found: string | null }).found !== null;
  } finally {
    await client.close();
  }
}

describe("the addresses only the server answers", () => {
  it("reach the server in the Node server, the nginx config and the page renderer alike", async () => {
    expect(serverRouteOf("/team-only/7")).toBe(PROBE_ROUTE);

    const config = nginxAppConfig(securityHeaders(""), {});
    const proxied = [...config.matchAll(/location ~ (\S+) \{([^}]*)\}/g)].filter(([, , body]) =>
      body!.includes("proxy_pass"),
    );
    expect(proxied.some(([, pattern]) => new RegExp(pattern!).test("/team-only/7"))).toBe(true);

    const root = join(scratch, "client");
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, "404.html"), "<h1>Not found</h1>");
    const server = createSiteServer({
      root,
      app: {
        async handle(_req, res) {
          res.writeHead(299).end("the app");
        },
      },
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/team-only/7`);
      expect(response.status).toBe(299);
    } finally {
      server.close();
    }
  });
});

describe("the migrations folder", () => {
  it("is the one the storage tests' store applies", async () => {
    const store = await createTestStore("embedded");
    try {
      const result = await store.db.execute(`SELECT to_regclass('${PROBE_TABLE}') AS found`);
      const { rows } = result as unknown as { rows: { found: string | null }[] };
      expect(rows[0]?.found).not.toBeNull();
    } finally {
      await store.dispose();
    }
  });

  it("is the one the inbox tool applies", async () => {
    const dataDir = join(scratch, "inbox-tool");
    vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await inboxTool(["list-users"], { DATA_DIR: dataDir })).toBe(0);
    expect(await hasProbeTable(dataDir)).toBe(true);
  });

  it("is the one the Node server hands the server build", async () => {
    // A stand-in for React Router's server build: it records what the server starts it with.
    const buildFile = join(scratch, "server-build.mjs");
    writeFileSync(
      buildFile,
      `export const entry = { module: {
        startLeadServices: async (options) => {
          globalThis.startedWith = options;
          // PostgreSQL's settings: the accounts tool needs no socket to such a server.
          return {
            settings: { trustProxy: false, databaseUrl: "postgres://stand-in" },
            close: async () => {},
          };
        },
        loadContextFor: () => () => ({}),
        storeFailed: () => false,
        STORE_RETRY_AFTER_SECONDS: 30,
      } };
      export const routes = {};
      export const assets = { routes: {}, entry: { module: "", imports: [] }, url: "", version: "" };
      export const future = {};
      export const publicPath = "/";
      export const basename = "/";
      export const ssr = true;
      export const isSpaMode = false;
      export const prerender = [];
      export const routeDiscovery = { mode: "initial" };
      export const assetsBuildDirectory = "";`,
    );
    const app = await startApp({ buildFile, env: {} });
    await app.close();
    const { migrationsFolder } = Reflect.get(globalThis, "startedWith") as {
      migrationsFolder: string;
    };
    expect(migrationsFolder).toBe(MIGRATIONS_FOLDER);
    expect(existsSync(join(migrationsFolder, "9999_probe.sql"))).toBe(true);
  });
});

describe("the data folder", () => {
  it("is where the inbox tool and the server's settings look when DATA_DIR is not set", async () => {
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    expect(await inboxTool(["list-users"], {})).toBe(0);
    expect(lines.join("\n")).toContain(`the embedded store in ${resolve(DEFAULT_DATA_DIR)}`);
    expect(await hasProbeTable(resolve(DEFAULT_DATA_DIR))).toBe(true);

    const { readSettings } = await import("#app/site/settings.server.ts");
    expect(readSettings({}).dataDir).toBe(resolve(DEFAULT_DATA_DIR));
  });
});
