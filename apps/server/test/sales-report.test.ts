import { addDays } from "@inventario/shared/alerts";
import { MOVEMENT_TYPE_CODES } from "@inventario/shared/movements";
import {
  type DashboardCharts,
  reportMessages,
  type SalesReport,
  type SalesTaxes,
  type SalesTopProducts,
} from "@inventario/shared/reports";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { rebuildSalesDaily } from "../src/db/maintenance/daily-totals";
import { businessDateOf, businessTimeZone, businessToday } from "../src/lib/business-date";
import { createClient, createSignedInAppWithClient, createStockedProduct, stockChange } from "./helpers/catalog";
import { allPages, csvMoney, exportBoth, pick } from "./helpers/export-files";
import { ADMIN_EMAIL, injectAs, type Method, type TestApp } from "./helpers/test-app";
import { signInWithPermissions } from "./helpers/users";

// The sales report and the dashboard's charts (issue 20) against a hand-built set of sales at chosen
// instants: business dates in Bogotá (UTC−5), ISO weeks from Monday, cancelled sales left out.

let t: TestApp;
let admin: string;
let c1: string;
let c2: string;
let seller: { cookie: string; identification: string };
let adminIdentification: string;
const products: Record<"A" | "B" | "C", { id: string; sku: string }> = {} as never;

const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  injectAs(t.app, cookie, method, url, payload);

async function ok<T>(method: Method, url: string, payload?: object, cookie = admin): Promise<T> {
  const response = await call(method, url, payload, cookie);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

type Line = { product_id: string; quantity: number; unit_price: number };

/** A sale registered through the API as if it were `instant` (only Date is faked: timers run). */
async function saleAt(instant: string, client: string, items: Line[], cookie = admin) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(instant));
  try {
    return await ok<{ id: string }>(
      "POST",
      "/api/sale",
      { client_id: client, type: "RETAIL", currency: "COP", items },
      cookie,
    );
  } finally {
    vi.useRealTimers();
  }
}

const line = (product: "A" | "B" | "C", quantity: number, unit_price: number) => ({
  product_id: products[product].id,
  quantity,
  unit_price,
});

