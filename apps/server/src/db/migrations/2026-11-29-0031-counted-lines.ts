import { type Kysely, sql } from "kysely";

/**
 * A count's counted lines through an index of their own (issue 33). 'Líneas contadas' (the count's
 * detail and each row of the counts' list) counted them through the lines' key index, reading every
 * line of the count: once the review gives each lot nobody counted a line, a count of a million-lot
 * warehouse holds a million lines, and that count took 330 ms of the server's one thread on SQLite.
 * This partial index holds the counted lines alone, the predicate countedLines() reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index stock_count_lines_counted_idx on stock_count_lines (count_id) where counted is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("stock_count_lines_counted_idx").execute();
}
