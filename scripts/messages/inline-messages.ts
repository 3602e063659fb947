// Build time: a message without placeholders becomes its text in the pages of one language
// (vite.config.ts). Paraglide compiles every message into a function, called where the page
// shows it; on the English pages each such call cost a few bytes more than the words it
// returns, hundreds of times over, against the 1 KB for everything a second and third
// language add. A call with placeholders (`m.key({ city })`) stays a call.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import { withoutSchema, type MessageLocale } from "./check-messages.ts";

const MESSAGES_DIR = resolve(fileURLToPath(new URL("../../messages", import.meta.url)));

/** Every message of one language, key → text, from messages/<area>/<locale>.json. */
export function messageTexts(locale: MessageLocale, dir = MESSAGES_DIR): Map<string, string> {
  const texts = new Map<string, string>();
  for (const area of readdirSync(dir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  )) {
    const messages = withoutSchema(
      JSON.parse(readFileSync(join(dir, area.name, `${locale}.json`), "utf8")) as Record<
        string,
        unknown
      >,
    );
    for (const [key, text] of Object.entries(messages)) texts.set(key, text);
  }
  return texts;
}

/**
 * `m.key()` → "its text", for every key without placeholders; null when nothing changed.
 * Messages with placeholders and unknown keys are left to the compiled functions.
 */
export function inlineMessages(code: string, texts: ReadonlyMap<string, string>): string | null {
  let changed = false;
  const inlined = code.replace(/\bm\.(\w+)\(\)/g, (call, key: string) => {
    const text = texts.get(key);
    if (text === undefined || /\{\w+\}/.test(text)) return call;
    changed = true;
    return JSON.stringify(text);
  });
  return changed ? inlined : null;
}
