// `npm run check:paths`: every repository path the README, the topic pages under docs/, the
// folder READMEs and the code's comments name exists, so that a moved file takes its mentions
// along. Decision records and applied migrations are history and stay as they were written.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The top-level folders whose paths are checked where they are named. */
const TOP = ["app", "server", "scripts", "e2e", "faults", "docs", "content", "public", "artwork"];
const PATH = new RegExp(String.raw`(?<![\w./#@-])((?:${TOP.join("|")})/[\w.*@+/-]*[\w*/])`, "g");
/** Markdown links to files: `[text](../app/x.ts)`. */
const LINK = /\]\((?!https?:|mailto:|#)([^)\s#]+)(?:#[^)]*)?\)/g;
const HISTORY = /^docs\/decisions\/|^app\/db\/migrations\//;

export type Missing = { file: string; line: number; path: string };

/** A glob's fixed start ("app/routes/admin-*.tsx" → "app/routes/") exists, and so does a match. */
function exists(root: string, path: string, tracked: readonly string[]): boolean {
  const clean = path.replace(/[.,:;]+$/, "");
  // A decision named by its number ("docs/decisions/028"), files named by their stem
  // ("public/media/hero-poster" for its .avif and .webp): a tracked file continues it.
  const continued = (file: string) => file.startsWith(`${clean}-`) || file.startsWith(`${clean}.`);
  if (!clean.includes("*")) return existsSync(join(root, clean)) || tracked.some(continued);
  const pattern = new RegExp(
    `^${clean
      .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
      .split("**")
      .map((part) => part.replace(/\*/g, "[^/]*"))
      .join(".*")}`,
  );
  return tracked.some((file) => pattern.test(file));
}

/** The lines of a code file that are comments (`//`, `/*`, ` *`). */
const commentLines = (text: string) =>
  text.split("\n").map((line) => (/^\s*(\/\/|\/\*|\*)/.test(line) ? line : ""));

export function missingPaths(root: string): Missing[] {
  const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  const documents = tracked.filter(
    (file) =>
      (file === "README.md" || /(^docs\/|\/README\.md$)/.test(file)) && file.endsWith(".md"),
  );
  const code = tracked.filter(
    (file) => /\.(ts|tsx|css)$/.test(file) && !file.startsWith("app/paraglide/"),
  );
  const missing: Missing[] = [];
  for (const file of [...documents, ...code]) {
    if (HISTORY.test(file) || !existsSync(join(root, file))) continue;
    const text = readFileSync(join(root, file), "utf8");
    const lines = file.endsWith(".md") ? text.split("\n") : commentLines(text);
    lines.forEach((line, index) => {
      for (const [, path] of line.matchAll(PATH)) {
        if (path && !exists(root, path, tracked)) missing.push({ file, line: index + 1, path });
      }
      if (!file.endsWith(".md")) return;
      for (const [, target] of line.matchAll(LINK)) {
        if (!target) continue;
        const path = relative(root, normalize(resolve(root, dirname(file), decodeURI(target))));
        if (!path.startsWith("..") && !exists(root, path, tracked))
          missing.push({ file, line: index + 1, path });
      }
    });
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(import.meta.dirname, "../..");
  const missing = missingPaths(root);
  for (const { file, line, path } of missing)
    console.error(`${file}:${line}: no such path: ${path}`);
  if (missing.length) process.exit(1);
  console.log("check:paths: every path the README, docs and comments name exists");
}
