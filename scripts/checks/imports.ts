// `npm run check:imports`: every static, dynamic and type import of the tree held to the layer
// table (layers.config.ts), and no circle between files. dependency-cruiser reads and resolves
// the imports (TypeScript's own parser, the package's `#app/*` imports); the rules it checks
// are drawn from the table here, so the table stays the one place the layers are written.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { cruise, format, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

import { ALLOWED_AGAINST_TABLE, LAYERS, type Layer } from "../../layers.config.ts";

/** The tree the check reads, from the repository's root. */
export const CHECKED = ["app", "server", "scripts", "e2e", "faults"];
const ROOT_CONFIGS = LAYERS.flatMap((layer) => layer.paths).filter((path) => !path.includes("/"));

/** Test files: they may import from any layer. */
const TEST = String.raw`\.test\.tsx?$|^e2e/|^faults/|^(playwright|vitest)[\w.]*\.config\.ts$|^vitest\.setup\.ts$`;
/** Test helpers: for tests (and other helpers) alone; like tests, they may import from any layer. */
const TEST_HELPER = String.raw`\.test-helpers\.tsx?$|^e2e/|^faults/`;
const TEST_CODE = `${TEST}|${TEST_HELPER}`;
/** React Router's generated route types (`./+types/…`), found by TypeScript through rootDirs. */
const ROUTE_TYPES = String.raw`(^|/)\+types/`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A folder ("app/db/") matches what is under it; a file only itself. */
const pattern = (path: string) => `^${escape(path)}${path.endsWith("/") ? "" : "$"}`;
const anyOf = (paths: readonly string[]) => paths.map(pattern).join("|");

/** The table's paths lying inside `path` that another entry of the table claims. */
function claimedInside(path: string, table: readonly Layer[]): string[] {
  if (!path.endsWith("/")) return [];
  return table
    .flatMap((layer) => layer.paths)
    .filter((other) => other !== path && other.startsWith(path));
}

/** A path's own files: under it, minus what a deeper entry of the table claims. */
function own(path: string, table: readonly Layer[]) {
  const inside = claimedInside(path, table);
  return { path: pattern(path), ...(inside.length ? { pathNot: anyOf(inside) } : {}) };
}

/** Where a path of the table lies: its layer's index. */
function layerOf(path: string, table: readonly Layer[]): number {
  let best = { index: -1, length: -1 };
  table.forEach((layer, index) =>
    layer.paths.forEach((candidate) => {
      const inside = candidate.endsWith("/") ? path.startsWith(candidate) : path === candidate;
      if (inside && candidate.length > best.length) best = { index, length: candidate.length };
    }),
  );
  return best.index;
}

/** dependency-cruiser's rules, drawn from the table. */
export function rulesOf(
  table: readonly Layer[] = LAYERS,
  allowed: typeof ALLOWED_AGAINST_TABLE = ALLOWED_AGAINST_TABLE,
): IForbiddenRuleType[] {
  const rules: IForbiddenRuleType[] = [
    {
      name: "no-circle",
      comment: "Files that import one another, however far round: one of them belongs lower.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "resolves",
      comment: "An import that names no file.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ROUTE_TYPES },
    },
    {
      name: "test-helpers-for-tests",
      comment: "Test helpers are for tests: the product never loads them.",
      severity: "error",
      from: { pathNot: TEST_CODE },
      to: { path: TEST_HELPER },
    },
  ];
  const exceptionsFrom = (path: string) =>
    allowed.filter((exception) => exception.from === path || exception.from.startsWith(path));

  table.forEach((layer, index) => {
    const above = table.slice(index + 1).flatMap((higher) => higher.paths);
    for (const path of layer.paths) {
      const from = own(path, table);
      const exceptions = exceptionsFrom(path);
      if (above.length) {
        // Paths of a lower layer claimed inside a higher one's folder stay allowed.
        const lowerInside = above.flatMap((higher) =>
          claimedInside(higher, table).filter((inner) => layerOf(inner, table) <= index),
        );
        rules.push({
          name: `layer-${layer.name}`,
          comment: `${path} (${layer.name}: ${layer.holds}) imports from a layer above it.`,
          severity: "error",
          from: { ...from, pathNot: [from.pathNot, TEST_CODE].filter(Boolean).join("|") },
          to: {
            path: anyOf(above),
            ...(lowerInside.length || exceptions.length
              ? { pathNot: anyOf([...lowerInside, ...exceptions.map((e) => e.to)]) }
              : {}),
          },
        });
      }
      // Folders of the same layer meet only where the table says (its single files, the
      // framework's, are free within it).
      const neighbours = layer.paths.filter(
        (other) =>
          path.endsWith("/") &&
          other.endsWith("/") &&
          other !== path &&
          !(layer.reaches?.[path] ?? []).includes(other),
      );
      if (neighbours.length) {
        rules.push({
          name: `apart-in-${layer.name}`,
          comment: `${path} imports from a folder of its own layer that layers.config.ts does not let it reach.`,
          severity: "error",
          from: { ...from, pathNot: [from.pathNot, TEST_CODE].filter(Boolean).join("|") },
          to: { path: anyOf(neighbours) },
        });
      }
    }
    for (const [folder, entries] of Object.entries(layer.entries ?? {})) {
      rules.push({
        name: `entries-of-${folder.replace(/\/$/, "").replaceAll("/", "-")}`,
        comment: `${folder} is imported through ${entries.join(", ")}.`,
        severity: "error",
        from: {
          pathNot: [
            pattern(folder),
            ...(layer.insiders?.[folder] ?? []).map((prefix) => `^${escape(prefix)}`),
            TEST_CODE,
          ].join("|"),
        },
        to: { path: pattern(folder), pathNot: anyOf(entries) },
      });
    }
    for (const [folder, { to, why, unlessDynamic }] of Object.entries(layer.keepsOut ?? {})) {
      rules.push({
        name: `keeps-out-of-${folder.replace(/\/$/, "").replaceAll("/", "-")}`,
        comment: `${folder}: ${why}.`,
        severity: "error",
        from: { path: pattern(folder), pathNot: TEST_CODE },
        to: {
          path: to.join("|"),
          ...(unlessDynamic ? { dependencyTypesNot: ["dynamic-import" as const] } : {}),
        },
      });
    }
  });
  return rules;
}

