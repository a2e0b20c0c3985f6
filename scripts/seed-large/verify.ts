// npx tsx scripts/seed-large/verify.ts — checks a data set as the generator leaves it (SQLITE_PATH or
// DATABASE_URL): every invariant of the kept figures (apps/server/src/db/verify/, as npm run db:verify
// runs them: the ledger, stocks, reservations, kardex, daily totals, transfers' movements, list counts),
// then the data set's own: the lots' expired flags against today, document numbers, sale statuses
// against returns and cancellations, stored search texts, search indexes and (PostgreSQL) the number
// sequences; prints how many alerts of each kind the data set raises. Prints each check with the count
// of rows breaking it; exits 1 when any does. The expired flags are checked against today's business
// date: once the date has moved, the server brings them along on its next alerts or products read (the
// expiry sync), so a data set no server has read since may flag that day's lots. After concurrent
// application writes on PostgreSQL the two "numbered in creation order" checks may flag rows: the
// sequence hands numbers out in call order, not commit order (gap-tolerant).
import { ALERT_COUNT_CAP, addDays } from "@inventario/shared/alerts";
import { documentSearchTokens } from "@inventario/shared/document-numbers";
import { sql } from "kysely";
import { loadConfig } from "../../apps/server/src/config/env";
import { createDatabase } from "../../apps/server/src/db/connection";
import { checkInvariants } from "../../apps/server/src/db/verify/check";
import { businessToday, useBusinessTimeZone } from "../../apps/server/src/lib/business-date";
import { normalizeForSearch } from "../../apps/server/src/lib/search-text";

const config = loadConfig();
if (config.businessTimeZone) useBusinessTimeZone(config.businessTimeZone);
const today = businessToday();
const db = createDatabase(config.database);
const pg = config.database.kind === "postgres";
let failed = 0;

async function check(name: string, query: ReturnType<typeof sql>) {
  const { rows } = await query.execute(db);
  const n = rows.length;
  if (n > 0) failed += 1;
  console.log(`${n === 0 ? "ok  " : "FAIL"} ${name}${n > 0 ? `: ${n} rows, e.g. ${JSON.stringify(rows[0])}` : ""}`);
}
function expect(name: string, broken: unknown[]) {
  if (broken.length > 0) failed += 1;
  console.log(
    `${broken.length === 0 ? "ok  " : "FAIL"} ${name}${broken.length > 0 ? `: ${broken.length}, e.g. ${JSON.stringify(broken[0])}` : ""}`,
  );
}
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await query.execute(db)).rows[0] as { n: number | string }).n);

