// Every request body the server accepts is read here, before React Router sees the request:
// up to a size and a number of form fields that fit the address, chunked or not. Past either,
// the request is refused with 413 and the rest of its body is never read, so no sender can
// make the process hold more than a limit's worth of one request (a 200 MB sign-in form took
// it from 264 MB to 791 MB before these limits).

import type { IncomingMessage } from "node:http";

import { serverRouteOf } from "#app/wiring/server-routes.server.ts";

type BodyLimit = { bytes: number; fields: number };
type BodyRead =
  { ok: true; body: Buffer } | { ok: false; reason: "too-large" | "too-many-fields" | "aborted" };

export const BODY_LIMITS: Record<"quote" | "visit" | "signIn" | "inbox" | "none", BodyLimit> = {
  // Five answers of at most 2,000 characters, the page and attribution hints: in Devanagari,
  // percent-encoded, a full quote is about 20 KB; 16 fields are sent, and a few more may come.
  quote: { bytes: 32 * 1024, fields: 40 },
  // A page view: a path, a host and three utm values of at most 100 characters (in Devanagari,
  // percent-encoded, 900 bytes each), in 7 fields.
  visit: { bytes: 4 * 1024, fields: 10 },
  // An email (254), a password (at most 1,024 characters: 12 KB percent-encoded) and `next`.
  signIn: { bytes: 16 * 1024, fields: 8 },
  // A note of 2,000 characters and the action's intent; a person search; a status change.
  inbox: { bytes: 32 * 1024, fields: 20 },
  // GET and HEAD everywhere, and any address that is not a server route.
  none: { bytes: 0, fields: 0 },
};

/** The body an address may be sent: by its route in the one list of server routes. */
export function bodyLimitFor(method: string, pathname: string): BodyLimit {
  if (method === "GET" || method === "HEAD") return BODY_LIMITS.none;
  const route = serverRouteOf(pathname);
  // The quote's answer page when it could not be saved echoes the quote (app/routes/quote-retry.tsx).
  if (route === "/api/leads" || route === "/quote/retry") return BODY_LIMITS.quote;
  if (route === "/api/visits") return BODY_LIMITS.visit;
  if (route === "/admin/login") return BODY_LIMITS.signIn;
  if (route === "/admin" || route?.startsWith("/admin/")) return BODY_LIMITS.inbox;
  return BODY_LIMITS.none;
}

/**
 * How many fields a form body holds, counted without parsing it: `&`-separated pairs of a
 * urlencoded body, parts of a multipart one. Other types are not forms (the routes refuse them).
 */
export function countFormFields(contentType: string | undefined, body: Buffer) {
  const type = (contentType ?? "").split(";")[0]?.trim().toLowerCase();
  if (body.length === 0) return 0;
  if (type === "application/x-www-form-urlencoded") {
    let count = 1;
    for (let at = body.indexOf(0x26); at !== -1; at = body.indexOf(0x26, at + 1)) count += 1;
    return count;
  }
  if (type === "multipart/form-data") {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
    const delimiter = boundary && `--${boundary[1] ?? boundary[2]}`;
    if (!delimiter) return 0;
    let count = -1; // the closing delimiter ends the last part
    for (
      let at = body.indexOf(delimiter);
      at !== -1;
      at = body.indexOf(delimiter, at + delimiter.length)
    ) {
      count += 1;
    }
    return Math.max(count, 0);
  }
  return 0;
}

/**
 * Reads the request's body within `limit`. A declared length over the limit is refused before
 * anything is read; a chunked body is counted as it arrives and refused at the chunk that
 * crosses it (the stream is paused there, and the caller closes the connection).
 */
export function readBody(req: IncomingMessage, limit: BodyLimit): Promise<BodyRead> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > limit.bytes) return Promise.resolve({ ok: false, reason: "too-large" });
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (limit.bytes === 0 && !chunked && !declared) {
    return Promise.resolve({ ok: true, body: Buffer.alloc(0) });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: BodyRead) => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onError);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit.bytes) {
        req.pause();
        finish({ ok: false, reason: "too-large" });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      const body = Buffer.concat(chunks, size);
      const fields = countFormFields(req.headers["content-type"], body);
      finish(fields > limit.fields ? { ok: false, reason: "too-many-fields" } : { ok: true, body });
    };
    // The sender went away mid-body: nothing to answer (server/serve.ts keeps a listener on
    // the request for the rest of its life, so a late error is never unhandled).
    const onError = () => finish({ ok: false, reason: "aborted" });
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    // Closed before its end: the sender went away.
    req.on("close", onError);
  });
}
