import fs from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * Issue 20: 'Exportar' on the products list downloads every page of what the screen is searched to.
 * Both projects run at once against one database: the products carry the project and the clock.
 */
async function createProducts(page: Page, testInfo: TestInfo) {
  const tag = `${testInfo.project.name === "mobile" ? "M" : "D"}${Date.now()}`;
  const warehouse = await page.request.post("/api/warehouse", { data: { name: `Bodega Exportación ${tag}` } });
  expect(warehouse.status()).toBe(201);
  const warehouseId = (await warehouse.json()).id as string;
  const names: string[] = [];
  // Twelve match the search (two pages), one does not.
  for (let i = 0; i < 13; i++) {
    const name = i < 12 ? `Acción Peñalosa ${tag} ${String(i).padStart(2, "0")}` : `Café ${tag}`;
    const product = await page.request.post("/api/product", {
      data: {
        name,
        description: "Exportación",
        category: "Pruebas",
        sku: `EXP-${tag}-${i}`,
        image_url: null,
        price: 1500.5,
        warehouse_id: warehouseId,
        quantity: 10 + i,
        unit: "UD",
        costs: 900,
        lot_number: "L1",
        expiration_date: null,
        min_stock: 0,
        max_stock: 100,
      },
    });
    expect(product.status(), await product.text()).toBe(201);
    if (i < 12) names.push(name);
  }
  return { tag, names };
}

test("exporting the products list downloads the rows of the screen's search", async ({ page }, testInfo) => {
  await signIn(page);
  const { tag, names } = await createProducts(page, testInfo);

  await page.goto("/dashboard/products");
  await expect(page.getByRole("heading", { level: 1, name: "Mis Productos" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar producto por: nombre o SKU" }).fill(`peñalosa ${tag}`);
  const rows = page.getByRole("row").filter({ hasText: tag });
  await expect(rows).toHaveCount(10);
  const shown = await rows.locator("td:first-child span:first-child").allInnerTexts();
  expect(shown).toEqual(names.slice(0, 10));

  const exportButton = page.getByRole("button", { name: "Exportar" });
  await exportButton.click();
  const choices = page.getByRole("group", { name: "Formato de exportación" });
  await expect(choices).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await choices.getByRole("button", { name: "CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = fs.readFileSync((await download.path()) as string, "utf8");
  const [header, ...lines] = file
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(header?.split(";").slice(0, 2)).toEqual(["Nombre", "SKU"]);
  // Every page of the search, in the screen's order: the ten shown, then the next page's two.
  expect(lines.map((line) => line.split(";")[0])).toEqual(names);
  // Price, then the IVA class (issue 35) as the products import reads it back.
  expect(lines[0]?.split(";").slice(-2)).toEqual(["1500,50", "IVA 19 %"]);
  await expect(page.getByText(/Se descargó productos-/).first()).toBeVisible();
  await expect(exportButton).toBeFocused();

  const excel = page.waitForEvent("download");
  await exportButton.click();
  await page.getByRole("button", { name: "Excel (.xlsx)" }).click();
  expect((await excel).suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expectAccessible(page);
});
