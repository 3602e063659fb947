// @vitest-environment node
import { describe, expect, it } from "vitest";

import { readFileSync } from "node:fs";

import { parseAst } from "vite";

import {
  inlineMessages,
  keepLanguage,
  messageSources,
  type MessageSources,
} from "./inline-messages.ts";

const IMPORT = 'import { m } from "#app/paraglide/messages.js";\n';
const inline = (code: string, sources: MessageSources) =>
  inlineMessages(IMPORT + code, sources, (source) => parseAst(source), "en")
    ?.toString()
    .slice(IMPORT.length) ?? null;

describe("a page's messages, inlined at build", () => {
  it("writes a message as its text, or its template with the values in place", async () => {
    const marathi = await messageSources("mr");
    expect(inline('jsx("b", { "aria-label": m.menu() });', marathi)).toBe(
      'jsx("b", { "aria-label": "मेनू" });',
    );
    expect(inline("f(m.nav_home({ name: site.name }));", marathi)).toBe(
      "f(`${(site.name)} मुख्यपृष्ठ`);",
    );
    // The options ({ locale }) mean nothing to a page's messages, all in its language.
    expect(inline("f(m.nav_home({ name }, { locale }), m.menu({}, options));", marathi)).toBe(
      "f(`${(name)} मुख्यपृष्ठ`, `मेनू`);",
    );
    // The text really is the message's: it reads as Paraglide's own function writes it.
    const { nav_home } = await import("#app/paraglide/messages/mr.js");
    const site = { name: "Marigold" };
    expect((0, eval)("`${(site.name)} मुख्यपृष्ठ`".replace("site.name", '"Marigold"'))).toBe(
      nav_home(site),
    );
  });

  it("writes a reference, or a call it cannot read, as the message's own function", async () => {
    const marathi = await messageSources("mr");
    expect(inline("const t = m.menu;", marathi)).toBe("const t = (() => `मेनू`);");
    expect(inline("m.nav_home(values);", marathi)).toBe("((i) => `${i?.name} मुख्यपृष्ठ`)(values);");
    expect(inline("m.menu({}, { locale: pick() });", marathi)).toBe(
      "(() => `मेनू`)({}, { locale: pick() });",
    );
  });

  it("writes the page's language for getLocale(), so that the other languages' code folds away", async () => {
    const hindi = await messageSources("hi");
    const code =
      'import { getLocale as lang } from "#app/paraglide/runtime.js";\n' +
      'const digits = lang() === "en" ? words(n) : String(n); lang; other();';
    expect(inlineMessages(code, hindi, (source) => parseAst(source), "hi")?.toString()).toBe(
      'import { getLocale as lang } from "#app/paraglide/runtime.js";\n' +
        'const digits = "hi" === "en" ? words(n) : String(n); lang; other();',
    );
  });

  it("leaves other objects, unknown keys and modules without the import alone", async () => {
    const english = await messageSources("en");
    expect(inline("m.nope(); am.menu(); x.m.menu(); x.menu();", english)).toBeNull();
    expect(inlineMessages("m.menu();", english, (source) => parseAst(source), "en")).toBeNull();
  });

  it("writes every text of a language as a literal that reads back the same", async () => {
    for (const language of ["en", "mr", "hi"] as const)
      for (const [, { expression, literal }] of await messageSources(language)) {
        const text = (0, eval)(expression) as (inputs?: object) => string;
        if (literal) expect(JSON.parse(literal)).toBe(text());
      }
  });
});

describe("the site config's texts in a page's build", () => {
  it("keep only the build's language", () => {
    const code = `role: { en: "Founder", mr: "संस्थापक", hi: "फ़ाउंडर" },\n  summary: {\n    en: "Menu \\"site\\"",\n    mr: "मेनू",\n    hi: "मेन्यू",\n  },`;
    expect(keepLanguage(code, "mr")?.toString()).toBe(
      'role: { mr: "संस्थापक" },\n  summary: { mr: "मेनू" },',
    );
    expect(keepLanguage(code, "en")?.toString()).toBe(
      'role: { en: "Founder" },\n  summary: { en: "Menu \\"site\\"" },',
    );
  });

  it("find every such text of the sample config", () => {
    const config = readFileSync("app/site/site.config.ts", "utf8");
    const kept = keepLanguage(config, "hi")!.toString();
    expect(kept).not.toMatch(/\ben: "/);
    expect(kept).toContain('{ hi: "फ़ाउंडर" }');
  });
});
