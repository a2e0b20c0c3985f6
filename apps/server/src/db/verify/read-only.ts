import { sql } from "kysely";
import type { Db } from "../connection";
import { isPostgres } from "../dialect";

/**
 * Runs `read` on one connection in a read-only transaction and rolls it back: every query sees one
 * snapshot of the database, and none can write — PostgreSQL refuses writes in a READ ONLY transaction,
 * SQLite on a connection with `PRAGMA query_only`. The SQLite transaction is deferred (a reader in WAL
 * mode): it takes no write lock, so a running server keeps writing beside it.
 */
export async function readOnlySnapshot<T>(db: Db, read: (snapshot: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    if (isPostgres(db)) {
      await sql`begin transaction isolation level repeatable read read only`.execute(connection);
    } else {
      await sql`pragma query_only = on`.execute(connection);
      await sql`begin deferred`.execute(connection);
    }
    try {
      return await read(connection);
    } finally {
      await sql`rollback`.execute(connection);
      // SQLite's one connection is the caller's too (a test's app): it writes again afterwards.
      if (!isPostgres(db)) await sql`pragma query_only = off`.execute(connection);
    }
  });
}
