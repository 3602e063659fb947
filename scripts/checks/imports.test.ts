import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { checkImports, outsideTheTable } from "./imports.ts";

// A small tree laid out as the repository is, checked against the real layer table.
let root = "";

function plant(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "imports-check-"));
  const all: Record<string, string> = {
    "package.json": JSON.stringify({ type: "module", imports: { "#app/*": "./app/*" } }),
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        module: "ES2022",
        moduleResolution: "bundler",
        allowImportingTsExtensions: true,
        noEmit: true,
        jsx: "react-jsx",
      },
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const violated = async () => {
  const { result } = await checkImports(root);
  return result.summary.violations.map(
    (violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`,
  );
};

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm run check:imports", () => {
  it("passes a tree that imports downwards only", async () => {
    plant({
      "app/lib/format.ts": "export const format = (n: number) => String(n);\n",
      "app/routes/home.tsx":
        'import { format } from "#app/lib/format.ts";\nexport const x = format(1);\n',
    });
    expect(await violated()).toEqual([]);
  });

  it("refuses a circle between files, type imports included", async () => {
    plant({
      "app/db/a.ts": 'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
      "app/db/b.ts": 'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
    });
    const found = await violated();
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((violation) =>
        /^no-circle: app\/db\/[ab]\.ts → app\/db\/[ab]\.ts$/.test(violation),
      ),
    ).toBe(true);
  });

  it("refuses an import that runs back up, and lets a test import from above", async () => {
    plant({
      "app/routes/home.tsx": "export const title = 'Home';\n",
      "app/lib/title.ts": 'export { title } from "#app/routes/home.tsx";\n',
      "app/lib/title.test.ts": 'import { title } from "#app/routes/home.tsx";\nvoid title;\n',
    });
    expect(await violated()).toEqual(["layer-lib: app/lib/title.ts → app/routes/home.tsx"]);
  });

  it("keeps features apart and reached through their entries", async () => {
    plant({
      "app/blog/index.ts": 'export { card } from "./card.ts";\n',
      "app/blog/card.ts": "export const card = 'card';\n",
      "app/site/quote-fields.ts": "export const FIELDS = ['name'];\n",
      "app/leads/store.ts": 'export { FIELDS } from "#app/site/quote-fields.ts";\n',
      "app/quote/uses-blog.ts": 'export { card } from "#app/blog/index.ts";\n',
      "app/routes/list.tsx": 'export { card } from "#app/blog/card.ts";\n',
    });
    expect((await violated()).sort()).toEqual([
      "apart-in-features: app/quote/uses-blog.ts → app/blog/index.ts",
      "entries-of-app-blog: app/routes/list.tsx → app/blog/card.ts",
    ]);
  });

  it("lets the inbox's pages read inside it, and the server's wiring only through its entries", async () => {
    plant({
      "app/inbox/index.server.ts": 'export { listLeads } from "./leads/lead-list.server.ts";\n',
      "app/inbox/leads/lead-list.server.ts": "export const listLeads = () => [];\n",
      "app/routes/admin-leads.tsx":
        'export { listLeads } from "#app/inbox/leads/lead-list.server.ts";\n',
      "app/wiring/uses-inbox.ts": 'export { listLeads } from "#app/inbox/index.server.ts";\n',
      "app/wiring/reaches-in.ts":
        'export { listLeads } from "#app/inbox/leads/lead-list.server.ts";\n',
    });
    expect(await violated()).toEqual([
      "entries-of-app-inbox: app/wiring/reaches-in.ts → app/inbox/leads/lead-list.server.ts",
    ]);
  });

  it("keeps test helpers out of the product", async () => {
    plant({
      "app/db/stores.test-helpers.ts": "export const store = {};\n",
      "app/db/open.ts": 'export { store } from "./stores.test-helpers.ts";\n',
      "app/db/open.test.ts": 'import { store } from "./stores.test-helpers.ts";\nvoid store;\n',
    });
    expect(await violated()).toEqual([
      "test-helpers-for-tests: app/db/open.ts → app/db/stores.test-helpers.ts",
    ]);
  });

  it("names a file that no layer holds", async () => {
    plant({ "app/loose.ts": "export const loose = 1;\n" });
    const { result } = await checkImports(root);
    expect(outsideTheTable(result)).toEqual(["app/loose.ts"]);
  });
});

describe("the layer table's other readers", () => {
  it("keeps the inbox's components out of the public stylesheet's sources (app/app.css)", async () => {
    const { readFileSync, readdirSync } = await import("node:fs");
    const { CHUNK_GROUPS } = await import("../../layers.config.ts");
    const repository = join(import.meta.dirname, "../..");
    const left = [
      ...readFileSync(join(repository, "app/app.css"), "utf8").matchAll(
        /@source not "\.\/([^"]+)"/g,
      ),
    ].map(([, path]) => `app/${path}`);
    const inbox = CHUNK_GROUPS.find((group) => group.name === "inbox")!;
    const inboxComponents = inbox.paths.filter(
      (path) =>
        path.endsWith("/") &&
        readdirSync(join(repository, path), { recursive: true }).some((file) =>
          String(file).endsWith(".tsx"),
        ),
    );
    // The inbox's folders with components, and its routes.
    expect(left.sort()).toEqual(
      [...inboxComponents.map((path) => path.slice(0, -1)), "app/routes/admin-*.tsx"].sort(),
    );
  });
});
