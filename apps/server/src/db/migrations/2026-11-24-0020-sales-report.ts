import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./context";
import { isPostgres } from "./dialect";
import { businessDateIn } from "./frozen/2026-11-24-business-date";

/**
 * The sales report and the dashboard's sales chart (issue 20; docs/decisions/0018-charts.md):
 *
 * - sales_daily: per business day and employee, the sales that are not cancelled, their units and their
 *   amount. A report by day, week or month, its totals, its grouping by employee and the dashboard's 30
 *   days read these rows (50 employees × 30 days = 1,500 rows) instead of the month's 46,000 sales and
 *   their 145,000 lines at the large size. Kept by the sales repository in the sale's own transaction
 *   (added when a sale is registered, taken away when it is cancelled, the only change that takes a
 *   sale out of the report). On PostgreSQL each connection adds into its own shard row, as ledger_daily
 *   does, so two sales never wait on one row; SQLite's single writer uses shard 0. A sale without an
 *   employee counts under employee_id ''.
 * - sale_lines_sale_figures_idx replaces sale_lines_sale_idx (its first column, so a sale's lines are
 *   found as before): the report's top products and its grouping by product read a range of sales' lines
 *   from this index alone, never from the table (a fifth less time on the month's 145,000 lines).
 *
 * Existing sales are counted by `fill`, keyed by the business days of the zone it is given (the app's own
 * copy, which the large-data generator runs after its bulk load: db/maintenance/daily-totals.ts).
 */
export async function up(db: Kysely<any>, { businessTimeZone }: MigrationContext): Promise<void> {
  let daily = db.schema
    .createTable("sales_daily")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("employee_id", "text", (col) => col.notNull())
    .addColumn("shard", "integer", (col) => col.notNull())
    .addColumn("sales", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("units", "bigint", (col) => col.notNull().defaultTo(0))
    .addColumn("amount_cents", "bigint", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("sales_daily_pk", ["day", "employee_id", "shard"]);
  // SQLite: the primary key is the table, so a range of days reads no second structure.
  if (!isPostgres(db)) daily = daily.modifyEnd(sql`without rowid`);
  await daily.execute();

  await db.schema
    .createIndex("sale_lines_sale_figures_idx")
    .on("sale_lines")
    .columns(["sale_id", "product_id", "quantity", "subtotal_cents"])
    .execute();
  await db.schema.dropIndex("sale_lines_sale_idx").execute();

  await fill(db, businessTimeZone);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("sale_lines_sale_idx").on("sale_lines").column("sale_id").execute();
  await db.schema.dropIndex("sale_lines_sale_figures_idx").execute();
  await db.schema.dropTable("sales_daily").execute();
}

const READ_BATCH = 10_000;
const WRITE_BATCH = 1_000;

type SaleFigures = {
  id: string;
  created_at: string;
  employee_id: string | null;
  total_cents: number | string;
  units: number | string | null;
};

/**
 * The business date of an instant, through a cache per UTC hour when the whole hour falls on one date
 * (every hour in a zone whose offset is whole hours, as Bogotá's): a million sales then need a few
 * thousand date formattings instead of a million.
 */
function dayOfInstant(businessTimeZone: string) {
  const hours = new Map<string, string | null>();
  return (iso: string): string => {
    const hour = iso.slice(0, 13);
    let day = hours.get(hour);
    if (day === undefined) {
      const first = businessDateIn(`${hour}:00:00.000Z`, businessTimeZone);
      day = first === businessDateIn(`${hour}:59:59.999Z`, businessTimeZone) ? first : null;
      hours.set(hour, day);
    }
    return day ?? businessDateIn(iso, businessTimeZone);
  };
}

/**
 * Rebuilds sales_daily from the sales and their lines, in id order by batches (no whole table in
 * memory). Idempotent. Runs inside the migration's transaction, or after a bulk load.
 */
export async function fill(db: Kysely<any>, businessTimeZone: string): Promise<void> {
  const dayOf = dayOfInstant(businessTimeZone);
  const daily = new Map<string, { sales: number; units: number; amount: number }>();
  let after = "";
  for (;;) {
    const rows: SaleFigures[] = await db
      .selectFrom("sales as s")
      .select([
        "s.id",
        "s.created_at",
        "s.employee_id",
        "s.total_cents",
        (eb) =>
          eb
            .selectFrom("sale_lines as l")
            .select((l) => l.fn.sum<number | string>("l.quantity").as("units"))
            .whereRef("l.sale_id", "=", "s.id")
            .as("units"),
      ])
      .where("s.id", ">", after)
      .where("s.status", "<>", "CANCELLED")
      .orderBy("s.id")
      .limit(READ_BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const key = `${dayOf(row.created_at)}|${row.employee_id ?? ""}`;
      const figures = daily.get(key) ?? { sales: 0, units: 0, amount: 0 };
      figures.sales += 1;
      figures.units += Number(row.units ?? 0);
      figures.amount += Number(row.total_cents);
      daily.set(key, figures);
    }
    after = rows[rows.length - 1]!.id;
  }

  await db.deleteFrom("sales_daily").execute();
  const entries = [...daily].map(([key, figures]) => {
    const [day, employee_id] = key.split("|") as [string, string];
    return { day, employee_id, shard: 0, sales: figures.sales, units: figures.units, amount_cents: figures.amount };
  });
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    await db
      .insertInto("sales_daily")
      .values(entries.slice(i, i + WRITE_BATCH))
      .execute();
  }
}
