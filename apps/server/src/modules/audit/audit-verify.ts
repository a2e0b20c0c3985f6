import type { Db } from "../../db/connection";
import { isLongReads, longReadsOf } from "../../db/long-reads";
import { readOnlySnapshot } from "../../db/verify/read-only";
import * as repo from "./audit.repository";
import { hashOfContent } from "./audit-chain";

const BATCH_ROWS = 5_000;

/** What a chain's walk found wrong first: the row where it stopped adding up. */
export type ChainBreak = {
  shard: number;
  seq: number;
  id: string | null;
  kind: "altered" | "missing" | "truncated";
  message: string;
};

/** A chain's last position and hash: a digest an owner keeps (printed, exported) to compare later. */
export type ChainDigest = { shard: number; seq: number; hash: string };

export type AuditVerification = { rows: number; breaks: ChainBreak[]; digest: ChainDigest[] };

/**
 * Where a walk reads a chain's rows up to its head, and how many windows of positions it asks for ahead.
 * SQLite: the long-read workers (db/long-reads.ts), each its own connection, two windows ahead, so that
 * the other core reads while this thread hashes (10M rows: 61 s on one thread). Those connections are not
 * the walk's snapshot, which does not matter for rows up to the head: a position is written once and
 * only the retention command removes rows (a walk beside one can find rows missing; run it again).
 * PostgreSQL: the snapshot's own connection, one window ahead (the server reads it while this process
 * hashes).
 */
function readsOf(db: Db, snapshot: Db): { reads: Db; ahead: number } {
  const reads = longReadsOf(db);
  return isLongReads(reads) ? { reads, ahead: 2 } : { reads: snapshot, ahead: 1 };
}

/**
 * A chain's rows from position `fromSeq` on, in chain order, batch after batch: up to the head's position
 * in windows of BATCH_ROWS positions read ahead (readsOf), then any row past the head (a chain cut back
 * at its end) from the snapshot, until none is left. The windows stop at the last position the rows hold
 * when that comes first: a head altered to name a far position is named truncated, not walked to.
 */
async function* chainBatches(
  { reads, ahead, snapshot }: { reads: Db; ahead: number; snapshot: Db },
  shard: number,
  fromSeq: number,
  headSeq: number,
) {
  const pending: Array<Promise<repo.ChainLink[]>> = [];
  const windowsEnd = Math.min(headSeq, await repo.lastPosition(snapshot, shard));
  let window = fromSeq;
  const askAhead = () => {
    while (pending.length < ahead && window <= windowsEnd) {
      pending.push(repo.chainLinks(reads, shard, { from: window, before: window + BATCH_ROWS }, BATCH_ROWS));
      window += BATCH_ROWS;
    }
  };
  try {
    askAhead();
    for (let next = pending.shift(); next; next = pending.shift()) {
      const batch = await next;
      askAhead();
      yield batch;
    }
    for (let from = window; ; ) {
      const batch = await repo.chainLinks(snapshot, shard, { from }, BATCH_ROWS);
      yield batch;
      const last = batch.at(-1);
      if (batch.length < BATCH_ROWS || !last) return;
      from = last.seq + 1;
    }
  } finally {
    // A walk that stops at a broken row leaves the windows read ahead unread.
    for (const unread of pending) unread.catch(() => {});
  }
}

/**
 * Walks every chain of the trail in one read-only snapshot (a server keeps writing beside it) and names,
 * per chain, the first row that does not follow from the one before: its content or its place changed
 * (the hash differs: an edited row, a row moved or inserted out of order), rows missing before it (a gap
 * in positions: deleted), or rows missing at the end (the head names a later position than the last
 * row). It proves the rows are the ones written, in that order, since the chain's start; not that a whole
 * chain was not rewritten with fresh hashes by someone holding the database (docs/decisions/0028): the
 * digest, kept outside, makes that visible.
 */
export function verifyAuditTrail(db: Db, onChain?: (shard: number, rows: number) => void): Promise<AuditVerification> {
  return readOnlySnapshot(db, async (snapshot) => {
    const sources = { ...readsOf(db, snapshot), snapshot };
    let rows = 0;
    const breaks: ChainBreak[] = [];
    const digest: ChainDigest[] = [];
    for (const chain of await repo.chainHeads(snapshot)) {
      const shard = Number(chain.shard);
      let expected = Number(chain.start_seq);
      let previous = chain.start_hash;
      let broken: ChainBreak | null = null;
      walk: for await (const batch of chainBatches(sources, shard, expected, Number(chain.seq))) {
        for (const row of batch) {
          const seq = row.seq;
          if (seq !== expected) {
            broken = {
              shard,
              seq,
              id: row.id,
              kind: "missing",
              message: `Cadena ${shard}: faltan las posiciones ${expected} a ${seq - 1}, antes de la fila ${row.id}`,
            };
            break walk;
          }
          if (hashOfContent(previous, row.content) !== row.hash) {
            broken = {
              shard,
              seq,
              id: row.id,
              kind: "altered",
              message: `Cadena ${shard}, posición ${seq}: la fila ${row.id} fue alterada o no sigue a la anterior`,
            };
            break walk;
          }
          previous = row.hash;
          expected = seq + 1;
          rows += 1;
        }
      }
      const last = expected - 1;
      if (!broken && (last !== Number(chain.seq) || previous !== chain.hash)) {
        broken = {
          shard,
          seq: last + 1,
          id: null,
          kind: "truncated",
          message: `Cadena ${shard}: termina en la posición ${last}, pero su cabeza registra la ${Number(chain.seq)}`,
        };
      }
      if (broken) breaks.push(broken);
      digest.push({ shard, seq: Number(chain.seq), hash: chain.hash });
      onChain?.(shard, last - Number(chain.start_seq) + 1);
    }
    return { rows, breaks, digest };
  });
}

/**
 * The positions of a digest kept earlier that the trail no longer holds as they were: a chain rewritten
 * from before that digest (or cut back past it) no longer ends, at that position, in that hash.
 */
export async function digestMismatches(db: Db, kept: ChainDigest[]): Promise<ChainBreak[]> {
  const breaks: ChainBreak[] = [];
  for (const entry of kept) {
    if (entry.seq === 0) continue;
    const [row] = await repo.chainRows(db, entry.shard, { from: entry.seq }, 1);
    if (row && Number(row.seq) === entry.seq && row.hash === entry.hash) continue;
    breaks.push({
      shard: entry.shard,
      seq: entry.seq,
      id: row?.id ?? null,
      kind: "altered",
      message: `Cadena ${entry.shard}, posición ${entry.seq}: no coincide con el resumen guardado`,
    });
  }
  return breaks;
}
