// @vitest-environment node
import { describe, expect, it } from "vitest";

import { compareSearchedPhrases } from "#app/blog/searched-phrases.ts";

import { checkGlossary, checkTexts, configTexts, type SiteText } from "./check-glossary.ts";
import { parseGlossary } from "./glossary.ts";

/** A glossary of the given terms, written as content/glossary.yaml writes them. */
const glossary = (terms: string) =>
  parseGlossary(`kept_in_latin: [Google]\nkept_as_written: ["biryani near me"]\nterms:\n${terms}`);

const PAGE_TERM = `
  - en: page (of a website)
    mr: पेज
    hi: पेज
    gender: { mr: neuter, hi: masculine }
    wrong:
      mr: ["पान* → पेज"]
    except:
      - file: content/blog/mr/law.md
        line: "एका पानाचे डिजिटल धोरण"
        reason: a sheet of paper, not a web page.
`;

const message = (file: string, key: string, text: string): SiteText => ({
  file,
  key,
  text,
  language: file.includes("/hi.") ? "hi" : "mr",
  kind: "interface",
});
const articleLine = (file: string, line: number, text: string): SiteText => ({
  file,
  line,
  text,
  language: file.includes("/hi/") ? "hi" : "mr",
  kind: "articles",
});

describe("the glossary's check", () => {
  it("names the file, the key and the form to write for a listed wrong form", () => {
    const problems = checkTexts(glossary(PAGE_TERM), [
      message("messages/site/mr.json", "site_title_not_found", "पान सापडले नाही"),
      articleLine("content/blog/mr/restaurant.md", 77, "एका पानाची नीटनेटकी साइट"),
      articleLine("content/blog/mr/law.md", 26, "एका पानाचे डिजिटल धोरण लिहा"),
    ]);
    expect(problems).toEqual([
      'messages/site/mr.json: "site_title_not_found": "पान": write "पेज" (पेज: neuter in Marathi); glossary: page (of a website)',
      'content/blog/mr/restaurant.md:77: "पानाची": write "पेज" (पेज: neuter in Marathi); glossary: page (of a website)',
    ]);
  });

  it("passes the line the glossary excepts, and names an exception nothing needs", () => {
    const texts = [articleLine("content/blog/mr/law.md", 26, "एका पानाचे डिजिटल धोरण लिहा")];
    expect(checkTexts(glossary(PAGE_TERM), texts)).toEqual([]);
    expect(checkTexts(glossary(PAGE_TERM), [])).toEqual([
      'content/glossary.yaml: the term "page (of a website)" excepts content/blog/mr/law.md (the line with "एका पानाचे डिजिटल धोरण"), where none of its wrong forms is: remove the exception',
    ]);
  });

  it("checks a term only where it applies, and a word only as a whole word", () => {
    const aboutUs = glossary(`
  - en: about us
    mr: आमच्याविषयी
    hi: हमारे बारे में
    in: interface
    wrong:
      mr: ["आमच्याबद्दल"]
`);
    const texts = [
      message("messages/site/mr.json", "site_nav_aboutus", "आमच्याबद्दल"),
      // Running prose in an article: right in its own sense.
      articleLine("content/blog/mr/dentist.md", 68, "“तुम्हाला आमच्याबद्दल कसे कळले?”"),
      // The form inside a longer word is another word.
      message("messages/home/mr.json", "home_testimonials_intro", "आमच्याबद्दलचे मत"),
    ];
    expect(checkTexts(aboutUs, texts)).toEqual([
      'messages/site/mr.json: "site_nav_aboutus": "आमच्याबद्दल": write "आमच्याविषयी"; glossary: about us',
    ]);
  });

  it("reads the config's texts in Marathi and Hindi by their path", () => {
    expect(
      configTexts({
        city: "Pune",
        cityIn: { mr: "पुणे", hi: "पुणे" },
        projects: [{ summary: { en: "Site", mr: "साइट", hi: "साइट" } }],
      }).map((text) => `${text.key}=${text.text}`),
    ).toEqual([
      "cityIn.mr=पुणे",
      "cityIn.hi=पुणे",
      "projects.0.summary.mr=साइट",
      "projects.0.summary.hi=साइट",
    ]);
  });

  it("refuses a glossary whose exception names neither a key nor a line", () => {
    expect(() =>
      glossary(`
  - en: page
    mr: पेज
    hi: पेज
    except:
      - file: messages/site/mr.json
        reason: none given
`),
    ).toThrow(/terms\[0\]\.except\.0: names either the key of a message or config text/);
  });

  it("finds every Marathi and Hindi text of the site in the glossary's forms", () => {
    expect(checkGlossary()).toEqual([]);
  });
});

describe("the searched phrases of a translation", () => {
  const english = {
    file: "content/blog/restaurant.md",
    source: [
      "---",
      "title: x",
      "---",
      "",
      'They searched "`biryani near me`" on Google Maps.',
      "",
      "## 1. Google Business Profile",
      "",
      'Searches for "`South Indian breakfast`".',
    ].join("\n"),
  };
  const marathi = (intro: string, section: string) => ({
    file: "content/blog/mr/restaurant.md",
    source: [
      "---",
      "title: x",
      "---",
      "",
      intro,
      "",
      "## 1. Google Business Profile",
      "",
      section,
    ].join("\n"),
  });

  it("passes phrases kept as typed, a gloss beside them, in the same sections", () => {
    expect(
      compareSearchedPhrases(
        english,
        marathi(
          "“`biryani near me`” (जवळपासची बिर्याणी) असे सर्च केले.",
          "“`South Indian breakfast`” (दाक्षिणात्य नाश्ता).",
        ),
      ),
    ).toEqual([]);
  });

  it("names a phrase that was translated, where the English has it and the file that lost it", () => {
    expect(
      compareSearchedPhrases(
        english,
        marathi("“जवळपास बिर्याणी” असे सर्च केले.", "“`दाक्षिणात्य नाश्ता`”."),
      ),
    ).toEqual([
      "content/blog/mr/restaurant.md: the introduction lacks `biryani near me`, a searched phrase (content/blog/restaurant.md:5): keep it as typed, in backticks, with a gloss beside it if it helps",
      "content/blog/mr/restaurant.md: section 1 lacks `South Indian breakfast`, a searched phrase (content/blog/restaurant.md:9): keep it as typed, in backticks, with a gloss beside it if it helps",
      "content/blog/mr/restaurant.md:9: `दाक्षिणात्य नाश्ता` is a translated searched phrase: write it as the English article types it",
    ]);
  });

  it("names a phrase marked in a section where the English has none", () => {
    expect(
      compareSearchedPhrases(
        english,
        marathi("“`biryani near me`”, “`South Indian breakfast`”.", "नाश्ता."),
      ),
    ).toEqual([
      "content/blog/mr/restaurant.md: section 1 lacks `South Indian breakfast`, a searched phrase (content/blog/restaurant.md:9): keep it as typed, in backticks, with a gloss beside it if it helps",
      "content/blog/mr/restaurant.md:5: `South Indian breakfast` is marked as a searched phrase, but content/blog/restaurant.md marks no such phrase in the introduction",
    ]);
  });
});
