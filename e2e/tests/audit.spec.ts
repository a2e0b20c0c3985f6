import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";

/**
 * Both projects run this spec at once against one database: each creates its own warehouse and product,
 * named after the project and the clock, and gives it its own new price.
 */
function uniqueRun(testInfo: TestInfo) {
  const mobile = testInfo.project.name === "mobile";
  const tag = `${mobile ? "M" : "D"}${Date.now()}`;
  return {
    warehouse: `Bodega Auditoría ${tag}`,
    product: `Auditado E2E ${tag}`,
    sku: `AUD-${tag}`,
    newPrice: mobile ? "26900" : "25900",
    priceChange: mobile ? /Precio: \$\s20\.000,00 → \$\s26\.900,00/ : /Precio: \$\s20\.000,00 → \$\s25\.900,00/,
  };
}

type Run = ReturnType<typeof uniqueRun>;

/** A warehouse and a product priced at $ 20.000 with 10 units in it, through the API; answers its id. */
async function createProduct(page: Page, run: Run): Promise<string> {
  const warehouse = await page.request.post("/api/warehouse", { data: { name: run.warehouse } });
  expect(warehouse.status(), await warehouse.text()).toBe(201);
  const { id: warehouseId } = (await warehouse.json()) as { id: string };
  const product = await page.request.post("/api/product", {
    data: {
      name: run.product,
      description: "Producto de la prueba de auditoría",
      category: "Pruebas",
      sku: run.sku,
      image_url: null,
      price: 20000,
      warehouse_id: warehouseId,
      quantity: 10,
      unit: "UND",
      costs: 12000,
      lot_number: "L-AUD",
      expiration_date: null,
      min_stock: 1,
      max_stock: 100,
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  return ((await product.json()) as { id: string }).id;
}

test.describe("audit trail", () => {
  test("a price changed on the product's screen shows in its 'Historial de cambios' and in 'Auditoría'", async ({
    page,
  }, testInfo) => {
    const run = uniqueRun(testInfo);
    await signIn(page);
    const productId = await createProduct(page, run);

    // The admin changes the price in the product's basic data.
    await page.goto(`/dashboard/products/view/${productId}`);
    await expect(page.getByRole("heading", { level: 2, name: run.product })).toBeVisible();
    const basics = page.getByRole("region", { name: "Información básica" });
    await expect(basics.getByLabel("SKU")).toHaveValue(run.sku);
    await basics.getByLabel("Precio").fill(run.newPrice);
    await basics.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("Producto actualizado correctamente")).toBeVisible();

    // The product's own history has the change, before → after, at once.
    const history = page.getByRole("region", { name: "Historial de cambios" });
    const changes = history.getByRole("table", { name: "Cambios registrados" });
    const changed = changes.getByRole("row").filter({ hasText: run.priceChange });
    await expect(changed).toHaveCount(1);
    await expect(changed).toContainText("Modificación");
    await expect(changed).toContainText("Administrador");
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectAccessible(page);

    // 'Auditoría', from the sidebar, finds it among every record's events.
    await withNavigation(page, (nav) => nav.getByRole("link", { name: "Auditoría" }).click());
    await expect(page).toHaveURL(/\/dashboard\/audit$/);
    await expect(page.getByRole("heading", { level: 1, name: "Auditoría" })).toBeVisible();
    await page.getByLabel("Tipo de registro").selectOption({ label: "Producto" });
    await page.getByLabel("Acción", { exact: true }).selectOption({ label: "Modificación" });
    await page.getByRole("searchbox", { name: "Buscar por registro o valor cambiado" }).fill(run.product);
    await expect(page).toHaveURL(/[?&]entity=product/);
    const trail = page.getByRole("table", { name: "Registros de auditoría" });
    const row = trail.getByRole("row").filter({ hasText: run.priceChange });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Producto");
    await expect(row).toContainText("Administrador");
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectAccessible(page);
  });
});
