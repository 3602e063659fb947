// @vitest-environment node
import { beforeEach, expect, it, vi } from "vitest";

import { openLimitCounts, type LimitCounts } from "#app/db/limit-counts.server.ts";
import { accountLinks, limitCounts } from "#app/db/schema.server.ts";
import { auditTrail, describeStores } from "#app/db/test-stores.test-helpers.ts";

import { createAccountLink, redeemAccountLink, usableLink } from "./account-links.server.ts";
import { addUser } from "./accounts.server.ts";
import {
  createForgotLimiter,
  FORGOT_ANSWER_MS,
  forgotPassword,
  type ForgotPasswordOptions,
} from "./forgot-password.server.ts";

describeStores("forgot password", (store) => {
  const asking = (send: ForgotPasswordOptions["send"]) => ({
    db: store.db,
    send,
    origin: "https://www.example.in",
    siteName: "Example Agency",
    log: () => {},
  });

  it("emails a known account a working link, and an unknown email nothing, in the same time", async () => {
    await addUser(store.db, "owner@example.in", "correct horse battery");
    const send = vi.fn(async () => {});
    const timed = async (email: string) => {
      const started = performance.now();
      await forgotPassword(email, asking(send));
      return performance.now() - started;
    };
    const known = await timed("Owner@Example.in");
    const unknown = await timed("nobody@example.in");
    const invalid = await timed("not an email");
    // Both wait for the floor, whatever the work behind them.
    for (const took of [known, unknown, invalid])
      expect(took).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);

    expect(send).toHaveBeenCalledOnce();
    const [mail] = send.mock.calls[0] as unknown as [{ to: string; subject: string; text: string }];
    expect(mail.to).toBe("owner@example.in");
    expect(mail.subject).toBe("Set a new password for the Example Agency inbox");
    const link = mail.text.match(/https:\/\/www\.example\.in\/admin\/set-password\/(\S{43})/);
    expect(link).not.toBeNull();
    expect(await store.db.$count(accountLinks)).toBe(1);
    await redeemAccountLink(store.db, link![1], "a brand new passphrase");
    // The unknown email is in no log.
    expect(JSON.stringify(await auditTrail(store.db))).not.toContain("nobody@example.in");
  });

  it("answers even when the email cannot be sent, and says why in the log, not to whom", async () => {
    await addUser(store.db, "owner@example.in", "correct horse battery");
    const log = vi.fn();
    await forgotPassword("owner@example.in", {
      ...asking(async () => {
        throw new Error("the mail server could not be reached (ECONNECTION)");
      }),
      log,
    });
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(log.mock.calls[0]?.[0]).toBe(
      "A password reset email could not be sent: the mail server could not be reached (ECONNECTION).",
    );
  });

  it("never cancels a reset link an owner sent, however often a stranger asks for one", async () => {
    const owner = await addUser(store.db, "owner@example.in", "correct horse battery");
    await addUser(store.db, "priya@example.in", "correct horse battery", { role: "staff" });
    const sent = await createAccountLink(store.db, {
      kind: "reset",
      email: "priya@example.in",
      createdBy: owner,
    });
    const send = vi.fn(async () => {});
    for (let n = 0; n < 3; n += 1) await forgotPassword("priya@example.in", asking(send));
    const [mail] = send.mock.calls[2] as unknown as [{ text: string }];
    const asked = mail.text.match(/\/admin\/set-password\/(\S{43})/)![1]!;

    // Priya holds both: the owner's, and the last one she (or whoever) asked for.
    expect(await usableLink(store.db, sent.token)).toMatchObject({ email: "priya@example.in" });
    expect(await usableLink(store.db, asked)).toBeDefined();
    await redeemAccountLink(store.db, sent.token, "a brand new passphrase");
    // Using one ends the other: the account has a new password, and no key is left lying about.
    expect(await usableLink(store.db, asked)).toBeUndefined();
  });
});

describeStores("the forgot-password limits", (store) => {
  let counts: LimitCounts;
  beforeEach(async () => {
    counts = await openLimitCounts(store.db, store.kind);
  });

  it("limit requests per address and per email, unknown emails alike", async () => {
    const limiter = createForgotLimiter(() => counts, {
      perAddress: 5,
      perEmail: 3,
      windowMs: 60_000,
    });
    const at = Date.UTC(2026, 10, 1, 10);
    for (let n = 0; n < 3; n += 1) {
      expect(await limiter.admit(`10.0.0.${n}`, "a@example.in", at)).toBe(0);
    }
    expect(await limiter.admit("10.0.0.9", "A@example.in", at)).toBe(60);
    for (let n = 0; n < 5; n += 1) {
      expect(await limiter.admit("10.0.1.1", `${n}@example.in`, at)).toBe(0);
    }
    expect(await limiter.admit("10.0.1.1", "other@example.in", at + 30_000)).toBe(30);
    expect(await limiter.admit("10.0.1.1", "other@example.in", at + 60_000)).toBe(0);
  });

  it("count an email's requests on every server, and keep them over a restart", async () => {
    const at = Date.UTC(2026, 10, 1, 10);
    const here = createForgotLimiter(() => counts);
    expect(await here.admit("10.0.0.1", "owner@example.in", at)).toBe(0);
    const other = store.kind === "postgres" ? await store.reopen() : undefined;
    if (!other) await store.restart();
    const there = createForgotLimiter(
      await openLimitCounts((other ?? store).db, (other ?? store).kind).then((c) => () => c),
    );
    expect(await there.admit("10.0.0.2", "owner@example.in", at)).toBe(0);
    expect(await there.admit("10.0.0.3", "Owner@example.in", at)).toBe(0);
    expect(await there.admit("10.0.0.4", "owner@example.in", at)).toBe(15 * 60);
    await other?.close();
    expect(JSON.stringify(await store.db.select().from(limitCounts))).not.toMatch(/owner|10\.0/);
  });

  it("refuse to answer when the store cannot be reached (the page answers 503)", async () => {
    const other = store.kind === "postgres" ? await store.reopen() : store;
    const gone = await openLimitCounts(other.db, other.kind);
    await other.close();
    await expect(
      createForgotLimiter(() => gone).admit("10.0.0.1", "a@example.in"),
    ).rejects.toThrow();
    if (store.kind === "embedded") await store.restart();
  });
});
