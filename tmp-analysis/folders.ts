import { checkImports, rulesOf } from "../scripts/checks/imports.ts";
const root = process.argv[2]!;
const { result } = await checkImports(root, rulesOf());
const folderOf = (p: string) => p.split("/").slice(0, -1).join("/");
const own = result.modules.filter((m) => !m.coreModule && !m.couldNotResolve && !m.source.startsWith("node_modules/") && !m.source.startsWith("app/paraglide/"));
const folders = new Set(own.map((m) => folderOf(m.source)));
const edges = new Set<string>();
let imports = 0;
for (const m of own) for (const d of m.dependencies) {
  if (d.coreModule || d.couldNotResolve || d.resolved.startsWith("node_modules/") || d.resolved.startsWith("app/paraglide/")) continue;
  if (folderOf(d.resolved) !== folderOf(m.source)) { edges.add(`${folderOf(m.source)} -> ${folderOf(d.resolved)}`); imports++; }
}
const appRoot = own.filter((m) => /^app\/[^/]+\.(ts|tsx)$/.test(m.source) && !/\.test\./.test(m.source)).map((m) => m.source);
console.log({ files: own.length, folders: folders.size, folderPairs: edges.size, importsAcrossFolders: imports, appRootModules: appRoot.length, appRoot });
