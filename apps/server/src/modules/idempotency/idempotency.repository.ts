import type { Db } from "../../db/connection";

export type StoredAnswer = { fingerprint: string; status_code: number; response: string };

/**
 * Inserts the key's row inside the write's transaction; true when this transaction now owns the key.
 * False when a committed, unexpired row holds it. A row older than `cutoff` is taken over as if absent.
 * On PostgreSQL a concurrent transaction that inserted the same key first makes this statement wait
 * for its outcome (the primary key): committed → false, rolled back → true. On SQLite the single
 * writer runs the transactions one after the other.
 */
export async function claimKey(
  trx: Db,
  row: { user_id: string; key: string; fingerprint: string; created_at: string },
  cutoff: string,
): Promise<boolean> {
  const claimed = await trx
    .insertInto("idempotency_keys")
    .values({ ...row, status_code: null, response: null })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "key"])
        .doUpdateSet({
          fingerprint: row.fingerprint,
          created_at: row.created_at,
          status_code: null,
          response: null,
        })
        .where("idempotency_keys.created_at", "<", cutoff),
    )
    .returning("key")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Completes the claimed row with the answer, in the same transaction as the write. */
export async function recordAnswer(
  trx: Db,
  userId: string,
  key: string,
  statusCode: number,
  response: string,
): Promise<void> {
  await trx
    .updateTable("idempotency_keys")
    .set({ status_code: statusCode, response })
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .execute();
}

/** The committed answer under this key, unless it is older than `cutoff`. */
export async function findAnswer(db: Db, userId: string, key: string, cutoff: string): Promise<StoredAnswer | null> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["fingerprint", "status_code", "response"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("created_at", ">=", cutoff)
    .executeTakeFirst();
  if (!row || row.status_code === null || row.response === null) return null;
  return { fingerprint: row.fingerprint, status_code: row.status_code, response: row.response };
}

/** Deletes rows past their 24 h; returns how many. */
export async function deleteExpired(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom("idempotency_keys").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
