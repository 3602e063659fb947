// `npm run messages`: checks the interface texts (messages/<area>/<locale>.json) and compiles
// them with Paraglide into app/paraglide/ (generated, not committed): one function per message
// (docs/decisions/028-languages-built-apart.md). Run by the build, the type check, the unit
// tests and `npm run dev`; a missing or extra message fails it, naming the key and language.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { compile } from "@inlang/paraglide-js";

import { checkMessageFolder } from "./check-messages.ts";

const ROOT = resolve(fileURLToPath(new URL("../..", import.meta.url)));

export async function compileMessages(): Promise<void> {
  const settings = JSON.parse(readFileSync(join(ROOT, "project.inlang/settings.json"), "utf8")) as {
    "plugin.inlang.messageFormat": { pathPattern: string[] };
  };
  const problems = checkMessageFolder(ROOT, settings["plugin.inlang.messageFormat"].pathPattern);
  if (problems.length)
    throw new Error(
      `messages: ${problems.length} problems\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
  await compile({
    project: join(ROOT, "project.inlang"),
    outdir: join(ROOT, "app/paraglide"),
    // The pages never guess a language: each build is one language (the constant below), and
    // the server names the language of each message it writes ({ locale }).
    strategy: ["baseLocale"],
    emitTsDeclarations: true,
    // Set by vite.config.ts in each language's build, so the bundler keeps only that language's
    // text of every message; left unset in the server, which answers in all three.
    experimentalStaticLocale: "typeof __SITE_LANG__ === 'undefined' ? undefined : __SITE_LANG__",
  });
}

if (import.meta.main) {
  try {
    await compileMessages();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The compiler leaves a handle open for half a minute after it is done.
  process.exit(0);
}
