import { sql } from "kysely";
import type { Db } from "../../src/db/connection";
import { isPostgres } from "../../src/db/dialect";
import { LISTS } from "../../src/db/lists/lists";

/** A column as the schema tests compare it: nullability, and whether the database supplies a default. */
export type ColumnSpec = "null" | "not null" | "null default" | "not null default";

/**
 * Tables of the database that the app's Database interface does not describe, on purpose:
 * - kysely_migration and kysely_migration_lock: the migrator's bookkeeping (getTables skips them);
 * - on SQLite, each FTS5 search table `<table>_search` (search-index.ts) and the shadow tables FTS5
 *   keeps for it (_data, _idx, _docsize, _config): read only through MATCH, never by Kysely. The
 *   searched tables are those of the lists with a search index (LISTS' `searchIndex`) and the audit trail.
 */
const SEARCHABLE_TABLES = [
  ...Object.values(LISTS)
    .filter((list) => list.searchIndex)
    .map((list) => list.table),
  // Searched without being a paged list: the audit trail (keyset paged, migration 0033).
  "audit_log",
];
export const IGNORED_TABLES = new Set(
  SEARCHABLE_TABLES.flatMap((table) =>
    ["", "_data", "_idx", "_docsize", "_config"].map((suffix) => `${table}_search${suffix}`),
  ),
);

/** Every table of the database (but IGNORED_TABLES) with its columns, from Kysely's introspection. */
export async function introspectedSchema(db: Db): Promise<Record<string, Record<string, ColumnSpec>>> {
  const schema: Record<string, Record<string, ColumnSpec>> = {};
  for (const table of await db.introspection.getTables()) {
    if (IGNORED_TABLES.has(table.name)) continue;
    // SQLite lets a non-integer primary key hold NULL unless declared NOT NULL (a legacy quirk its
    // introspection reports); PostgreSQL never does, and no write path ever stores a null id.
    const primaryKey = isPostgres(db) ? new Set<string>() : await sqlitePrimaryKey(db, table.name);
    schema[table.name] = Object.fromEntries(
      table.columns.map((column) => {
        const nullable = column.isNullable && !primaryKey.has(column.name);
        return [column.name, `${nullable ? "null" : "not null"}${column.hasDefaultValue ? " default" : ""}`];
      }),
    );
    if (!isPostgres(db)) Object.assign(schema[table.name]!, await sqliteGeneratedColumns(db, table.name));
  }
  return schema;
}

/**
 * A SQLite table's generated columns, which Kysely's introspection (pragma table_info) leaves out: as
 * PostgreSQL reports its own, supplied by the database ("default").
 */
async function sqliteGeneratedColumns(db: Db, table: string): Promise<Record<string, ColumnSpec>> {
  const { rows } = await sql<{ name: string; notnull: number }>`
    select name, "notnull" from pragma_table_xinfo(${table}) where hidden in (2, 3)`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.notnull ? "not null default" : "null default"]));
}

async function sqlitePrimaryKey(db: Db, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/**
 * Everything the migrations define, as sorted text, to compare two states of a database: on SQLite the
 * stored SQL of every table, index and trigger; on PostgreSQL the columns, constraints, indexes,
 * triggers, functions (by a hash of their source) and storage options of the public schema. Left out:
 * the migrator's own tables, SQLite's (sqlite_stat1 of ANALYZE, autoindexes) and extensions (pg_trgm
 * stays once created).
 */
export async function schemaFingerprint(db: Db): Promise<string[]> {
  const query = isPostgres(db)
    ? sql<{ line: string }>`
        select concat_ws(' ', 'column', table_name, column_name, data_type, is_nullable, column_default) as line
        from information_schema.columns where table_schema = 'public' and table_name not like 'kysely_migration%'
        union all
        select concat_ws(' ', 'constraint', conrelid::regclass::text, conname, pg_get_constraintdef(oid))
        from pg_constraint
        where connamespace = 'public'::regnamespace and conrelid::regclass::text not like 'kysely_migration%'
        union all
        select concat_ws(' ', 'index', indexdef) from pg_indexes
        where schemaname = 'public' and tablename not like 'kysely_migration%'
        union all
        select concat_ws(' ', 'trigger', pg_get_triggerdef(oid)) from pg_trigger where not tgisinternal
        union all
        select concat_ws(' ', 'function', proname, md5(prosrc)) from pg_proc p
        where pronamespace = 'public'::regnamespace
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        union all
        select concat_ws(' ', 'options', relname, array_to_string(reloptions, ',')) from pg_class
        where relnamespace = 'public'::regnamespace and reloptions is not null`
    : sql<{ line: string }>`
        select concat_ws(' ', type, name, sql) as line from sqlite_schema
        where tbl_name not like 'kysely_migration%' and substr(name, 1, 7) <> 'sqlite_'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.line).sort();
}