beforeAll(async () => {
  ({ t, admin, clientId: c1 } = await createSignedInAppWithClient());
  c2 = await createClient(t.app, admin);
  // The report's sales are at prices of their own: changing a product's price is sales:price_override.
  seller = await signInWithPermissions(t.app, admin, ["sales:create", "sales:read", "sales:price_override"]);
  adminIdentification = (
    await t.app.db
      .selectFrom("employees")
      .select("identification")
      .where("email", "=", ADMIN_EMAIL)
      .executeTakeFirstOrThrow()
  ).identification;
  for (const name of ["A", "B", "C"] as const) {
    const { productId, sku } = await createStockedProduct(t.app, admin);
    products[name] = { id: productId, sku };
  }
  // S1: 03:00Z on 1 March is 22:00 on Saturday 28 February in Bogotá: February, the week of 23 February.
  await saleAt("2026-03-01T03:00:00.000Z", c1, [line("A", 2, 1000)]);
  // S2: the last millisecond of Sunday 1 March in Bogotá, by the other employee.
  await saleAt("2026-03-02T04:59:59.999Z", c1, [line("B", 1, 5000)], seller.cookie);
  // S3: the first instant of Monday 2 March in Bogotá: a new ISO week.
  await saleAt("2026-03-02T05:00:00.000Z", c2, [line("A", 1, 1000), line("B", 3, 5000)]);
  // S4: cancelled, so in no figure.
  const cancelled = await saleAt("2026-03-03T15:00:00.000Z", c2, [line("C", 5, 300)], seller.cookie);
  await ok("POST", `/api/sales/${cancelled.id}/cancel`, { reason: "Desistió" });
  // S5: the next week.
  await saleAt("2026-03-10T12:00:00.000Z", c1, [line("C", 4, 300)]);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const report = (query: string, cookie = admin) =>
  ok<SalesReport>("GET", `/api/reports/sales?${query}`, undefined, cookie);
const topProducts = (query: string, cookie = admin) =>
  ok<SalesTopProducts>("GET", `/api/reports/sales/top-products?${query}`, undefined, cookie);
const RANGE = "from=2026-02-28&to=2026-03-10";
const figures = (sales: number, units: number, amount: number) => ({
  sales,
  units,
  amount,
  average_ticket: sales === 0 ? 0 : Math.round((amount / sales) * 100) / 100,
});

describe("GET /reports/sales/top-products", () => {
  it("the 10 largest amounts of the range, largest first; the report itself no longer carries them", async () => {
    const top = await topProducts(RANGE);
    expect(top).toMatchObject({ from: "2026-02-28", to: "2026-03-10" });
    // B: 1 × 5000 + 3 × 5000; A: 2 × 1000 + 1 × 1000; C: the cancelled 5 × 300 left out, 4 × 300 kept.
    expect(top.products.map((p) => [p.product.id, p.units, p.amount])).toEqual([
      [products.B.id, 4, 20000],
      [products.A.id, 3, 3000],
      [products.C.id, 4, 1200],
    ]);
    expect(top.products[0]!.product.sku).toBe(products.B.sku);
    expect(await report(RANGE)).not.toHaveProperty("top_products");

    // Eleven products in one sale, each a larger amount than the one before: the smallest is left out.
    const eleven = [];
    for (let i = 0; i < 11; i++) eleven.push((await createStockedProduct(t.app, admin)).productId);
    await saleAt(
      "2026-04-15T15:00:00.000Z",
      c1,
      eleven.map((product_id, i) => ({ product_id, quantity: 1, unit_price: 100 * (i + 1) })),
    );
    const day = await topProducts("from=2026-04-15&to=2026-04-15");
    expect(day.products.map((p) => p.product.id)).toEqual(eleven.slice(1).reverse());
    expect(day.products.map((p) => p.amount)).toEqual([1100, 1000, 900, 800, 700, 600, 500, 400, 300, 200]);
    expect((await report("from=2026-04-15&to=2026-04-15")).totals).toEqual(figures(1, 11, 6600));
  });

  it("defaults to the last 30 days, and a range without sales has none", async () => {
    const today = businessToday();
    expect(await topProducts("")).toMatchObject({ from: addDays(today, -29), to: today });
    expect(await topProducts("from=2026-01-01&to=2026-01-31")).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
      products: [],
    });
  });

  it("refuses the dates the report refuses with 400 and a Spanish message", async () => {
    const today = businessToday();
    const refusals: Array<[string, string, string]> = [
      ["from=2026-02-30", "from", reportMessages.dateInvalid],
      ["to=hoy", "to", reportMessages.dateInvalid],
      ["from=2026-03-10&to=2026-03-01", "to", reportMessages.dateRangeInvalid],
      [`to=${addDays(today, 1)}`, "to", reportMessages.futureDate],
      ["from=2023-01-01&to=2026-01-02", "to", reportMessages.rangeTooLong],
    ];
    for (const [query, field, message] of refusals) {
      const response = await call("GET", `/api/reports/sales/top-products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: "VALIDATION", fields: { [field]: message } });
    }
  });

  it("needs reports:read (403), whatever else the user may do", async () => {
    const { cookie } = await signInWithPermissions(t.app, admin, ["sales:read", "dashboard:read", "movements:read"]);
    expect((await call("GET", `/api/reports/sales/top-products?${RANGE}`, undefined, cookie)).statusCode).toBe(403);
    const reader = await signInWithPermissions(t.app, admin, ["reports:read"]);
    expect((await topProducts(RANGE, reader.cookie)).products).toHaveLength(3);
  });
});

describe("GET /reports/sales/taxes", () => {
  it("splits the range's sales not cancelled into base and IVA per class, adding up to their total", async () => {
    const taxes = await ok<SalesTaxes>("GET", `/api/reports/sales/taxes?${RANGE}`);
    expect(taxes).toMatchObject({ from: "2026-02-28", to: "2026-03-10" });
    const cents = (pesos: number) => Math.round(pesos * 100);
    const byClass = taxes.taxes.reduce((sum, t) => sum + cents(t.base) + cents(t.tax), 0);
    // Lines sold before IVA was kept count in the subtotal only; these all have a class.
    expect(byClass).toBe(cents(24_200));
    expect(cents(taxes.subtotal)).toBe(taxes.taxes.reduce((sum, t) => sum + cents(t.base), 0));
    const { cookie } = await signInWithPermissions(t.app, admin, ["sales:read"]);
    expect((await call("GET", `/api/reports/sales/taxes?${RANGE}`, undefined, cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/reports/sales/taxes?from=2026-03-10&to=2026-03-01")).statusCode).toBe(400);
  });
});

describe("GET /reports/sales", () => {
  it("totals the sales not cancelled of the range and their lines", async () => {
    const page = await report(RANGE);
    expect(page).toMatchObject({ from: "2026-02-28", to: "2026-03-10", group: "day" });
    expect(page.totals).toEqual(figures(4, 11, 24200));
    expect(page.totals.average_ticket).toBe(6050);
  });

  it("by day: the days with sales, newest first, all on one page; the chart every day, oldest first", async () => {
    const first = await report(`${RANGE}&group=day`);
    expect(first).toMatchObject({ page: 1, total: 4, total_pages: 1 });
    // The cancelled sale's day (3 March) counts nothing: it is left out with the other empty days.
    expect(first.data).toEqual([
      { key: "2026-03-10", label: "10/03/2026", detail: null, ...figures(1, 4, 1200) },
      { key: "2026-03-02", label: "02/03/2026", detail: null, ...figures(1, 4, 16000) },
      { key: "2026-03-01", label: "01/03/2026", detail: null, ...figures(1, 1, 5000) },
      { key: "2026-02-28", label: "28/02/2026", detail: null, ...figures(1, 2, 2000) },
    ]);
    expect((await report(`${RANGE}&group=day&page=2`)).data).toEqual([]);
    expect(first.chart.period).toBe("day");
    expect(first.chart.rows).toHaveLength(11);
    expect(first.chart.rows[0]).toMatchObject({ key: "2026-02-28", amount: 2000 });
    expect(first.chart.rows[3]).toMatchObject({ key: "2026-03-03", ...figures(0, 0, 0) });
    expect(first.chart.rows.at(-1)).toMatchObject({ key: "2026-03-10", amount: 1200 });
  });

  it("a day is Bogotá's: the sale at 03:00Z on 1 March belongs to 28 February", async () => {
    const first = await report("from=2026-03-01&to=2026-03-01");
    expect(first.totals).toEqual(figures(1, 1, 5000));
    const before = await report("from=2026-02-28&to=2026-02-28");
    expect(before.totals).toEqual(figures(1, 2, 2000));
  });

  it("by week: ISO weeks from Monday, keyed by their Monday (the first may start before the range)", async () => {
    const page = await report(`${RANGE}&group=week`);
    expect(page.data).toEqual([
      { key: "2026-03-09", label: "Semana del 09/03/2026", detail: null, ...figures(1, 4, 1200) },
      { key: "2026-03-02", label: "Semana del 02/03/2026", detail: null, ...figures(1, 4, 16000) },
      { key: "2026-02-23", label: "Semana del 23/02/2026", detail: null, ...figures(2, 3, 7000) },
    ]);
    expect(page.chart).toEqual({ period: "week", rows: [...page.data].reverse() });
  });

  it("by month: the Bogotá month, so 1 March 03:00Z is February", async () => {
    const page = await report(`${RANGE}&group=month`);
    expect(page.data).toEqual([
      { key: "2026-03-01", label: "Marzo 2026", detail: null, ...figures(3, 9, 22200) },
      { key: "2026-02-01", label: "Febrero 2026", detail: null, ...figures(1, 2, 2000) },
    ]);
  });

  it("by product: largest amount first, with its SKU; the chart still by day", async () => {
    const page = await report(`${RANGE}&group=product`);
    expect(page).toMatchObject({ total: 3, total_pages: 1 });
    expect(page.data.map(({ key, detail, sales, units, amount }) => ({ key, detail, sales, units, amount }))).toEqual([
      { key: products.B.id, detail: products.B.sku, sales: 2, units: 4, amount: 20000 },
      { key: products.A.id, detail: products.A.sku, sales: 2, units: 3, amount: 3000 },
      { key: products.C.id, detail: products.C.sku, sales: 1, units: 4, amount: 1200 },
    ]);
    expect(page.data[0]!.label).toMatch(/^Producto /);
    expect(page.chart.period).toBe("day");
    expect(page.chart.rows).toHaveLength(11);
  });

  it("by client: largest amount first, keyed by identification, with the units of their lines", async () => {
    const page = await report(`${RANGE}&group=client`);
    expect(page.data).toEqual([
      { key: c2, label: "Lucía Mora", detail: c2, ...figures(1, 4, 16000) },
      { key: c1, label: "Lucía Mora", detail: c1, ...figures(3, 7, 8200) },
    ]);
  });

  it("by employee: who registered the sales, a cancelled one left out", async () => {
    const page = await report(`${RANGE}&group=employee`);
    expect(page.data).toEqual([
      { key: adminIdentification, label: "Administrador", detail: adminIdentification, ...figures(3, 10, 19200) },
      { key: seller.identification, label: "Prueba Permisos", detail: seller.identification, ...figures(1, 1, 5000) },
    ]);
  });

  it("exports every group of the report for the same range (xlsx and csv)", async () => {
    for (const group of ["day", "week", "product", "client", "employee"]) {
      const url = `/api/reports/sales?${RANGE}&group=${group}`;
      const rows = await allPages<SalesReport["data"][number]>(t.app, admin, url);
      const name = `ventas-por-${{ day: "dia", week: "semana", product: "producto", client: "cliente", employee: "empleado" }[group]}`;
      const { xlsx, csv } = await exportBoth(t.app, admin, url, name);
      expect(pick(xlsx.records, ["Ventas", "Total"]), group).toEqual(
        rows.map((row) => ({ Ventas: row.sales, Total: row.amount })),
      );
      expect(
        csv.records.map((r) => r.Total),
        group,
      ).toEqual(rows.map((row) => csvMoney(row.amount)));
    }
    expect((await call("GET", `/api/reports/sales?${RANGE}&format=pdf`)).statusCode).toBe(400);
  });

  it("a page past the last group is empty but keeps the count", async () => {
    for (const group of ["product", "client", "employee", "day"]) {
      const page = await report(`${RANGE}&group=${group}&page=5`);
      expect(page.data).toEqual([]);
      expect(page.total).toBeGreaterThan(0);
    }
  });

  it("defaults to the last 30 days grouped by day", async () => {
    const today = businessToday();
    const page = await report("");
    expect(page).toMatchObject({ from: addDays(today, -29), to: today, group: "day" });
    expect(page.chart.rows).toHaveLength(30);
  });

  it("keeps sales_daily equal to a count from scratch (db/maintenance rebuild)", async () => {
    const kept = () =>
      t.app.db
        .selectFrom("sales_daily")
        .select((eb) => [
          "day",
          "employee_id",
          eb.fn.sum<number>("sales").as("sales"),
          eb.fn.sum<number>("units").as("units"),
          eb.fn.sum<number>("amount_cents").as("amount"),
        ])
        .groupBy(["day", "employee_id"])
        .having((eb) => eb.fn.sum("sales"), "<>", 0)
        .orderBy("day")
        .orderBy("employee_id")
        .execute()
        .then((rows) => rows.map((r) => [r.day, r.employee_id, Number(r.sales), Number(r.units), Number(r.amount)]));
    const before = await kept();
    await rebuildSalesDaily(t.app.db, businessTimeZone());
    expect(await kept()).toEqual(before);
    expect(before.length).toBeGreaterThanOrEqual(5);
  });

  it("refuses what it cannot answer with 400 and a Spanish message", async () => {
    const today = businessToday();
    const refusals: Array<[string, string, string]> = [
      ["from=2026-03-10&to=2026-03-01", "to", reportMessages.dateRangeInvalid],
      ["from=2026-02-30", "from", reportMessages.dateInvalid],
      ["to=hoy", "to", reportMessages.dateInvalid],
      ["group=year", "group", reportMessages.groupInvalid],
      [`to=${addDays(today, 1)}`, "to", reportMessages.futureDate],
      [`from=${addDays(today, 1)}`, "from", reportMessages.futureDate],
      ["from=2023-01-01&to=2026-01-02", "to", reportMessages.rangeTooLong],
    ];
    for (const [query, field, message] of refusals) {
      const response = await call("GET", `/api/reports/sales?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: "VALIDATION", fields: { [field]: message } });
    }
    expect((await call("GET", "/api/reports/sales?page=0")).statusCode).toBe(400);
    // Three years exactly is allowed.
    expect((await call("GET", "/api/reports/sales?from=2023-01-02&to=2026-01-02&group=month")).statusCode).toBe(200);
  });

  it("needs reports:read (403), whatever else the user may do", async () => {
    const { cookie } = await signInWithPermissions(t.app, admin, ["sales:read", "dashboard:read", "movements:read"]);
    expect((await call("GET", "/api/reports/sales", undefined, cookie)).statusCode).toBe(403);
    const reader = await signInWithPermissions(t.app, admin, ["reports:read"]);
    expect((await call("GET", `/api/reports/sales?${RANGE}`, undefined, reader.cookie)).statusCode).toBe(200);
  });
});

