import fs from "node:fs";
import { formatNit, nitCheckDigit } from "@inventario/shared/nit";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * Issue 20's sales report and dashboard charts as the owner reads them: after a sale, Reportes → 'Ventas'
 * for today grouped by product shows the sale's product with its figures, and the dashboard's sales chart,
 * read as a table, lists today's sales. Issue 32's 'Compras': after a receipt, its supplier's row and file.
 * Both projects run at once against one database (and other specs may sell and receive today too): each
 * sells and buys its own product from its own supplier, and shared figures are checked for at least its own.
 */
function uniqueData(testInfo: TestInfo, report: "V" | "C") {
  const mobile = testInfo.project.name === "mobile";
  const now = Date.now();
  // The report's letter keeps the two tests of one project apart when they start in the same millisecond.
  const tag = `${report}${mobile ? "M" : "D"}${now}`;
  return {
    identification: `${mobile ? 8 : 7}${String(now).slice(-9)}`,
    // Eleven digits: no other spec's supplier has a NIT that long.
    nit: `${mobile ? 8 : 7}${String(now).slice(-10)}`,
    supplier: `Proveedor Reportes ${tag} S.A.S.`,
    lastName: `Reportes${tag}`,
    warehouse: `Bodega Reportes ${tag}`,
    product: { name: `Panela Reporte ${tag}`, sku: `REP-${tag}` },
    // Large enough to lead today's products whatever else the other specs sell.
    unitPrice: mobile ? 1_900_000 : 2_000_000,
  };
}

async function created(request: APIRequestContext, path: string, data: object): Promise<{ id: string }> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

/** Today in Bogotá as the URL and the API carry it (YYYY-MM-DD) and as the date fields and tables show it. */
function businessToday() {
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Bogota" }).format(new Date());
  return { iso, shown: iso.split("-").reverse().join("/") };
}

/** "$ 6.000.000,00" as es-CO writes pesos (the space may be a no-break one). */
const pesos = (figure: string) => new RegExp(`^\\$\\s${figure.replace(/\./g, "\\.")}$`);
/** Pesos as a number: "$ 6.000.000,00" → 6000000. */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."));

/** The run's product, with 10 UD in a warehouse of its own, through the API. */
async function stockedProduct(request: APIRequestContext, data: ReturnType<typeof uniqueData>) {
  const warehouse = await created(request, "/api/warehouse", { name: data.warehouse });
  const product = await created(request, "/api/product", {
    ...data.product,
    description: "Producto de la prueba de reportes",
    category: "Pruebas",
    image_url: null,
    price: data.unitPrice,
    warehouse_id: warehouse.id,
    quantity: 10,
    unit: "UD",
    costs: 1000,
    lot_number: "L-1",
    expiration_date: null,
    min_stock: 0,
    max_stock: 100,
  });
  return { warehouse, product };
}

async function sell(page: Page, data: ReturnType<typeof uniqueData>) {
  await created(page.request, "/api/clients", {
    identification: data.identification,
    name: "Marta",
    last_name: data.lastName,
    email: `cliente.${data.identification}@correo.co`,
    birthday: "1985-07-20",
    phone_number: "3104445566",
  });
  const { product } = await stockedProduct(page.request, data);
  await created(page.request, "/api/sale", {
    client_id: data.identification,
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: product.id, quantity: 3, unit_price: data.unitPrice }],
  });
  return product.id;
}

/**
 * Units and unit cost of the run's one purchase: $ 10.000.000,00 received, large enough to lead the
 * suppliers' page whatever else the other specs receive.
 */
const PURCHASE = { quantity: 4, unitCost: 2_500_000 };

