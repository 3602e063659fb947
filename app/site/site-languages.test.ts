import { describe, expect, it } from "vitest";

import { languageListsApart } from "./languages-kept-apart.test-helpers.ts";
import { englishPathOf, languageOfPath, pathIn, SITE_LANGUAGES } from "./site-languages.ts";

describe("the languages' addresses", () => {
  it("keeps English at today's addresses and puts Marathi and Hindi under their prefixes", () => {
    expect(pathIn("en", "/blogs/restaurant")).toBe("/blogs/restaurant");
    expect(pathIn("mr", "/blogs/restaurant")).toBe("/mr/blogs/restaurant");
    expect(pathIn("hi", "/")).toBe("/hi/");
  });

  it("reads the language back from any address, and the page's English address", () => {
    for (const language of SITE_LANGUAGES)
      for (const path of ["/", "/contact", "/blogs/dentist"]) {
        expect(languageOfPath(pathIn(language, path))).toBe(language);
        expect(englishPathOf(pathIn(language, path))).toBe(path);
      }
    expect(languageOfPath("/mrx/contact")).toBe("en");
    expect(languageOfPath("/en/contact")).toBe("en");
    expect(englishPathOf("/hi")).toBe("/");
  });
});

describe("the languages, listed once", () => {
  it("are the languages the interface texts are compiled in (project.inlang, kept apart)", async () => {
    // project.inlang/settings.json is the message compiler's own file, JSON it cannot derive:
    // it and the compiled runtime must list the site's languages, no more and no fewer.
    expect(await languageListsApart(SITE_LANGUAGES)).toEqual([]);
  });
});
