// SQLite's WAL checkpoints, off the server's event loop (db/checkpoints.ts): the server's write connection
// runs with wal_autocheckpoint = 0, and this thread, with a connection of its own, copies the WAL back into
// the database file every `intervalMs`. A checkpoint inside a commit ran on the server's thread: after an
// import of 100,000 products into the large data set the commit held it 885 ms, 245 ms without it.
// Plain JavaScript, as long-read-worker.mjs, so that it runs from source and beside the build.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

/** @type {{ path: string, intervalMs: number }} */
const { path, intervalMs } = workerData;

/** @type {SQLite.Database | null} */
let connection = null;

function checkpoint() {
  try {
    if (connection === null) {
      connection = new SQLite(path, { fileMustExist: true });
      // PASSIVE never waits: a checkpoint another process runs, or a busy file, is left for the next turn.
      connection.pragma("busy_timeout = 0");
      connection.pragma("synchronous = NORMAL");
    }
    connection.pragma("wal_checkpoint(PASSIVE)");
  } catch {
    // The next turn tries again (the file not there yet or gone, a lock held): the WAL only grows meanwhile.
  }
}

const timer = setInterval(checkpoint, intervalMs);

parentPort?.on("message", (message) => {
  if (message !== "close") return;
  clearInterval(timer);
  connection?.close();
  parentPort?.close();
});
