// Build time: in the pages of one language, every message becomes its text where it is used
// (vite.config.ts). Paraglide compiles each message into a function in one module per language;
// imported as such, every message a page used anywhere landed in the chunk all pages share
// (+2.7 KB brotli on every English page), and each call cost bytes of its own. Inlined, a
// message without placeholders is a string literal, one with placeholders the small function
// Paraglide compiled for it, both in the module that uses them, and the language's module of
// messages is no longer imported by any page.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { withoutSchema, type MessageLocale } from "./check-messages.ts";

const COMPILED_DIR = resolve(
  fileURLToPath(new URL("../../app/paraglide/messages", import.meta.url)),
);
const MESSAGES_DIR = resolve(fileURLToPath(new URL("../../messages", import.meta.url)));

/** Every message of one language, key → text, from messages/<area>/<locale>.json. */
export function messageTexts(locale: MessageLocale, dir = MESSAGES_DIR): Map<string, string> {
  const texts = new Map<string, string>();
  for (const area of readdirSync(dir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const file = JSON.parse(readFileSync(join(dir, area.name, `${locale}.json`), "utf8"));
    for (const [key, text] of Object.entries(withoutSchema(file as Record<string, unknown>)))
      texts.set(key, text);
  }
  return texts;
}

/** key → the JavaScript expression that stands for `m.key` in a page. */
export type MessageSources = ReadonlyMap<string, { expression: string; literal?: string }>;

// What Paraglide 2.25 writes for a message of the inlang message format: an arrow function
// returning one template literal whose only substitutions are its inputs (`${i?.name}`).
const COMPILED_MESSAGE =
  /^\((i?)\) => \{\n\treturn \/\*\* @type \{LocalizedString\} \*\/ \((`(?:[^`\\$]|\\.|\$\{i\?\.\w+\})*`)\)\n\}$/;

/** Every message of one language as an expression, from Paraglide's compiled module. */
export async function messageSources(
  locale: MessageLocale,
  dir = COMPILED_DIR,
): Promise<MessageSources> {
  const compiled = (await import(
    /* @vite-ignore */ pathToFileURL(join(dir, `${locale}.js`)).href
  )) as Record<string, (inputs?: unknown) => string>;
  const sources = new Map<string, { expression: string; literal?: string }>();
  for (const [key, message] of Object.entries(compiled)) {
    const match = COMPILED_MESSAGE.exec(message.toString());
    if (!match)
      throw new Error(
        `app/paraglide/messages/${locale}.js: "${key}" is not compiled as expected; update scripts/messages/inline-messages.ts`,
      );
    const [, input, template] = match as unknown as [string, string, string];
    sources.set(key, {
      expression: `((${input}) => ${template})`,
      literal: input ? undefined : JSON.stringify(message()),
    });
  }
  return sources;
}

/**
 * `m.key()` → "its text"; `m.key({ … })` and a reference `m.key` → the message's own function,
 * inline. null when nothing changed. An unknown key is left alone (the type check names it).
 */
export function inlineMessages(code: string, sources: MessageSources): string | null {
  let changed = false;
  const inlined = code.replace(/(?<![\w$.])m\.(\w+)(\(\))?/g, (use, key: string, call?: string) => {
    const source = sources.get(key);
    if (!source) return use;
    changed = true;
    if (call) return source.literal ?? `${source.expression}()`;
    return source.expression;
  });
  return changed ? inlined : null;
}
