import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import type { AppConfig } from "../config/env";
import { attachLongReads } from "./long-reads";
import { attachLongWrites } from "./long-writes";
import { hotReadsOf, statementNames } from "./prepared";
import { ConnectionTurns, SplitSqliteDialect } from "./sqlite-driver";
import { attachMaintenance } from "./sqlite-maintenance";
import type { Database } from "./types";

export type DbKind = AppConfig["database"]["kind"];
export type Db = Kysely<Database>;

// COUNT(*) and other int8 results arrive as strings by default; every int8 we read fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/** Time to open a connection before the request gives up with 503 (a server that does not answer). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * `onConnectionError`: a pooled connection was closed under us (database restart, terminated backend).
 * The query it was running, if any, fails and its request answers 503 (errors.ts); the pool drops the
 * connection when it is released and opens a new one on the next query. Without a listener the
 * connection's 'error' event would crash the process.
 */
export function createDatabase(
  database: AppConfig["database"],
  onConnectionError: (error: Error) => void = () => {},
): Db {
  if (database.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    watchConnections(pool, onConnectionError);
    // The hot reads of prepared.ts get connections of their own where PostgreSQL plans each of them
    // once (generic plan) instead of on every run: for a product page planning cost twice its execution
    // (0.45 ms against 0.23 ms) and the automatic choice kept re-planning, because a generic plan cannot
    // see the OFFSET. Only fixed-shape statements run there; every other query keeps per-value plans.
    const hotPool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options: "-c plan_cache_mode=force_generic_plan",
    });
    watchConnections(hotPool, onConnectionError);
    hotPool.on("connect", sendNamedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const hotReads = new Kysely<Database>({ dialect: new PostgresDialect({ pool: hotPool }) });
    hotReadsOf.set(db, hotReads);
    const destroy = db.destroy.bind(db);
    db.destroy = async () => {
      await Promise.all([destroy(), hotReads.destroy()]);
    };
    return db;
  }
  if (database.path !== ":memory:") fs.mkdirSync(path.dirname(database.path), { recursive: true });
  const sqlite = new SQLite(database.path);
  sqlite.pragma("journal_mode = WAL");
  for (const pragma of SQLITE_WRITE_PRAGMAS) sqlite.pragma(pragma);
  // A file's checkpoints run in a thread of their own (sqlite-maintenance.ts), not inside this connection's commits.
  if (database.path !== ":memory:") sqlite.pragma("wal_autocheckpoint = 0");
  reuseStatements(sqlite);
  // A second connection for plain reads (sqlite-driver.ts); an in-memory database cannot be opened twice.
  const reader =
    database.path === ":memory:" ? null : new SQLite(database.path, { readonly: true, fileMustExist: true });
  if (reader) {
    for (const pragma of SQLITE_READ_PRAGMAS) reader.pragma(pragma);
    reuseStatements(reader);
  }
  const turns = new ConnectionTurns();
  const db = new Kysely<Database>({ dialect: new SplitSqliteDialect(sqlite, reader, turns) });
  // A worker cannot open an in-memory database (it is this connection's own): there long reads and
  // long writes stay on `db` (long-reads.ts, long-writes.ts).
  if (database.path !== ":memory:") {
    attachLongReads(db, { path: database.path, pragmas: SQLITE_READ_PRAGMAS });
    attachLongWrites(
      db,
      { path: database.path, pragmas: [...SQLITE_WRITE_PRAGMAS, "wal_autocheckpoint = 0"], writable: true },
      turns,
    );
    attachMaintenance(db, database.path);
  }
  return db;
}

/**
 * The settings of every SQLite connection that reads, the server's own and its long-read workers'
 * (long-read-worker.mjs), so a long read waits and caches as any other.
 * - busy_timeout: a file held by another process is waited for 5 s before SQLITE_BUSY (503).
 * - A 64 MB page cache, the process's own memory, filled by any long read (an export of the whole ledger
 *   fills it whatever its size): 256 MB made such an export grow the server by 232 MB, and the lists' hot
 *   pages fit in 64 MB. Beyond it the OS caches the file.
 * - The file is not memory-mapped (mmap_size 0, SQLite's default): every page a read touched through the
 *   mapping stayed in the server's resident memory, so two users paging through products while 100,000
 *   products were imported grew it by 255-313 MB, against 74-125 MB unmapped, and reads and sales were as
 *   fast unmapped at the large size (decision 0033).
 */
export const SQLITE_READ_PRAGMAS = ["busy_timeout = 5000", "cache_size = -65536"];

/**
 * The settings of every SQLite connection that writes, the server's own and its long writes' worker
 * (long-writes.ts), besides WAL (the file's, set once) and checkpoints left to the maintenance thread.
 * When that thread restarts the WAL, the next commit cuts the file back to 64 MB (it had grown meanwhile).
 */
const SQLITE_WRITE_PRAGMAS = [
  "foreign_keys = ON",
  "synchronous = NORMAL",
  `journal_size_limit = ${64 * 1024 * 1024}`,
  ...SQLITE_READ_PRAGMAS,
];

/**
 * pg-pool listens for errors of idle connections only: a connection checked out by a transaction
 * that is between two statements when the backend goes away emits 'error' with nobody listening,
 * which would end the process. So every connection gets a listener for its whole life.
 */
function watchConnections(pool: pg.Pool, onConnectionError: (error: Error) => void): void {
  // The pool re-emits an idle connection's error; the connection's own listener below has reported it.
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", onConnectionError);
  });
}

/** Sends prepared.ts's statements as named ones: each connection parses and plans them once. */
function sendNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === "string" ? statementNames.get(text) : undefined;
    return name ? query({ name, text, values }, callback) : query(text, values, callback);
  }) as typeof client.query;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh, which costs as much as running a short one; keep the most
 * recently used prepared statements by SQL text instead. Safe because better-sqlite3 runs one
 * statement at a time and Kysely never leaves one iterating (we do not stream).
 */
function reuseStatements(sqlite: SQLite.Database): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) cache.delete(source);
    else {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
