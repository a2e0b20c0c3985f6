import { todayInBusinessZone } from "@inventario/shared/dates";
import { sql } from "kysely";
import type { Db } from "../connection";
import type { MovementType } from "../types";
import { recordDailyTotalsZone } from "./daily-totals-zone";
import { rebuildSalesProductFigures } from "./sales-product-figures";

/**
 * The kept daily totals (ledger_daily, sales_daily; docs/decisions/0018-charts.md, 0019-kardex-valuation.md)
 * rebuilt from the rows, keyed by the business days of a time zone: after a bulk load, after the ledger's
 * values were recomputed, and by `npm run db:rebuild-daily` when BUSINESS_TIME_ZONE changed
 * (docs/decisions/0021-business-time-zone.md). The database sums the rows per UTC hour and each hour lands
 * on its business date; an hour that straddles two dates (a zone whose offset is not whole hours, such as
 * Asia/Kolkata) is summed per minute instead. Everything lands in shard 0; the app's writers add into
 * their own shards afterwards, and readers sum every shard.
 */

const WRITE_BATCH = 1_000;

type Group = { period: string; grp: string; n: number | string; a: number | string | null; b: number | string | null };
type Figures = [count: number, first: number, second: number];
/** The rows grouped per UTC period (13 characters: hour; 16: minute), optionally only some hours of the day. */
type GroupQuery = (length: 13 | 16, hoursOfDay: string[] | null) => Promise<Group[]>;

const dateIn = (iso: string, timeZone: string) => todayInBusinessZone(new Date(iso), timeZone);

/** Per business date and group key, the figures: hours summed whole, straddling hours per minute. */
async function sumByBusinessDay(query: GroupQuery, timeZone: string): Promise<Map<string, Figures>> {
  const totals = new Map<string, Figures>();
  const add = (day: string, group: Group) => {
    const key = `${day}|${group.grp}`;
    const figures = totals.get(key) ?? [0, 0, 0];
    figures[0] += Number(group.n);
    figures[1] += Number(group.a ?? 0);
    figures[2] += Number(group.b ?? 0);
    totals.set(key, figures);
  };
  const straddling = new Set<string>();
  for (const group of await query(13, null)) {
    const first = dateIn(`${group.period}:00:00.000Z`, timeZone);
    if (first === dateIn(`${group.period}:59:59.999Z`, timeZone)) add(first, group);
    else straddling.add(group.period);
  }
  if (straddling.size > 0) {
    const hoursOfDay = [...new Set([...straddling].map((hour) => hour.slice(11, 13)))];
    for (const group of await query(16, hoursOfDay)) {
      if (straddling.has(group.period.slice(0, 13))) add(dateIn(`${group.period}:00.000Z`, timeZone), group);
    }
  }
  return totals;
}

const onlyHours = (column: string, hoursOfDay: string[] | null) =>
  hoursOfDay === null
    ? sql``
    : sql`and substr(${sql.ref(column)}, 12, 2) in (${sql.join(hoursOfDay.map((hour) => sql`${hour}`))})`;

/** ledger_daily from the movements and their kept values: per business day and type. */
export async function rebuildLedgerDaily(db: Db, timeZone: string): Promise<void> {
  const totals = await sumByBusinessDay(async (length, hoursOfDay) => {
    const period = sql`substr(created_at, 1, ${sql.lit(length)})`;
    const { rows } = await sql<Group>`
      select ${period} as period, type as grp, count(*) as n, sum(quantity) as a, sum(value_cents) as b
      from movements where 1 = 1 ${onlyHours("created_at", hoursOfDay)}
      group by ${period}, type`.execute(db);
    return rows;
  }, timeZone);
  await db.deleteFrom("ledger_daily").execute();
  const entries = [...totals].map(([key, [movements, quantity, value]]) => {
    const [day, type] = key.split("|") as [string, MovementType];
    return { day, type, shard: 0, movements, quantity, value_cents: value };
  });
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    await db
      .insertInto("ledger_daily")
      .values(entries.slice(i, i + WRITE_BATCH))
      .execute();
  }
}

/** sales_daily from the sales that are not cancelled and their lines: per business day and employee ('' for none). */
export async function rebuildSalesDaily(db: Db, timeZone: string): Promise<void> {
  const totals = await sumByBusinessDay(async (length, hoursOfDay) => {
    const period = sql`substr(x.created_at, 1, ${sql.lit(length)})`;
    const { rows } = await sql<Group>`
      select ${period} as period, x.grp, count(*) as n, sum(x.units) as a, sum(x.total_cents) as b
      from (select s.created_at, coalesce(s.employee_id, '') as grp, s.total_cents,
                   (select sum(l.quantity) from sale_lines l where l.sale_id = s.id) as units
            from sales s where s.status <> 'CANCELLED' ${onlyHours("s.created_at", hoursOfDay)}) as x
      group by ${period}, x.grp`.execute(db);
    return rows;
  }, timeZone);
  await db.deleteFrom("sales_daily").execute();
  const entries = [...totals].map(([key, [sales, units, amount]]) => {
    const [day, employee_id] = key.split("|") as [string, string];
    return { day, employee_id, shard: 0, sales, units, amount_cents: amount };
  });
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    await db
      .insertInto("sales_daily")
      .values(entries.slice(i, i + WRITE_BATCH))
      .execute();
  }
}

/**
 * Every daily total (with sales_product_daily and its totals, keyed by business days too) rebuilt in `timeZone` and the
 * zone recorded, in one transaction: what
 * `npm run db:rebuild-daily` runs, with no server writing (the server refuses to start until it ran).
 */
export async function rebuildDailyTotals(db: Db, timeZone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await rebuildLedgerDaily(trx, timeZone);
    await rebuildSalesDaily(trx, timeZone);
    await rebuildSalesProductFigures(trx, timeZone);
    await recordDailyTotalsZone(trx, timeZone);
  });
}
