import { Worker } from "node:worker_threads";
import type { Db } from "./connection";

const WORKER_FILE = new URL("./sqlite-maintenance-worker.mjs", import.meta.url);

/** How often the thread merges search indexes and copies the WAL back into the database file. */
const MAINTENANCE_INTERVAL_MS = 1_000;

/**
 * The FTS5 tables that do not merge inside their writers' commits (automerge 0): the audit trail's, written
 * by nearly every transaction (migration 0036).
 */
const MERGED_INDEXES = ["audit_log_search"];

/**
 * Runs `db`'s background maintenance in a thread of its own (sqlite-maintenance-worker.mjs, docs/MACHINERY.md):
 * search-index merges and WAL checkpoints, both of which SQLite would otherwise run inside a commit, on the
 * server's event loop (the write connection's own checkpoints are off: wal_autocheckpoint = 0,
 * connection.ts). `db.destroy()` ends the thread; it never keeps the process alive.
 */
export function attachMaintenance(db: Db, path: string): void {
  const worker = new Worker(WORKER_FILE, {
    workerData: { path, intervalMs: MAINTENANCE_INTERVAL_MS, mergedIndexes: MERGED_INDEXES },
  });
  worker.unref();
  // A thread that fails to start or dies leaves the WAL growing and the audit search index unmerged (FTS5's
  // crisis merges still bound it, inside commits) until the next start; it never ends the server.
  worker.on("error", () => {});
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    worker.postMessage("close");
    await Promise.all([destroy(), worker.terminate()]);
  };
}
