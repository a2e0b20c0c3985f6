import { messages } from "@inventario/shared/messages";
import { AppError } from "../../errors";

type Window = { count: number; resetAt: number };

/** Fixed-window counters in process memory; swept when they pile up so memory stays bounded. */
class WindowCounter {
  private readonly windows = new Map<string, Window>();
  constructor(private readonly windowMs: number) {}

  count(key: string, now: number): number {
    const window = this.windows.get(key);
    return window && window.resetAt > now ? window.count : 0;
  }

  increment(key: string, now: number): void {
    const window = this.windows.get(key);
    if (window && window.resetAt > now) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    if (this.windows.size > 10_000) this.sweep(now);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export type LoginThrottleLimits = { perIpMax: number; perEmailMax: number; windowMs: number };

/**
 * Two budgets for sign-in: attempts per address (spraying many accounts) and failed attempts per
 * email (guessing one account's password). A success clears the email's failures. Kept here rather
 * than in @fastify/rate-limit because that plugin runs only one limiter per request.
 */
export function createLoginThrottle(limits: LoginThrottleLimits, clock: () => number = Date.now) {
  const byIp = new WindowCounter(limits.windowMs);
  const failuresByEmail = new WindowCounter(limits.windowMs);

  return {
    /** Counts the attempt; throws 429 when either budget is spent. */
    admit(ip: string, email: string): void {
      const now = clock();
      byIp.increment(ip, now);
      if (byIp.count(ip, now) > limits.perIpMax || failuresByEmail.count(email, now) >= limits.perEmailMax) {
        throw new AppError(429, "RATE_LIMITED", messages.login.tooManyAttempts);
      }
    },
    recordFailure(email: string): void {
      failuresByEmail.increment(email, clock());
    },
    recordSuccess(email: string): void {
      failuresByEmail.reset(email);
    },
  };
}