describe("GET /dashboard/charts", () => {
  let charts: DashboardCharts;
  beforeAll(async () => {
    // Today: two sales (one cancelled) and a few movements of other types.
    await ok("POST", "/api/sale", { client_id: c1, type: "RETAIL", currency: "COP", items: [line("A", 2, 1500)] });
    const cancelled = await ok<{ id: string }>("POST", "/api/sale", {
      client_id: c2,
      type: "RETAIL",
      currency: "COP",
      items: [line("B", 1, 9000)],
    });
    await ok("POST", `/api/sales/${cancelled.id}/cancel`, { reason: "Error" });
    const { productId, warehouseId } = await createStockedProduct(t.app, admin);
    await ok("PUT", "/api/inventory/replenish", stockChange(productId, warehouseId, 5));
    await ok("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 2));
    await ok("PUT", "/api/inventory/withdraw", stockChange(productId, warehouseId, 1));
    charts = await ok<DashboardCharts>("GET", "/api/dashboard/charts");
  });

  it("answers the last 30 business days, oldest first, today included", () => {
    const today = businessToday();
    expect(charts.days).toHaveLength(30);
    expect(charts.days[0]).toBe(addDays(today, -29));
    expect(charts.days.at(-1)).toBe(today);
    expect(charts.sales?.map((d) => d.date)).toEqual(charts.days);
    expect(charts.movements?.map((d) => d.date)).toEqual(charts.days);
  });

  it("sales per day: today's sale that stands, zeros on the other days", () => {
    expect(charts.sales?.at(-1)).toEqual({ date: businessToday(), sales: 1, amount: 3000 });
    expect(charts.sales?.slice(0, -1).every((d) => d.sales === 0 && d.amount === 0)).toBe(true);
  });

  it("movements per day by type match the ledger, every type present", async () => {
    const ledger = await t.app.db.selectFrom("movements").select(["type", "created_at"]).execute();
    const expected = new Map(
      charts.days.map((day) => [day, Object.fromEntries(MOVEMENT_TYPE_CODES.map((c) => [c, 0]))]),
    );
    for (const movement of ledger) {
      const counts = expected.get(businessDateOf(movement.created_at));
      if (counts) counts[movement.type] = (counts[movement.type] ?? 0) + 1;
    }
    expect(charts.movements).toEqual([...expected].map(([date, counts]) => ({ date, counts })));
    const today = charts.movements!.at(-1)!.counts;
    expect(today).toMatchObject({ REPLENISH: 1, WITHDRAWAL: 2 });
    expect(today.IN).toBeGreaterThan(0);
  });

  it("gives each series only to whoever may read what it counts", async () => {
    const dashboardOnly = await signInWithPermissions(t.app, admin, ["dashboard:read"]);
    expect(await ok<DashboardCharts>("GET", "/api/dashboard/charts", undefined, dashboardOnly.cookie)).toMatchObject({
      sales: null,
      movements: null,
    });
    const salesToo = await signInWithPermissions(t.app, admin, ["dashboard:read", "sales:read"]);
    const withSales = await ok<DashboardCharts>("GET", "/api/dashboard/charts", undefined, salesToo.cookie);
    expect(withSales.sales).toEqual(charts.sales);
    expect(withSales.movements).toBeNull();
    const movementsToo = await signInWithPermissions(t.app, admin, ["dashboard:read", "movements:read"]);
    const withMovements = await ok<DashboardCharts>("GET", "/api/dashboard/charts", undefined, movementsToo.cookie);
    expect(withMovements.sales).toBeNull();
    expect(withMovements.movements).toEqual(charts.movements);
    const none = await signInWithPermissions(t.app, admin, ["sales:read", "movements:read"]);
    expect((await call("GET", "/api/dashboard/charts", undefined, none.cookie)).statusCode).toBe(403);
  });
});
