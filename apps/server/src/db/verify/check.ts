import { sql } from "kysely";
import type { Db } from "../connection";
import { CASH_INVARIANTS } from "./cash-invariants";
import { DOCUMENT_INVARIANTS } from "./document-invariants";
import type { BrokenRow, Invariant, VerifyScope } from "./invariant";
import { KARDEX_INVARIANTS } from "./kardex-invariants";
import { LEDGER_INVARIANTS } from "./ledger-invariants";
import { LIST_INVARIANTS } from "./list-invariants";
import { PURCHASE_INVARIANTS } from "./purchase-invariants";

/** Every invariant of the kept figures, in the order db:verify prints them. */
export const INVARIANTS: readonly Invariant[] = [
  ...LEDGER_INVARIANTS,
  ...KARDEX_INVARIANTS,
  ...DOCUMENT_INVARIANTS,
  ...PURCHASE_INVARIANTS,
  ...CASH_INVARIANTS,
  ...LIST_INVARIANTS,
];

export type InvariantResult = {
  key: string;
  rule: string;
  subject: string;
  /** How many rows break it (0 = it holds). */
  broken: number;
  /** The first few of them. */
  examples: BrokenRow[];
};

type CheckOptions = {
  scope?: VerifyScope;
  /** How many broken rows to bring back per invariant. */
  examples?: number;
  /** Called as each invariant is checked (a check of the large set takes minutes). */
  onResult?: (result: InvariantResult) => void;
};

/**
 * Runs every invariant (those the scope allows) and returns each one's result. Each is one statement
 * the database computes; only the count of broken rows and a few of them come back. Runs on `db` as
 * given: inside a transaction it sees that transaction's snapshot (read-only.ts gives one that cannot write).
 */
export async function checkInvariants(db: Db, options: CheckOptions = {}): Promise<InvariantResult[]> {
  const scope = options.scope ?? {};
  const results: InvariantResult[] = [];
  for (const invariant of INVARIANTS) {
    if (invariant.wholeDatabaseOnly && scope.changedSince !== undefined) continue;
    const query = invariant.broken(db, scope);
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from (${query}) broken`.execute(db);
    const broken = Number(rows[0]?.n ?? 0);
    const examples =
      broken === 0
        ? []
        : (
            await sql<BrokenRow>`select * from (${query}) broken limit ${sql.lit(options.examples ?? 3)}`.execute(db)
          ).rows.map(sameOnBothDialects);
    const result = { key: invariant.key, rule: invariant.rule, subject: invariant.subject, broken, examples };
    options.onResult?.(result);
    results.push(result);
  }
  return results;
}

/** PostgreSQL returns sums and numeric results as text: a figure reads as a number on both dialects. */
const asNumber = (value: number | string | null) =>
  typeof value === "string" && /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : value;
const sameOnBothDialects = (row: BrokenRow): BrokenRow => ({
  ...row,
  kept: asNumber(row.kept),
  expected: asNumber(row.expected),
});

/** The invariants that do not hold (empty when every one does). */
export async function brokenInvariants(db: Db, scope?: VerifyScope): Promise<InvariantResult[]> {
  return (await checkInvariants(db, { scope })).filter((result) => result.broken > 0);
}