/** An order of the run's product to the run's supplier, sent and received whole today, through the API. */
async function buy(request: APIRequestContext, data: ReturnType<typeof uniqueData>) {
  const { warehouse, product } = await stockedProduct(request, data);
  const supplier = await created(request, "/api/suppliers", {
    nit: data.nit,
    dv: nitCheckDigit(data.nit),
    name: data.supplier,
  });
  const order = await created(request, "/api/purchase-orders", {
    supplier_id: supplier.id,
    warehouse_id: warehouse.id,
    expected_at: null,
    items: [{ product_id: product.id, quantity: PURCHASE.quantity, unit_cost: PURCHASE.unitCost }],
  });
  const sent = await request.post(`/api/purchase-orders/${order.id}/send`);
  expect(sent.status(), await sent.text()).toBe(200);
  const { items } = (await sent.json()) as { items: { id: string }[] };
  await created(request, `/api/purchase-orders/${order.id}/receipts`, {
    items: items.map((item) => ({
      item_id: item.id,
      quantity: PURCHASE.quantity,
      lot_number: "L-2",
      expiration_date: null,
      unit_cost: PURCHASE.unitCost,
    })),
  });
}

test.describe("reports", () => {
  test("after a sale, the sales report for today shows it and the dashboard chart's table lists today's sales", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo, "V");
    const today = businessToday();
    await signIn(page);
    const productId = await sell(page, data);
    const amount = data.unitPrice * 3;
    const shownAmount = new Intl.NumberFormat("es-CO", { minimumFractionDigits: 2 }).format(amount);

    // Reportes opens on 'Valor del inventario'; its 'Ventas' tab starts at the last 30 days by day.
    await page.goto("/dashboard/reports");
    await expect(page).toHaveURL(/\/dashboard\/reports\/inventory-value$/);
    await page.getByRole("navigation", { name: "Reportes" }).getByRole("link", { name: "Ventas" }).click();
    await expect(page).toHaveURL(/\/dashboard\/reports\/sales$/);
    await expect(page.getByRole("heading", { level: 2, name: "Ventas" })).toBeVisible();
    await expect(page.getByLabel("Hasta")).toHaveValue(today.shown);
    const byDay = page.getByRole("table", { name: "Ventas por día" });
    await expect(byDay.getByText(/^Cargando/)).toHaveCount(0);
    await expect(page.getByRole("figure", { name: "Total vendido por día" }).locator("svg.ct-chart-bar")).toBeVisible();
    await expectAccessible(page);

    // Today only, by product: the sale's product with its one sale, three units and total.
    await page.getByLabel("Desde").fill(today.iso);
    // Each filter writes the URL through react-router's setSearchParams, whose updater sees the params of the
    // last render: a second change before that render (a busy machine) would drop the first.
    await expect(page).toHaveURL(new RegExp(`from=${today.iso}`));
    await page.getByLabel("Agrupar por").selectOption({ label: "Producto" });
    await expect(page).toHaveURL(new RegExp(`from=${today.iso}.*group=product|group=product.*from=${today.iso}`));
    const byProduct = page.getByRole("table", { name: "Ventas por producto" });
    const row = byProduct.getByRole("row").filter({ hasText: data.product.sku });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toContainText(data.product.name);
    await expect(cells.nth(1)).toHaveText("1");
    await expect(cells.nth(2)).toHaveText("3");
    await expect(cells.nth(3)).toHaveText(pesos(shownAmount));
    await expect(cells.nth(4)).toHaveText(pesos(shownAmount));
    // And among the day's top products, linking to it.
    const top = page.getByRole("table", { name: "Los 10 productos con mayor total vendido en el rango" });
    await expect(top.getByRole("link", { name: data.product.name })).toHaveAttribute(
      "href",
      `/dashboard/products/view/${productId}`,
    );
    await expectAccessible(page);

    // The dashboard's sales chart, read as a table: today's row counts at least this sale.
    await page.goto("/dashboard");
    const figure = page.getByRole("figure", { name: "Ventas por día (últimos 30 días)" });
    await expect(figure.locator("svg.ct-chart-bar")).toBeVisible();
    await expect(page.getByRole("figure", { name: "Movimientos por día y tipo (últimos 30 días)" })).toBeVisible();
    await figure.getByRole("button", { name: "Ver como tabla" }).click();
    const table = figure.getByRole("table", { name: "Ventas por día (últimos 30 días)" });
    await expect(table).toBeVisible();
    await expect(table.locator("tbody tr")).toHaveCount(30);
    const todayRow = table.locator("tbody tr").last();
    await expect(todayRow.getByRole("rowheader")).toHaveText(today.shown);
    expect(Number(await todayRow.getByRole("cell").nth(0).innerText())).toBeGreaterThanOrEqual(1);
    expect(amountOf(await todayRow.getByRole("cell").nth(1).innerText())).toBeGreaterThanOrEqual(amount);
    await expectAccessible(page);
  });

  test("after a receipt, the purchases report shows its totals, the supplier's row and file, and an empty range", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo, "C");
    const today = businessToday();
    await signIn(page);
    await buy(page.request, data);
    const received = new Intl.NumberFormat("es-CO", { minimumFractionDigits: 2 }).format(
      PURCHASE.quantity * PURCHASE.unitCost,
    );

    // 'Compras' starts at the last 30 days by month: today's month has at least this receipt.
    await page.goto("/dashboard/reports");
    await page.getByRole("navigation", { name: "Reportes" }).getByRole("link", { name: "Compras" }).click();
    await expect(page).toHaveURL(/\/dashboard\/reports\/purchases$/);
    await expect(page.getByRole("heading", { level: 2, name: "Compras" })).toBeVisible();
    await expect(page.getByLabel("Hasta")).toHaveValue(today.shown);
    await expect(page.getByLabel("Agrupar por")).toHaveValue("month");
    const byMonth = page.getByRole("table", { name: "Compras por mes" });
    await expect(byMonth.getByText(/^Cargando/)).toHaveCount(0);
    await expect(
      byMonth
        .getByRole("row")
        .filter({ has: page.getByRole("cell") })
        .first(),
    ).toBeVisible();
    const totals = page.getByRole("region", { name: "Totales del rango" });
    const total = (label: string) => totals.locator(`dt:text-is('${label}') + dd`);
    await expect(total("Valor recibido")).toHaveText(/^\$\s[\d.]+,\d{2}$/);
    expect(Number(await total("Recepciones").innerText())).toBeGreaterThanOrEqual(1);
    expect(amountOf(await total("Valor recibido").innerText())).toBeGreaterThanOrEqual(
      PURCHASE.quantity * PURCHASE.unitCost,
    );
    await expectAccessible(page);

    // By supplier: the run's supplier with its NIT, one receipt, its units and value.
    await page.getByLabel("Agrupar por").selectOption({ label: "Proveedor" });
    await expect(page).toHaveURL(/group=supplier/);
    const bySupplier = page.getByRole("table", { name: "Compras por proveedor" });
    const row = bySupplier.getByRole("row").filter({ hasText: data.supplier });
    await expect(row).toHaveCount(1);
    const cells = row.getByRole("cell");
    await expect(cells.nth(0)).toContainText(formatNit(data.nit, nitCheckDigit(data.nit)));
    await expect(cells.nth(1)).toHaveText("1");
    await expect(cells.nth(2)).toHaveText(String(PURCHASE.quantity));
    await expect(cells.nth(3)).toHaveText(pesos(received));
    await expectAccessible(page);

    // 'Exportar' downloads the same grouping: the supplier's line with its figures.
    await page.getByRole("button", { name: "Exportar" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("group", { name: "Formato de exportación" }).getByRole("button", { name: "CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^compras-por-proveedor-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = fs
      .readFileSync((await download.path()) as string, "utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Proveedor;NIT;Recepciones;Unidades;Valor recibido");
    expect(lines).toContain(`${data.supplier};${data.nit};1;${PURCHASE.quantity};${received.replace(/\./g, "")}`);

    // A range with no receipts says so, with zeros in the totals.
    await page.goto("/dashboard/reports/purchases?from=2001-01-01&to=2001-01-31");
    await expect(page.getByRole("table", { name: "Compras por mes" })).toContainText(
      "No hay recepciones de compra en el rango.",
    );
    await expect(total("Recepciones")).toHaveText("0");
    await expect(page.getByRole("button", { name: "Exportar" })).toBeVisible();
    await expectAccessible(page);
  });
});
