// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import * as markers from "./behaviour-markers.ts";

// The behaviour markers are named once (behaviour-markers.ts). The code puts them on and finds
// them through its constants; the stylesheets and Tailwind's variants, which cannot import,
// spell the names, and those names must be the module's. Read from the source, as a reviewer
// would: a component that wrote `data-slider=""` again, or a script that looked for
// "[data-slider]", fails here.

const MODULE = "app/lib/behaviour-markers.ts";
/** Where pages, their parts, their behaviour and their styles are written. */
const FOLDERS = [
  "app/components",
  "app/ui",
  "app/browser",
  "app/island",
  "app/quote",
  "app/blog",
  "app/inbox",
  "app/lib",
  "app/routes",
  "app/styles",
];
const ROOT_FILES = ["app/root.tsx", "app/app.css"];

const isProduct = (file: string) =>
  /\.(tsx?|css)$/.test(file) && !/\.test(-helpers)?\.tsx?$/.test(file) && file !== MODULE;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((name) => join(folder, name))
    .filter(isProduct);
}

const sources = [...FOLDERS.flatMap(filesUnder), ...ROOT_FILES].map((file) => ({
  file,
  text: readFileSync(file, "utf8"),
}));

const MARKER_NAMES = new Set<string>(
  Object.values(markers as Record<string, unknown>).filter(
    (value): value is string => typeof value === "string" && value.startsWith("data-"),
  ),
);

/** A data-* name as written anywhere: not part of a file name (./data-processors.tsx). */
const NAME = /(?<![\w/.-])data-[a-z][a-z-]*[a-z]/g;
/** Test hooks, which only the end-to-end tests read. */
const TEST_HOOK = "data-testid";

/** The code without its comments, which may name a marker in prose. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

/**
 * A marker written as code: a string that starts with it, a JSX attribute or a selector with a
 * value, a selector in a string, or the dataset's camel-cased copy of it.
 */
const LITERAL = /["'`]data-[a-z]|(?<![\w-])data-[a-z][a-z-]*=|["'`]\[data-|\.dataset\./;

describe("the behaviour markers", () => {
  it("are the only data-* names the pages, their behaviour and their styles use", () => {
    const unknown = sources.flatMap(({ file, text }) =>
      [...text.matchAll(NAME)]
        .map(([name]) => name)
        .filter((name) => name !== TEST_HOOK && !MARKER_NAMES.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it("are written as literals nowhere in the code but their module", () => {
    const literals = sources
      .filter(({ file }) => !file.endsWith(".css"))
      .flatMap(({ file, text }) =>
        withoutComments(text)
          .split("\n")
          .filter((line) => LITERAL.test(line) && !line.includes(TEST_HOOK))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(literals).toEqual([]);
  });

  it("are each used: a marker nothing reads or puts on is gone from the list", () => {
    const code = sources.map(({ text }) => text).join("\n");
    const unused = Object.entries(markers)
      .filter(([, value]) => typeof value === "string")
      .map(([constant]) => constant)
      .filter((constant) => !new RegExp(`\\b${constant}\\b`).test(code));
    expect(unused).toEqual([]);
  });

  it("spread as attributes: empty, with a value, or not at all", () => {
    expect(markers.marker(markers.SLIDER)).toEqual({ "data-slider": "" });
    expect(markers.marker(markers.SPY, "hero about")).toEqual({ "data-spy": "hero about" });
    expect(markers.marker(markers.PAUSE_ANIMATION, undefined)).toEqual({});
  });
});
