import type { Db } from "../../db/connection";
import { idBoundBefore } from "../reports/ledger-bounds";
import * as repo from "./audit.repository";

export type RetentionResult = { removed: number; chains: Array<{ shard: number; startSeq: number }> };

/**
 * The retention command (`npm run audit:retain`; never a route): removes every chain's rows older than
 * the business day `beforeDate` (aaaa-mm-dd), whole prefixes of each chain, and moves each chain's start
 * after them (`audit_chains.start_seq` / `start_hash`: the verifier then starts there, with the last
 * removed row's hash as the predecessor). One transaction: the append-only guard is lifted and put back
 * inside it, so the table is never unguarded for another writer, and a failure removes nothing.
 */
export async function removeAuditRowsBefore(db: Db, beforeDate: string): Promise<RetentionResult> {
  const idBefore = idBoundBefore(beforeDate);
  return db.transaction().execute(async (trx) => {
    await repo.dropAppendOnlyGuard(trx);
    let removed = 0;
    const chains: RetentionResult["chains"] = [];
    for (const head of await repo.chainHeads(trx)) {
      const shard = Number(head.shard);
      const last = await repo.lastRowBefore(trx, shard, idBefore);
      if (!last || Number(last.seq) < Number(head.start_seq)) continue;
      removed += await repo.cutChainStart(trx, shard, Number(last.seq), last.hash);
      chains.push({ shard, startSeq: Number(last.seq) + 1 });
    }
    await repo.restoreAppendOnlyGuard(trx);
    return { removed, chains };
  });
}
