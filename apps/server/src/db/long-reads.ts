import { CompiledQuery, type DatabaseConnection, type Driver, Kysely } from "kysely";
import type { Db } from "./connection";
import { ReaderPool, type SqliteWorker, type WorkerSettings } from "./long-read-pool";
import type { Database } from "./types";
import { WorkerConnection, WorkerDialect } from "./worker-dialect";

/**
 * The handle for reads that can take long (docs/decisions/0022-long-reads-off-the-event-loop.md): the
 * reports' groupings over years and every export's batches. Use it in the repository (or the db helper)
 * that runs such a read: `longReadsOf(db).selectFrom(…)`; writes and the short hot reads stay on `db`.
 *
 * - SQLite runs a statement on the thread that calls it, so on the server's event loop: a 5.6 s report
 *   made every other request wait 5.6 s. Its long reads go to worker threads (long-read-worker.mjs),
 *   each with its own read-only connection to the same file; WAL lets them read beside the writer.
 * - PostgreSQL runs statements in the server already: its long reads use `db` itself.
 * - A transaction, an in-memory SQLite database (a worker cannot open another connection's memory) or a
 *   database made without them has none: `db` itself.
 */
export function longReadsOf(db: Db): Db {
  return longReads.get(db) ?? db;
}

const longReads = new WeakMap<Db, Db>();
const handles = new WeakSet<Db>();
const pools = new WeakMap<Db, ReaderPool>();

/** Whether `db` is a SQLite database's long-read handle (a pool of connections, unlike `db` itself). */
export const isLongReads = (db: Db): boolean => handles.has(db);

/**
 * Four workers; a fifth long read waits for one. A sales-report export by product or client holds its
 * worker for its whole download (the grouped walk's temporary table lives in that connection), mostly
 * idle while the client reads, so two slow downloads must not leave the reports waiting. The CPU they
 * use when busy is bounded by the cores.
 */
export const LONG_READ_WORKERS = 4;

/**
 * Gives `db`, a SQLite database on `settings.path`, its long-read workers; `db.destroy()` ends them.
 * The workers start at the first long read, not before.
 */
export function attachLongReads(db: Db, settings: WorkerSettings, workers = LONG_READ_WORKERS): Db {
  const pool = new ReaderPool(settings, workers);
  const reads = new Kysely<Database>({ dialect: new WorkerDialect(new WorkerReadsDriver(pool)) });
  longReads.set(db, reads);
  handles.add(reads);
  pools.set(reads, pool);
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await Promise.all([destroy(), reads.destroy()]);
  };
  return reads;
}

/**
 * The rows `query` gives on each of `db`'s long-read connections that has started, held by a read or
 * not (a worker runs it between its holder's statements), and on `db`: how a test sees state that
 * belongs to a connection, such as the temporary tables of grouped-walk.ts. PostgreSQL sees every
 * session's from one.
 */
export async function onEveryReadConnection<Row>(db: Db, query: CompiledQuery<Row>): Promise<Row[]> {
  const pool = pools.get(longReadsOf(db));
  const { rows } = await db.executeQuery(query);
  // A file database has workers, and the server has two connections to it (sqlite-driver.ts): the read
  // one answered above; a transaction reaches the write one.
  const writer = pool ? (await db.transaction().execute((trx) => trx.executeQuery(query))).rows : [];
  const replies = pool ? await pool.everyWorker({ type: "query", sql: query.sql, parameters: query.parameters }) : [];
  return [...rows, ...writer, ...replies.flatMap((reply) => reply.rows as Row[])];
}

/**
 * Ends `db`'s long-read workers as a crash would: the reads they run fail as 'unavailable' (503) and the
 * next long reads start new workers. What the tests crash a worker with.
 */
export function endLongReadWorkers(db: Db): void {
  pools.get(longReadsOf(db))?.endWorkers();
}

/**
 * A Kysely connection is a worker, held by one query — or, for `db.connection()` and transactions, by
 * one caller for several statements (a temporary table lives in its worker's connection).
 */
class WorkerReadsDriver implements Driver {
  private readonly connections = new WeakMap<SqliteWorker, WorkerConnection>();

  constructor(private readonly pool: ReaderPool) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const worker = await this.pool.acquire();
    let connection = this.connections.get(worker);
    if (!connection) {
      connection = new WorkerConnection(worker);
      this.connections.set(worker, connection);
    }
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(connection: DatabaseConnection) {
    this.pool.release((connection as WorkerConnection).worker);
  }

  async destroy() {
    await this.pool.destroy();
  }
}
