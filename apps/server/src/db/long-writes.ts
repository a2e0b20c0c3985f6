import { CompiledQuery, type DatabaseConnection, type Driver, Kysely } from "kysely";
import type { Db } from "./connection";
import { SqliteWorker, type WorkerSettings } from "./long-read-pool";
import type { ConnectionTurns } from "./sqlite-driver";
import type { Database } from "./types";
import { WorkerConnection, WorkerDialect } from "./worker-dialect";

/**
 * The handle for write transactions that run for seconds (docs/decisions/0025-imports.md): an import of
 * 100,000 rows, a stock count's apply. Use it for that transaction only:
 * `longWritesOf(db).transaction().execute(…)` (or `idempotentTransaction(longWritesOf(db), …)`).
 *
 * - SQLite runs a statement, and a commit, on the thread that calls it. The server's write connection
 *   lives on its event loop, so a transaction of 100,000 rows held it in batches of 60-160 ms and then in
 *   a COMMIT of 300-430 ms that cannot be cut (FTS5 writing its terms, the WAL's frames). Here the
 *   transaction's statements and its commit run in a worker thread with a write connection of its own
 *   (long-read-worker.mjs, opened writable); the transaction's own JavaScript stays on the event loop.
 * - It takes the write connection's turn (`ConnectionTurns`, sqlite-driver.ts) from acquire to release:
 *   meanwhile the server's other writes wait for it, as they would for any transaction, and none meets
 *   SQLITE_BUSY; reads outside a transaction go on answering from the read connection, with the last
 *   commit. All or nothing holds as for any transaction: one connection, BEGIN IMMEDIATE … COMMIT, and a
 *   worker lost mid-way (503) takes its connection, and so the uncommitted rows, with it.
 * - The in-process caches need nothing: each is confirmed against a version the database keeps
 *   (docs/MACHINERY.md), so the worker's commit is to them what another process's is.
 * - PostgreSQL runs statements in the server already, and an in-memory SQLite database cannot be opened
 *   by a worker: there it is `db` itself.
 */
export function longWritesOf(db: Db): Db {
  return longWrites.get(db) ?? db;
}

const longWrites = new WeakMap<Db, Db>();
const drivers = new WeakMap<Db, LongWritesDriver>();

/**
 * Gives `db`, a SQLite database on `settings.path` whose writers take `turns`, its long writes' worker,
 * started at the first long write and kept (idle, it keeps nothing alive); `db.destroy()` ends it.
 */
export function attachLongWrites(db: Db, settings: WorkerSettings, turns: ConnectionTurns): void {
  const driver = new LongWritesDriver(settings, turns);
  const writes = new Kysely<Database>({ dialect: new WorkerDialect(driver) });
  longWrites.set(db, writes);
  drivers.set(db, driver);
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await Promise.all([destroy(), writes.destroy()]);
  };
}

/** One worker, held by one caller at a time with the write connection's turn; replaced once lost. */
class LongWritesDriver implements Driver {
  private worker: SqliteWorker | null = null;

  constructor(
    private readonly settings: WorkerSettings,
    private readonly turns: ConnectionTurns,
  ) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.take();
    try {
      if (this.worker === null || this.worker.lost) this.worker = new SqliteWorker(this.settings);
    } catch (error) {
      // No connection, so no release: the turn goes back here, or every later write would wait for it.
      this.turns.pass();
      throw error;
    }
    return new WorkerConnection(this.worker);
  }

  /** With SQLite's write lock from the start, as the server's own transactions (sqlite-driver.ts). */
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  /** A lost worker has nothing to roll back: its connection, and what it had written, went with it. */
  async rollbackTransaction(connection: DatabaseConnection) {
    if ((connection as WorkerConnection).worker.lost) return;
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection() {
    this.turns.pass();
  }

  async destroy() {
    this.worker?.terminate();
    this.worker = null;
  }
}

/**
 * Ends `db`'s long writes' worker as a crash would: the transaction it runs fails as 'unavailable' (503)
 * and leaves nothing; the next long write starts a new worker. What the tests crash it with.
 */
export function endLongWritesWorker(db: Db): void {
  drivers.get(db)?.destroy();
}
