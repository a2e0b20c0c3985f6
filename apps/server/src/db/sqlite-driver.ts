import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";

/**
 * The server's SQLite connections (docs/decisions/0025-imports.md): one that writes, and, on a file, one
 * that only reads.
 *
 * - **Writes and transactions** hold the write connection, one holder at a time, taking turns on the
 *   event loop (`ConnectionTurns`). A transaction begins with SQLite's write lock (BEGIN IMMEDIATE):
 *   with several processes on one file, a deferred transaction that has read and then finds another
 *   process writing fails at once with SQLITE_BUSY (its snapshot is stale, so waiting cannot help); one
 *   that begins with the lock waits its turn (busy_timeout).
 * - **A read outside a transaction** (a statement that returns rows and that SQLite says is read-only)
 *   runs on the read connection at once, whoever holds the write connection: WAL lets it read the last
 *   commit beside an open write transaction. So a long transaction that yields between batches (an import) keeps the
 *   write connection without making every page wait for it, and none reads its uncommitted rows.
 * - A holder that sends a write keeps the write connection from then on until it releases it (a
 *   `db.connection()` that reads, writes and reads again sees its own write); so does one that begins
 *   a transaction by hand or sets a pragma.
 *
 * An in-memory database cannot be opened twice: there every statement takes the write connection.
 *
 * A third connection, in a worker thread, writes the long transactions (long-writes.ts): it takes the
 * same turns, so while it writes the write connection here waits, and SQLite never sees two writers of
 * this process at once.
 */
export class SplitSqliteDialect extends SqliteDialect {
  /** `turns`: whose turn it is to write, shared with the long writes' worker (long-writes.ts). */
  constructor(
    private readonly writer: SQLite.Database,
    private readonly reader: SQLite.Database | null,
    private readonly turns: ConnectionTurns,
  ) {
    super({ database: writer });
  }

  override createDriver(): Driver {
    return new SplitSqliteDriver(this.writer, this.reader, this.turns);
  }

  override createAdapter() {
    return new SqliteAdapter();
  }

  override createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  override createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

class SplitSqliteDriver implements Driver {
  constructor(
    readonly writer: SQLite.Database,
    readonly reader: SQLite.Database | null,
    readonly turns: ConnectionTurns,
  ) {}

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this);
  }

  async beginTransaction(connection: DatabaseConnection) {
    await (connection as Lease).holdWriter();
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(connection: DatabaseConnection) {
    (connection as Lease).release();
  }

  async destroy() {
    this.reader?.close();
    this.writer.close();
  }
}

const PRAGMA = /^\s*pragma\b/i;

/** One holder's use of the connections, from acquire to release. */
class Lease implements DatabaseConnection {
  #holdsWriter = false;

  constructor(private readonly driver: SplitSqliteDriver) {}

  async holdWriter(): Promise<void> {
    if (this.#holdsWriter) return;
    await this.driver.turns.take();
    this.#holdsWriter = true;
  }

  release(): void {
    if (!this.#holdsWriter) return;
    this.#holdsWriter = false;
    this.driver.turns.pass();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { reader } = this.driver;
    // A query that returns rows and writes nothing. BEGIN and pragmas go to the write connection even
    // when SQLite calls them read-only: a transaction, and a connection's settings (foreign_keys, read or
    // set), belong to the connection that writes.
    if (!this.#holdsWriter && reader && !PRAGMA.test(query.sql)) {
      const statement = readerStatement(reader, query.sql);
      if (statement?.reader && statement.readonly) return run<R>(statement, query);
    }
    await this.holdWriter();
    return run<R>(this.driver.writer.prepare(query.sql), query);
  }

  // biome-ignore lint/correctness/useYield: the server never streams from its own connections (exports read in batches).
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("The server's SQLite connections do not stream: read in batches (lib/export/batches.ts)");
  }
}

/**
 * The statement prepared on the read connection, or undefined when only the write connection knows what
 * it names (its temporary table): the write connection then runs it, or reports the error.
 */
function readerStatement(reader: SQLite.Database, source: string): SQLite.Statement | undefined {
  try {
    return reader.prepare(source);
  } catch {
    return undefined;
  }
}

/** A statement's rows, or what it changed, as Kysely's own SQLite driver answers them. */
function run<R>(statement: SQLite.Statement, { parameters }: CompiledQuery): QueryResult<R> {
  if (statement.reader) return { rows: statement.all(parameters as unknown[]) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * Who holds the write connection; whoever asks for it after a release gets it on a later turn of the
 * event loop. Kysely's own lock hands it over in a microtask, so under load every waiting request's
 * transaction ran back to back in one macrotask, and a health check or a product page waited behind all
 * of them. Handing over to the next waiter through setImmediate was not enough: requests that arrive in
 * one poll phase (50 sockets ready at once) each found the connection free, since the one before had
 * finished synchronously, and ran one after another in that phase (a 300-500 ms stall under 50
 * concurrent transfers). So a connection released in this turn is next taken on the check phase, by the
 * first in line, whether it was waiting before the release or asked during the same turn. A connection
 * nobody used this turn is still taken at once.
 */
export class ConnectionTurns {
  #held = false;
  /** Released during this turn of the event loop: the next holder waits for the check phase. */
  #releasedThisTurn = false;
  readonly #waiting: Array<() => void> = [];

  take(): Promise<void> {
    if (!this.#held && !this.#releasedThisTurn) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  pass(): void {
    this.#held = false;
    if (this.#releasedThisTurn) return;
    this.#releasedThisTurn = true;
    setImmediate(() => {
      this.#releasedThisTurn = false;
      const next = this.#waiting.shift();
      if (!next) return;
      this.#held = true;
      next();
    });
  }
}
