import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

/**
 * Bulk inserts into the paged lists on PostgreSQL (issue 31; docs/decisions/0025-imports.md).
 *
 * Each insert into a list's table queues its deferred row trigger (migration 0006), which at commit bumps
 * the list's one list_stats row and the bucket holding the row. An import creating 20,000 products in one
 * transaction updated those same rows 20,000 times: every update walks the versions the transaction already
 * made of the row, so the commit cost grew with the square of the rows (12 s for 20,000 products).
 *
 * The trigger is recreated with a WHEN condition, which PostgreSQL evaluates when the row changes (not
 * deferred): while the transaction has set `inventario.bulk_list` to 'on', a change queues nothing. The
 * setting is set only around an import's inserts (db/lists/bulk-insert.ts), which then counts its rows into
 * the list itself, in a few statements at the end of its transaction; updates and deletes never run with it
 * on. SQLite updates a row in place: its triggers stay as they are.
 */
const LISTS = [
  { table: "products", columns: "sort_key, is_active, search_text" },
  { table: "clients", columns: "sort_key, search_text" },
  { table: "employees", columns: "sort_key, search_text" },
];

const createTrigger = (table: string, columns: string, when: string) =>
  sql.raw(`create constraint trigger ${table}_list_index after insert or delete or update of ${columns}
    on ${table} deferrable initially deferred for each row ${when} execute function ${table}_list_index()`);

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table, columns } of LISTS) {
    await sql.raw(`drop trigger ${table}_list_index on ${table}`).execute(db);
    await createTrigger(
      table,
      columns,
      "when (current_setting('inventario.bulk_list', true) is distinct from 'on')",
    ).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const { table, columns } of LISTS) {
    await sql.raw(`drop trigger ${table}_list_index on ${table}`).execute(db);
    await createTrigger(table, columns, "").execute(db);
  }
}
