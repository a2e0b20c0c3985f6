import { Worker } from "node:worker_threads";
import type { Db } from "./connection";

const WORKER_FILE = new URL("./checkpoint-worker.mjs", import.meta.url);

/** How often the WAL is copied back into the database file. */
const CHECKPOINT_INTERVAL_MS = 1_000;

/**
 * Runs `db`'s WAL checkpoints in a thread of their own (checkpoint-worker.mjs, docs/MACHINERY.md): the
 * write connection's own are switched off (wal_autocheckpoint = 0, connection.ts), because SQLite runs
 * them inside the commit that crosses the threshold, on the server's event loop, for as long as copying
 * that WAL takes. `db.destroy()` ends the thread; it never keeps the process alive.
 */
export function attachCheckpoints(db: Db, path: string): void {
  const worker = new Worker(WORKER_FILE, { workerData: { path, intervalMs: CHECKPOINT_INTERVAL_MS } });
  worker.unref();
  // A thread that fails to start or dies leaves the WAL growing until the next start; it never ends the server.
  worker.on("error", () => {});
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    worker.postMessage("close");
    await Promise.all([destroy(), worker.terminate()]);
  };
}
