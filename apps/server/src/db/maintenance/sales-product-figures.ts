import { todayInBusinessZone } from "@inventario/shared/dates";
import { sql } from "kysely";
import type { Db } from "../connection";

/**
 * sales_product_daily and sales_product_totals (docs/decisions/0023-sales-by-product.md) rebuilt from the
 * sales that are not cancelled and their lines, per business day of a time zone and product, and per product: after a bulk load that bypassed
 * the sales repository, and by `npm run db:rebuild-daily` when BUSINESS_TIME_ZONE changed (decision 0021).
 * The process maps only the UTC hours sales were registered in to business dates (an hour straddling two
 * dates, in a zone whose offset is not whole hours, minute by minute) into a work table; the database groups
 * the lines by product and date in one statement. Run inside one transaction, or with no server writing.
 */

const WORK_TABLE = "sales_product_daily_days";
const WRITE_BATCH = 500;

const dateIn = (iso: string, timeZone: string) => todayInBusinessZone(new Date(iso), timeZone);

/** UTC period (an hour "YYYY-MM-DDTHH" or a minute "YYYY-MM-DDTHH:MM") → business date. */
async function businessDaysOfSaleHours(db: Db, timeZone: string): Promise<Array<{ period: string; day: string }>> {
  const { rows } = await sql<{ hour: string }>`select distinct substr(created_at, 1, 13) as hour from sales`.execute(
    db,
  );
  const periods: Array<{ period: string; day: string }> = [];
  for (const { hour } of rows) {
    const first = dateIn(`${hour}:00:00.000Z`, timeZone);
    if (first === dateIn(`${hour}:59:59.999Z`, timeZone)) periods.push({ period: hour, day: first });
    else
      for (let minute = 0; minute < 60; minute++) {
        const period = `${hour}:${String(minute).padStart(2, "0")}`;
        periods.push({ period, day: dateIn(`${period}:00.000Z`, timeZone) });
      }
  }
  return periods;
}

export async function rebuildSalesProductFigures(db: Db, timeZone: string): Promise<void> {
  const periods = await businessDaysOfSaleHours(db, timeZone);
  const work = sql.table(WORK_TABLE);
  await sql`drop table if exists ${work}`.execute(db);
  await sql`create table ${work} (period text primary key, day text not null)`.execute(db);
  for (let i = 0; i < periods.length; i += WRITE_BATCH) {
    const rows = periods.slice(i, i + WRITE_BATCH).map(({ period, day }) => sql`(${period}, ${day})`);
    await sql`insert into ${work} (period, day) values ${sql.join(rows)}`.execute(db);
  }
  await db.deleteFrom("sales_product_daily").execute();
  await db.deleteFrom("sales_product_totals").execute();
  // A sale's hour is in the work table unless it straddles two dates; then its minute is.
  await sql`
    insert into sales_product_daily (day, product_id, sales, units, amount_cents)
    select x.day, l.product_id, count(*), sum(l.quantity), sum(l.subtotal_cents)
    from (select s.id,
                 coalesce((select d.day from ${work} d where d.period = substr(s.created_at, 1, 13)),
                          (select d.day from ${work} d where d.period = substr(s.created_at, 1, 16))) as day
          from sales s where s.status <> 'CANCELLED') x
    inner join sale_lines l on l.sale_id = x.id
    group by x.day, l.product_id`.execute(db);
  await sql`drop table ${work}`.execute(db);
  await sql`
    insert into sales_product_totals (product_id, sales, units, amount_cents)
    select product_id, sum(sales), sum(units), sum(amount_cents) from sales_product_daily group by product_id`.execute(
    db,
  );
}
