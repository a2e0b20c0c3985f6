import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * Issue 20's kardex valorizado as the owner reads it: a product received at one cost, received again at
 * another and partly withdrawn shows each movement's figures and the running balance at weighted average
 * cost (shared/valuation.ts), and Reportes → 'Valor del inventario' values the product at the kardex's
 * closing balance. Both projects run at once against one database: each creates its own warehouse and product.
 */
function uniqueData(testInfo: TestInfo) {
  const tag = `${testInfo.project.name === "mobile" ? "M" : "D"}${Date.now()}`;
  return {
    warehouse: `Bodega Kardex ${tag}`,
    product: { name: `Café Kardex ${tag}`, sku: `KDX-${tag}` },
    observation: `Merma kardex ${tag}`,
  };
}

async function created(request: APIRequestContext, path: string, data: object): Promise<{ id: string }> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

/** "$ 1.096,59" as es-CO writes pesos (the space may be a no-break one). */
const pesos = (figure: string) => new RegExp(`^\\$\\s${figure.replace(/\./g, "\\.")}$`);

/** The texts of a row's cells (a balance row's label is its row header, not a cell). */
async function expectCells(row: Locator, expected: (string | RegExp)[], from = 0): Promise<void> {
  const cells = row.getByRole("cell");
  for (const [index, text] of expected.entries()) await expect(cells.nth(from + index)).toHaveText(text);
}

async function openKardex(page: Page, productId: string, name: string): Promise<Locator> {
  await page.goto(`/dashboard/products/view/${productId}`);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Kardex", exact: true })).toBeVisible();
  const table = page.getByRole("table", { name: "Kardex valorizado" });
  await expect(table.getByText(/^Cargando/)).toHaveCount(0);
  return table;
}

/**
 * On a wide screen the kardex is wider than its box: scrolled to either end, the date, the document and the
 * three 'Saldo' figures of a row stay inside the box, and a line above the table says that it scrolls.
 */
async function expectHeldColumns(page: Page, row: Locator): Promise<void> {
  const region = page.getByRole("region", { name: "Kardex valorizado" });
  await row.scrollIntoViewIfNeeded();
  await expect(
    page.getByText("Desplace la tabla hacia los lados para ver tipo, bodega, lote, entradas y salidas."),
  ).toBeVisible();
  const box = (await region.boundingBox())!;
  const cells = row.getByRole("cell");
  const held = [cells.nth(0), cells.nth(2), cells.nth(11), cells.nth(12), cells.nth(13)];
  for (const end of ["start", "end"] as const) {
    await region.evaluate((element, to) => {
      element.scrollLeft = to === "end" ? element.scrollWidth : 0;
    }, end);
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    for (const cell of held) {
      const cellBox = (await cell.boundingBox())!;
      expect(cellBox.x, `${await cell.textContent()} scrolled to the ${end}`).toBeGreaterThanOrEqual(box.x - 1);
      expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    // Held cells are not covered by a scrolled one: the one at a held cell's centre is that cell.
    for (const cell of held) {
      const covered = await cell.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        return !element.contains(top);
      });
      expect(covered, `${await cell.textContent()} covered when scrolled to the ${end}`).toBe(false);
    }
  }
  await region.evaluate((element) => {
    element.scrollLeft = 0;
  });
}

