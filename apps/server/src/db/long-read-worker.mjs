// A long-read worker (long-reads.ts, docs/decisions/0022-long-reads-off-the-event-loop.md): a thread of
// its own holding a read-only connection to the server's SQLite file, so that a statement running for
// seconds (a three-year report, an export's grouping) runs here and not on the server's event loop.
// Opened `writable`, the long writes' worker (long-writes.ts): a transaction of minutes (an import of
// 100,000 rows) whose statements and commit run here, the server's writers waiting their turn meanwhile.
// Plain JavaScript so that the same file runs from source (tsx, vitest) and beside the build (build.mjs
// copies it next to dist/server.js): a worker thread is not transpiled.
//
// Messages, each with the id its answer carries:
//   { id, type: "query", sql, parameters }              → { id, rows } or { id, rows: [], changes, lastInsertRowid }
//   { id, type: "stream", sql, parameters, chunkSize }  → { id, rows, done }: the first batch
//   { id, type: "next" }                                → { id, rows, done }: the stream's next batch
//   { id, type: "close" }                               → { id, rows: [], done: true }: the stream ends early
// A failure answers { id, error: { message, code } }; the thread itself never ends on one.
import { parentPort, workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";

/** @type {{ path: string, pragmas: string[], writable?: boolean }} */
const { path, pragmas, writable = false } = workerData;

/** @type {SQLite.Database | null} */
let connection = null;

/**
 * Opened on the first message, so that a file that cannot be opened is that query's error (503:
 * SQLITE_CANTOPEN), not a thread that dies. A reader is read-only by its open flag: the main file cannot
 * be written there (SQLITE_READONLY), while the temporary tables a pinned connection makes (grouped-walk.ts)
 * can. `PRAGMA query_only` would refuse those too.
 */
function database() {
  if (connection === null) {
    const opened = new SQLite(path, { readonly: !writable, fileMustExist: true });
    for (const pragma of pragmas) opened.pragma(pragma);
    connection = opened;
  }
  return connection;
}

const STATEMENT_CACHE_SIZE = 500;
/** @type {Map<string, SQLite.Statement>} */
const statements = new Map();

/** The statement for this SQL text, prepared once and kept (as connection.ts's reuseStatements does). */
function prepare(sql) {
  let statement = statements.get(sql);
  if (statement) statements.delete(sql);
  else {
    statement = database().prepare(sql);
    if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value);
  }
  statements.set(sql, statement);
  return statement;
}

/** @type {Map<number, { rows: IterableIterator<unknown>, chunkSize: number }>} */
const streams = new Map();

/** The stream's next `chunkSize` rows; the statement is read no further until asked again. */
function nextBatch(id) {
  const stream = streams.get(id);
  if (!stream) return { id, rows: [], done: true };
  const rows = [];
  while (rows.length < stream.chunkSize) {
    const step = stream.rows.next();
    if (step.done) {
      streams.delete(id);
      return { id, rows, done: true };
    }
    rows.push(step.value);
  }
  return { id, rows, done: false };
}

function answer(message) {
  switch (message.type) {
    case "query": {
      const statement = prepare(message.sql);
      if (statement.reader) return { id: message.id, rows: statement.all(message.parameters) };
      const { changes, lastInsertRowid } = statement.run(message.parameters);
      return { id: message.id, rows: [], changes, lastInsertRowid };
    }
    case "stream": {
      // A statement of its own, not the cache's: one that is iterating cannot run for anybody else.
      const statement = database().prepare(message.sql);
      if (!statement.reader) throw new Error("long reads stream only statements that return rows");
      streams.set(message.id, { rows: statement.iterate(message.parameters), chunkSize: message.chunkSize });
      return nextBatch(message.id);
    }
    case "next":
      return nextBatch(message.id);
    case "close":
      streams.get(message.id)?.rows.return?.();
      streams.delete(message.id);
      return { id: message.id, rows: [], done: true };
    default:
      throw new Error(`unknown long-read message ${message.type}`);
  }
}

parentPort?.on("message", (message) => {
  let reply;
  try {
    reply = answer(message);
  } catch (error) {
    if (message.type !== "query") streams.delete(message.id);
    const { message: text, code } = /** @type {{ message?: unknown, code?: unknown }} */ (error ?? {});
    reply = {
      id: message.id,
      error: { message: String(text ?? error), code: typeof code === "string" ? code : undefined },
    };
  }
  parentPort?.postMessage(reply);
});
