import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { SqliteWorker } from "./long-read-pool";

/**
 * SQLite's SQL, adapter and introspection, with the statements run by worker threads (long-read-worker.mjs)
 * that `driver` hands out: the long reads' pool (long-reads.ts) and the long writes' worker (long-writes.ts).
 */
export class WorkerDialect implements Dialect {
  constructor(private readonly driver: Driver) {}
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return this.driver;
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

/** Results as Kysely's own SQLite driver gives them (better-sqlite3 configured alike in the worker). */
export class WorkerConnection implements DatabaseConnection {
  constructor(readonly worker: SqliteWorker) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.worker.request({ type: "query", sql: query.sql, parameters: query.parameters });
    if (reply.changes === undefined) return { rows: reply.rows as R[] };
    return {
      numAffectedRows: BigInt(reply.changes),
      insertId: reply.lastInsertRowid === undefined ? undefined : BigInt(reply.lastInsertRowid),
      rows: [],
    };
  }

  /**
   * The rows `chunkSize` at a time: the worker reads the next batch only when this one is consumed, so a
   * stream of millions of rows holds one batch in memory. Ended early (the consumer stops), the
   * worker's statement is closed.
   */
  async *streamQuery<R>(query: CompiledQuery, chunkSize = 1000): AsyncIterableIterator<QueryResult<R>> {
    const id = this.worker.newId();
    let reply = await this.worker.request({
      type: "stream",
      id,
      sql: query.sql,
      parameters: query.parameters,
      chunkSize: Math.max(1, chunkSize),
    });
    try {
      for (;;) {
        if (reply.rows.length > 0) yield { rows: reply.rows as R[] };
        if (reply.done) return;
        reply = await this.worker.request({ type: "next", id });
      }
    } finally {
      if (!reply.done) await this.worker.request({ type: "close", id }).catch(() => {});
    }
  }
}
