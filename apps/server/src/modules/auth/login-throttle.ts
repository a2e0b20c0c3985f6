import { createHash, randomUUID } from "node:crypto";
import { isIPv6 } from "node:net";
import type { Db } from "../../db/connection";
import * as repo from "./login-throttle.repository";

export type LoginThrottleLimits = {
  /** Sign-in attempts for one email from one address in a window before each further one must wait. */
  perEmailMax: number;
  /** Sign-in attempts from one address, whatever the email, in a window before each further one must wait. */
  perIpMax: number;
  /**
   * The window of a per (email, address) counter: it begins with the counter's first attempt and,
   * once this long has passed, the next attempt starts a new window with a count of 1.
   */
  windowMs: number;
  /** The window of a per-address counter (default: windowMs). */
  perIpWindowMs?: number;
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

/** What the throttle says about one sign-in attempt, before its password is checked. */
type LoginAttempt =
  | {
      allowed: false;
      /** How long this client must wait before trying again. */
      waitMs: number;
    }
  | {
      allowed: true;
      /** The password was right. */
      succeeded(): Promise<void>;
      /** The password was wrong (or the account cannot sign in): the attempt stays counted. */
      failed(): Promise<void>;
      /** The check ended without an answer (e.g. the database went away): the attempt is given back. */
      abandoned(): Promise<void>;
    };

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Throttles whoever guesses passwords, not the account's owner: attempts are counted per (email,
 * address) and per address, never per email alone, so a stranger who knows an email cannot lock its
 * owner out.
 *
 * An attempt is counted before its password is checked, atomically in the database, so parallel
 * guesses (from one process or several) cannot all run while the counter still says "not blocked":
 * the attempt that reaches a budget sets its wait at once, and the ones alongside it are refused. A
 * refused attempt is not counted. Once a budget is spent each failure makes the next attempt from
 * there wait twice as long (capped).
 *
 * Each counter has a real window: it begins with the counter's first attempt and the count starts
 * over once it is older than the window, however many failures came since. The per-address window
 * is the shorter one (1 h by default against 24 h, see env.ts): everyone behind one NAT address
 * shares that counter, so it must forget ordinary typos soon or they add up until every typo there
 * blocks every account; it exists to slow down guessing across many accounts, while the per
 * (email, address) counter, which only its own guesses fill, can remember a whole day.
 *
 * The counters live in the database: every server process shares them and a restart keeps them. A
 * success clears its own (email, address) counter and gives back its one attempt on the address
 * counter, so signing in to one's own account neither counts against colleagues nor refills an
 * address's budget for guessing others.
 */
export function createLoginThrottle(db: Db, limits: LoginThrottleLimits, clock: () => number = Date.now) {
  const baseDelay = limits.baseDelayMs ?? DEFAULT_BASE_DELAY_MS;
  const maxDelay = limits.maxDelayMs ?? DEFAULT_MAX_DELAY_MS;
  // waits[i]: the wait the attempt i past the budget sets (doubling, capped; the last one repeats).
  const waits: number[] = [];
  for (let i = 0; i <= 40; i++) {
    waits.push(Math.min(maxDelay, baseDelay * 2 ** i));
    if (waits[i]! >= maxDelay) break;
  }
  const perEmail = { budget: limits.perEmailMax, windowMs: limits.windowMs };
  const perAddress = { budget: limits.perIpMax, windowMs: limits.perIpWindowMs ?? limits.windowMs };
  const longestWindow = Math.max(perEmail.windowMs, perAddress.windowMs);
  let lastSweep = 0;

  const keysOf = (ip: string, email: string) => {
    const address = addressKey(ip);
    return { address: hashKey("ip", address), emailAtAddress: hashKey("email-ip", `${email}\n${address}`) };
  };

  return {
    async begin(ip: string, email: string): Promise<LoginAttempt> {
      const now = clock();
      const keys = keysOf(ip, email);
      const token = randomUUID();
      const counters = [
        { key: keys.emailAtAddress, ...perEmail },
        { key: keys.address, ...perAddress },
      ];
      const counted: Array<{ key: string; budget: number; attempts: number }> = [];
      for (const counter of counters) {
        const row = await repo.countAttempt(db, { ...counter, now, waits, token });
        if (row.blockedUntil > now && row.reservation !== token) {
          // Refused: what the other key counted for this attempt is given back.
          for (const done of counted) await repo.giveBack(db, done.key, token);
          return { allowed: false, waitMs: row.blockedUntil - now };
        }
        counted.push({ key: counter.key, budget: counter.budget, attempts: row.attempts });
      }
      return {
        allowed: true,
        async succeeded() {
          await repo.clearKey(db, keys.emailAtAddress);
          await repo.giveBack(db, keys.address, token);
        },
        async failed() {
          // The wait was set when the attempt was counted; it runs from the failure instead.
          const at = clock();
          for (const { key, budget, attempts } of counted) {
            if (attempts >= budget) await repo.blockUntil(db, key, at + repo.waitFor(attempts, budget, waits));
          }
          if (at - lastSweep >= SWEEP_INTERVAL_MS) {
            lastSweep = at;
            await repo.deleteForgotten(db, at - longestWindow, at);
          }
        },
        async abandoned() {
          for (const { key } of counted) await repo.giveBack(db, key, token);
        },
      };
    },
  };
}
