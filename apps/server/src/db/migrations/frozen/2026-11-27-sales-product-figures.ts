import { type Kysely, sql } from "kysely";
import { businessDateIn } from "./2026-11-24-business-date";

/**
 * Frozen on 2026-11-27 for migration 0024 (the app's own copy is db/maintenance/sales-product-figures.ts,
 * which may change): sales_product_daily rebuilt from the sales that are not cancelled and their lines,
 * per business day of a time zone and product, and sales_product_totals from it, per product. The process only maps the UTC hours sales were registered
 * in to business dates (an hour that straddles two dates, in a zone whose offset is not whole hours, minute
 * by minute) into a work table; the database then groups the lines by product and date in one statement,
 * without reading millions of lines into the process. Never change its meaning.
 */

const WORK_TABLE = "sales_product_daily_days";
const WRITE_BATCH = 500;

/** UTC period (an hour "YYYY-MM-DDTHH" or a minute "YYYY-MM-DDTHH:MM") → business date. */
async function businessDaysOfSaleHours(db: Kysely<any>, timeZone: string): Promise<Array<[string, string]>> {
  const { rows } = await sql<{ hour: string }>`select distinct substr(created_at, 1, 13) as hour from sales`.execute(
    db,
  );
  const periods: Array<[string, string]> = [];
  for (const { hour } of rows) {
    const first = businessDateIn(`${hour}:00:00.000Z`, timeZone);
    if (first === businessDateIn(`${hour}:59:59.999Z`, timeZone)) periods.push([hour, first]);
    else
      for (let minute = 0; minute < 60; minute++) {
        const period = `${hour}:${String(minute).padStart(2, "0")}`;
        periods.push([period, businessDateIn(`${period}:00.000Z`, timeZone)]);
      }
  }
  return periods;
}

export async function fillSalesProductFigures(db: Kysely<any>, timeZone: string): Promise<void> {
  const periods = await businessDaysOfSaleHours(db, timeZone);
  await db.schema.dropTable(WORK_TABLE).ifExists().execute();
  await db.schema
    .createTable(WORK_TABLE)
    .addColumn("period", "text", (col) => col.primaryKey())
    .addColumn("day", "text", (col) => col.notNull())
    .execute();
  for (let i = 0; i < periods.length; i += WRITE_BATCH) {
    await db
      .insertInto(WORK_TABLE)
      .values(periods.slice(i, i + WRITE_BATCH).map(([period, day]) => ({ period, day })))
      .execute();
  }
  await db.deleteFrom("sales_product_daily").execute();
  await db.deleteFrom("sales_product_totals").execute();
  // A sale's hour is in the work table unless it straddles two dates; then its minute is.
  await sql`
    insert into sales_product_daily (day, product_id, sales, units, amount_cents)
    select x.day, l.product_id, count(*), sum(l.quantity), sum(l.subtotal_cents)
    from (select s.id,
                 coalesce((select d.day from ${sql.table(WORK_TABLE)} d where d.period = substr(s.created_at, 1, 13)),
                          (select d.day from ${sql.table(WORK_TABLE)} d where d.period = substr(s.created_at, 1, 16))) as day
          from sales s where s.status <> 'CANCELLED') x
    inner join sale_lines l on l.sale_id = x.id
    group by x.day, l.product_id`.execute(db);
  await db.schema.dropTable(WORK_TABLE).execute();
  await sql`
    insert into sales_product_totals (product_id, sales, units, amount_cents)
    select product_id, sum(sales), sum(units), sum(amount_cents) from sales_product_daily group by product_id`.execute(
    db,
  );
}
