import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "./password-rules.ts";

/*
 * The inbox's passwords: scrypt from Node's crypto, stored as one string that carries its own
 * parameters and salt, `scrypt$N$r$p$salt$hash` (salt and hash in base64). A hash made with
 * older parameters keeps verifying after the defaults change.
 *
 * N = 2^15, r = 8, p = 1 (32 MiB of memory) is OWASP's recommended minimum for scrypt and
 * takes about 50-80 ms on this 2-core machine: slow enough to make guessing from a stolen
 * table expensive, quick enough for a sign-in form that also verifies a dummy hash for
 * unknown emails. 2^16 doubles both the time and the memory of every sign-in.
 */

type Params = { N: number; r: number; p: number };

const DEFAULT_PARAMS: Params = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/** A new hash of the password, with a random salt: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p } = DEFAULT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, DEFAULT_PARAMS, KEY_BYTES);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

/**
 * Whether the password matches the stored hash, compared in constant time. A malformed hash
 * (or one with absurd parameters) matches nothing instead of throwing.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

function parseHash(stored: string) {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, "base64");
  const key = Buffer.from(parts[5]!, "base64");
  // Bounds keep a tampered row from making one sign-in take gigabytes or minutes.
  const powerOfTwo = Number.isInteger(N) && N >= 2 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !inRange(r, 1, 32) || !inRange(p, 1, 16)) return undefined;
  if (memoryFor({ N, r, p }) > MAX_MEMORY) return undefined;
  if (salt.length < 8 || key.length < 16 || key.length > 64) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** Bytes scrypt allocates, as OpenSSL counts them: 128·r·(N + p + 2). */
const memoryFor = ({ N, r, p }: Params) => 128 * r * (N + p + 2);
const MAX_MEMORY = 256 * 1024 * 1024;

const inRange = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

function derive(password: string, salt: Buffer, params: Params, bytes: number): Promise<Buffer> {
  const options: ScryptOptions = {
    ...params,
    // Node's default cap (32 MiB) is just under what N = 2^15, r = 8 needs as OpenSSL counts
    // it, so the cap is set from the need.
    maxmem: memoryFor(params) + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    // NFC: the same password typed on a Mac (decomposed accents) and elsewhere is one password.
    scrypt(password.normalize("NFC"), salt, bytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
