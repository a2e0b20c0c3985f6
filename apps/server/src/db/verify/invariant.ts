import { type RawBuilder, sql } from "kysely";
import type { Db } from "../connection";

/**
 * A row that breaks an invariant: which one (`id`: a lot, a product, a movement…), optionally which of
 * its figures, the figure kept in the database and the one its source rows give.
 */
export type BrokenRow = {
  id: string;
  figure?: string | null;
  kept: number | string | null;
  expected: number | string | null;
};

/**
 * Which rows to check. Everything by default; `changedSince` (an ISO instant) narrows the checks to
 * the products whose lots changed since then and the documents created since (the bench checks what its
 * writes touched, not the large set's ten million movements). Checks over a whole table's totals
 * (`wholeDatabaseOnly`) are skipped then.
 */
export type VerifyScope = { changedSince?: string | undefined };

/**
 * One invariant of the kept figures: a set-based query returning the rows that break it (none when it
 * holds). The database computes it; only broken rows come back, so a check of the large set holds no
 * ledger in memory.
 */
export type Invariant = {
  /** Stable English name (tests, the bench's JSON). */
  key: string;
  /** What must hold, in Spanish, as `npm run db:verify` prints it. */
  rule: string;
  /** What a broken row's id names, in Spanish ("lote", "producto"…). */
  subject: string;
  wholeDatabaseOnly?: boolean;
  broken(db: Db, scope: VerifyScope): RawBuilder<BrokenRow>;
};

/** `column` is one of the products the scope covers (all, or those whose lots changed since). */
export const productInScope = (scope: VerifyScope, column: string): RawBuilder<boolean> =>
  scope.changedSince === undefined
    ? sql<boolean>`1 = 1`
    : sql<boolean>`${sql.ref(column)} in (select product_id from lots where updated_at >= ${scope.changedSince})`;

/** `column` (a creation instant) falls in the scope: always, or since `changedSince`. */
export const createdInScope = (scope: VerifyScope, column: string): RawBuilder<boolean> =>
  scope.changedSince === undefined ? sql<boolean>`1 = 1` : sql<boolean>`${sql.ref(column)} >= ${scope.changedSince}`;
