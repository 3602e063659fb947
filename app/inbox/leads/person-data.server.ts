import { and, desc, gt, inArray, lte, or, sql, type SQL } from "drizzle-orm";

import { leads, type Lead } from "#app/db/schema.server.ts";
import type { Db } from "#app/db/store.server.ts";

import { audit } from "#app/inbox/team/audit.server.ts";
import { leadsCsv } from "./csv.server.ts";
import type { PersonKey, PersonQuery } from "./person-key.ts";

export type { PersonKey, PersonQuery };

/*
 * A person's rights over their data (India's DPDP Act): the owner finds every lead a person
 * sent, by the email or the WhatsApp number they write from, hands them a copy (personCsv) or
 * erases them. Both take the person as the page named them (a PersonKey: the search and the
 * moment it was shown), run through the same match as the page. The audit log records that an
 * erasure happened and how big it was, and nothing that would identify the person it was
 * meant to forget.
 */

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
 * The condition on a lead of being this person's: its email is this one (in any case) or its
 * WhatsApp number is this one (digits compared, with or without +91). None for a query without
 * either, which would otherwise match every lead.
 */
function personMatch({ email, phone }: PersonQuery): SQL | undefined {
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
  return matches.length > 0 ? or(...matches) : undefined;
}

/**
 * Every lead of the person (personMatch) received up to `receivedUpTo` when given, newest
 * first. Nothing for a query without an email or a number.
 */
export async function findPerson(db: Db, query: PersonQuery, receivedUpTo?: Date): Promise<Lead[]> {
  const match = personMatch(query);
  if (!match) return [];
  return db
    .select()
    .from(leads)
    .where(and(match, receivedUpTo && lte(leads.createdAt, receivedUpTo)))
    .orderBy(desc(leads.createdAt), desc(leads.id));
}

/** The leads a key names: the person's, received up to the moment their page was shown. */
function keyWhere(key: PersonKey): SQL | undefined {
  const match = personMatch(key);
  return match && and(match, lte(leads.createdAt, key.shownAt));
}

/** What an erasure did: the leads erased, and the person's leads kept (received after). */
export type Erasure = { erased: number; kept: number };

/**
 * Erases every lead of the person received up to the moment their page was shown (their
 * notifications and history go with them: the foreign keys cascade), in one transaction with
 * one audit entry, "erasure", that says how many. A lead that arrived after the page was shown
 * is kept, and counted: the owner never saw it. Nothing for a key that names no one.
 */
export async function erasePerson(db: Db, key: PersonKey, actor: string): Promise<Erasure> {
  const match = personMatch(key);
  if (!match) return { erased: 0, kept: 0 };
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(leads)
      .where(and(match, lte(leads.createdAt, key.shownAt)))
      .returning({ id: leads.id });
    const kept = await tx.$count(leads, and(match, gt(leads.createdAt, key.shownAt)));
    const count = gone.length;
    // How many, and nothing else: no ids, no email, no number.
    await audit(tx, actor, "erasure", `${count} ${count === 1 ? "lead" : "leads"} erased`);
    return { erased: count, kept };
  });
}

/** How many leads a key names (what its download holds). */
export async function personLeadCount(db: Db, key: PersonKey): Promise<number> {
  const where = keyWhere(key);
  return where ? db.$count(leads, where) : 0;
}

/** A copy of the leads a key names, for the person who sent them (the same CSV as the export). */
export function personCsv(db: Db, key: PersonKey): ReadableStream<Uint8Array> {
  // No person is no leads.
  return leadsCsv(db, { where: keyWhere(key) ?? sql`false` });
}