/** The files read that no layer of the table holds. */
export function outsideTheTable(result: ICruiseResult, table: readonly Layer[] = LAYERS) {
  return result.modules
    .filter((module) => !module.couldNotResolve && !module.coreModule)
    .map((module) => module.source)
    .filter((source) => !source.startsWith("node_modules/") && !source.startsWith("app/paraglide/"))
    .filter((source) => !/^[^/]+$/.test(source) || ROOT_CONFIGS.includes(source))
    .filter((source) => layerOf(source, table) < 0);
}

/** Reads the tree under `root` and returns the imports against the table, formatted. */
export async function checkImports(
  root: string,
  rules: IForbiddenRuleType[] = rulesOf(),
): Promise<{ violations: number; report: string; modules: number; result: ICruiseResult }> {
  const previous = process.cwd();
  // dependency-cruiser reads paths from the working folder.
  process.chdir(root);
  try {
    const tsConfig = extractTSConfig(resolve(root, "tsconfig.json"));
    const reported = await cruise(
      [...CHECKED, ...ROOT_CONFIGS].filter((path) => existsSync(resolve(root, path))),
      {
        validate: true,
        ruleSet: { forbidden: rules },
        tsPreCompilationDeps: true,
        tsConfig: { fileName: "tsconfig.json" },
        // The compiled interface texts (app/paraglide/, generated) are imported, not read.
        doNotFollow: { path: "^node_modules/|^app/paraglide/" },
        exclude: { path: "^(node_modules|build)/" },
        enhancedResolveOptions: {
          exportsFields: ["exports"],
          conditionNames: ["import", "require", "node", "default", "types"],
          extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
        },
        combinedDependencies: true,
      },
      { bustTheCache: true },
      { tsConfig },
    );
    const result = reported.output as ICruiseResult;
    const text = await format(result, { outputType: "err" });
    return {
      violations: result.summary.violations.length,
      report: String(text.output),
      modules: result.summary.totalCruised,
      result,
    };
  } finally {
    process.chdir(previous);
  }
}

/** The table as text, highest layer first (`npm run check:imports -- --table`). */
export function drawTable(table: readonly Layer[] = LAYERS): string {
  const rows = [...table].reverse().map((layer) => {
    const meets = Object.entries(layer.reaches ?? {}).map(
      ([from, to]) => `${from} → ${to.join(", ")}`,
    );
    const entries = Object.entries(layer.entries ?? {}).map(
      ([folder, files]) =>
        `${folder} through ${files.map((f) => f.slice(folder.length)).join(", ")}`,
    );
    const insiders = Object.entries(layer.insiders ?? {}).map(
      ([folder, prefixes]) => `${folder} by ${prefixes.map((p) => `${p}*`).join(", ")}`,
    );
    return [
      `${layer.name.padEnd(10)} ${layer.paths.join("  ")}`,
      ...(meets.length ? [`${"".padEnd(10)}   meet: ${meets.join("; ")}`] : []),
      ...(entries.length ? [`${"".padEnd(10)}   entries: ${entries.join("; ")}`] : []),
      ...(insiders.length ? [`${"".padEnd(10)}   read inside: ${insiders.join("; ")}`] : []),
    ].join("\n");
  });
  return `${rows.join("\n     ↓\n")}\n(each layer imports from itself and those below it)`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--table")) {
    console.log(drawTable());
    process.exit(0);
  }
  const root = resolve(import.meta.dirname, "../..");
  const { violations, report, modules, result } = await checkImports(root);
  const outside = outsideTheTable(result);
  for (const file of outside) console.error(`  ${file}: in no layer of layers.config.ts`);
  if (violations || outside.length) {
    console.error(report);
    process.exit(1);
  }
  console.log(`check:imports: ${modules} files, no circle, no import against layers.config.ts`);
}
