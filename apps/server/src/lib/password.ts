import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

const KEY_LENGTH = 64;
type Cost = { readonly N: number; readonly r: number; readonly p: number };
// N=2^15 costs ~40 ms on this hardware: slow for an attacker, invisible for a person signing in.
const STANDARD: Cost = { N: 32_768, r: 8, p: 1 };
// Test runs only (vitest.config.ts): the server suites hash and verify ~1,400 passwords a database,
// which cost 100 of the SQLite suite's 175 s at 2^15. Honoured only under NODE_ENV=test, which the test
// runner sets, so nothing an installation sets can weaken its hashes; the hash names its cost, and
// auth.test.ts measures the sign-in timing at the standard one.
const LOW: Cost = { N: 1024, r: 8, p: 1 };
const MAX_MEMORY = 128 * STANDARD.N * STANDARD.r * 2;

/** The cost new hashes are made at, read per hash so a test can switch to the standard one. */
function currentCost(): Cost {
  return process.env.NODE_ENV === "test" && process.env.PASSWORD_HASH_COST === "low" ? LOW : STANDARD;
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Format: scrypt$N$r$p$saltBase64$hashBase64 — parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  return hashAt(password, currentCost());
}

async function hashAt(password: string, cost: Cost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const decoys = new Map<Cost, Promise<string>>();

/**
 * A hash of nothing anyone knows, at the cost new hashes are made at: verified against when the email
 * is unknown, to equalise timing. Made at start-up, not by the first unknown email's sign-in.
 */
export function decoyHash(): Promise<string> {
  const cost = currentCost();
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashAt(randomBytes(32).toString("hex"), cost);
    decoys.set(cost, decoy);
  }
  return decoy;
}
void decoyHash();

export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}
