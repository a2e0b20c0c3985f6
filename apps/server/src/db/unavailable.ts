import { WORKER_LOST } from "./long-read-pool";

/**
 * Whether a failure means the database cannot be reached right now (restarting, connections cut,
 * busy beyond the wait) rather than a fault of the request or of our code. Such requests answer 503
 * (errors.ts) and the process keeps running: the pool reconnects on the next query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== "object") return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || SQLITE_UNAVAILABLE.test(code))) return true;
    if (typeof message === "string" && PG_CONNECTION_LOST.test(message)) return true;
    // Node reports a refused connection to a name with two addresses as an AggregateError.
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested) && nested.some(isDatabaseUnavailable)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // PostgreSQL: class 08 (connection exception), shutting down / starting up, too many connections.
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  "53300",
  // The socket to the server.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  // A SQLite long read's worker thread is gone (long-reads.ts); the next long read gets a new one.
  WORKER_LOST,
]);

/**
 * SQLite: the file is held by another process past busy_timeout, or cannot be opened. Not LOCKED (a
 * conflict inside one connection: our bug), nor IOERR and FULL (they need an operator, not a retry).
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|CANTOPEN)/;

/**
 * The pg driver's own errors when a connection ends or cannot be opened (they carry no code). Not
 * "Client was closed": that is a query on a connection we released ourselves.
 */
const PG_CONNECTION_LOST =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;
