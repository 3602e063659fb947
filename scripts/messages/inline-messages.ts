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

import MagicString from "magic-string";

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

/**
 * key → how `m.key` is written in a page: its function as an expression, its template literal
 * (substitutions `${i?.name}`), and for a message without placeholders its text as a literal.
 */
export type MessageSource = { expression: string; template: string; literal?: string };
export type MessageSources = ReadonlyMap<string, MessageSource>;

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
  const sources = new Map<string, MessageSource>();
  for (const [key, message] of Object.entries(compiled)) {
    const match = COMPILED_MESSAGE.exec(message.toString());
    if (!match)
      throw new Error(
        `app/paraglide/messages/${locale}.js: "${key}" is not compiled as expected; update scripts/messages/inline-messages.ts`,
      );
    const [, input, template] = match as unknown as [string, string, string];
    sources.set(key, {
      expression: `((${input}) => ${template})`,
      template,
      literal: input ? undefined : JSON.stringify(message()),
    });
  }
  return sources;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Every node of an ESTree tree, parents before children. */
function* nodesOf(node: unknown): Generator<Node> {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodesOf(child);
    return;
  }
  if (typeof (node as Node).type === "string") yield node as Node;
  for (const [key, value] of Object.entries(node))
    if (key !== "type" && value && typeof value === "object") yield* nodesOf(value);
}

/**
 * The local name a module gives an import: Paraglide's messages (`import { m } from
 * "#app/paraglide/messages.js"`) or its runtime's getLocale.
 */
function importedName(program: Node, from: string, imported: string): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== "ImportDeclaration") continue;
    if ((statement.source as { value: string }).value !== from) continue;
    for (const specifier of statement.specifiers as Node[])
      if (
        specifier.type === "ImportSpecifier" &&
        (specifier.imported as { name: string }).name === imported
      )
        return (specifier.local as { name: string }).name;
  }
  return undefined;
}

/**
 * `m.key({ name: expression })` as the message's template with the expressions in place, when
 * the argument is a plain object literal naming every placeholder; undefined otherwise.
 */
function substituted(code: string, source: MessageSource, argument: Node): string | undefined {
  if (argument.type !== "ObjectExpression") return undefined;
  const values = new Map<string, string>();
  for (const property of argument.properties as Node[]) {
    const key = property.key as Node & { name?: string };
    if (property.type !== "Property" || property.computed || key.type !== "Identifier")
      return undefined;
    const value = property.value as Node;
    values.set(key.name!, code.slice(value.start, value.end));
  }
  let complete = true;
  const template = source.template.replace(/\$\{i\?\.(\w+)\}/g, (_use, name: string) => {
    const value = values.get(name);
    if (value === undefined) complete = false;
    return `\${(${value})}`;
  });
  return complete ? template : undefined;
}

/** A name, a literal, or an object of those: an expression whose reading does nothing. */
function withoutEffects(node: Node): boolean {
  if (node.type === "Identifier" || node.type === "Literal") return true;
  return (
    node.type === "ObjectExpression" &&
    (node.properties as Node[]).every(
      (property) =>
        property.type === "Property" &&
        !property.computed &&
        withoutEffects(property.value as Node),
    )
  );
}

/**
 * In one module of a page (JavaScript, after TypeScript and JSX are compiled): `m.key()` →
 * "its text"; `m.key({ name })` → its template with the values in place; any other use of
 * `m.key` → the message's own function; `getLocale()` → the page's language, so that the
 * minifier folds every test of it (`getLocale() === "en"`) and drops the other languages'
 * branches. null when the module uses neither.
 */
export function inlineMessages(
  code: string,
  sources: MessageSources,
  parse: (code: string) => unknown,
  locale: MessageLocale,
): MagicString | null {
  if (!code.includes("#app/paraglide/")) return null;
  const program = parse(code) as Node;
  const name = importedName(program, "#app/paraglide/messages.js", "m");
  const localeName = importedName(program, "#app/paraglide/runtime.js", "getLocale");
  if (!name && !localeName) return null;
  const edits = new MagicString(code);
  const isMessage = (node: Node | undefined): node is Node =>
    node?.type === "MemberExpression" &&
    !node.computed &&
    (node.object as Node & { name?: string }).type === "Identifier" &&
    (node.object as { name: string }).name === name &&
    sources.has((node.property as { name: string }).name);
  const isLocale = (node: Node) =>
    node.type === "CallExpression" &&
    (node.arguments as Node[]).length === 0 &&
    (node.callee as Node).type === "Identifier" &&
    (node.callee as Node & { name: string }).name === localeName;
  const done = new Set<Node>();
  for (const node of nodesOf(program)) {
    if (done.has(node)) continue;
    if (localeName && isLocale(node)) {
      edits.overwrite(node.start, node.end, JSON.stringify(locale));
    } else if (node.type === "CallExpression" && isMessage(node.callee as Node)) {
      const callee = node.callee as Node;
      const source = sources.get((callee.property as { name: string }).name)!;
      const args = node.arguments as Node[];
      // A page's module has its language's messages only, which ignore the options argument
      // (`{ locale }`): it is left out when reading it has no effect.
      const [inputs, options] = args;
      const inline =
        args.length === 0
          ? (source.literal ?? `${source.expression}()`)
          : args.length <= 2 && (!options || withoutEffects(options))
            ? substituted(code, source, inputs!)
            : undefined;
      done.add(callee);
      if (inline) {
        // The whole call is rewritten: a message among its values stays as written.
        edits.overwrite(node.start, node.end, inline);
        for (const inner of nodesOf(args)) done.add(inner);
      } else {
        edits.overwrite(callee.start, callee.end, source.expression);
      }
    } else if (isMessage(node)) {
      edits.overwrite(
        node.start,
        node.end,
        sources.get((node.property as { name: string }).name)!.expression,
      );
    }
  }
  return edits.hasChanged() ? edits : null;
}

const STRING = String.raw`"(?:[^"\\]|\\.)*"`;
const LOCALIZED = new RegExp(
  String.raw`\{\s*en:\s*(${STRING}),\s*mr:\s*(${STRING}),\s*hi:\s*(${STRING}),?\s*\}`,
  "g",
);

/**
 * The site config's texts in three languages (`{ en: "…", mr: "…", hi: "…" }`, app/site/site.config.ts)
 * keep only the build's language in its pages: the config reaches every page, and the other
 * two languages' words would ride along (about 420 B brotli on each English page).
 */
export function keepLanguage(code: string, locale: MessageLocale): MagicString | null {
  const edits = new MagicString(code);
  for (const match of code.matchAll(LOCALIZED)) {
    const [literal, en, mr, hi] = match as unknown as [string, string, string, string];
    edits.overwrite(
      match.index,
      match.index + literal.length,
      `{ ${locale}: ${{ en, mr, hi }[locale]} }`,
    );
  }
  return edits.hasChanged() ? edits : null;
}
