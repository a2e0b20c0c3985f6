import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { Db } from "../../db/connection";
import * as repo from "./login-throttle.repository";

export type LoginThrottleLimits = {
  /** Failed sign-ins for one email from one address before each further attempt must wait. */
  perEmailMax: number;
  /** Failed sign-ins from one address, whatever the email, before each further attempt must wait. */
  perIpMax: number;
  /** A counter is forgotten this long after its last failure. */
  windowMs: number;
  /** The first wait once a budget is spent; each further failure doubles it (default 1 s). */
  baseDelayMs?: number;
  /** The longest wait (default 15 min). */
  maxDelayMs?: number;
};

const DEFAULT_BASE_DELAY_MS = 1000;
const DEFAULT_MAX_DELAY_MS = 15 * 60_000;
/** Forgotten counters are swept at most this often per process, on a failed sign-in. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The address a counter belongs to. An IPv6 client usually holds a whole /64 and could take a new
 * address per attempt, so the /64 is the unit; an IPv4-mapped address is the IPv4 one.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split("%")[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const [head = "", tail] = address.toLowerCase().split("::");
  const groups = (part: string | undefined) =>
    part ? part.split(":").flatMap((group) => (group.includes(".") ? ["0", "0"] : [group])) : [];
  const left = groups(head);
  const right = groups(tail);
  const full = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}

/** Keys are hashes: the table holds no email or address in clear. */
const hashKey = (kind: string, value: string) => createHash("sha256").update(`${kind}\n${value}`).digest("base64url");

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Throttles whoever guesses passwords, not the account's owner: failures are counted per (email,
 * address) and per address, never per email alone, so a stranger who knows an email cannot lock its
 * owner out. Once a budget is spent every failure makes the next attempt from there wait twice as
 * long (capped). The counters live in the database: every server process shares them and a restart
 * keeps them. A success clears only its own (email, address) counter, so signing in to one's own
 * account does not refill an address's budget for guessing others.
 */
export function createLoginThrottle(db: Db, limits: LoginThrottleLimits, clock: () => number = Date.now) {
  const baseDelay = limits.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelay = limits.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  let lastSweep = 0;

  const keysOf = (ip: string, email: string) => {
    const address = addressKey(ip);
    return { address: hashKey("ip", address), emailAtAddress: hashKey("email-ip", `${email}\n${address}`) };
  };
  const delayAfter = (failures: number, free: number) =>
    failures < free ? 0 : Math.min(maxDelay, baseDelay * 2 ** Math.min(failures - free, 40));

  return {
    /** How many milliseconds this client must still wait before trying this email; 0 when it may try now. */
    async wait(ip: string, email: string): Promise<number> {
      const now = clock();
      const keys = keysOf(ip, email);
      const until = await repo.blockedUntil(db, [keys.address, keys.emailAtAddress], now);
      return Math.max(0, until - now);
    },

    async recordFailure(ip: string, email: string): Promise<void> {
      const now = clock();
      const keys = keysOf(ip, email);
      const forgetBefore = now - limits.windowMs;
      const budgets = [
        [keys.emailAtAddress, limits.perEmailMax],
        [keys.address, limits.perIpMax],
      ] as const;
      for (const [key, free] of budgets) {
        const delay = delayAfter(await repo.countFailure(db, key, now, forgetBefore), free);
        if (delay > 0) await repo.blockUntil(db, key, now + delay);
      }
      if (now - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = now;
        await repo.deleteForgotten(db, forgetBefore, now);
      }
    },

    async recordSuccess(ip: string, email: string): Promise<void> {
      await repo.clearKey(db, keysOf(ip, email).emailAtAddress);
    },
  };
}
