import { expect, it } from "vitest";

import { siteConfig, type SiteConfig } from "./site.config.ts";
import { validateSiteConfig } from "./site-config-schema.ts";

/** The shipped config with some values replaced, as an agency might mistype them. */
function withChanges(changes: Record<string, unknown>): unknown {
  return { ...siteConfig, ...changes };
}

/** The message validateSiteConfig throws, or "" when the config passes. */
function problemsIn(config: unknown): string {
  try {
    validateSiteConfig(config);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

it("accepts the shipped config and returns it", () => {
  expect(validateSiteConfig(siteConfig)).toEqual(siteConfig);
});

it("accepts an http-endpoint form and a localhost origin for local testing", () => {
  const local: SiteConfig = {
    ...siteConfig,
    origin: "http://localhost:4173",
    quoteForm: { transport: "http-endpoint", url: "http://localhost:8787/quote" },
  };
  expect(problemsIn(local)).toBe("");
});

it.each([
  ["phone", { phone: "98765" }, /- phone: "98765" is not a phone number .*like "\+91 98765 43210"/],
  ["phone", { phone: "+91 98765" }, /- phone: .*like "\+91 98765 43210"/],
  ["email", { email: "hello@" }, /- email: "hello@" is not an email address.*like "hello@/],
  [
    "origin",
    { origin: "https://www.marigold.in/" },
    /- origin: "https:\/\/www\.marigold\.in\/" ends with a slash.*like "https:\/\/www\./,
  ],
  [
    "origin",
    { origin: "https://www.marigold.in/home" },
    /- origin: .* has a path.*like "https:\/\/www\./,
  ],
  [
    "origin",
    { origin: "http://www.marigold.in" },
    /- origin: .* does not start with https:\/\/.*like "https:\/\/www\./,
  ],
  [
    "social.instagram",
    { social: { ...siteConfig.social, instagram: "https://www.facebook.com/marigold" } },
    /- social\.instagram: .* is not an https:\/\/ link to instagram\.com.*like "https:\/\/www\.instagram\.com\//,
  ],
  [
    "quoteForm.entryIds.whatsapp",
    {
      quoteForm: {
        transport: "google-forms",
        formId: "1FAIpQLSdX3k_7w-Qa9",
        entryIds: { name: "1", whatsapp: "12ab", service: "3", message: "4" },
      },
    },
    /- quoteForm\.entryIds\.whatsapp: "12ab" is not a Google Forms entry id \(digits only\).*like "\d+"/,
  ],
  [
    "quoteForm.forwardToGoogleForm.formId",
    {
      quoteForm: {
        transport: "inbox",
        forwardToGoogleForm: {
          formId: "not a form id!",
          entryIds: { name: "1", whatsapp: "2", service: "3", message: "4" },
        },
      },
    },
    /- quoteForm\.forwardToGoogleForm\.formId: "not a form id!" is not a Google Forms id/,
  ],
  [
    "quoteForm.url",
    { quoteForm: { transport: "http-endpoint", url: "http://forms.marigold.in/quote" } },
    /- quoteForm\.url: .* is not an https:\/\/ web address.*like "https:\/\//,
  ],
  [
    "quoteForm.transport",
    { quoteForm: { transport: "email" } },
    /- quoteForm\.transport: "email" is not a transport.*"google-forms".*"http-endpoint"/,
  ],
  [
    "founders.1.name",
    { founders: [siteConfig.founders[0], { ...siteConfig.founders[1], name: "" }] },
    /- founders\.1\.name: "" is not a name.*like "/,
  ],
  [
    "founders",
    { founders: [siteConfig.founders[0]] },
    /- founders: a list of 1 is not a list of exactly two founders/,
  ],
  ["projects", { projects: [] }, /- projects: a list of 0 is not a list of 1 to 10 projects/],
  [
    "privacy.noticeVersion",
    { privacy: { ...siteConfig.privacy, noticeVersion: "2026-02-30" } },
    /- privacy\.noticeVersion: "2026-02-30" is not the date the notice last changed \(YYYY-MM-DD\).*like "\d{4}-\d{2}-\d{2}"/,
  ],
  [
    "privacy.leadRetentionMonths",
    { privacy: { ...siteConfig.privacy, leadRetentionMonths: 0 } },
    /- privacy\.leadRetentionMonths: 0 is not months to keep a quote request \(a whole number from 1 to 120\).*like 24/,
  ],
  [
    "privacy.requestReplyDays",
    { privacy: { ...siteConfig.privacy, requestReplyDays: 120 } },
    /- privacy\.requestReplyDays: 120 is not days to answer a request about personal data \(a whole number from 1 to 90\)/,
  ],
  [
    "privacy.grievanceOfficer.email",
    {
      privacy: {
        ...siteConfig.privacy,
        grievanceOfficer: { ...siteConfig.privacy.grievanceOfficer, email: "privacy" },
      },
    },
    /- privacy\.grievanceOfficer\.email: "privacy" is not an email address.*like "privacy@/,
  ],
  [
    "tagline.hi",
    { tagline: { ...siteConfig.tagline, hi: "x".repeat(200) } },
    /- tagline\.hi: .*\(200 characters\) is not a tagline/,
  ],
  [
    "founders.0.role",
    { founders: [{ ...siteConfig.founders[0], role: "Founder" }, siteConfig.founders[1]] },
    /- founders\.0\.role: "Founder" is not a role in English, Marathi and Hindi; write it like \{ en: "Founder", mr: "संस्थापक", hi: "फ़ाउंडर" \}/,
  ],
  [
    "founders.1.role.mr",
    {
      founders: [
        siteConfig.founders[0],
        { ...siteConfig.founders[1], role: { en: "Founder", hi: "फ़ाउंडर" } },
      ],
    },
    /- founders\.1\.role\.mr: is missing; it must be a role in Marathi, like "संस्थापक"/,
  ],
  [
    "projects.2.summary.hi",
    {
      projects: siteConfig.projects.map((project, index) =>
        index === 2 ? { ...project, summary: { ...project.summary, hi: " " } } : project,
      ),
    },
    /- projects\.2\.summary\.hi: " " is not a one-line summary in Hindi; write it like "/,
  ],
  [
    "projects.0.summary",
    {
      projects: [
        { ...siteConfig.projects[0], summary: { ...siteConfig.projects[0].summary, gu: "x" } },
      ],
    },
    /- projects\.0\.summary: unknown language "gu"; the languages are en \(English\), mr \(Marathi\) and hi \(Hindi\)/,
  ],
  [
    "cityIn",
    { cityIn: undefined },
    /- cityIn: is missing; it must be the city in Marathi and Hindi, like \{ mr: "पुणे", hi: "पुणे" \}/,
  ],
  [
    "cityIn",
    { cityIn: { ...siteConfig.cityIn, en: "Pune" } },
    /- cityIn: unknown language "en"; the languages are mr \(Marathi\) and hi \(Hindi\); the English is `city`/,
  ],
  [
    "cityIn.hi",
    { cityIn: { mr: "पुणे" } },
    /- cityIn\.hi: is missing; it must be the city in Hindi, like "पुणे"/,
  ],
  [
    "privacy.hostingProvider.mr",
    {
      privacy: {
        ...siteConfig.privacy,
        hostingProvider: { ...siteConfig.privacy.hostingProvider, mr: "x".repeat(130) },
      },
    },
    /- privacy\.hostingProvider\.mr: .*\(130 characters\) is not the hosting provider in Marathi, in 1 to 120 characters/,
  ],
])(
  "rejects a malformed %s, naming the field and showing an example",
  (_field, changes, message) => {
    const problems = problemsIn(withChanges(changes));
    expect(problems).toMatch(/^site config \(app\/site\/site\.config\.ts\) is invalid:\n/);
    expect(problems).toMatch(message);
    expect(problems.split("\n")).toHaveLength(2);
  },
);

it("says which field is missing and which is unknown", () => {
  const problems = problemsIn(withChanges({ city: undefined, tagLine: "Typo" }));
  expect(problems).toMatch(/- city: is missing; it must be a city, like "Pune"/);
  expect(problems).toMatch(
    /- \(the whole config\): unknown field "tagLine"; the fields are name, city, cityIn, tagline, /,
  );
});

it("says when the privacy settings are missing", () => {
  expect(problemsIn(withChanges({ privacy: undefined }))).toMatch(
    /- privacy: is missing; it must be an object, like \{ sample, noticeVersion, /,
  );
});

it("lists every problem in one error", () => {
  const problems = problemsIn(
    withChanges({
      phone: "98765",
      origin: "https://www.marigold.in/",
      email: "not an email",
      founders: [{ ...siteConfig.founders[0], name: " " }, siteConfig.founders[1]],
      social: { ...siteConfig.social, linkedin: "https://twitter.com/marigold" },
    }),
  );
  const fields = problems
    .split("\n")
    .slice(1)
    .map((line) => /^ {2}- ([^:]+):/.exec(line)?.[1]);
  expect(fields.sort()).toEqual(["email", "founders.0.name", "origin", "phone", "social.linkedin"]);
});
