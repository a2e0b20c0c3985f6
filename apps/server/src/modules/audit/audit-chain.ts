import { hash } from "node:crypto";
import type { AuditLogTable } from "../../db/types";

/** A row's content as the chain hashes it: every column but the hash itself and the search text made from it. */
export type ChainedContent = Omit<AuditLogTable, "hash" | "search_text">;

/**
 * A row's content as its hash covers it: a JSON array of its columns in a fixed order. SQLite's
 * `json_array` over the same columns writes the same text (audit.repository.ts `chainLinks`; a test
 * compares the two over every character).
 */
export function chainContent(row: ChainedContent): string {
  return JSON.stringify([
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
}

/** SHA-256 over the predecessor's hash and a row's content (chainContent), hex. */
export function hashOfContent(previousHash: string, content: string): string {
  // One-shot: `audit:verify` hashes 10M rows, and a Hash object per row is a third of its time.
  return hash("sha256", `${previousHash}\n${content}`, "hex");
}

/**
 * A row's hash: changing any column, the row's place (shard, seq) or the row before it changes it.
 */
export function chainHash(previousHash: string, row: ChainedContent): string {
  return hashOfContent(previousHash, chainContent(row));
}
