import type { Db } from "../../db/connection";

/**
 * The service side of idempotent writes (docs/decisions/0012-idempotent-writes.md): a route marked
 * `idempotent` hands its service `request.idempotency` (the plugin in idempotency.ts sets it), and the
 * service runs its write transaction through `idempotentTransaction`, so the key is claimed by the
 * transaction's first statement and the answer stored by its last: the answer commits with the write
 * or not at all.
 */

/** The step a route gives its service's transaction when the request carries a key. */
export interface IdempotentWrite {
  /** First statement of the transaction: owns the key, or fails because a committed twin owns it. */
  claim(trx: Db): Promise<void>;
  /** Last statement: stores the body the route answers with, committed with the write. */
  record(trx: Db, body: unknown): Promise<void>;
}

/**
 * The service's write transaction: with a key, claimed first and answered last inside it; without
 * one, a plain transaction (requests without the header behave as before).
 */
export function idempotentTransaction<T>(
  db: Db,
  write: IdempotentWrite | null | undefined,
  work: (trx: Db) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await write?.claim(trx);
    const answer = await work(trx);
    await write?.record(trx, answer);
    return answer;
  });
}