try {
  const counts = await sql<Record<string, string | number>>`select
      (select count(*) from sales) as sales,
      (select count(*) from sales where status = 'PENDING') as pending,
      (select count(*) from sales where status = 'COMPLETED') as completed,
      (select count(*) from sales where status = 'CANCELLED') as cancelled,
      (select count(*) from sales where status = 'PARTIALLY_RETURNED') as partially_returned,
      (select count(*) from sales where status = 'RETURNED') as returned,
      (select count(*) from sale_returns) as sale_returns,
      (select count(*) from sale_return_lines) as return_lines,
      (select count(*) from transfers) as transfers,
      (select count(*) from movements) as movements,
      (select count(*) from lots) as lots`.execute(db);
  console.log(counts.rows[0]);

  // The kept figures' invariants (apps/server/src/db/verify/, as npm run db:verify checks them): lots
  // against the ledger, the stocks, counts, reservations and kardex balances kept from them, the daily
  // totals, each transfer's two movements.
  for (const result of await checkInvariants(db)) {
    if (result.broken > 0) failed += 1;
    const detail = result.broken > 0 ? `: ${result.broken} rows, e.g. ${JSON.stringify(result.examples[0])}` : "";
    console.log(`${result.broken === 0 ? "ok  " : "FAIL"} ${result.key}${detail}`);
  }
  await check(
    `every lot's expired flag = (expiration_date < ${today})`,
    sql`select id, expiration_date, expired from lots
        where expired <> case when expiration_date < ${today} then 1 else 0 end`,
  );

  // Numbers.
  await check(
    "sales numbered 1..n in creation order",
    // Sales created in the same millisecond may take their numbers either way round.
    sql`select id from (select id, number, row_number() over (order by created_at, number) as rn from sales) r where number <> rn`,
  );
  await check(
    "each picking request has its sale's number",
    sql`select w.id from withdrawals w left join sales s on s.withdrawal_id = w.id where s.id is null or s.number <> w.number`,
  );
  await check(
    "transfers numbered 1..n in creation order",
    sql`select id from (select id, number, row_number() over (order by created_at, id) as rn from transfers) r where number <> rn`,
  );

  // Statuses.
  await check(
    "sale status agrees with its picking request",
    sql`select s.id, s.status, w.status as w_status from sales s join withdrawals w on w.id = s.withdrawal_id
        where not ((s.status = w.status and s.status in ('PENDING', 'CANCELLED', 'COMPLETED'))
          or (s.status in ('PARTIALLY_RETURNED', 'RETURNED') and w.status = 'COMPLETED'))`,
  );
  await check(
    "cancellation columns set exactly on cancelled sales",
    sql`select id from sales where (status = 'CANCELLED') <>
        (cancelled_at is not null and cancelled_by is not null and cancel_reason is not null)
        or (status <> 'CANCELLED' and (cancelled_at is not null or cancelled_by is not null or cancel_reason is not null))`,
  );
  await check(
    "returned units: RETURNED = all sold, PARTIALLY_RETURNED = some, others none",
    sql`select s.id, s.status, sold.n as sold, coalesce(ret.n, 0) as returned from sales s
        join (select sale_id, sum(quantity) as n from sale_lines group by sale_id) sold on sold.sale_id = s.id
        left join (select sale_id, sum(quantity) as n from sale_return_lines group by sale_id) ret on ret.sale_id = s.id
        where not ((s.status = 'RETURNED' and ret.n = sold.n)
          or (s.status = 'PARTIALLY_RETURNED' and ret.n > 0 and ret.n < sold.n)
          or (s.status not in ('RETURNED', 'PARTIALLY_RETURNED') and ret.n is null))`,
  );
  await check(
    "per product, returned ≤ dispatched",
    sql`select r.sale_id, r.product_id from (select sale_id, product_id, sum(quantity) as n from sale_return_lines group by sale_id, product_id) r
        join sales s on s.id = r.sale_id
        join (select withdrawal_id, product_id, sum(fulfilled_quantity) as n from withdrawal_items group by withdrawal_id, product_id) d
          on d.withdrawal_id = s.withdrawal_id and d.product_id = r.product_id
        where r.n > d.n`,
  );
  await check(
    "each restocked return line has its RETURN movement (same sale, lot and quantity)",
    sql`select rl.id from sale_return_lines rl where rl.restock = 1 and not exists (
          select 1 from movements m where m.type = 'RETURN' and m.reference = rl.sale_id and m.product_id = rl.product_id
            and m.warehouse_id = rl.warehouse_id and m.lot_number = rl.lot_number and m.quantity = rl.quantity)`,
  );
  await check(
    "a return goes into a lot the sale was dispatched from",
    sql`select rl.id from sale_return_lines rl join sales s on s.id = rl.sale_id where not exists (
          select 1 from movements m where m.type = 'OUT' and m.reference = s.withdrawal_id and m.product_id = rl.product_id
            and m.warehouse_id = rl.warehouse_id and m.lot_number = rl.lot_number)`,
  );
  await check(
    "RETURN movements = restocked return lines",
    sql`select 1 where (select count(*) from movements where type = 'RETURN') <> (select count(*) from sale_return_lines where restock = 1)`,
  );

  // Transfers.
  await check(
    "TRANSFER_* movements = 2 × transfers",
    sql`select 1 where (select count(*) from movements where type in ('TRANSFER_OUT', 'TRANSFER_IN')) <> 2 * (select count(*) from transfers)`,
  );
  await check(
    "a lot a transfer created keeps its source's number and an expiration some lot of that number has",
    sql`select l.id from lots l where l.acquired_at > (select min(acquired_at) from lots) and not exists (
          select 1 from lots o where o.product_id = l.product_id and o.lot_number = l.lot_number and o.id <> l.id
            and (o.expiration_date = l.expiration_date or (o.expiration_date is null and l.expiration_date is null)))`,
  );

  // Search texts, computed here the way the application computes them.
  const sales = await sql<{ number: number; search_text: string; client_text: string }>`
    select s.number, s.search_text, c.search_text as client_text from sales s join clients c on c.id = s.client_id`.execute(
    db,
  );
  expect(
    "sales.search_text = tokens | client's search_text",
    sales.rows.filter((r) => r.search_text !== `${documentSearchTokens("sale", r.number)} | ${r.client_text}`),
  );
  const withdrawals = await sql<{ number: number; search_text: string; requested_by: string }>`
    select number, search_text, requested_by from withdrawals`.execute(db);
  expect(
    "withdrawals.search_text = tokens | requester",
    withdrawals.rows.filter(
      (r) =>
        r.search_text !== `${documentSearchTokens("withdrawal", r.number)} | ${normalizeForSearch(r.requested_by)}`,
    ),
  );
  const transfers = await sql<{
    number: number;
    search_text: string;
    name: string;
    sku: string;
    from_name: string;
    to_name: string;
  }>`select t.number, t.search_text, p.name, p.sku, f.name as from_name, d.name as to_name from transfers t
     join products p on p.id = t.product_id join warehouses f on f.id = t.from_warehouse_id
     join warehouses d on d.id = t.to_warehouse_id`.execute(db);
  expect(
    "transfers.search_text = tokens | product | sku | from | to",
    transfers.rows.filter(
      (r) =>
        r.search_text !==
        [documentSearchTokens("transfer", r.number), r.name, r.sku, r.from_name, r.to_name]
          .map(normalizeForSearch)
          .join(" | "),
    ),
  );

  // Search indexes answer like a scan; lists count every row.
  for (const [table, term] of [
    ["transfers", "t-000045"],
    ["transfers", "bodega"],
    ["withdrawals", "a-000123"],
  ] as const) {
    // A scan of the table itself (PostgreSQL could otherwise answer it from the index too).
    const scanned = await db.transaction().execute(async (trx) => {
      if (pg) await sql`set local enable_bitmapscan = off`.execute(trx);
      const q = sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where search_text like ${`%${term}%`}`;
      return Number((await q.execute(trx)).rows[0]?.n);
    });
    const indexed = pg
      ? await db.transaction().execute(async (trx) => {
          // Only the trigram index can answer then: its bitmap scan is what is counted.
          await sql`set local enable_seqscan = off`.execute(trx);
          const q = sql<{
            n: string;
          }>`select count(*) as n from ${sql.table(table)} where search_text like ${`%${term}%`}`;
          const plan = (await sql<{ "QUERY PLAN": string }>`explain ${q}`.execute(trx)).rows.map(
            (r) => r["QUERY PLAN"],
          );
          if (!plan.some((line) => line.includes(`${table}_search_trgm`))) return -1;
          return Number((await q.execute(trx)).rows[0]?.n);
        })
      : await count(sql.raw(`select count(*) as n from ${table}_search where ${table}_search match '"${term}"'`));
    expect(`${table} search "${term}": index ${indexed} = scan ${scanned}`, indexed === scanned ? [] : [{ indexed }]);
  }
  if (pg) {
    const { rows } = await sql<{ indexname: string }>`select indexname from pg_indexes
      where indexname in ('sales_client_idx', 'transfers_search_trgm', 'withdrawals_search_trgm', 'sales_number_idx')`.execute(
      db,
    );
    expect("trigram, client and number indexes present", rows.length === 4 ? [] : [rows.map((r) => r.indexname)]);
    for (const [seq, query] of [
      [
        "sales_number_seq",
        sql`select greatest((select coalesce(max(number), 0) from sales), (select coalesce(max(number), 0) from withdrawals)) + 1 as n`,
      ],
      ["transfers_number_seq", sql`select coalesce(max(number), 0) + 1 as n from transfers`],
      ["purchase_orders_number_seq", sql`select coalesce(max(number), 0) + 1 as n from purchase_orders`],
    ] as const) {
      const next = await count(query);
      const state = (await sql.raw(`select last_value, is_called from ${seq}`).execute(db)).rows[0] as {
        last_value: string;
        is_called: boolean;
      };
      // What nextval() answers next: past every number already used.
      const upcoming = Number(state.last_value) + (state.is_called ? 1 : 0);
      expect(`${seq} next ${upcoming} ≥ ${next}`, upcoming >= next ? [] : [state]);
    }
  } else {
    for (const fts of ["transfers_search", "withdrawals_search"]) {
      await sql.raw(`insert into ${fts}(${fts}) values ('integrity-check')`).execute(db);
      expect(`${fts} integrity-check`, []);
    }
  }
  await printAlertCounts();
} finally {
  await db.destroy();
}
console.log(failed === 0 ? "all checks pass" : `${failed} checks FAILED`);
process.exitCode = failed === 0 ? 0 : 1;

/**
 * How many alerts of each kind, uncounted by the API's cap, with the rules of the alert lists
 * (modules/alerts/alerts.repository.ts), and the shares the generator aims at.
 */
async function printAlertCounts() {
  const in30 = addDays(today, 30);
  const { rows } = await sql<Record<string, number | string>>`select
      (select count(*) from products where is_active = 1) as products,
      (select count(*) from products where is_active = 1 and min_stock > 0) as with_minimum,
      (select count(*) from warehouse_stock where min_stock > 0) as warehouses_with_minimum,
      (select count(*) from lots where quantity > 0) as lots_with_stock,
      (select count(*) from lots where quantity > 0 and expiration_date is null) as undated,
      (select count(*) from products where is_active = 1 and min_stock > 0
         and stock - expired_stock - reserved - min_stock <= 0) as low_products,
      (select count(*) from warehouse_stock ws join products p on p.id = ws.product_id
         where p.is_active = 1 and ws.min_stock > 0 and ws.stock - ws.expired_stock - ws.min_stock <= 0) as low_warehouses,
      (select count(*) from products where is_active = 1 and (min_stock > 0 or reserved > 0)
         and stock - expired_stock - reserved <= 0) as out_products,
      (select count(*) from warehouse_stock ws join products p on p.id = ws.product_id
         where p.is_active = 1 and ws.min_stock > 0 and ws.stock - ws.expired_stock <= 0) as out_warehouses,
      (select count(*) from lots where quantity > 0 and expiration_date >= ${today}
         and expiration_date <= ${in30}) as expiring_30,
      (select count(*) from lots where quantity > 0 and expiration_date >= ${today}
         and expiration_date <= ${addDays(today, 90)}) as expiring_90,
      (select count(*) from lots where quantity > 0 and expiration_date < ${today}) as expired`.execute(db);
  const n = Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
  const share = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(2)} %`;
  console.log(`alerts on ${today} (the API counts each kind up to ${ALERT_COUNT_CAP}):`);
  console.log(
    `  low      ${n.low_products! + n.low_warehouses!} (products ${n.low_products}, warehouses ${n.low_warehouses})`,
  );
  console.log(
    `  out      ${n.out_products! + n.out_warehouses!} (products ${n.out_products}, warehouses ${n.out_warehouses})`,
  );
  console.log(
    `  expiring ${n.expiring_30} lots within 30 days (${share(n.expiring_30!, n.lots_with_stock!)} of the lots holding stock; ${share(n.expiring_90!, n.lots_with_stock!)} within 90)`,
  );
  console.log(`  expired  ${n.expired} lots (${share(n.expired!, n.lots_with_stock!)})`);
  console.log(
    `  products with a minimum ${n.with_minimum} of ${n.products} (${share(n.with_minimum!, n.products!)}); warehouse levels ${n.warehouses_with_minimum}; undated lots ${share(n.undated!, n.lots_with_stock!)}`,
  );
}
