import { describe, expect, it } from "vitest";

import {
  auditWords,
  listExportDetail,
  passwordChangedDetail,
  overviewExportDetail,
  personExportDetail,
} from "./audit-words.ts";
import { linksEndedDetail } from "#app/inbox/accounts/links-ended-detail.ts";

const ID = "0b6f9a52-4c1e-4a57-9d8e-2f1a3b4c5d6e";

describe("the audit log in words", () => {
  it("says what an account did, in plain words", () => {
    expect(auditWords("sign-in", null)).toEqual({ text: "Signed in" });
    expect(auditWords("sign-out", null)).toEqual({ text: "Signed out" });
    expect(auditWords("sign-in-refused", "wrong password")).toEqual({
      text: "Sign-in refused: wrong password",
    });
    expect(auditWords("user-added", "staff@example.in")).toEqual({
      text: "Added the account staff@example.in",
    });
    expect(auditWords("password-reset", "staff@example.in")).toEqual({
      text: "Reset the password of staff@example.in",
    });
    expect(auditWords("user-removed", "staff@example.in")).toEqual({
      text: "Removed the account staff@example.in",
    });
    expect(auditWords("user-added", "staff@example.in as staff")).toEqual({
      text: "Added the account staff@example.in as staff",
    });
    expect(auditWords("user-invited", "priya@example.in as owner")).toEqual({
      text: "Invited priya@example.in as owner",
    });
    expect(auditWords("invitation-cancelled", "priya@example.in")).toEqual({
      text: "Cancelled the invitation of priya@example.in",
    });
    expect(auditWords("role-changed", "priya@example.in: staff → owner")).toEqual({
      text: "Made priya@example.in owner",
    });
    expect(auditWords("reset-link", "priya@example.in")).toEqual({
      text: "Sent a password reset link to priya@example.in",
    });
    expect(auditWords("forgot-password", null)).toEqual({
      text: "Asked for a password reset link (Forgot password?)",
    });
    expect(auditWords("password-set", "from a reset link")).toEqual({
      text: "Set a new password from a reset link",
    });
    expect(auditWords("password-changed", passwordChangedDetail(2, 1))).toEqual({
      text: "Changed their password: signed out 2 other sessions, turned off phone alerts on 1 device",
    });
    expect(auditWords("password-changed", passwordChangedDetail(0, 0))).toEqual({
      text: "Changed their password",
    });
    expect(auditWords("password-change-refused", "wrong current password")).toEqual({
      text: "Password change refused: wrong current password",
    });
    expect(auditWords("links-ended", linksEndedDetail("partner@example.in", 1))).toEqual({
      text: "Ended 1 link made by or for partner@example.in",
    });
    expect(auditWords("links-ended", linksEndedDetail("partner@example.in", 2))).toEqual({
      text: "Ended 2 links made by or for partner@example.in",
    });
    expect(auditWords("erasure", "1 lead erased")).toEqual({ text: "Erased 1 lead" });
    expect(auditWords("erasure", "3 leads erased")).toEqual({ text: "Erased 3 leads" });
  });

  it("names the statuses by their labels and points at the lead by its id", () => {
    expect(auditWords("status-change", `lead ${ID}: new → quote-sent`)).toEqual({
      text: "Changed status: New → Quote sent",
      leadId: ID,
    });
    expect(auditWords("note", `lead ${ID.toUpperCase()}`)).toEqual({
      text: "Added a note",
      leadId: ID,
    });
    // A detail that names no lead (hand-edited, or older) points nowhere.
    expect(auditWords("note", "lead 42")).toEqual({ text: "Added a note" });
    expect(auditWords("status-change", `lead ${ID}: new → archived`).text).toBe(
      "Changed status: New → archived",
    );
  });

  it("says how a lead was followed up, and which template was edited", () => {
    expect(auditWords("reply-call", `lead ${ID}`)).toEqual({ text: "Recorded a call", leadId: ID });
    expect(auditWords("won-value", `lead ${ID}`)).toEqual({
      text: "Changed a won lead's value",
      leadId: ID,
    });
    expect(auditWords("reply-email", `lead ${ID}`)).toEqual({
      text: "Sent an email reply",
      leadId: ID,
    });
    expect(auditWords("assign", `lead ${ID}`).text).toBe("Changed who follows up a lead");
    expect(auditWords("correction", `lead ${ID}: email, whatsapp`)).toEqual({
      text: "Corrected a lead: email, whatsapp",
      leadId: ID,
    });
    expect(auditWords("template-saved", "mr").text).toBe("Edited the Marathi reply template");
  });

  it("says which tab an export was and how it was narrowed, never the words searched", () => {
    const said = (detail: string) => auditWords("export", detail).text;
    expect(said(listExportDetail({ tab: "inbox" }))).toBe("Exported the Inbox tab as CSV");
    expect(said(listExportDetail({ tab: "due" }))).toBe("Exported the Follow-ups due tab as CSV");
    expect(said(listExportDetail({ tab: "spam" }))).toBe("Exported the Spam tab as CSV");
    const narrowed = listExportDetail({
      tab: "inbox",
      status: "quote-sent",
      service: "Software Creation",
      from: "2026-11-01",
      to: "2026-11-30",
      search: "Ananya Kulkarni",
    });
    expect(narrowed).not.toContain("Ananya");
    expect(said(narrowed)).toBe(
      "Exported the Inbox tab as CSV: status Quote sent, service Software Creation, received " +
        "01 November 2026 to 30 November 2026, matching a search",
    );
    expect(said(personExportDetail(1))).toBe("Downloaded a person's data as CSV (1 lead)");
    expect(said(personExportDetail(2))).toBe("Downloaded a person's data as CSV (2 leads)");
  });

  it("says which overview table was downloaded, and for which period", () => {
    const said = (detail: string) => auditWords("export", detail).text;
    expect(said(overviewExportDetail("sources", "30d"))).toBe(
      "Downloaded the overview's Sources (last 30 days) as CSV",
    );
    expect(said(overviewExportDetail("entry-pages", "12w"))).toBe(
      "Downloaded the overview's Entry pages (last 12 weeks) as CSV",
    );
  });

  it("reads the exports logged before the tab was recorded", () => {
    const said = (detail: string) => auditWords("export", detail).text;
    expect(said("leads (all)")).toBe("Exported the Inbox tab as CSV");
    expect(said("leads tab=spam")).toBe("Exported the Spam tab as CSV");
    expect(said("leads tab=spam&from=2026-11-01")).toBe(
      "Exported the Spam tab as CSV: received from 01 November 2026",
    );
    expect(said("leads status=won&search=priya%40example.in")).toBe(
      "Exported the Inbox tab as CSV: status Won, matching a search",
    );
    expect(said("a person's data (1 leads)")).toBe("Downloaded a person's data as CSV (1 lead)");
  });

  it("reads an action it has no words for as it is, with its detail", () => {
    expect(auditWords("retention-run", "12 leads deleted")).toEqual({
      text: "Retention run: 12 leads deleted",
    });
    expect(auditWords("toString", null)).toEqual({ text: "ToString" });
  });
});
