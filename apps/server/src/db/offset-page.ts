import { type RawBuilder, sql } from "kysely";
import type { Db } from "./connection";
import { isPostgres } from "./dialect";

export type OffsetPage = {
  table: string;
  /** The select list, over the table aliased `r`. */
  columns: RawBuilder<unknown>;
  /** The rows' condition and order, given a table alias; the order's index must serve both. */
  where: (row: string) => RawBuilder<unknown>;
  order: (row: string) => string;
  /** Columns of the order besides `id`. */
  orderKeys?: string[];
  limit: number;
  offset: number;
};

/**
 * A page of rows, as a statement to run or embed: the OFFSET runs over the order's index alone and only
 * the page's rows are read. SQLite does that by itself (it seeks a row's table entry only when a column
 * of it is output); PostgreSQL would fetch, and run the columns' subqueries for, every skipped row, so it
 * gets the page's ids first.
 */
export function offsetPage(db: Db, { table, columns, where, order, orderKeys = [], limit, offset }: OffsetPage) {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`offsetPage(): bad limit ${limit}`);
  // The LIMIT is a literal: runNamed's generic plans must see that a page is a few rows.
  const inPage = (row: string) =>
    sql`${where(row)} order by ${sql.raw(order(row))} limit ${sql.lit(limit)} offset ${offset}`;
  if (!isPostgres(db)) return sql`select ${columns} from ${sql.table(table)} r where ${inPage("r")}`;
  const keys = sql.raw(["id", ...orderKeys].map((key) => `p.${key}`).join(", "));
  return sql`select ${columns} from (select ${keys} from ${sql.table(table)} p where ${inPage("p")}) page
    join ${sql.table(table)} r on r.id = page.id order by ${sql.raw(order("page"))}`;
}
