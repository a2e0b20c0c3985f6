import type { Db } from "../../src/db/connection";
import { brokenInvariants } from "../../src/db/verify/check";

/**
 * The invariants `npm run db:verify` checks (src/db/verify/): lots against the ledger, the stocks,
 * counts, reservations and balances kept from them, the daily totals. Each one that does not hold, with
 * its count of broken rows and a few of them. Empty = invariants hold.
 */
export const ledgerMismatches = (db: Db) => brokenInvariants(db);
