// @vitest-environment node
import { describe, expect, it } from "vitest";

import type { LeadSettings } from "#app/site/settings.server.ts";
import { channelsFor, deliverersFor, describeNotifications, maskEmail } from "./index.server.ts";
import { testSecret } from "./notify.test-helpers.ts";

const base: LeadSettings = {
  dataDir: "/tmp/leads",
  quoteLimits: { contactPerHour: 5, addressPer10Min: 20 },
  trustProxy: false,
};
const email = {
  smtpUrl: "smtps://user:secret@smtp.example.in:465",
  to: "owner@example.in",
  from: "website@example.in",
};
const webhook = { url: "https://hooks.example.in/leads?token=abc", secret: testSecret() };
const form = {
  formId: "1FAIpQLSdTestForm",
  entryIds: { name: "1", whatsapp: "2", service: "3", message: "4" },
};
const inbox = { transport: "inbox" } as const;
const forwarding = { transport: "inbox", forwardToGoogleForm: form } as const;

describe("the configured notifications", () => {
  it("are none when nothing is set, and the start-up log says what to set", () => {
    expect(channelsFor(base, inbox)).toEqual([]);
    expect(deliverersFor(base, inbox)).toEqual({});
    expect(describeNotifications(base, inbox)).toBe(
      "Leads are stored, but nobody is notified by email or webhook: set SMTP_URL and " +
        "LEADS_NOTIFY_EMAIL (email) or LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET (webhook), or " +
        "turn on phone alerts at /admin/alerts. See docs/inbox.md.",
    );
  });

  it("follow the settings and the site config's Google Form", () => {
    const settings = { ...base, email, webhook };
    expect(channelsFor(settings, inbox)).toEqual(["email", "webhook"]);
    expect(channelsFor(settings, forwarding)).toEqual(["email", "webhook", "google-forms"]);
    // Every channel a new lead is enqueued on can be delivered; with a mail server, the
    // team's replies can be too.
    expect(Object.keys(deliverersFor(settings, forwarding)).sort()).toEqual(
      [...channelsFor(settings, forwarding), "reply"].sort(),
    );
    expect(channelsFor({ ...base, webhook }, inbox)).toEqual(["webhook"]);
  });

  it("are described without secrets: a masked address and the webhook's host", () => {
    const line = describeNotifications({ ...base, email, webhook }, inbox);
    expect(line).toBe(
      "New leads are notified by email to o***@example.in and by webhook to hooks.example.in",
    );
    for (const secret of ["secret", "token", "owner@", webhook.secret]) {
      expect(line).not.toContain(secret);
    }
    expect(describeNotifications({ ...base, email }, forwarding)).toBe(
      "New leads are notified by email to o***@example.in, and forwarded to the Google Form " +
        "1FAIpQLSdTestForm",
    );
  });

  it("mask an email address down to its first letter and domain", () => {
    expect(maskEmail("owner@example.in")).toBe("o***@example.in");
    expect(maskEmail("not-an-address")).toBe("***");
  });
});
