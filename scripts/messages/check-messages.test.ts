// @vitest-environment node
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import {
  checkArea,
  checkMessageFolder,
  checkUniqueKeys,
  type MessageFile,
} from "./check-messages.ts";

const area = (en: object, mr: object, hi: object): MessageFile[] => [
  { file: "messages/home/en.json", locale: "en", messages: en as Record<string, string> },
  { file: "messages/home/mr.json", locale: "mr", messages: mr as Record<string, string> },
  { file: "messages/home/hi.json", locale: "hi", messages: hi as Record<string, string> },
];

describe("the interface texts' checks", () => {
  it("passes three languages with the same keys and placeholders", () => {
    expect(
      checkArea(
        area({ a: "Call {phone}" }, { a: "{phone} वर फोन करा" }, { a: "{phone} पर कॉल करें" }),
      ),
    ).toEqual([]);
  });

  it("names a missing and an extra message with its key and language", () => {
    expect(checkArea(area({ a: "A", b: "B" }, { a: "अ" }, { a: "अ", b: "ब", c: "क" }))).toEqual(
      // In the site's order of languages (app/site/site-languages.ts).
      [
        'messages/home/hi.json: extra message "c" (language hi), not in messages/home/en.json',
        'messages/home/mr.json: missing message "b" (language mr)',
      ],
    );
  });

  it("refuses a language file that is not there, an empty text, a lost placeholder and Devanagari digits", () => {
    const problems = checkArea([
      {
        file: "messages/home/en.json",
        locale: "en",
        messages: { a: "Within {time}", b: "2 days" },
      },
      { file: "messages/home/mr.json", locale: "mr", messages: { a: "लवकरच", b: "२ दिवस" } },
    ]);
    expect(problems).toEqual([
      "messages/home/hi.json: missing (language hi)",
      'messages/home/mr.json: "a" has placeholders {}, English has {time} (language mr)',
      'messages/home/mr.json: "b" has a Devanagari digit (language mr); the site writes 0-9 (content/glossary.yaml)',
    ]);
    expect(checkArea(area({ a: "A" }, { a: " " }, { a: "अ" }))).toEqual([
      'messages/home/mr.json: "a" is empty (language mr)',
    ]);
  });

  it("refuses one key in two areas, which would quietly take the later text", () => {
    const other = area({ a: "A" }, { a: "अ" }, { a: "अ" }).map((file) => ({
      ...file,
      file: file.file.replace("home", "site"),
    }));
    expect(checkUniqueKeys([area({ a: "A" }, { a: "अ" }, { a: "अ" }), other])).toEqual([
      'messages/site/en.json: "a" is also in messages/home/en.json',
    ]);
  });

  it("refuses a folder the settings do not name, since Paraglide would skip it", () => {
    const root = mkdtempSync(join(tmpdir(), "messages-"));
    for (const name of ["site", "home"]) {
      mkdirSync(join(root, "messages", name), { recursive: true });
      for (const locale of ["en", "mr", "hi"])
        writeFileSync(join(root, "messages", name, `${locale}.json`), `{ "${name}_x": "x" }`);
    }
    expect(checkMessageFolder(root, ["./messages/site/{locale}.json"])).toEqual([
      "messages/home/: not named in project.inlang/settings.json's pathPattern",
    ]);
  });
});