test.describe("kardex valorizado", () => {
  test("entries at two costs and a withdrawal give the weighted average balances, and the inventory value agrees", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo);
    await signIn(page);
    const warehouse = await created(page.request, "/api/warehouse", { name: data.warehouse });
    // 10 UD at $1.000,00 in lot L-1: $10.000,00.
    const product = await created(page.request, "/api/product", {
      ...data.product,
      description: "Producto de la prueba del kardex",
      category: "Pruebas",
      image_url: null,
      price: 2500,
      warehouse_id: warehouse.id,
      quantity: 10,
      unit: "UD",
      costs: 1000,
      lot_number: "L-1",
      expiration_date: null,
      min_stock: 0,
      max_stock: 0,
    });
    // 7 UD at $1.234,57 in lot L-2 ($8.641,99): 17 UD worth $18.641,99, average 1.864.199 / 17 =
    // 109.658,76 cents → $1.096,59.
    await created(page.request, "/api/inventory", {
      product_id: product.id,
      warehouse_id: warehouse.id,
      quantity: 7,
      unit: "UD",
      costs: 1234.57,
      lot_number: "L-2",
      expiration_date: null,
      min_stock: 0,
      max_stock: 0,
    });

    // The withdrawal through the product's screen: 4 UD of L-1 leave at the warehouse's average,
    // 4 × 1.864.199 / 17 = 438.635,06 cents, half up → $4.386,35 (unit cost 438.635 / 4 → $1.096,59);
    // 13 UD remain, worth 1.425.564 cents = $14.255,64, average 109.658,77 → $1.096,59.
    await page.goto(`/dashboard/products/view/${product.id}`);
    await expect(page.getByRole("heading", { level: 2, name: data.product.name })).toBeVisible();
    await page.getByRole("button", { name: `Retirar lote L-1 de ${data.warehouse}` }).click();
    const dialog = page.getByRole("dialog", { name: "Retirar Inventario" });
    await dialog.getByLabel("Unidades").fill("4");
    await dialog.getByLabel("Observación").fill(data.observation);
    await dialog.getByRole("button", { name: "Retirar" }).click();
    await expect(dialog).toBeHidden();

    const table = await openKardex(page, product.id, data.product.name);
    // This month up to today is the default range: the product's whole life.
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(4);

    const opening = rows.nth(0);
    await expect(opening.getByRole("rowheader")).toContainText("Saldo inicial");
    await expectCells(opening, ["0", pesos("0,00"), pesos("0,00")], 1);

    // Fecha, Tipo, Documento, Bodega, Lote | Entradas | Salidas | Saldo.
    await expectCells(rows.nth(1), [
      /\d{2}\/\d{2}\/\d{4}/,
      "Entrada",
      "Inventario inicial",
      data.warehouse,
      "L-1",
      "10 UD",
      pesos("1.000,00"),
      pesos("10.000,00"),
      "",
      "",
      "",
      "10",
      pesos("1.000,00"),
      pesos("10.000,00"),
    ]);
    await expectCells(
      rows.nth(2),
      ["Entrada", /.*/, data.warehouse, "L-2", "7 UD", pesos("1.234,57"), pesos("8.641,99"), "", "", ""],
      1,
    );
    await expectCells(rows.nth(2), ["17", pesos("1.096,59"), pesos("18.641,99")], 11);
    await expectCells(
      rows.nth(3),
      [
        "Retiro",
        new RegExp(data.observation),
        data.warehouse,
        "L-1",
        "",
        "",
        "",
        "4 UD",
        pesos("1.096,59"),
        pesos("4.386,35"),
        "13",
        pesos("1.096,59"),
        pesos("14.255,64"),
      ],
      1,
    );

    const closing = table.locator("tfoot tr");
    await expect(closing.getByRole("rowheader")).toContainText("Saldo final");
    await expectCells(closing, ["13", pesos("1.096,59"), pesos("14.255,64")], 1);
    await expectAccessible(page);
    if (testInfo.project.name === "desktop") await expectHeldColumns(page, rows.nth(3));

    // One warehouse: the same movements (the product was never elsewhere); the filter is in the URL.
    await page.getByLabel("Bodega", { exact: true }).selectOption({ label: data.warehouse });
    await expect(page).toHaveURL(new RegExp(`kardex_warehouse=${warehouse.id}`));
    await expect(table.locator("tbody tr")).toHaveCount(4);
    await expectCells(closing, ["13", pesos("1.096,59"), pesos("14.255,64")], 1);

    // A range before the product existed: no movements, and nothing on hand at either end.
    await page.getByLabel("Hasta").fill("2020-01-31");
    await expect(page.getByText("La fecha inicial debe ser anterior o igual a la final")).toHaveCount(2);
    await page.getByLabel("Desde").fill("2020-01-01");
    await expect(page).toHaveURL(/kardex_from=2020-01-01/);
    await expect(page).toHaveURL(/kardex_to=2020-01-31/);
    await expect(table.getByText("Sin movimientos en el rango")).toBeVisible();
    await expectCells(table.locator("tbody tr").first(), ["0", pesos("0,00"), pesos("0,00")], 1);
    await expectCells(closing, ["0", pesos("0,00"), pesos("0,00")], 1);
    await expectAccessible(page);

    // Reportes → 'Valor del inventario' at today, searched by the SKU: the product's row is the kardex's
    // closing balance, and the grand total is the whole inventory's.
    await page.goto("/dashboard/reports/inventory-value");
    await expect(page.getByRole("heading", { level: 2, name: "Valor del inventario" })).toBeVisible();
    const total = page.getByRole("region", { name: /^Valor total del inventario al \d{2}\/\d{2}\/\d{4}$/ });
    await expect(total).toContainText(/\$\s[\d.]+,\d{2}/);
    await page.getByRole("searchbox", { name: "Buscar por nombre o SKU del producto" }).fill(data.product.sku);
    await expect(page).toHaveURL(new RegExp(`search=${data.product.sku}`));
    await expect(total).toContainText("El total no depende de la búsqueda: es el de todo el inventario.");
    const valueRows = page.getByRole("table", { name: "Valor del inventario por producto" }).locator("tbody tr");
    await expect(valueRows).toHaveCount(1);
    await expect(valueRows.first().getByRole("link", { name: data.product.name })).toBeVisible();
    await expectCells(valueRows.first(), ["13 UD", pesos("1.096,59"), pesos("14.255,64")], 1);
    await expectAccessible(page);

    // The same figure for its warehouse alone, and as the warehouse's grand total (it holds only this).
    await page.getByLabel("Bodega", { exact: true }).selectOption({ label: data.warehouse });
    await expect(page).toHaveURL(new RegExp(`warehouse=${warehouse.id}`));
    await expect(total).toContainText(`Bodega: ${data.warehouse}`);
    await expect(total).toContainText(/\$\s14\.255,64/);
    await expectCells(valueRows.first(), ["13 UD", pesos("1.096,59"), pesos("14.255,64")], 1);
  });
});
