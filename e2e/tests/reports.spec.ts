import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * Issue 20's sales report and dashboard charts as the owner reads them: after a sale, Reportes → 'Ventas'
 * for today grouped by product shows the sale's product with its figures, and the dashboard's sales chart,
 * read as a table, lists today's sales. Both projects run at once against one database (and other specs
 * may sell today too): each sells its own product, and the dashboard is checked for at least its sale.
 */
function uniqueData(testInfo: TestInfo) {
  const mobile = testInfo.project.name === "mobile";
  const now = Date.now();
  const tag = `${mobile ? "M" : "D"}${now}`;
  return {
    identification: `${mobile ? 8 : 7}${String(now).slice(-9)}`,
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

async function sell(page: Page, data: ReturnType<typeof uniqueData>) {
  await created(page.request, "/api/clients", {
    identification: data.identification,
    name: "Marta",
    last_name: data.lastName,
    email: `cliente.${data.identification}@correo.co`,
    birthday: "1985-07-20",
    phone_number: "3104445566",
  });
  const warehouse = await created(page.request, "/api/warehouse", { name: data.warehouse });
  const product = await created(page.request, "/api/product", {
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
  await created(page.request, "/api/sale", {
    client_id: data.identification,
    type: "RETAIL",
    currency: "COP",
    items: [{ product_id: product.id, quantity: 3, unit_price: data.unitPrice }],
  });
  return product.id;
}

test.describe("reports", () => {
  test("after a sale, the sales report for today shows it and the dashboard chart's table lists today's sales", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo);
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
});
