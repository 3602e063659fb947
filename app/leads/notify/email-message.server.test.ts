// @vitest-environment node
import { createTransport, type SendMailOptions } from "nodemailer";
import { describe, expect, it } from "vitest";

import { formatIst, leadEmailMessage, notificationMessageId } from "./email-message.server.ts";
import { parseMail, sampleLead } from "./notify.test-helpers.ts";

const options = {
  from: "website@example.in",
  to: "owner@example.in",
  origin: "https://www.example.in",
  siteName: "Marigold Digital",
  notificationId: "5d0c1f7e-8a3b-4b8e-9c61-2f4e6a7b8c9d",
};

/** The message exactly as it would go over the wire. */
async function compose(message: SendMailOptions) {
  const transport = createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(message);
  return parseMail(info.message.toString("utf8"));
}

describe("the new-lead email", () => {
  it("goes to the owner, answers to the visitor, and names only the service in the subject", async () => {
    const mail = await compose(leadEmailMessage(sampleLead(), options));
    expect(mail.header("From")).toBe("Marigold Digital website <website@example.in>");
    expect(mail.header("To")).toBe("owner@example.in");
    expect(mail.header("Reply-To")).toBe("Ananya Iyer <ananya@example.in>");
    expect(mail.header("Subject")).toBe("New quote request: Website Creation");
  });

  it("names the language of the page it came from when it is not English", async () => {
    const marathi = await compose(leadEmailMessage(sampleLead({ language: "mr" }), options));
    expect(marathi.header("Subject")).toBe("New quote request: Website Creation (Marathi)");
    expect(marathi.text).toContain("Service: Website Creation\nLanguage: Marathi (मराठी)\n");
    expect(marathi.html).toContain(
      '<th align="left" valign="top" style="padding:2px 12px 2px 0">Language</th><td style="padding:2px 0">Marathi (मराठी)</td>',
    );
    // The WhatsApp link greets them in it.
    expect(decodeURIComponent(marathi.text)).toContain("नमस्कार Ananya Iyer,");
    const english = await compose(leadEmailMessage(sampleLead(), options));
    expect(english.text).not.toContain("Language");
    expect(english.html).not.toContain("Language");
  });

  it("has a Message-ID made of the notification's id and the site's host, the same on every attempt", async () => {
    const first = await compose(leadEmailMessage(sampleLead(), options));
    const again = await compose(leadEmailMessage(sampleLead(), options));
    expect(first.header("Message-ID")).toBe(
      "<5d0c1f7e-8a3b-4b8e-9c61-2f4e6a7b8c9d@www.example.in>",
    );
    expect(again.header("Message-ID")).toBe(first.header("Message-ID"));
    // Another notification (of the same lead, another time) is another message.
    const other = await compose(
      leadEmailMessage(sampleLead(), {
        ...options,
        notificationId: "9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4",
      }),
    );
    expect(other.header("Message-ID")).toBe(
      "<9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4@www.example.in>",
    );
    // The host only: no port, no path.
    expect(notificationMessageId("n1", "http://127.0.0.1:4173/")).toBe("<n1@127.0.0.1>");
  });

  it("lists what the visitor sent, where the visit came from, when, and the links", async () => {
    const mail = await compose(leadEmailMessage(sampleLead(), options));
    for (const body of [mail.text, mail.html]) {
      for (const expected of [
        "Ananya Iyer",
        "ananya@example.in",
        "+91 98765 43210",
        "Website Creation",
        "A new website for our bakery.\nWe also sell online.",
        "/services/website-creation",
        "https://www.google.com/",
        "utm_campaign",
        "bakery-2026",
        "Sat 14 Mar 2026, 10:30 IST",
        "https://www.example.in/admin/leads/0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e",
        "https://wa.me/919876543210?text=Hello%20Ananya%20Iyer%2C%20thank%20you",
        "tel:+919876543210",
      ]) {
        expect(body).toContain(expected);
      }
      // Attribution that was not recorded is left out, not shown empty.
      expect(body).not.toContain("utm_term");
    }
    expect(mail.text).toContain("Landing page: /?utm_source=google&utm_medium=cpc");
    expect(mail.html).toContain("/?utm_source=google&amp;utm_medium=cpc");
  });

  it("says which kind of device the quote was sent from, and nothing where it is not known", async () => {
    const mail = await compose(leadEmailMessage(sampleLead({ device: "tablet" }), options));
    expect(mail.text).toContain("Device: Tablet\n");
    expect(mail.html).toMatch(/<th[^>]*>Device<\/th><td[^>]*>Tablet<\/td>/);
    // A fine pointer is any computer, a laptop's too: named as the privacy notice names it.
    const computer = await compose(leadEmailMessage(sampleLead({ device: "desktop" }), options));
    expect(computer.text).toContain("Device: Computer\n");
    // A quote sent without JavaScript, or before the device was kept.
    const unknown = await compose(leadEmailMessage(sampleLead({ device: null }), options));
    for (const body of [unknown.text, unknown.html]) expect(body).not.toContain("Device");
  });

  it("names the visit direct when no attribution was recorded", async () => {
    const lead = sampleLead({
      pagePath: null,
      landingPage: null,
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      device: null,
    });
    const mail = await compose(leadEmailMessage(lead, options));
    expect(mail.text).toContain("Where the visit came from:\nSource: Direct\n\n");
  });

  it("escapes everything the visitor typed in the HTML body", async () => {
    const hostile = {
      name: "<script>alert(1)</script>",
      message: '"><img src=x onerror=alert(1)>\n=HYPERLINK("http://x")',
      referrer: "javascript:alert(1)",
      pagePath: "/<b>bold</b>",
    };
    const mail = await compose(leadEmailMessage(sampleLead(hostile), options));
    expect(mail.html).not.toContain("<script");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail.html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("=HYPERLINK(&quot;http://x&quot;)");
    // The referrer is shown, never linked.
    expect(mail.html).not.toMatch(/href="javascript:/);
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(hrefs).toHaveLength(3);
    // The plain-text body keeps the text as typed.
    expect(mail.text).toContain('=HYPERLINK("http://x")');
  });

  it("lets no visitor text add a header", async () => {
    const lead = sampleLead({
      name: "Ananya\r\nBcc: x@evil.test",
      email: "ananya@example.in\r\nBcc: y@evil.test",
      service: "Website Creation\r\nBcc: z@evil.test",
    });
    const message = leadEmailMessage(lead, options);
    const mail = await compose(message);
    expect(mail.headerLines.filter((line) => /^bcc:/i.test(line))).toEqual([]);
    expect(
      mail.headerLines.filter((line) => /evil/.test(line) && !/^(reply-to|subject):/i.test(line)),
    ).toEqual([]);
    expect(mail.header("Subject")).toBe("New quote request: Website Creation Bcc: z@evil.test");
    // And nothing it hands nodemailer for a header holds a line break.
    const headerValues = JSON.stringify([
      message.from,
      message.to,
      message.replyTo,
      message.subject,
    ]);
    expect(headerValues).not.toMatch(/\\[rn]/);
  });
});

describe("formatIst", () => {
  it("shows the time in India (UTC+05:30)", () => {
    expect(formatIst(new Date("2026-03-14T05:00:00Z"))).toBe("Sat 14 Mar 2026, 10:30 IST");
    expect(formatIst(new Date("2026-12-31T18:45:00Z"))).toBe("Fri 1 Jan 2027, 00:15 IST");
  });
});
