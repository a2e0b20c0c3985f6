import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";
import { created, uniqueRun } from "./test-data";

/**
 * Issue 33, 'Existencias': the admin opens 'Bodegas', follows a warehouse's name to what it holds, lot by
 * lot, narrows it to 'Vencidos' and searches it. Both projects run at once against one database: the
 * warehouse and the products carry the project and the clock.
 */
function newRun(testInfo: TestInfo) {
  const { tag } = uniqueRun(testInfo, [3, 8]);
  return {
    tag,
    warehouse: `Bodega Existencias ${tag}`,
    rice: { name: `Arroz Existencias ${tag}`, sku: `EXA-${tag}` },
    oil: { name: `Aceite Existencias ${tag}`, sku: `EXB-${tag}` },
  };
}

type Run = ReturnType<typeof newRun>;

/** A warehouse holding two products: the rice in a lot without date, the oil in one that expired long ago too. */
async function createStock(page: Page, run: Run) {
  const warehouse = await created(page.request, "/api/warehouse", { name: run.warehouse });
  const product = (item: Run["rice"], quantity: number) =>
    created(page.request, "/api/product", {
      ...item,
      description: "Producto de la prueba de existencias",
      category: "Pruebas",
      image_url: null,
      price: 4000,
      warehouse_id: warehouse.id,
      quantity,
      unit: "UD",
      costs: 2500,
      lot_number: "L-1",
      expiration_date: null,
      min_stock: 0,
      max_stock: 0,
    });
  await product(run.rice, 25);
  const oil = await product(run.oil, 8);
  // An entry of a lot that expired long ago: the entry form accepts past dates (goods received late).
  const entry = await page.request.post("/api/inventory", {
    data: {
      product_id: oil.id,
      warehouse_id: warehouse.id,
      quantity: 6,
      unit: "UD",
      costs: 2500,
      lot_number: "V-1",
      expiration_date: "2024-01-15",
      min_stock: 0,
      max_stock: 0,
    },
  });
  expect(entry.ok(), await entry.text()).toBe(true);
  return warehouse.id;
}

test("a warehouse's 'Existencias': from 'Bodegas', filtered to 'Vencidos' and searched", async ({ page }, testInfo) => {
  const run = newRun(testInfo);
  await signIn(page);
  const warehouseId = await createStock(page, run);

  await withNavigation(page, async (nav) => {
    const link = nav.getByRole("link", { name: "Bodegas", exact: true });
    if (!(await link.isVisible())) await nav.getByRole("button", { name: "Control de bodegas" }).click();
    await link.click();
  });
  await expect(page.getByRole("heading", { level: 1, name: "Bodegas" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar bodega por: nombre" }).fill(run.tag);
  await page.getByRole("link", { name: run.warehouse }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/warehouses/${warehouseId}/stock$`));
  await expect(page.getByRole("heading", { level: 1, name: `Existencias — ${run.warehouse}` })).toBeVisible();
  const table = page.getByRole("table", { name: "Existencias de la bodega" });
  const rows = table.getByRole("row").filter({ has: page.getByRole("link") });
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: run.rice.sku })).toContainText("25 UD");
  await expect(rows.filter({ hasText: "V-1" }).getByText("Vencido", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Mostrar").selectOption({ label: "Vencidos" });
  await expect(page).toHaveURL(/state=expired/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(run.oil.name);
  await expect(rows.first()).toContainText("15/01/2024");
  await expect(rows.first()).toContainText("6 UD");
  await expectAccessible(page);

  // 'Con stock' again, searched by the rice's SKU.
  await page.getByLabel("Mostrar").selectOption({ label: "Con stock" });
  await page.getByRole("searchbox", { name: "Buscar producto por: nombre o SKU" }).fill(run.rice.sku);
  await expect(page).toHaveURL(new RegExp(`search=${run.rice.sku}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(run.rice.name);

  // A search that finds nothing says so.
  await page.getByRole("searchbox", { name: "Buscar producto por: nombre o SKU" }).fill(`zzz-${run.tag}`);
  await expect(table.getByText(`Ningún producto de la bodega coincide con «zzz-${run.tag}».`)).toBeVisible();
  await expectAccessible(page);

  // The print view of the expired lots.
  await page.goto(`/dashboard/warehouses/${warehouseId}/stock/print?state=expired`);
  await expect(page.getByRole("heading", { level: 1, name: `Imprimir existencias — ${run.warehouse}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Vista previa de las existencias" })).toContainText(run.oil.sku);
  await expectAccessible(page);
});
