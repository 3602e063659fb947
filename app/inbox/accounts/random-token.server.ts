import { createHash, randomBytes } from "node:crypto";

import { isSessionToken } from "./session-cookie.ts";

/*
 * The inbox's secret tokens (a session's, a one-time link's): 32 random bytes, given to the
 * browser or the email once, and kept only as their SHA-256, so that a copy of the tables
 * signs nobody in and sets no password.
 */

/** A new token: 32 random bytes in base64url (43 characters). */
export const newToken = () => randomBytes(32).toString("base64url");

/** What is stored of a token: its SHA-256 in hex. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Whether the value has the shape of a token (not whether anything knows it): one shape for
 * every token, the session cookie's check (app/inbox/accounts/session-cookie.ts).
 */
export const isToken = isSessionToken;
