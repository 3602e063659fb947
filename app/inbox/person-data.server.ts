import { desc, inArray, or, sql, type SQL } from "drizzle-orm";

import { leads, type Lead } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { audit } from "./audit.server.ts";
import { leadsCsv } from "./csv.server.ts";
import { isLeadId } from "./lead-detail.server.ts";

/*
 * A person's rights over their data (India's DPDP Act): the owner finds every lead a person
 * sent, by the email or the WhatsApp number they write from, hands them a copy (personCsv) or
 * erases them. The audit log records that an erasure happened and how big it was, and nothing
 * that would identify the person it was meant to forget.
 */

/** How the owner names the person: the email or the WhatsApp number they wrote from. */
export type PersonQuery = { email?: string; phone?: string };

/** India's country code; a 10-digit number is an Indian mobile number. */
const COUNTRY_CODE = "91";

/**
 * Every way the same number may have been typed, as digits: `98765 43210`, `+91 98765 43210`,
 * `098765 43210` and `0091 98765 43210` are one number. Empty for a query with no digits.
 */
export function phoneVariants(phone: string): string[] {
  const digits = phone.replace(/\D/g, "");
  if (!digits) return [];
  // The national number: without the international 00, the country code or the trunk 0.
  const national =
    digits.length === 14 && digits.startsWith(`00${COUNTRY_CODE}`)
      ? digits.slice(4)
      : digits.length === 12 && digits.startsWith(COUNTRY_CODE)
        ? digits.slice(2)
        : digits.length === 11 && digits.startsWith("0")
          ? digits.slice(1)
          : digits;
  if (national.length !== 10) return [digits];
  return [
    ...new Set([
      digits,
      national,
      COUNTRY_CODE + national,
      `0${national}`,
      `00${COUNTRY_CODE}${national}`,
    ]),
  ];
}

/**
 * Every lead whose email is this one (in any case) or whose WhatsApp number is this one (digits
 * compared, with or without +91), newest first. Nothing for a query without either.
 */
export async function findPerson(db: Db, { email, phone }: PersonQuery): Promise<Lead[]> {
  // Both expressions are those leads_email_lower_idx and leads_whatsapp_digits_idx are built
  // on (app/db/schema.server.ts), so that each is answered from its index: change both or
  // neither (without them each read every lead: 195 ms for a number on the embedded store).
  const matches: SQL[] = [];
  const address = email?.trim().toLowerCase();
  if (address) matches.push(sql`lower(${leads.email}) = ${address}`);
  const numbers = phone ? phoneVariants(phone) : [];
  if (numbers.length > 0) {
    matches.push(inArray(sql`regexp_replace(${leads.whatsapp}, '\\D', '', 'g')`, numbers));
  }
  if (matches.length === 0) return [];
  return db
    .select()
    .from(leads)
    .where(or(...matches))
    .orderBy(desc(leads.createdAt), desc(leads.id));
}

/**
 * Erases these leads (their notifications and history go with them: the foreign keys cascade)
 * in one transaction with one audit entry, "erasure", that says how many. Returns how many
 * were erased (fewer than asked if some were gone already).
 */
export async function erasePerson(db: Db, ids: readonly string[], actor: string): Promise<number> {
  const valid = ids.filter(isLeadId);
  if (valid.length === 0) return 0;
  return db.transaction(async (tx) => {
    const erased = await tx
      .delete(leads)
      .where(inArray(leads.id, valid))
      .returning({ id: leads.id });
    const count = erased.length;
    // How many, and nothing else: no ids, no email, no number.
    await audit(tx, actor, "erasure", `${count} ${count === 1 ? "lead" : "leads"} erased`);
    return count;
  });
}

/** A copy of these leads for the person who sent them (the same CSV as the export). */
export function personCsv(db: Db, ids: readonly string[]): ReadableStream<Uint8Array> {
  return leadsCsv(db, { ids: ids.filter(isLeadId) });
}
