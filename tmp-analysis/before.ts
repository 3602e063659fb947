import { checkImports, outsideTheTable, rulesOf } from "../scripts/checks/imports.ts";
import { LAYERS, type Layer } from "../layers.config.ts";
// The same table, with the old tree's places for what moved.
const extra: Record<string, string[]> = {
  site: ["app/site.config.ts", "app/site-config-schema.ts", "app/site-languages.ts", "app/settings.server.ts", "app/db/data-folder.ts"],
  pages: ["app/site-pages.ts", "app/admin-pages.ts", "app/all-pages.ts", "app/language-routes.ts", "app/lib/structured-data.ts"],
  ui: ["app/components/ui/"],
  wiring: ["app/prerender-paths.ts", "app/server-routes.server.ts", "app/services.server.ts", "app/router-context.ts", "app/request-origin.server.ts", "app/refused-origins.server.ts", "server/security-headers.ts"],
  tools: ["app/sample-content.ts"],
  configs: ["app/test-setup.ts"],
};
const table: Layer[] = LAYERS.map((layer) => ({ ...layer, paths: [...layer.paths, ...(extra[layer.name] ?? [])] }));
const { result } = await checkImports("/work/main", rulesOf(table));
const byRule = new Map<string, number>();
for (const v of result.summary.violations) byRule.set(v.rule.name.replace(/-.*/, ""), (byRule.get(v.rule.name.replace(/-.*/, "")) ?? 0) + 1);
console.log(result.summary.violations.length, byRule, "outside:", outsideTheTable(result, table).length);
for (const v of result.summary.violations) console.log(`${v.rule.name}: ${v.from} → ${v.to}`);
console.log(outsideTheTable(result, table));
