// Bulk loading for the generator: SQLite through better-sqlite3 prepared multi-row INSERTs in large
// transactions; PostgreSQL through INSERT … SELECT FROM unnest(arrays) (one round trip per chunk).
// Secondary indexes and search triggers are dropped for the load and rebuilt once at the end.
import SQLite from "better-sqlite3";
import pg from "pg";
import type { AppConfig } from "../../apps/server/src/config/env";

export type Column = { name: string; pgType: "text" | "integer" | "bigint" };
export type Table = { name: string; columns: Column[] };
export type Row = Array<string | number | null>;

export interface BulkWriter {
  /** Drops what slows inserts into these tables; remembers how to rebuild it. */
  beginLoad(tables: string[]): Promise<void>;
  insert(table: Table, rows: Row[]): Promise<void>;
  /** Rebuilds indexes, search structures and statistics. */
  endLoad(): Promise<void>;
  close(): Promise<void>;
}

export function openWriter(database: AppConfig["database"]): BulkWriter {
  return database.kind === "sqlite" ? sqliteWriter(database.path) : postgresWriter(database.url);
}

function sqliteWriter(path: string): BulkWriter {
  const db = new SQLite(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  db.pragma("cache_size = -1000000");
  db.pragma("temp_store = MEMORY");
  db.pragma("foreign_keys = OFF");
  const statements = new Map<string, SQLite.Statement>();
  const rebuild: string[] = [];
  const ftsTables: string[] = [];

  function statement(table: Table, rows: number) {
    const key = `${table.name}:${rows}`;
    let st = statements.get(key);
    if (!st) {
      const one = `(${table.columns.map(() => "?").join(",")})`;
      st = db.prepare(
        `insert into ${table.name} (${table.columns.map((c) => c.name).join(",")}) values ${Array(rows).fill(one).join(",")}`,
      );
      statements.set(key, st);
    }
    return st;
  }

  return {
    async beginLoad(tables) {
      for (const table of tables) {
        const objects = db
          .prepare(
            "select type, name, sql from sqlite_master where tbl_name = ? and sql is not null and type in ('index', 'trigger')",
          )
          .all(table) as Array<{ type: string; name: string; sql: string }>;
        for (const object of objects) {
          rebuild.push(object.sql);
          db.exec(`drop ${object.type} ${object.name}`);
        }
        const fts = db.prepare("select name from sqlite_master where name = ?").get(`${table}_search`);
        if (fts) ftsTables.push(`${table}_search`);
      }
    },
    async insert(table, rows) {
      const perStatement = Math.max(1, Math.min(500, Math.floor(32_000 / table.columns.length)));
      db.transaction(() => {
        for (let i = 0; i < rows.length; i += perStatement) {
          const chunk = rows.slice(i, i + perStatement);
          statement(table, chunk.length).run(chunk.flat());
        }
      })();
    },
    async endLoad() {
      for (const sql of rebuild) db.exec(sql);
      for (const fts of ftsTables) db.exec(`insert into ${fts}(${fts}) values ('rebuild')`);
      db.exec("analyze");
      db.pragma("wal_checkpoint(TRUNCATE)");
    },
    async close() {
      db.close();
    },
  };
}

function postgresWriter(url: string): BulkWriter {
  const client = new pg.Client({ connectionString: url });
  const connected = client.connect();
  const rebuild: string[] = [];
  const loaded: string[] = [];

  return {
    async beginLoad(tables) {
      await connected;
      // Rows are consistent by construction: skip per-row foreign-key triggers (needs a superuser).
      await client.query("set session_replication_role = replica").catch(() => undefined);
      for (const table of tables) {
        loaded.push(table);
        const { rows } = await client.query<{ indexname: string; indexdef: string }>(
          `select i.indexname, i.indexdef from pg_indexes i
           where i.tablename = $1 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
          [table],
        );
        for (const row of rows) {
          rebuild.push(row.indexdef);
          await client.query(`drop index ${row.indexname}`);
        }
      }
    },
    async insert(table, rows) {
      await connected;
      const arrays = table.columns.map((_, c) => rows.map((row) => row[c]));
      const unnest = table.columns.map((col, i) => `$${i + 1}::${col.pgType}[]`).join(", ");
      await client.query(
        `insert into ${table.name} (${table.columns.map((c) => c.name).join(", ")}) select * from unnest(${unnest})`,
        arrays,
      );
    },
    async endLoad() {
      await client.query("set session_replication_role = origin").catch(() => undefined);
      await client.query("set maintenance_work_mem = '1GB'");
      for (const sql of rebuild) await client.query(sql);
      for (const table of loaded) await client.query(`vacuum analyze ${table}`);
    },
    async close() {
      await client.end();
    },
  };
}
