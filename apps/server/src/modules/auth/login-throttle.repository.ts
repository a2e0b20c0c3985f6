import { sql } from "kysely";
import type { Db } from "../../db/connection";

/** The latest time until which any of these keys must wait; 0 when none is blocked. */
export async function blockedUntil(db: Db, keys: readonly string[], now: number): Promise<number> {
  const rows = await db
    .selectFrom("login_throttle")
    .select("blocked_until")
    .where("key", "in", keys)
    .where("blocked_until", ">", now)
    .execute();
  return Math.max(0, ...rows.map((row) => Number(row.blocked_until)));
}

/**
 * Counts one failure of the key and returns its count. One atomic upsert, so concurrent failures
 * from several processes all count. A count whose last failure is older than `forgetBefore` starts over.
 */
export async function countFailure(db: Db, key: string, now: number, forgetBefore: number): Promise<number> {
  const row = await db
    .insertInto("login_throttle")
    .values({ key, failures: 1, blocked_until: 0, updated_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        failures: sql<number>`case when ${sql.ref("login_throttle.updated_at")} < ${forgetBefore} then 1
                                   else ${sql.ref("login_throttle.failures")} + 1 end`,
        updated_at: now,
      }),
    )
    .returning("failures")
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

/** Makes the key wait until `until`, never shortening a longer wait another process already set. */
export async function blockUntil(db: Db, key: string, until: number): Promise<void> {
  await db
    .updateTable("login_throttle")
    .set({ blocked_until: sql<number>`case when blocked_until < ${until} then ${until} else blocked_until end` })
    .where("key", "=", key)
    .execute();
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.deleteFrom("login_throttle").where("key", "=", key).execute();
}

/** Drops the counters nobody has failed on since `forgetBefore` and that no longer block: keeps the table small. */
export async function deleteForgotten(db: Db, forgetBefore: number, now: number): Promise<void> {
  await db
    .deleteFrom("login_throttle")
    .where("updated_at", "<", forgetBefore)
    .where("blocked_until", "<=", now)
    .execute();
}
