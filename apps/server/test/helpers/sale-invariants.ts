import type { SaleStatus } from "@inventario/shared/sales";
import { sql } from "kysely";
import type { Db } from "../../src/db/connection";

/**
 * Invariants of sales, their picking requests, returns and document numbers (issue 18), beyond the
 * ledger's (ledger.ts) and stockViolations(): what a burst of sales, cancellations, returns and
 * assignments must leave true whatever interleaving it took. Each list is empty when the invariant holds.
 */
export async function saleViolations(db: Db) {
  const sales = await db
    .selectFrom("sales as s")
    .innerJoin("withdrawals as w", "w.id", "s.withdrawal_id")
    .select([
      "s.id",
      "s.number",
      "s.status",
      "s.cancelled_at",
      "s.cancel_reason",
      "w.number as request_number",
      "w.status as request_status",
    ])
    .execute();
  const items = await db
    .selectFrom("withdrawal_items as i")
    .innerJoin("withdrawals as w", "w.id", "i.withdrawal_id")
    .select(["i.withdrawal_id", "i.product_id", "i.fulfilled_quantity", "w.status"])
    .execute();
  const sold = await sumBy(db, "sale_lines", "sale_id");
  const returned = await sumBy(db, "sale_return_lines", "sale_id");

  // Units that left for each (sale, product): the fulfilled quantity of its request's items.
  const saleOfRequest = new Map(
    (await db.selectFrom("sales").select(["id", "withdrawal_id"]).execute()).map((s) => [s.withdrawal_id, s.id]),
  );
  const dispatched = new Map<string, number>();
  for (const item of items) {
    const key = `${saleOfRequest.get(item.withdrawal_id)} ${item.product_id}`;
    dispatched.set(key, (dispatched.get(key) ?? 0) + Number(item.fulfilled_quantity));
  }
  const returnedByLine = await returnedPerProduct(db);
  const overReturned = [...returnedByLine]
    .filter(([key, quantity]) => quantity > (dispatched.get(key) ?? 0))
    .map(([key, quantity]) => ({ sale_product: key, returned: quantity, dispatched: dispatched.get(key) ?? 0 }));

  const cancelledDispatched = items
    .filter((item) => item.status === "CANCELLED" && Number(item.fulfilled_quantity) > 0)
    .map((item) => ({ withdrawal_id: item.withdrawal_id, product_id: item.product_id }));

  const statusMismatches = sales
    .map((sale) => {
      const expected = expectedStatus(sale.request_status, sold.get(sale.id) ?? 0, returned.get(sale.id) ?? 0);
      const cancelled = sale.status === "CANCELLED";
      const recorded = sale.cancelled_at !== null && sale.cancel_reason !== null;
      return { id: sale.id, status: sale.status, request: sale.request_status, expected, cancelled, recorded };
    })
    .filter((sale) => sale.status !== sale.expected || sale.cancelled !== sale.recorded);

  return {
    overReturned,
    cancelledDispatched,
    statusMismatches,
    numberClashes: await numberClashes(db, sales),
    returnLedgerMismatches: await returnLedgerMismatches(db),
  };
}

/**
 * A sale's status from its request's and what came back: cancelled with its request (which dispatched
 * nothing, so nothing came back: overReturned says otherwise); without returns,
 * the request's (pending or dispatched); with returns, RETURNED once everything sold came back (which
 * needs everything dispatched), else PARTIALLY_RETURNED.
 */
function expectedStatus(request: "PENDING" | "COMPLETED" | "CANCELLED", sold: number, returned: number): SaleStatus {
  if (request === "CANCELLED") return "CANCELLED";
  if (returned === 0) return request;
  return returned === sold ? "RETURNED" : "PARTIALLY_RETURNED";
}

async function sumBy(db: Db, table: "sale_lines" | "sale_return_lines", key: "sale_id") {
  const rows = await db
    .selectFrom(table)
    .select([key, (eb) => eb.fn.sum<number | string>("quantity").as("quantity")])
    .groupBy(key)
    .execute();
  return new Map(rows.map((row) => [row[key], Number(row.quantity)]));
}

