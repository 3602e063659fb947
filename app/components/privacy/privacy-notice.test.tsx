import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { getLocale, overwriteGetLocale } from "#app/paraglide/runtime.js";
import { siteConfig, type SiteConfig } from "#app/site/site.config.ts";

import { PrivacyNotice } from "./privacy-notice.tsx";

const googleForm = {
  formId: "1FAIpQLSdX3k_7w-Qa9",
  entryIds: { name: "1", whatsapp: "2", service: "3", message: "4" },
};

function renderNotice(changes: Partial<SiteConfig> = {}) {
  const config: SiteConfig = { ...siteConfig, ...changes };
  return render(<PrivacyNotice config={config} title="Privacy Notice" />);
}

const withPrivacy = (changes: Partial<SiteConfig["privacy"]>) => ({
  privacy: { ...siteConfig.privacy, ...changes },
});

const section = (name: string) => screen.getByRole("region", { name });

const buildLocale = getLocale;
afterEach(() => overwriteGetLocale(buildLocale));

describe("the privacy notice states the config's facts", () => {
  it("has one h1 and the notice's date", () => {
    renderNotice(withPrivacy({ noticeVersion: "2027-01-05" }));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByText("05 January 2027")[0]).toHaveAttribute("datetime", "2027-01-05");
  });

  it("says nothing of a translation in English, the version that governs", () => {
    renderNotice();
    expect(screen.queryByRole("link", { name: "Privacy Notice (English)" })).toBeNull();
  });

  it("follows the retention periods", () => {
    const { unmount } = renderNotice(
      withPrivacy({ leadRetentionMonths: 18, spamRetentionDays: 14 }),
    );
    expect(section("How long we keep it")).toHaveTextContent("for 18 months after it arrives");
    expect(section("How long we keep it")).toHaveTextContent("deleted after 14 days");
    unmount();

    renderNotice(withPrivacy({ leadRetentionMonths: 1 }));
    expect(section("How long we keep it")).toHaveTextContent("for 1 month after it arrives");
  });

  it("says visits are counted, how and for how long, only where the site's own server counts them", () => {
    const { unmount } = renderNotice({
      quoteForm: { transport: "inbox" },
      ...withPrivacy({ visitEventDays: 7, leadRetentionMonths: 18 }),
    });
    const collected = section("What we collect");
    expect(collected).toHaveTextContent("We count visits ourselves, with no cookie");
    expect(collected).toHaveTextContent(
      "for 7 days, and after that only the day's totals, for 18 months",
    );
    expect(collected).toHaveTextContent("Global Privacy Control or Do Not Track");
    expect(collected).not.toHaveTextContent("no analytics");
    unmount();

    renderNotice({ quoteForm: { transport: "google-forms", ...googleForm } });
    expect(section("What we collect")).not.toHaveTextContent("count visits");
    expect(section("What we collect")).toHaveTextContent("no analytics");
  });

  it.each([
    ["en", "What we collect", "from a phone, a tablet or a computer"],
    ["mr", "आम्ही कोणती माहिती घेतो", "फोन, टॅबलेट की कॉम्प्युटरवरून"],
    ["hi", "हम कौन-सी जानकारी लेते हैं", "फ़ोन, टैबलेट या कंप्यूटर में से किससे भेजा"],
  ] as const)(
    "says in %s that a quote records the kind of device it was sent from",
    (locale, title, words) => {
      overwriteGetLocale(() => locale);
      renderNotice({ quoteForm: { transport: "inbox" } });
      expect(section(title)).toHaveTextContent(words);
    },
  );

  it("names the business, its address and the grievance officer", () => {
    renderNotice(
      withPrivacy({ grievanceOfficer: { name: "Kiran Shah", email: "dpo@marigold.in" } }),
    );
    expect(section("Who we are")).toHaveTextContent(
      `${siteConfig.business.legalName}, Office 4, Sample Building, Example Road, Baner, Pune 411045, Maharashtra, India`,
    );
    const complaints = section("Questions and complaints");
    expect(complaints).toHaveTextContent("Kiran Shah answers questions");
    expect(within(complaints).getByRole("link", { name: "dpo@marigold.in" })).toHaveAttribute(
      "href",
      "mailto:dpo@marigold.in",
    );
    expect(complaints).toHaveTextContent("Data Protection Board of India");
  });

  it("states the reply time for requests", () => {
    renderNotice(withPrivacy({ requestReplyDays: 15 }));
    expect(section("Your rights")).toHaveTextContent("We answer within 15 days.");
  });

  it("names Google Forms only when quotes are forwarded to a Google Form", () => {
    const processors = () => section("Who else handles it");
    let { unmount } = renderNotice({ quoteForm: { transport: "inbox" } });
    expect(processors()).toHaveTextContent(
      "Sample Hosting Pvt. Ltd. (servers in Mumbai, India) hosts this website",
    );
    expect(processors()).toHaveTextContent(siteConfig.privacy.emailProvider);
    expect(processors()).not.toHaveTextContent("Google Forms");
    unmount();

    ({ unmount } = renderNotice({
      quoteForm: { transport: "inbox", forwardToGoogleForm: googleForm },
    }));
    expect(processors()).toHaveTextContent("Google (Google Forms) keeps a copy of each request");
    unmount();

    renderNotice({ quoteForm: { transport: "google-forms", ...googleForm } });
    expect(processors()).toHaveTextContent("Google (Google Forms) receives your request straight");
    expect(processors()).not.toHaveTextContent(siteConfig.privacy.emailProvider);
  });

  it.each([
    ["mr", "ती आणखी कोण हाताळते", "Sample Hosting Pvt. Ltd. (सर्व्हर मुंबई, भारत येथे) आमची वेबसाइट"],
    ["hi", "इसे और कौन सँभालता है", "Sample Hosting Pvt. Ltd. (सर्वर मुंबई, भारत में) — हमारी वेबसाइट"],
  ] as const)("names the hosting provider as the config writes it in %s", (locale, title, line) => {
    overwriteGetLocale(() => locale);
    renderNotice({ quoteForm: { transport: "inbox" } });
    expect(section(title)).toHaveTextContent(line);
    expect(section(title)).not.toHaveTextContent("servers in Mumbai");
  });

  it("names the webhook's service when there is one", () => {
    renderNotice(withPrivacy({ webhookService: "Deccan Chat Pvt. Ltd." }));
    expect(section("Who else handles it")).toHaveTextContent(
      "Deccan Chat Pvt. Ltd. receives each request from our server.",
    );
  });

  it("names the browsers' push services as carriers of encrypted alerts, with nothing of the visitor", () => {
    const { unmount } = renderNotice({ quoteForm: { transport: "inbox" } });
    const processors = section("Who else handles it");
    for (const service of ["Firebase Cloud Messaging", "Mozilla", "Apple"]) {
      expect(processors).toHaveTextContent(service);
    }
    expect(processors).toHaveTextContent(
      "carry an encrypted alert to our phones that a request has arrived. It says only which service you asked about, never your name, email, number or message",
    );
    unmount();
    // No inbox, no alerts: the form posts straight to Google.
    renderNotice({ quoteForm: { transport: "google-forms", ...googleForm } });
    expect(section("Who else handles it")).not.toHaveTextContent("push service");
  });

  it("says who stores requests when the form posts elsewhere", () => {
    renderNotice({ quoteForm: { transport: "http-endpoint", url: "https://formspree.io/f/abc" } });
    expect(section("Who else handles it")).toHaveTextContent(
      "The form service at formspree.io receives your request straight from the form",
    );
    expect(section("How long we keep it")).toHaveTextContent("then we delete it.");
  });
});
