import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * Both projects run this spec at once against one database: each creates its own warehouses and product,
 * named after the project and the clock.
 */
function uniqueNames(testInfo: TestInfo) {
  const tag = `${testInfo.project.name === "mobile" ? "M" : "D"}${Date.now()}`;
  return {
    first: `Alfa Central ${tag}`,
    second: `Bodega Norte ${tag}`,
    product: `Detalle E2E ${tag}`,
    sku: `DET-${tag}`,
  };
}

type Names = ReturnType<typeof uniqueNames>;

/** Two warehouses and a product with 40 KG in lot L-A of the first one, through the API. */
async function createCatalog(page: Page, names: Names): Promise<string> {
  for (const name of [names.first, names.second]) {
    const response = await page.request.post("/api/warehouse", { data: { name } });
    expect(response.status()).toBe(201);
  }
  const { data } = (await (await page.request.get("/api/warehouse", { params: { all: "true" } })).json()) as {
    data: { id: string; name: string }[];
  };
  const first = data.find((warehouse) => warehouse.name === names.first);
  expect(first).toBeTruthy();
  const product = await page.request.post("/api/product", {
    data: {
      name: names.product,
      description: "Producto de la prueba del detalle",
      category: "Pruebas",
      sku: names.sku,
      image_url: null,
      price: 20000,
      warehouse_id: first?.id,
      quantity: 40,
      unit: "KG",
      costs: 10000,
      lot_number: "L-A",
      expiration_date: null,
      min_stock: 5,
      max_stock: 100,
    },
  });
  expect(product.status()).toBe(201);
  return ((await product.json()) as { id: string }).id;
}

/** The detail screen once the product, its lots and its history have loaded. */
async function openDetail(page: Page, productId: string, names: Names): Promise<void> {
  await page.goto(`/dashboard/products/view/${productId}`);
  await expect(page.getByRole("heading", { level: 2, name: names.product })).toBeVisible();
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
}

const summary = (page: Page) => page.getByRole("region", { name: "Resumen del producto" });
const totalQuantity = (page: Page) => summary(page).locator("dt:text-is('Cantidad total') + dd");
const warehouseCard = (page: Page, name: string) =>
  page.getByRole("region", { name: "Inventario", exact: true }).getByRole("listitem").filter({ hasText: name });
const rowWith = (table: Locator, text: string) => table.getByRole("row").filter({ hasText: text });

async function changeStock(page: Page, button: string, title: string, units: string, observation: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel("Unidades").fill(units);
  await dialog.getByLabel("Observación").fill(observation);
  await dialog.getByRole("button", { name: title.split(" ")[0] }).click();
  return dialog;
}

// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("product detail", () => {
  test("entries, restock and withdraw, history, optimal stock, basic data and image", async ({ page }, testInfo) => {
    test.slow();
    const names = uniqueNames(testInfo);
    await signIn(page);
    const productId = await createCatalog(page, names);

    await openDetail(page, productId, names);
    await expect(totalQuantity(page)).toHaveText("40 KG");
    await expect(warehouseCard(page, names.first)).toContainText("AC");
    await expect(warehouseCard(page, names.first)).toContainText("40 KG");
    await expectAccessible(page);

    // A second lot in the second warehouse, through the modal.
    await page.getByRole("button", { name: "Agregar entrada" }).click();
    const entry = page.getByRole("dialog", { name: "Agregar nueva entrada" });
    await expect(entry.getByRole("option", { name: names.second })).toBeAttached();
    await expectAccessible(page);
    await entry.getByLabel("Costo").fill("12000");
    await entry.getByLabel("Cantidad").fill("20");
    await entry.getByLabel("Número de lote").pressSequentially("l-b");
    await expect(entry.getByLabel("Número de lote")).toHaveValue("L-B");
    await entry.getByLabel("Unidades máximas").fill("200");
    await entry.getByLabel("Unidades mínimas").fill("10");
    await entry.getByLabel("Unidad", { exact: true }).pressSequentially("kg");
    await entry.getByLabel("Bodega").selectOption({ label: names.second });
    await entry.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Item guardado correctamente")).toBeVisible();
    await expect(entry).toBeHidden();
    await expect(warehouseCard(page, names.second)).toContainText("BN");
    await expect(warehouseCard(page, names.second)).toContainText("20 KG");
    await expect(totalQuantity(page)).toHaveText("60 KG");
    const entries = page.getByRole("table", { name: "Entradas de Inventario" });
    await expect(rowWith(entries, names.second)).toContainText("L-B");

    // Restock the first lot.
    const restockNote = `Reposición ${names.product}`;
    const restock = await changeStock(
      page,
      `Reabastecer lote L-A de ${names.first}`,
      "Reabastecer Inventario",
      "5",
      restockNote,
    );
    await expect(page.getByText("Inventario actualizado correctamente").first()).toBeVisible();
    await expect(restock).toBeHidden();
    await expect(totalQuantity(page)).toHaveText("65 KG");

    // Withdrawing more than the second lot holds is refused and the modal stays; then a real withdrawal.
    const withdrawNote = `Merma ${names.product}`;
    const withdraw = await changeStock(
      page,
      `Retirar lote L-B de ${names.second}`,
      "Retirar Inventario",
      "500",
      withdrawNote,
    );
    await expect(page.getByText("Existencias insuficientes: el lote solo tiene 20 KG disponibles")).toBeVisible();
    await expect(withdraw).toBeVisible();
    await expect(withdraw.getByText(names.product)).toBeVisible();
    await expectAccessible(page);
    await withdraw.getByLabel("Unidades").fill("8");
    await withdraw.getByRole("button", { name: "Retirar" }).click();
    await expect(withdraw).toBeHidden();
    await expect(totalQuantity(page)).toHaveText("57 KG");
    await expect(warehouseCard(page, names.second)).toContainText("12 KG");
    await expect(warehouseCard(page, names.first)).toContainText("45 KG");

    // The history keeps both observations as references.
    const history = page.getByRole("table", { name: "Historial de inventario" });
    const restocked = rowWith(history, restockNote);
    await expect(restocked).toContainText("Reabastecimiento");
    await expect(restocked).toContainText(names.first);
    await expect(restocked).toContainText("L-A");
    await expect(restocked).toContainText("5 KG");
    const withdrawn = rowWith(history, withdrawNote);
    await expect(withdrawn).toContainText("Retiro");
    await expect(withdrawn).toContainText(names.second);
    await expect(withdrawn).toContainText("8 KG");
    await expect(rowWith(history, "20 KG")).toContainText("Entrada");
    await expectAccessible(page);

    // Optimal stock and basic data, kept after a reload.
    const optimal = page.getByRole("region", { name: "Inventario óptimo" });
    await optimal.getByLabel("Cantidad mínima").fill("500");
    await optimal.getByLabel("Cantidad máxima").fill("150");
    await optimal.getByRole("button", { name: "Guardar inventario óptimo" }).click();
    await expect(optimal.getByText("El mínimo no puede ser mayor que el máximo")).toBeVisible();
    await optimal.getByLabel("Cantidad mínima").fill("7");
    await optimal.getByRole("button", { name: "Guardar inventario óptimo" }).click();
    await expect(page.getByText("Inventario óptimo actualizado correctamente")).toBeVisible();

    const basics = page.getByRole("region", { name: "Información básica" });
    const newName = `${names.product} editado`;
    await basics.getByLabel("Nombre").fill(newName);
    await basics.getByLabel("Descripción").fill("Descripción cambiada en el detalle");
    await basics.getByLabel("Precio").fill("25900");
    await basics.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("Producto actualizado correctamente")).toBeVisible();
    await expect(summary(page).getByRole("heading", { name: newName })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: newName })).toBeVisible();
    await expect(basics.getByLabel("Nombre")).toHaveValue(newName);
    await expect(basics.getByLabel("Descripción")).toHaveValue("Descripción cambiada en el detalle");
    await expect(basics.getByLabel("Precio")).toHaveValue("25900");
    await expect(basics.getByLabel("SKU")).toHaveValue(names.sku);
    await expect(summary(page).locator("dt:text-is('Precio') + dd")).toHaveText(/^\$\s25\.900,00$/);
    await expect(optimal.getByLabel("Cantidad mínima")).toHaveValue("7");
    await expect(optimal.getByLabel("Cantidad máxima")).toHaveValue("150");

    // A new image, shown from the server.
    const file = path.join(os.tmpdir(), `producto-${names.sku}.png`);
    fs.writeFileSync(file, PNG);
    try {
      await expect(summary(page).getByRole("img", { name: "Producto sin imagen" })).toBeVisible();
      await page.locator('input[type="file"]').setInputFiles(file);
      await expect(page.getByText("Imagen actualizada correctamente")).toBeVisible();
      const image = summary(page).getByRole("img", { name: `Imagen de ${newName}` });
      await expect(image).toHaveAttribute("src", /\/image/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    } finally {
      fs.rmSync(file, { force: true });
    }
    await expectAccessible(page);
  });
});
