import { type RawBuilder, sql } from "kysely";
import type { Db } from "../../db/connection";

export type CountAttempt = {
  key: string;
  now: number;
  /** The key's window length: a window that began this long ago or earlier is over. */
  windowMs: number;
  /** The attempt numbered `budget` in a window, and each one after it, makes the next ones wait. */
  budget: number;
  /** The wait the attempt numbered `budget + i` sets: `waits[i]`, and the last one beyond. */
  waits: readonly number[];
  /** Unique to this attempt: names the wait it sets, so that only this attempt can lift it. */
  token: string;
};

export type CountedAttempt = { attempts: number; blockedUntil: number; reservation: string | null };

/**
 * Counts one attempt of the key, before its password is checked, in one atomic upsert (SQLite ≥ 3.35
 * and PostgreSQL both run `insert … on conflict do update … returning` as one step, so concurrent
 * attempts from any number of processes are counted one after another):
 * - while the key is blocked, nothing changes and the attempt is to be refused;
 * - otherwise the count goes up by one, or starts over at 1 with a new window when the current one is
 *   over; an attempt that reaches the budget at once sets the wait its failure would earn and names
 *   itself in `reservation`, so that the attempts running alongside it are refused until it is known
 *   to have failed (the wait stays) or succeeded (it lifts it).
 * The caller tells which by comparing the returned reservation with its token.
 */
export async function countAttempt(db: Db, attempt: CountAttempt): Promise<CountedAttempt> {
  const { key, now, windowMs, budget, waits, token } = attempt;
  const col = (name: "attempts" | "window_started_at" | "blocked_until" | "reservation") =>
    sql.ref(`login_throttle.${name}`);
  const at = sql<number>`cast(${now} as bigint)`;
  const blocked = sql<boolean>`${col("blocked_until")} > ${at}`;
  const windowOver = sql<boolean>`${col("window_started_at")} <= cast(${now - windowMs} as bigint)`;
  const counted = sql<number>`case when ${windowOver} then 1 else ${col("attempts")} + 1 end`;
  const reserves = sql<boolean>`${counted} >= ${sql.lit(budget)}`;
  const firstReserves = 1 >= budget;

  const row = await db
    .insertInto("login_throttle")
    .values({
      key,
      attempts: 1,
      window_started_at: now,
      blocked_until: firstReserves ? now + waitFor(1, budget, waits) : 0,
      reservation: firstReserves ? token : null,
    })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        attempts: sql<number>`case when ${blocked} then ${col("attempts")} else ${counted} end`,
        window_started_at: sql<number>`case when ${blocked} or not (${windowOver}) then ${col("window_started_at")}
                                            else ${at} end`,
        blocked_until: sql<number>`case when ${blocked} or not (${reserves}) then ${col("blocked_until")}
                                        else ${at} + ${waitExpression(counted, budget, waits)} end`,
        reservation: sql<string | null>`case when ${blocked} or not (${reserves}) then ${col("reservation")}
                                             else ${token} end`,
      }),
    )
    .returning(["attempts", "blocked_until", "reservation"])
    .executeTakeFirstOrThrow();
  return { attempts: Number(row.attempts), blockedUntil: Number(row.blocked_until), reservation: row.reservation };
}

/** The wait the attempt numbered `count` sets, once `count` has reached the budget. */
export function waitFor(count: number, budget: number, waits: readonly number[]): number {
  return waits[Math.max(0, Math.min(count - budget, waits.length - 1))] ?? 0;
}

/** `waitFor` in SQL, as a lookup of literals (the waits come from the configuration, not a request). */
function waitExpression(count: RawBuilder<number>, budget: number, waits: readonly number[]): RawBuilder<number> {
  const steps = waits.slice(0, -1).map((wait, i) => sql`when ${sql.lit(budget + i)} then ${sql.lit(wait)}`);
  const last = sql.lit(waits.at(-1) ?? 0);
  return steps.length === 0
    ? sql<number>`${last}`
    : sql<number>`case ${count} ${sql.join(steps, sql` `)} else ${last} end`;
}

/**
 * Takes one attempt back off the key (one that succeeded, was refused by the other key, or got no
 * answer) and lifts the wait that attempt set, if any; a wait another attempt set stays.
 */
export async function giveBack(db: Db, key: string, token: string): Promise<void> {
  await db
    .updateTable("login_throttle")
    .set({
      attempts: sql<number>`case when attempts > 0 then attempts - 1 else 0 end`,
      blocked_until: sql<number>`case when reservation = ${token} then 0 else blocked_until end`,
      reservation: sql<string | null>`case when reservation = ${token} then null else reservation end`,
    })
    .where("key", "=", key)
    .execute();
}

/** Makes the key wait until `until`, never shortening a longer wait another attempt already set. */
export async function blockUntil(db: Db, key: string, until: number): Promise<void> {
  const at = sql<number>`cast(${until} as bigint)`;
  await db
    .updateTable("login_throttle")
    .set({ blocked_until: sql<number>`case when blocked_until < ${at} then ${at} else blocked_until end` })
    .where("key", "=", key)
    .execute();
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", key).execute();
}

/** Drops the counters whose window began before `startedBefore` and that no longer block: keeps the table small. */
export async function deleteForgotten(db: Db, startedBefore: number, now: number): Promise<void> {
  await db
    .deleteFrom("login_throttle")
    .where("window_started_at", "<", startedBefore)
    .where("blocked_until", "<=", now)
    .execute();
}
