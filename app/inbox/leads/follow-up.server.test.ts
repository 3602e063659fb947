// @vitest-environment node
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { expect, it } from "vitest";

import { leadEvents, leads, notifications, users } from "#app/db/schema.server.ts";
import { describeStores, testLead } from "#app/db/test-stores.test-helpers.ts";

import { assignLead, logReply, setNextStep } from "./follow-up.server.ts";
import { correctLead } from "./lead-correction.server.ts";
import { runLeadAction } from "./lead-actions.server.ts";
import { changeStatus } from "./lead-detail.server.ts";
import { queueReply, readTemplates, saveTemplate } from "./replies.server.ts";

const actor = "owner@agency.in";

describeStores("following a lead up", (store) => {
  const newLead = async (overrides = {}) => {
    const row = testLead(overrides);
    await store.db.insert(leads).values(row);
    return row;
  };
  const leadNow = async (id: string) =>
    (await store.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const kinds = async (id: string) =>
    (await store.db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).map((e) => e.kind);

  it("ends the wait for a first response at the first answer, and never moves it after", async () => {
    const lead = await newLead();
    expect((await leadNow(lead.id)).firstResponseAt).toBeNull();
    // Filing it as spam is no answer to the visitor.
    await changeStatus(store.db, { leadId: lead.id, to: "spam", actor });
    await changeStatus(store.db, { leadId: lead.id, to: "new", actor });
    expect((await leadNow(lead.id)).firstResponseAt).toBeNull();

    expect(await logReply(store.db, { leadId: lead.id, kind: "call", actor })).toBe(true);
    const first = (await leadNow(lead.id)).firstResponseAt;
    expect(first).toBeInstanceOf(Date);
    await logReply(store.db, { leadId: lead.id, kind: "whatsapp", actor });
    await changeStatus(store.db, { leadId: lead.id, to: "contacted", actor });
    expect((await leadNow(lead.id)).firstResponseAt).toEqual(first);
    expect(await kinds(lead.id)).toEqual(expect.arrayContaining(["status", "call", "whatsapp"]));
  });

  it("counts moving a lead out of New as its first response", async () => {
    const lead = await newLead();
    await changeStatus(store.db, { leadId: lead.id, to: "quote-sent", actor });
    expect((await leadNow(lead.id)).firstResponseAt).toBeInstanceOf(Date);
  });

  it("assigns to an account and back to nobody, and refuses an account that does not exist", async () => {
    const lead = await newLead();
    const staff = { id: randomUUID(), email: "staff@agency.in", passwordHash: "x" };
    await store.db.insert(users).values(staff);
    expect(await assignLead(store.db, { leadId: lead.id, assigneeId: staff.id, actor })).toBe(
      "assigned",
    );
    expect(await assignLead(store.db, { leadId: lead.id, assigneeId: staff.id, actor })).toBe(
      "unchanged",
    );
    expect(await assignLead(store.db, { leadId: lead.id, assigneeId: randomUUID(), actor })).toBe(
      "no-such-account",
    );
    expect((await leadNow(lead.id)).assigneeId).toBe(staff.id);
    expect(await assignLead(store.db, { leadId: lead.id, assigneeId: null, actor })).toBe(
      "assigned",
    );
    expect((await leadNow(lead.id)).assigneeId).toBeNull();
    const details = (
      await store.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))
    ).map((event) => event.detail);
    expect(details).toEqual(
      expect.arrayContaining([
        { from: null, to: "staff@agency.in" },
        { from: "staff@agency.in", to: null },
      ]),
    );
    expect(await assignLead(store.db, { leadId: randomUUID(), assigneeId: null, actor })).toBe(
      "not-found",
    );
  });

  it("sets a next step with its time, refuses a time with nothing to do, and clears it", async () => {
    const lead = await newLead();
    const at = new Date("2026-11-27T05:00:00Z");
    const now = new Date("2026-11-26T05:00:00Z");
    expect(
      await setNextStep(store.db, { leadId: lead.id, actor, text: "  ", at, now }),
    ).toMatchObject({
      kind: "invalid",
      field: "nextStep",
    });
    expect(
      await setNextStep(store.db, { leadId: lead.id, actor, text: "x".repeat(201), at, now }),
    ).toMatchObject({ kind: "invalid" });
    expect(
      await setNextStep(store.db, {
        leadId: lead.id,
        actor,
        text: " Call about the menu ",
        at,
        now,
      }),
    ).toEqual({ kind: "set" });
    expect(await leadNow(lead.id)).toMatchObject({
      nextStep: "Call about the menu",
      nextStepAt: at,
    });
    expect(await setNextStep(store.db, { leadId: lead.id, actor, text: "", at: null })).toEqual({
      kind: "cleared",
    });
    expect(await leadNow(lead.id)).toMatchObject({ nextStep: null, nextStepAt: null });
  });

  it("refuses a next step more than a year ago or five years ahead, saying why, under its time", async () => {
    const lead = await newLead();
    // 17:30 on 28 Nov 2026 in Pune: the window runs from 28 Nov 2025 to 28 Nov 2031, whole days.
    const now = new Date("2026-11-28T12:00:00Z");
    const step = (at: Date) =>
      setNextStep(store.db, { leadId: lead.id, actor, text: "Call back", at, now });
    const window = "Choose one from 28 Nov 2025 to 28 Nov 2031.";
    for (const at of ["0026-11-27T05:00:00Z", "1926-11-27T05:00:00Z", "2025-11-27T18:29:00Z"]) {
      expect(await step(new Date(at)), at).toEqual({
        kind: "invalid",
        field: "nextStepAt",
        error: `That day is more than a year ago. ${window}`,
      });
    }
    for (const at of ["2031-11-28T18:30:00Z", "2126-11-27T05:00:00Z"]) {
      expect(await step(new Date(at)), at).toEqual({
        kind: "invalid",
        field: "nextStepAt",
        error: `That day is more than 5 years ahead. ${window}`,
      });
    }
    expect(await leadNow(lead.id)).toMatchObject({ nextStep: null, nextStepAt: null });
    // The first and the last minute of the window, in India's time.
    for (const at of ["2025-11-27T18:30:00Z", "2031-11-28T18:29:00Z"]) {
      expect(await step(new Date(at)), at).toEqual({ kind: "set" });
      expect((await leadNow(lead.id)).nextStepAt).toEqual(new Date(at));
    }
  });

  it("answers a next step typed in year 0026 on the lead's page with a reason under its time", async () => {
    const lead = await newLead();
    const form = new FormData();
    form.set("intent", "next-step");
    form.set("nextStep", "Call about the menu");
    form.set("nextStepAt", "0026-11-27T10:30");
    const context = { db: store.db, leadId: lead.id, actor, mailConfigured: false };
    const answer = await runLeadAction(form, { ...context, nudgeOutbox() {} });
    expect(answer).toMatchObject({
      status: 422,
      fields: { nextStepAt: expect.stringMatching(/^That day is more than a year ago\. /) },
    });
    expect(await leadNow(lead.id)).toMatchObject({ nextStep: null, nextStepAt: null });
  });

  it("corrects what the visitor sent by the form's rules, keeping the old values", async () => {
    const lead = await newLead({ email: "typo@example" });
    const values = {
      name: "Visitor Corrected",
      email: "right@example.in",
      whatsapp: "+91 98765 43210",
      service: "Website Creation",
      message: "A website for our bakery in Kothrud.",
    };
    expect(
      await correctLead(store.db, { leadId: lead.id, actor, values: { ...values, email: "nope" } }),
    ).toMatchObject({ kind: "invalid", errors: { email: expect.any(String) } });
    expect(await correctLead(store.db, { leadId: lead.id, actor, values })).toEqual({
      kind: "corrected",
      fields: ["name", "email"],
    });
    expect(await correctLead(store.db, { leadId: lead.id, actor, values })).toEqual({
      kind: "unchanged",
    });
    const [event] = await store.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(event?.detail).toEqual({
      "name.from": lead.name,
      "name.to": "Visitor Corrected",
      "email.from": "typo@example",
      "email.to": "right@example.in",
    });
  });

  it("corrects a lead sent for a service the form no longer offers, keeping that service", async () => {
    const retired = "Google Ads Management";
    const lead = await newLead({ service: retired, name: "Visiter" });
    const values = {
      name: "Visitor",
      email: lead.email,
      whatsapp: lead.whatsapp,
      service: retired,
      message: lead.message,
    };
    expect(await correctLead(store.db, { leadId: lead.id, actor, values })).toEqual({
      kind: "corrected",
      fields: ["name"],
    });
    expect((await leadNow(lead.id)).service).toBe(retired);
    // A correction may not give a lead a service the form does not offer.
    expect(
      await correctLead(store.db, {
        leadId: lead.id,
        actor,
        values: { ...values, service: "Billboard Rental" },
      }),
    ).toMatchObject({ kind: "invalid", errors: { service: expect.any(String) } });
  });

  it("queues an email reply in the outbox with its history entry, and answers the lead", async () => {
    const lead = await newLead();
    expect(
      await queueReply(store.db, {
        leadId: lead.id,
        actor,
        language: "hi",
        draft: { subject: "Line one\nline two", body: "नमस्ते" },
      }),
    ).toMatchObject({ kind: "invalid", problems: [{ field: "subject" }] });
    const queued = await queueReply(store.db, {
      leadId: lead.id,
      actor,
      language: "hi",
      draft: { subject: " आपकी पूछताछ ", body: "नमस्ते जी" },
    });
    if (queued.kind !== "queued") throw new Error(queued.kind);
    const [row] = await store.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, queued.notificationId));
    expect(row).toMatchObject({
      leadId: lead.id,
      channel: "reply",
      state: "pending",
      payload: { subject: "आपकी पूछताछ", body: "नमस्ते जी", language: "hi" },
    });
    const [event] = await store.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(event).toMatchObject({ kind: "email", notificationId: queued.notificationId });
    expect((await leadNow(lead.id)).firstResponseAt).toBeInstanceOf(Date);
  });

  it("keeps the team's templates per language, and puts a default back", async () => {
    expect((await readTemplates(store.db)).mr.edited).toBe(false);
    expect(
      await saveTemplate(store.db, { language: "mr", actor, template: { subject: "", body: "x" } }),
    ).toEqual([{ field: "subject", error: "Please write a subject." }]);
    await saveTemplate(store.db, {
      language: "mr",
      actor,
      template: { subject: "नमस्कार {name}", body: "धन्यवाद" },
    });
    const edited = await readTemplates(store.db);
    expect(edited.mr).toEqual({ subject: "नमस्कार {name}", body: "धन्यवाद", edited: true });
    expect(edited.en.edited).toBe(false);
    await saveTemplate(store.db, { language: "mr", actor, template: null });
    expect((await readTemplates(store.db)).mr.edited).toBe(false);
  });
});
