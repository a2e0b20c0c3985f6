// SQLite's background maintenance, off the server's event loop (db/sqlite-maintenance.ts), with a connection of its
// own, every `intervalMs`:
// - merges of the FTS5 search tables listed in `mergedIndexes`, which do not merge inside the commits that
//   write them (automerge 0, migration 0036): at 10M audit rows FTS5's automatic merge cost each single-row
//   commit 0.58 ms on average, p99 19 ms; here it runs in small steps between the server's transactions;
// - WAL checkpoints: the server's write connection runs with wal_autocheckpoint = 0, and this thread copies
//   the WAL back into the database file. A checkpoint inside a commit ran on the server's thread: after an
//   import of 100,000 products into the large data set the commit held it 885 ms, 245 ms without it. A WAL
//   that a steady stream of commits kept growing is restarted (restartWal).
// Plain JavaScript, as long-read-worker.mjs, so that it runs from source and beside the build.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

/** @type {{ path: string, intervalMs: number, mergedIndexes: string[] }} */
const { path, intervalMs, mergedIndexes } = workerData;

/** Pages of merge work per step: a few milliseconds of the write lock, so a sale waits at most that. */
const MERGE_PAGES = 64;
/** Steps per turn and index: enough to keep up with hundreds of recorded events a second. */
const MERGE_STEPS = 16;
/** How long a merge step waits for the write lock the server's transactions hold. */
const MERGE_BUSY_MS = 50;
/**
 * Merge time per turn, after which the steps stop until the next turn. Steps back to back leave a waiting
 * writer only microseconds between them, which its busy handler (sleeping 1 to 100 ms between tries) mostly
 * misses: with a planner estimate gone stale (bootstrap.ts, searchDataEstimates) a step took ~450 ms at
 * 400,000 audit rows, and 16 of them made the benchmark's writer give up after 5 s (SQLITE_BUSY).
 */
const MERGE_TURN_MS = 100;

/** @type {SQLite.Database | null} */
let connection = null;

function open() {
  if (connection === null) {
    connection = new SQLite(path, { fileMustExist: true });
    connection.pragma("synchronous = NORMAL");
  }
  return connection;
}

/**
 * Merges an FTS5 table's segments by steps of MERGE_PAGES until one finds nothing left to merge (FTS5's
 * 'merge' with a positive budget works only on a level holding `usermerge` segments, 4 by default; the
 * changes counter moves by less than 2 when it did nothing), MERGE_STEPS ran, or the turn's MERGE_TURN_MS
 * passed. Each step is a transaction of its own, so the server's writers get the lock between steps.
 */
function merge(db, table, deadline) {
  const changes = db.prepare("select total_changes() as n");
  const step = db.prepare(`insert into "${table}"("${table}", rank) values ('merge', ${MERGE_PAGES})`);
  for (let i = 0; i < MERGE_STEPS && performance.now() < deadline; i++) {
    const before = changes.get().n;
    step.run();
    if (changes.get().n - before < 2) return;
  }
}

/**
 * A WAL longer than this many frames (~16 MB) after a passive checkpoint is restarted. Under a steady stream
 * of commits a passive checkpoint never finds the WAL wholly copied (commits land while it copies and syncs),
 * so no writer ever starts the WAL over and it grows without bound: 3.4 GB after a few minutes of the bench's
 * sales, every commit appending to fresh file pages (zeroed by the kernel) and the kernel writing gigabytes
 * back meanwhile.
 */
const WAL_RESTART_FRAMES = 4096;
/** How long a restart waits for the server's write transaction, or a reader still on the WAL, to end. */
const RESTART_BUSY_MS = 20;
/**
 * A passive checkpoint quicker than this left behind it only what was committed meanwhile, a few milliseconds'
 * worth: a restart right after it copies no more, holding the write lock that long.
 */
const QUICK_CHECKPOINT_MS = 50;
/** Passive checkpoints in a row while the WAL is long, each copying what was committed during the one before. */
const CATCH_UP_CHECKPOINTS = 4;

/**
 * Copies the WAL back into the database file without ever stopping a writer (PASSIVE), and restarts a long WAL
 * (restartWal) only right after a passive checkpoint that copied every frame it found, quickly. A slow one
 * (gigabytes left by an index rebuild, or by a writer that ran without this thread) is followed by another,
 * which copies what was committed meanwhile, until one is quick; one held back by a reader (a long export)
 * leaves the restart for the next turn, as it would have to copy the rest while holding the write lock.
 */
function checkpoint(db) {
  // PASSIVE never waits: a checkpoint another process runs, or a busy file, is left for the next turn.
  db.pragma("busy_timeout = 0");
  for (let pass = 0; pass < CATCH_UP_CHECKPOINTS; pass++) {
    const started = performance.now();
    const [passive] = db.pragma("wal_checkpoint(PASSIVE)");
    if (!passive || passive.log <= WAL_RESTART_FRAMES || passive.checkpointed < passive.log) return;
    if (performance.now() - started < QUICK_CHECKPOINT_MS) {
      restartWal(db);
      return;
    }
  }
}

/**
 * Copies the frames committed since the passive checkpoint and makes the next writer start the WAL from its
 * beginning (the server's write connection then cuts the file down to its journal_size_limit, connection.ts).
 * RESTART holds the write lock while it copies and while it waits for readers still on the WAL: a few
 * milliseconds after a quick passive checkpoint, and never more than RESTART_BUSY_MS of waiting: a reader that
 * stays leaves the restart for the next turn.
 */
function restartWal(db) {
  db.pragma(`busy_timeout = ${RESTART_BUSY_MS}`);
  db.pragma("wal_checkpoint(RESTART)");
}

function maintain() {
  try {
    const db = open();
    db.pragma(`busy_timeout = ${MERGE_BUSY_MS}`);
    const deadline = performance.now() + MERGE_TURN_MS;
    for (const table of mergedIndexes) merge(db, table, deadline);
  } catch {
    // A busy write lock, or the table not there yet (migrations still to run): the next turn tries again.
  }
  try {
    checkpoint(open());
  } catch {
    // The next turn tries again (the file not there yet or gone, a lock held): the WAL only grows meanwhile.
  }
}

const timer = setInterval(maintain, intervalMs);

parentPort?.on("message", (message) => {
  if (message !== "close") return;
  clearInterval(timer);
  connection?.close();
  parentPort?.close();
});
