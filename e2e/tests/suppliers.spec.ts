import { nitCheckDigit } from "@inventario/shared/nit";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";
import { created, uniqueRun } from "./test-data";

/**
 * Issue 32, 'Proveedores': the admin creates a supplier (a wrong check digit is refused first), finds it by
 * its NIT, opens it, adds a product to its price list and saves it, sees the supplier in the product's
 * 'Proveedores', then deactivates and reactivates it. Both projects run at once against one database:
 * every name and NIT carries the project and the clock.
 */
function newRun(testInfo: TestInfo) {
  const { tag, identification } = uniqueRun(testInfo, [5, 6]);
  return {
    nit: identification,
    dv: nitCheckDigit(identification),
    supplier: `Distribuidora E2E ${tag} S.A.S.`,
    warehouse: `Bodega Proveedores ${tag}`,
    product: `Insumo E2E ${tag}`,
    sku: `PRV-${tag}`,
  };
}

type Run = ReturnType<typeof newRun>;

/** A product with stock in a warehouse of its own, through the API: what the price list will offer. */
async function createProduct(page: Page, run: Run): Promise<string> {
  await created(page.request, "/api/warehouse", { name: run.warehouse });
  const { data } = (await (await page.request.get("/api/warehouse", { params: { all: "true" } })).json()) as {
    data: { id: string; name: string }[];
  };
  const warehouse = data.find((row) => row.name === run.warehouse);
  expect(warehouse).toBeTruthy();
  const product = await created(page.request, "/api/product", {
    name: run.product,
    description: "Producto de la prueba de proveedores",
    category: "Pruebas",
    sku: run.sku,
    image_url: null,
    price: 5000,
    warehouse_id: warehouse?.id,
    quantity: 10,
    unit: "UD",
    costs: 3000,
    lot_number: null,
    expiration_date: null,
    min_stock: 1,
    max_stock: 100,
  });
  return product.id;
}

const supplierRow = (page: Page, run: Run) => page.getByRole("row").filter({ hasText: run.supplier });

test.describe("suppliers", () => {
  test("create with the NIT's check digit, find, price list, the product's suppliers, deactivate and reactivate", async ({
    page,
  }, testInfo) => {
    test.slow();
    const run = newRun(testInfo);
    await signIn(page);
    const productId = await createProduct(page, run);

    // Under 'Compras' in the sidebar.
    await withNavigation(page, (nav) => nav.getByRole("link", { name: "Proveedores" }).click());
    await expect(page).toHaveURL(/\/dashboard\/suppliers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Proveedores" })).toBeVisible();
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectAccessible(page);

    // A wrong check digit is refused under 'DV'; the right one creates the supplier.
    await page.getByRole("button", { name: "Agregar proveedor" }).click();
    const dialog = page.getByRole("dialog", { name: "Agregar proveedor" });
    await dialog.getByLabel("NIT").fill(run.nit);
    await dialog.getByLabel("DV").fill(String((run.dv + 1) % 10));
    await dialog.getByLabel("Razón social").fill(run.supplier);
    await dialog.getByLabel("Contacto").fill("Carlos Pérez");
    await dialog.getByLabel("Correo").fill("compras@proveedor-e2e.co");
    await dialog.getByLabel("Ciudad").fill("Medellín");
    await dialog.getByLabel("Plazo de pago (días)").fill("30");
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog.getByText("El dígito de verificación no corresponde al NIT")).toBeVisible();
    await expect(dialog.getByLabel("DV")).toBeFocused();
    await expectAccessible(page);
    await dialog.getByLabel("DV").fill(String(run.dv));
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText(`Proveedor ${run.supplier} creado correctamente`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Found by its NIT; the row shows it with its check digit.
    await page.getByRole("searchbox", { name: "Buscar proveedor por: NIT o razón social" }).fill(run.nit);
    await expect(page).toHaveURL(new RegExp(`/dashboard/suppliers\\?search=${run.nit}$`));
    await expect(supplierRow(page, run)).toHaveCount(1);
    await expect(page.getByRole("row")).toHaveCount(2);
    const formattedNit = `${run.nit.replace(/\B(?=(\d{3})+(?!\d))/g, ".")}-${run.dv}`;
    await expect(supplierRow(page, run).getByText(formattedNit)).toBeVisible();
    await expect(supplierRow(page, run).getByText("30 días")).toBeVisible();

    // Its screen, and a product added to its price list.
    await supplierRow(page, run)
      .getByRole("link", { name: `Ver ${run.supplier}` })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/suppliers\/[\w-]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Detalle del proveedor" })).toBeVisible();
    await expect(page.getByText("Este proveedor todavía no tiene productos en su lista de precios.")).toBeVisible();
    await page.getByRole("combobox", { name: "Agregar producto" }).fill(run.sku.toLowerCase());
    await page.getByRole("option", { name: `${run.sku} - ${run.product}` }).click();
    const cost = page.getByRole("textbox", { name: `Costo unitario de ${run.product}` });
    await expect(cost).toBeFocused();
    await cost.fill("2.850,50");
    await expect(cost).toHaveValue("2850,50");
    await page.getByRole("textbox", { name: `Unidades por empaque de ${run.product}` }).fill("12");
    await page.getByRole("textbox", { name: `Días de entrega de ${run.product}` }).fill("4");
    await page.getByRole("checkbox", { name: `Preferido de ${run.product}` }).check();
    await expect(page.getByText("Cambios sin guardar")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Guardar lista de precios" }).click();
    await expect(page.getByText(`Lista de precios de ${run.supplier} guardada correctamente`)).toBeVisible();
    await expect(page.getByText("Cambios sin guardar")).toBeHidden();
    await page.reload();
    await expect(page.getByRole("textbox", { name: `Costo unitario de ${run.product}` })).toHaveValue("2850,5");
    await expect(page.getByRole("checkbox", { name: `Preferido de ${run.product}` })).toBeChecked();

    // The product's 'Proveedores' names it, preferred, and links back to it.
    await page.getByRole("link", { name: run.product }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/products/view/${productId}$`));
    const suppliers = page.getByRole("table", { name: "Proveedores" });
    const ofProduct = suppliers.getByRole("row").filter({ hasText: run.supplier });
    await expect(ofProduct).toContainText(formattedNit);
    await expect(ofProduct).toContainText(/\$\s2\.850,50/);
    await expect(ofProduct).toContainText("Preferido");
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectAccessible(page);
    await ofProduct.getByRole("link", { name: run.supplier }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Detalle del proveedor" })).toBeVisible();

    // Deactivated after the confirmation, then reactivated.
    await page.goto(`/dashboard/suppliers?search=${run.nit}`);
    await expect(supplierRow(page, run).getByText("Activo", { exact: true })).toBeVisible();
    page.once("dialog", (confirm) => {
      expect(confirm.message()).toBe(`¿Seguro que quieres desactivar a ${run.supplier}? Podrás reactivarlo después.`);
      void confirm.accept();
    });
    await supplierRow(page, run)
      .getByRole("button", { name: `Desactivar ${run.supplier}` })
      .click();
    await expect(page.getByText(`Proveedor ${run.supplier} desactivado correctamente`)).toBeVisible();
    await expect(supplierRow(page, run).getByText("Inactivo", { exact: true })).toBeVisible();
    await supplierRow(page, run)
      .getByRole("button", { name: `Reactivar ${run.supplier}` })
      .click();
    await expect(page.getByText(`Proveedor ${run.supplier} reactivado correctamente`)).toBeVisible();
    await expect(supplierRow(page, run).getByText("Activo", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
