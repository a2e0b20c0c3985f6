import type { Db } from "../../db/connection";

/**
 * The service side of idempotent writes (docs/decisions/0012-idempotent-writes.md): a route marked
 * `idempotent` hands its service `request.idempotency` (the plugin in idempotency.ts sets it), and the
 * service runs its write transaction through `idempotentTransaction`, so the key is claimed by the
 * transaction's first statement and the answer stored by its last: the answer commits with the write
 * or not at all.
 */

/** The step a route gives its service's transaction: keyed, or `UNKEYED`. */
export interface IdempotentWrite {
  /** First statement of the transaction: owns the key, or fails because a committed twin owns it. */
  claim(trx: Db): Promise<void>;
  /** Last statement: stores the body the route answers with, committed with the write. */
  record(trx: Db, body: unknown): Promise<void>;
}

/**
 * A write without a key: a request to an idempotent route that sent no `Idempotency-Key` (it behaves as
 * a plain transaction), or a write made outside any request (the demo seed, a script, a test).
 */
export const UNKEYED: IdempotentWrite = { claim: async () => {}, record: async () => {} };

declare const stockWrite: unique symbol;
/**
 * The only transaction the stock ledger's entry points (`addStock`, `takeStock`) accept: opened by
 * `idempotentTransaction`, so an operation that changes stock cannot skip the idempotency wiring.
 */
export type StockTransaction = Db & { readonly [stockWrite]: true };

/** `request.idempotency` is null on a route not marked idempotent: a stock write there is a wiring fault. */
export class RouteNotIdempotent extends Error {
  constructor() {
    super(
      "A write that changes stock ran with request.idempotency null: its route lacks config: { idempotent: true } " +
        '(docs/EXTENDING.md, "Adding a domain", step 4); a write outside a request passes UNKEYED',
    );
  }
}

/**
 * The service's write transaction: with a key, claimed first and answered last inside it; `UNKEYED`, a
 * plain transaction (requests without the header behave as before). `null` is what a route not marked
 * idempotent hands over: refused before anything is written.
 */
export function idempotentTransaction<T>(
  db: Db,
  write: IdempotentWrite | null,
  work: (trx: StockTransaction) => Promise<T>,
): Promise<T> {
  if (write === null) return Promise.reject(new RouteNotIdempotent());
  return db.transaction().execute(async (trx) => {
    await write.claim(trx);
    const answer = await work(trx as unknown as StockTransaction);
    await write.record(trx, answer);
    return answer;
  });
}
