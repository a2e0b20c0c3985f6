import { type Kysely, sql } from "kysely";
import { businessDateIn } from "./2026-11-24-business-date";

/**
 * Frozen on 2026-11-27 for migration 0023 (the app's own copy is db/maintenance/daily-totals.ts, which
 * may change): ledger_daily and sales_daily rebuilt from the rows, keyed by the business days of a time
 * zone. The rows are summed by the database per UTC hour, each hour then lands on its business date; an
 * hour that straddles two dates (a zone whose offset is not whole hours, such as Asia/Kolkata) is summed
 * per minute instead. The same figures as migrations 0019 and 0020 computed row by row, without reading
 * ten million rows into the process. Never change its meaning.
 */

const WRITE_BATCH = 1_000;

/** Sums of one group of rows: a count and two sums (units and value, or units and amount). */
type Group = { period: string; grp: string; n: number | string; a: number | string | null; b: number | string | null };
type Figures = [count: number, first: number, second: number];

/** The rows grouped per UTC period (13 characters: hour; 16: minute), optionally only some hours of the day. */
type GroupQuery = (length: 13 | 16, hoursOfDay: string[] | null) => Promise<Group[]>;

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
    const first = businessDateIn(`${group.period}:00:00.000Z`, timeZone);
    if (first === businessDateIn(`${group.period}:59:59.999Z`, timeZone)) add(first, group);
    else straddling.add(group.period);
  }
  if (straddling.size > 0) {
    const hoursOfDay = [...new Set([...straddling].map((hour) => hour.slice(11, 13)))];
    for (const group of await query(16, hoursOfDay)) {
      if (straddling.has(group.period.slice(0, 13))) add(businessDateIn(`${group.period}:00.000Z`, timeZone), group);
    }
  }
  return totals;
}

const onlyHours = (column: string, hoursOfDay: string[] | null) =>
  hoursOfDay === null
    ? sql``
    : sql`and substr(${sql.ref(column)}, 12, 2) in (${sql.join(hoursOfDay.map((hour) => sql`${hour}`))})`;

/** ledger_daily from the movements (their kept values): per business day and type, shard 0. */
export async function rebuildLedgerDaily(db: Kysely<any>, timeZone: string): Promise<void> {
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
    const [day, type] = key.split("|") as [string, string];
    return { day, type, shard: 0, movements, quantity, value_cents: value };
  });
  for (let i = 0; i < entries.length; i += WRITE_BATCH) {
    await db
      .insertInto("ledger_daily")
      .values(entries.slice(i, i + WRITE_BATCH))
      .execute();
  }
}

/** sales_daily from the sales that are not cancelled and their lines: per business day and employee, shard 0. */
export async function rebuildSalesDaily(db: Kysely<any>, timeZone: string): Promise<void> {
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