/** Units returned per "sale product", restocked or written off. */
async function returnedPerProduct(db: Db) {
  const rows = await db
    .selectFrom("sale_return_lines")
    .select(["sale_id", "product_id", (eb) => eb.fn.sum<number | string>("quantity").as("quantity")])
    .groupBy(["sale_id", "product_id"])
    .execute();
  return new Map(rows.map((row) => [`${row.sale_id} ${row.product_id}`, Number(row.quantity)]));
}

/** A sale and its request share one number; no number of a kind is used twice. */
async function numberClashes(db: Db, sales: Array<{ id: string; number: number; request_number: number }>) {
  const clashes: string[] = [];
  for (const sale of sales) {
    if (Number(sale.number) !== Number(sale.request_number))
      clashes.push(`sale ${sale.id}: V-${sale.number}, A-${sale.request_number}`);
  }
  for (const table of ["sales", "withdrawals", "transfers"] as const) {
    const { rows } = await sql<{ number: number; uses: number }>`
      select number, count(*) as uses from ${sql.table(table)} group by number having count(*) > 1`.execute(db);
    for (const row of rows) clashes.push(`${table}: number ${row.number} used ${row.uses} times`);
  }
  return clashes;
}

/**
 * Restocked return lines and RETURN ledger rows agree per sale, product, warehouse and lot; a written-off
 * line moves nothing, and no RETURN row references anything but a sale.
 */
async function returnLedgerMismatches(db: Db) {
  const { rows } = await sql<{ place: string; lines: number; ledger: number }>`
    select place, sum(lines) as lines, sum(ledger) as ledger from (
      select sale_id || ' ' || product_id || ' ' || warehouse_id || ' ' || coalesce(lot_number, '') as place,
             quantity as lines, 0 as ledger
      from sale_return_lines where restock = 1
      union all
      select reference || ' ' || product_id || ' ' || warehouse_id || ' ' || coalesce(lot_number, '') as place,
             0 as lines, quantity as ledger
      from movements where type = 'RETURN'
    ) places
    group by place
    having sum(lines) <> sum(ledger)`.execute(db);
  const { rows: orphans } = await sql<{ id: string; reference: string | null }>`
    select m.id, m.reference from movements m
    where m.type = 'RETURN' and not exists (select 1 from sales s where s.id = m.reference)`.execute(db);
  return [...rows, ...orphans.map((row) => ({ place: `movement ${row.id} -> ${row.reference}`, lines: 0, ledger: 0 }))];
}

/**
 * Buckets of an id-ordered list (list_buckets) whose kept row count differs from the rows between its
 * lower bound and the next bucket's: the totals the paged lists answer stay exact under concurrent writers.
 */
export async function listCountMismatches(db: Db, list: "withdrawals" | "sales" | "transfers") {
  const { rows } = await sql<{ lower_id: string; row_count: number; actual: number }>`
    select b.lower_id, b.row_count,
      (select count(*) from ${sql.table(list)} r where r.id >= b.lower_id
         and not exists (select 1 from list_buckets n
                         where n.list = b.list and n.lower_id > b.lower_id and r.id >= n.lower_id)) as actual
    from list_buckets b where b.list = ${list}`.execute(db);
  const mismatches = rows.filter((row) => Number(row.row_count) !== Number(row.actual));
  const { rows: totals } = await sql<{ kept: number | null; actual: number }>`
    select (select sum(row_count) from list_buckets where list = ${list}) as kept,
           (select count(*) from ${sql.table(list)}) as actual`.execute(db);
  const [total] = totals;
  if (Number(total?.kept ?? 0) !== Number(total?.actual)) {
    mismatches.push({ lower_id: "(total)", row_count: Number(total?.kept ?? 0), actual: Number(total?.actual) });
  }
  return mismatches;
}

/** How many sales there are (a refused sale must leave the count as it was). */
export async function countSales(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom("sales")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}
