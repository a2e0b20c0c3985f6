import { hash } from "node:crypto";

/** A row's content as the chain hashes it: every column but the hash itself. */
export type ChainedContent = {
  id: string;
  at: string;
  user_id: string | null;
  address: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string;
  changes: string;
  shard: number;
  seq: number;
};

/**
 * SHA-256 over the predecessor's hash and the row's content (a JSON array, fixed column order), hex.
 * Changing any column, the row's place (shard, seq) or the row before it changes the hash.
 */
export function chainHash(previousHash: string, row: ChainedContent): string {
  const content = JSON.stringify([
    row.id,
    row.at,
    row.user_id,
    row.address,
    row.action,
    row.entity,
    row.entity_id,
    row.summary,
    row.changes,
    row.shard,
    Number(row.seq),
  ]);
  // One-shot: `audit:verify` hashes 10M rows, and a Hash object per row is a third of its time.
  return hash("sha256", `${previousHash}\n${content}`, "hex");
}
