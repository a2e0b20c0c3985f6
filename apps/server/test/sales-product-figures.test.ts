import { addDays } from "@inventario/shared/alerts";
import type { SalesReport, SalesTopProducts } from "@inventario/shared/reports";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rebuildSalesProductFigures } from "../src/db/maintenance/sales-product-figures";
import { migrateDown, migrateToLatest } from "../src/db/migrate";
import { checkInvariants } from "../src/db/verify/check";
import { businessDateOf, businessTimeZone } from "../src/lib/business-date";
import { productSource } from "../src/modules/reports/sales-report.repository";
import { createSignedInAppWithClient, createStockedProduct } from "./helpers/catalog";
import { allPages, exportBoth } from "./helpers/export-files";
import { ledgerMismatches } from "./helpers/ledger";
import { injectAs, type Method, type TestApp } from "./helpers/test-app";

// sales_product_daily and sales_product_totals (migration 0024, docs/decisions/0023-sales-by-product.md):
// per business day and product, and per product, the sales not cancelled holding it. Kept by every writer
// of sales in its transaction, rebuilt from the lines, checked by db/verify, read by the sales report by
// product (its pages, count, export and top 10).

let t: TestApp;
let admin: string;
let clientId: string;
const products: Array<{ productId: string; warehouseId: string; sku: string }> = [];
beforeAll(async () => {
  ({ t, admin, clientId } = await createSignedInAppWithClient());
  for (let i = 0; i < 12; i++) products.push(await createStockedProduct(t.app, admin));
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const call = (method: Method, url: string, payload?: object) => injectAs(t.app, admin, method, url, payload);

async function ok<T>(method: Method, url: string, payload?: object): Promise<T> {
  const response = await call(method, url, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

type Sold = { id: string; withdrawal_id: string };
type Item = { product: number; quantity: number; unit_price: number };

const saleBody = (items: Item[]) => ({
  client_id: clientId,
  type: "RETAIL",
  currency: "COP",
  items: items.map(({ product, quantity, unit_price }) => ({
    product_id: products[product]!.productId,
    quantity,
    unit_price,
  })),
});

/** A sale registered through the API as if it were `instant` (only Date is faked: timers run). */
async function saleAt(instant: string, items: Item[]): Promise<Sold> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  try {
    return await ok<Sold>("POST", "/api/sale", saleBody(items));
  } finally {
    vi.useRealTimers();
  }
}

const cancel = (sale: Sold) => ok("POST", `/api/sales/${sale.id}/cancel`, { reason: "El cliente desistió" });

type Row = [product: string, day: string, sales: number, units: number, amount_cents: number];

/** The kept daily rows of these products, by product and day. */
async function kept(ids = products.map((p) => p.productId)): Promise<Row[]> {
  const rows = await t.app.db
    .selectFrom("sales_product_daily")
    .selectAll()
    .where("product_id", "in", ids)
    .orderBy("product_id")
    .orderBy("day")
    .execute();
  return rows.map((r) => [r.product_id, r.day, Number(r.sales), Number(r.units), Number(r.amount_cents)]);
}

type Total = [product: string, sales: number, units: number, amount_cents: number];

/** The kept totals of this file's products, by product. */
async function keptTotals(): Promise<Total[]> {
  const rows = await t.app.db
    .selectFrom("sales_product_totals")
    .selectAll()
    .where(
      "product_id",
      "in",
      products.map((p) => p.productId),
    )
    .orderBy("product_id")
    .execute();
  return rows.map((r) => [r.product_id, Number(r.sales), Number(r.units), Number(r.amount_cents)]);
}

/** Daily rows summed per product. */
function totalsOf(rows: Row[]): Total[] {
  const totals = new Map<string, Total>();
  for (const [product, , sales, units, amount] of rows) {
    const total = totals.get(product) ?? [product, 0, 0, 0];
    total[1] += sales;
    total[2] += units;
    total[3] += amount;
    totals.set(product, total);
  }
  return [...totals.values()].sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** Both kept tables equal what the lines of the sales not cancelled give, each line on its business date. */
async function expectKeptAsLines(dateOf?: (iso: string) => string) {
  const lines = await fromLines(dateOf);
  expect(await kept()).toEqual(lines);
  expect(await keptTotals()).toEqual(totalsOf(lines));
}

/** The same figures summed here from the lines of the sales not cancelled, each on its business date in `dateOf`. */
async function fromLines(dateOf: (iso: string) => string = businessDateOf): Promise<Row[]> {
  const lines = await t.app.db
    .selectFrom("sale_lines as l")
    .innerJoin("sales as s", "s.id", "l.sale_id")
    .select(["l.product_id", "s.created_at", "l.quantity", "l.subtotal_cents"])
    .where("s.status", "<>", "CANCELLED")
    .where(
      "l.product_id",
      "in",
      products.map((p) => p.productId),
    )
    .execute();
  const rows = new Map<string, Row>();
  for (const line of lines) {
    const day = dateOf(line.created_at);
    const row = rows.get(`${line.product_id}|${day}`) ?? [line.product_id, day, 0, 0, 0];
    row[2] += 1;
    row[3] += Number(line.quantity);
    row[4] += Number(line.subtotal_cents);
    rows.set(`${line.product_id}|${day}`, row);
  }
  return [...rows.values()].sort((a, b) => (a[0] + a[1] < b[0] + b[1] ? -1 : 1));
}

const id = (product: number) => products[product]!.productId;

describe("sales_product_daily", () => {
  it("a sale adds each product's line to its business day's row; another sale that day adds into it", async () => {
    // 04:30Z on 2 May is still 1 May in Bogotá (UTC−5).
    await saleAt("2026-05-02T04:30:00.000Z", [
      { product: 0, quantity: 2, unit_price: 1000 },
      { product: 1, quantity: 1, unit_price: 500 },
    ]);
    await saleAt("2026-05-01T15:00:00.000Z", [{ product: 0, quantity: 3, unit_price: 1000 }]);
    await saleAt("2026-05-02T15:00:00.000Z", [{ product: 0, quantity: 1, unit_price: 1000 }]);
    expect(await kept([id(0), id(1)])).toEqual([
      [id(0), "2026-05-01", 2, 5, 500000],
      [id(0), "2026-05-02", 1, 1, 100000],
      [id(1), "2026-05-01", 1, 1, 50000],
    ]);
    await expectKeptAsLines();
  });

  it("a cancellation takes its lines away, and a row left with no sale is deleted", async () => {
    const sale = await saleAt("2026-05-03T15:00:00.000Z", [
      { product: 0, quantity: 4, unit_price: 1000 },
      { product: 2, quantity: 1, unit_price: 700 },
    ]);
    await saleAt("2026-05-03T16:00:00.000Z", [{ product: 0, quantity: 1, unit_price: 1000 }]);
    expect(await kept([id(0), id(2)])).toContainEqual([id(2), "2026-05-03", 1, 1, 70000]);
    await cancel(sale);
    const after = await kept([id(0), id(2)]);
    expect(after).toContainEqual([id(0), "2026-05-03", 1, 1, 100000]);
    expect(after.filter(([product]) => product === id(2))).toEqual([]);
    expect((await keptTotals()).filter(([product]) => product === id(2))).toEqual([]);
    await expectKeptAsLines();
    // Cancelling it again is refused and changes nothing.
    expect((await call("POST", `/api/sales/${sale.id}/cancel`, { reason: "Otra vez" })).statusCode).toBe(409);
    await expectKeptAsLines();
  });

  it("a return leaves it as it is: a sale with returns still counts as sold", async () => {
    const product = products[3]!;
    const sale = await saleAt("2026-05-04T15:00:00.000Z", [{ product: 3, quantity: 5, unit_price: 900 }]);
    const request = await ok<{ items: Array<{ id: string }> }>("GET", `/api/withdrawals/${sale.withdrawal_id}`);
    await ok("POST", "/api/withdrawals/assign-stock/bulk", {
      items: [
        { withdrawal_item_id: request.items[0]!.id, assignments: [{ warehouse_id: product.warehouseId, quantity: 5 }] },
      ],
    });
    const before = await kept([id(3)]);
    expect(before).toEqual([[id(3), "2026-05-04", 1, 5, 450000]]);
    const totalsBefore = await keptTotals();
    await ok("POST", `/api/sales/${sale.id}/returns`, {
      reason: "Cliente devolvió",
      items: [
        {
          product_id: product.productId,
          quantity: 2,
          warehouse_id: product.warehouseId,
          lot_number: "L1",
          restock: true,
        },
      ],
    });
    expect(await kept([id(3)])).toEqual(before);
    expect(await keptTotals()).toEqual(totalsBefore);
  });

  it("concurrent sales and cancellations leave it equal to its lines, to a rebuild and to its invariant", async () => {
    const sales = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        ok<Sold>(
          "POST",
          "/api/sale",
          saleBody([
            { product: 4 + (i % 3), quantity: 1, unit_price: 100 * (i + 1) },
            { product: 7, quantity: 1, unit_price: 250 },
          ]),
        ),
      ),
    );
    await Promise.all(sales.filter((_, i) => i % 4 === 0).map(cancel));
    await expectKeptAsLines();
    const [rows, totals] = [await kept(), await keptTotals()];
    expect(totals.find(([product]) => product === id(7))?.[1]).toBe(12);
    expect(await ledgerMismatches(t.app.db)).toEqual([]);
    await rebuildSalesProductFigures(t.app.db, businessTimeZone());
    expect(await kept()).toEqual(rows);
    expect(await keptTotals()).toEqual(totals);
  });

  it("its invariants (db:verify) find a row off its lines, a total off its days, and rows left with no sale", async () => {
    const broken = async () =>
      Object.fromEntries(
        (await checkInvariants(t.app.db))
          .filter((r) => r.key.startsWith("sales-product-"))
          .map((r) => [r.key, { broken: r.broken, examples: r.examples }]),
      );
    expect(await broken()).toEqual({
      "sales-product-daily": { broken: 0, examples: [] },
      "sales-product-totals": { broken: 0, examples: [] },
    });
    const [product, day] = (await kept([id(0)]))[0]!;
    await t.app.db
      .updateTable("sales_product_daily")
      .set((eb) => ({ units: eb("units", "+", 1) }))
      .where("product_id", "=", product)
      .where("day", "=", day)
      .execute();
    await t.app.db
      .insertInto("sales_product_daily")
      .values({ product_id: id(11), day: "2020-01-01", sales: 0, units: 0, amount_cents: 0 })
      .execute();
    await t.app.db
      .updateTable("sales_product_totals")
      .set((eb) => ({ amount_cents: eb("amount_cents", "+", 5) }))
      .where("product_id", "=", id(1))
      .execute();
    try {
      const found = await broken();
      expect(found["sales-product-daily"]!.broken).toBe(2);
      expect(found["sales-product-daily"]!.examples).toContainEqual({
        id: id(11),
        figure: "filas sin ventas",
        kept: 1,
        expected: 0,
      });
      expect(found["sales-product-daily"]!.examples.find((row) => row.id === product)).toMatchObject({
        figure: "unidades",
      });
      // The totals are checked against the days: the changed day's product is off its total too.
      expect(found["sales-product-totals"]!.examples.map((row) => [row.id, row.figure]).sort()).toEqual(
        [
          [id(0), "unidades"],
          [id(1), "importe"],
        ].sort(),
      );
    } finally {
      await rebuildSalesProductFigures(t.app.db, businessTimeZone());
    }
    expect(Object.values(await broken()).map((r) => r.broken)).toEqual([0, 0]);
  });

  it("the migration fills it from the existing sales in the configured zone, an hour straddling two dates minute by minute", async () => {
    // In Asia/Kolkata (UTC+5:30) 18:20Z is 23:50 on 5 May and 18:40Z 00:10 on 6 May; both 5 May in Bogotá.
    await saleAt("2026-05-05T18:20:00.000Z", [{ product: 8, quantity: 1, unit_price: 300 }]);
    await saleAt("2026-05-05T18:40:00.000Z", [{ product: 8, quantity: 2, unit_price: 300 }]);
    expect(await kept([id(8)])).toEqual([[id(8), "2026-05-05", 2, 3, 90000]]);
    const inKolkata = (iso: string) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(iso));
    try {
      // Down to before 0024 (undoing the later migrations first), then up again in the other zone.
      const undone: string[] = [];
      while (!undone.includes("2026-11-27-0024-sales-product-figures")) {
        const step = await migrateDown(t.app.db);
        expect(step).toHaveLength(1);
        undone.push(...step);
      }
      expect(await migrateToLatest(t.app.db, { businessTimeZone: "Asia/Kolkata" })).toEqual(undone.reverse());
      expect(await kept([id(8)])).toEqual([
        [id(8), "2026-05-05", 1, 1, 30000],
        [id(8), "2026-05-06", 1, 2, 60000],
      ]);
      await expectKeptAsLines(inKolkata);
    } finally {
      await rebuildSalesProductFigures(t.app.db, businessTimeZone());
    }
    await expectKeptAsLines();
  });
});

describe("the sales report by product (read from the kept figures)", () => {
  type Group = { key: string; sales: number; units: number; amount: number };

  /** The range's products summed here from its lines, largest amount first and ties by id. */
  async function expectedGroups(from: string, to: string): Promise<Group[]> {
    const groups = new Map<string, Group>();
    for (const [key, day, sales, units, cents] of await fromLines()) {
      if (day < from || day > to) continue;
      const group = groups.get(key) ?? { key, sales: 0, units: 0, amount: 0 };
      group.sales += sales;
      group.units += units;
      group.amount += cents / 100;
      groups.set(key, group);
    }
    return [...groups.values()].sort((a, b) => b.amount - a.amount || (a.key < b.key ? -1 : 1));
  }

  it("reads a range's own days, or the totals less the days outside it, whichever holds fewer rows", () => {
    const kept = { first: "2026-01-01", last: "2026-12-31" };
    expect(productSource({ from: "2026-03-01", to: "2026-03-31" }, kept)).toBe("days");
    expect(productSource({ from: "2025-01-01", to: "2026-12-31" }, kept)).toBe("totals");
    expect(productSource({ from: "2026-01-10", to: "2026-12-31" }, kept)).toBe("totals");
    expect(productSource({ from: "2026-01-01", to: "2026-09-01" }, kept)).toBe("totals");
    expect(productSource({ from: "2026-01-01", to: "2026-07-01" }, kept)).toBe("days");
    expect(productSource({ from: "2023-11-27", to: "2026-11-27" }, null)).toBe("days");
  });

  it("answers every page, count, export and top 10 as the lines give them, whatever the source", async () => {
    // Two products with the same amount (the smaller id comes first), and enough products for two pages.
    await saleAt("2026-05-20T15:00:00.000Z", [
      { product: 9, quantity: 1, unit_price: 777 },
      { product: 10, quantity: 7, unit_price: 111 },
      { product: 11, quantity: 1, unit_price: 1 },
      ...[2, 4, 5, 6, 7].map((product) => ({ product, quantity: 1, unit_price: 10 * product })),
    ]);
    const row = await t.app.db
      .selectFrom("sales_product_daily")
      .select((eb) => [eb.fn.min("day").as("first"), eb.fn.max("day").as("last")])
      .executeTakeFirstOrThrow();
    const keptDays = { first: row.first as string, last: row.last as string };
    expect(keptDays.first).toBe("2026-05-01");
    const ranges: Array<[string, string, ReturnType<typeof productSource>]> = [
      ["2026-05-01", "2026-05-31", "days"],
      ["2026-04-01", keptDays.last, "totals"],
      // Leaves out 1 May: product 1 sold only then, product 0 also later.
      ["2026-05-02", keptDays.last, "totals"],
      // Leaves out today's sales (those registered at the time of the run).
      ["2026-05-01", addDays(keptDays.last, -1), "totals"],
    ];
    for (const [from, to, source] of ranges) {
      expect(productSource({ from, to }, keptDays), `${from}..${to}`).toBe(source);
      const expected = await expectedGroups(from, to);
      expect(expected.length, source).toBeGreaterThan(10);
      const url = `/api/reports/sales?from=${from}&to=${to}&group=product`;
      const all = await allPages<SalesReport["data"][number]>(t.app, admin, url);
      expect(
        all.map(({ key, sales, units, amount }) => ({ key, sales, units, amount })),
        source,
      ).toEqual(expected);
      const first = await ok<SalesReport>("GET", url);
      expect({ total: first.total, total_pages: first.total_pages }, source).toEqual({
        total: expected.length,
        total_pages: Math.ceil(expected.length / 10),
      });
      // A page past the last keeps the count.
      expect(await ok<SalesReport>("GET", `${url}&page=9`), source).toMatchObject({ data: [], total: expected.length });
      // The export walks every group in the pages' order.
      const { csv } = await exportBoth(t.app, admin, url, "ventas-por-producto");
      expect(
        csv.records.map((record) => record.SKU),
        source,
      ).toEqual(all.map((group) => group.detail));
      const top = await ok<SalesTopProducts>("GET", `/api/reports/sales/top-products?from=${from}&to=${to}`);
      expect(
        top.products.map((p) => ({ key: p.product.id, units: p.units, amount: p.amount })),
        source,
      ).toEqual(expected.slice(0, 10).map(({ key, units, amount }) => ({ key, units, amount })));
    }
    const tied = (await expectedGroups("2026-05-01", "2026-05-31")).filter((group) => group.amount === 777);
    expect(tied.map((group) => group.key)).toEqual([id(9), id(10)].sort());
    expect((await expectedGroups("2026-05-02", keptDays.last)).map((group) => group.key)).not.toContain(id(1));
  });
});
