import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { createClient, created, uniqueRun } from "./test-data";

/**
 * Both projects run this spec at once against one database: each creates its own client, warehouses and
 * products through the API, named after the project and the clock, and follows its own picking request.
 */
function uniqueData(testInfo: TestInfo) {
  const run = uniqueRun(testInfo, [9, 8]);
  const { tag } = run;
  return {
    ...run,
    lastName: `Compradora${tag}`,
    warehouses: [`Bodega Alfa ${tag}`, `Bodega Beta ${tag}`, `Bodega Gama ${tag}`],
    manual: { name: `Arroz Venta ${tag}`, sku: `ARZ-${tag}` },
    fefo: { name: `Leche Venta ${tag}`, sku: `LCH-${tag}` },
  };
}

type Data = ReturnType<typeof uniqueData>;

const lot = (warehouse_id: string, quantity: number, lot_number: string, expiration_date: string | null) => ({
  warehouse_id,
  quantity,
  unit: "UD",
  costs: 1000,
  lot_number,
  expiration_date,
  min_stock: 0,
  max_stock: 1000,
});

/**
 * The client; three warehouses; the "manual" product with 4 units in Alfa and 6 in Beta; the "FEFO"
 * product with 5 units in Alfa expiring 2031 and 5 in Gama expiring 2030.
 */
async function createData(page: Page, data: Data) {
  await createClient(page.request, data, {
    name: "Valentina",
    lastName: data.lastName,
    birthday: "1992-04-18",
    phone: "3001112233",
  });
  const [alfa, beta, gama] = await Promise.all(
    data.warehouses.map((name) => created(page.request, "/api/warehouse", { name })),
  );
  const product = (names: { name: string; sku: string }, first: ReturnType<typeof lot>) =>
    created(page.request, "/api/product", {
      ...names,
      description: "Producto de la prueba de venta y alistamiento",
      category: "Pruebas",
      image_url: null,
      price: 2500,
      ...first,
    });
  const manual = await product(data.manual, lot(alfa!.id, 4, "L-A1", null));
  await created(page.request, "/api/inventory", { product_id: manual.id, ...lot(beta!.id, 6, "L-B1", null) });
  const fefo = await product(data.fefo, lot(alfa!.id, 5, "L-A2", "2031-01-01"));
  await created(page.request, "/api/inventory", { product_id: fefo.id, ...lot(gama!.id, 5, "L-G2", "2030-01-01") });
  return { alfa: alfa!.id, beta: beta!.id, gama: gama!.id, manual: manual.id, fefo: fefo.id };
}

async function addProduct(page: Page, sku: string, name: string, quantity: string): Promise<void> {
  await page.getByRole("button", { name: "Agregar producto" }).click();
  const dialog = page.getByRole("dialog", { name: "Agregar Producto" });
  await dialog.getByRole("combobox", { name: "Producto (nombre o SKU)" }).fill(sku.toLowerCase());
  await dialog.getByRole("option", { name: `${sku} - ${name}` }).click();
  await expect(dialog.getByLabel("Precio unitario")).toHaveValue("2500");
  await dialog.getByLabel("Cantidad").fill(quantity);
  await dialog.getByRole("button", { name: "Agregar" }).click();
  await expect(dialog).toBeHidden();
}

const itemRow = (page: Page, name: string): Locator =>
  page.getByRole("table", { name: "Productos de la solicitud" }).getByRole("row").filter({ hasText: name });

test.describe("sale and picking", () => {
  test("a sale through the UI becomes a picking request dispatched from three warehouses", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo);
    await signIn(page);
    const ids = await createData(page, data);

    // The sale screen, its validations, and both modals with their suggestions.
    await page.goto("/dashboard/sale");
    await expect(page.getByRole("heading", { level: 1, name: "Registrar Venta" })).toBeVisible();
    await expect(page.getByText("No hay productos agregados")).toBeVisible();
    await page.getByRole("button", { name: "Registrar Venta" }).click();
    await expect(page.getByText("Selecciona un cliente")).toBeVisible();
    await expect(page.getByText("Agregar al menos un producto")).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("button", { name: "Agregar Cliente" }).click();
    const clientDialog = page.getByRole("dialog", { name: "Agregar Cliente" });
    const clientSearch = clientDialog.getByRole("combobox", { name: "Buscar cliente por: nombre" });
    await expect(clientSearch).toBeFocused();
    await expectAccessible(page);
    await clientSearch.fill(data.lastName.toLowerCase());
    const suggestion = `${data.identification} - Valentina ${data.lastName} - valentina.${data.tag.toLowerCase()}@correo.co`;
    await expect(clientDialog.getByRole("option", { name: suggestion })).toBeVisible();
    await expectAccessible(page);
    await clientSearch.press("ArrowDown");
    await expect(clientDialog.getByRole("option", { name: suggestion })).toHaveAttribute("aria-selected", "true");
    await clientSearch.press("Enter");
    await expect(clientDialog).toBeHidden();
    await expect(page.getByLabel("Nombre")).toHaveValue(`Valentina ${data.lastName}`);
    await expect(page.getByLabel("Celular")).toHaveValue("3001112233");

    await page.getByRole("button", { name: "Agregar producto" }).click();
    const productDialog = page.getByRole("dialog", { name: "Agregar Producto" });
    await productDialog.getByRole("combobox", { name: "Producto (nombre o SKU)" }).fill(data.manual.sku);
    await expect(productDialog.getByRole("option", { name: `${data.manual.sku} - ${data.manual.name}` })).toBeVisible();
    await expectAccessible(page);
    await productDialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(productDialog).toBeHidden();

    await addProduct(page, data.manual.sku, data.manual.name, "7");
    await addProduct(page, data.fefo.sku, data.fefo.name, "6");
    const lines = page.getByRole("table", { name: "Productos de la venta" });
    await expect(lines.getByRole("row").filter({ hasText: data.manual.name })).toContainText("$ 17.500,00");
    await expect(page.getByText(/^\$\s32\.500,00$/)).toBeVisible();
    await expectAccessible(page);

    const saleResponse = page.waitForResponse(
      (response) => response.url().endsWith("/api/sale") && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Registrar Venta" }).click();
    const sale = (await (await saleResponse).json()) as { withdrawal_id: string; withdrawal_number: string };
    await expect(page.getByText("Se ha registrado la venta, puede alistar el pedido.").first()).toBeVisible();
    await expect(page.getByLabel("Nombre")).toHaveValue("");
    await expect(page.getByText("No hay productos agregados")).toBeVisible();
    await expectAccessible(page);

    // The new request in the list, found by its number (A-000123), its short id shown beside it.
    const shortId = sale.withdrawal_id.slice(sale.withdrawal_id.lastIndexOf("-") + 1);
    const viewRequest = `Ver solicitud ${sale.withdrawal_number}`;
    await page.goto("/dashboard/pickingRequests");
    await expect(page.getByRole("heading", { level: 1, name: "Solicitudes de alistamiento" })).toBeVisible();
    const listRow = page.getByRole("row").filter({ has: page.getByRole("link", { name: viewRequest }) });
    await expect(listRow).toContainText("Pendiente");
    await expect(listRow.locator("strong")).toHaveText(shortId.slice(-6));
    await expectAccessible(page);
    await listRow.getByRole("link", { name: viewRequest }).click();

    // The detail: names, stock per warehouse, one empty row per item.
    await expect(page).toHaveURL(new RegExp(`/dashboard/pickingRequests/view/${sale.withdrawal_id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Crear Asignación de Preparación" })).toBeVisible();
    const manualRow = itemRow(page, data.manual.name);
    const fefoRow = itemRow(page, data.fefo.name);
    await expect(manualRow).toContainText("Pendiente (7)");
    await expect(fefoRow).toContainText("Pendiente (6)");
    await expect(page.getByLabel("Empleado")).not.toHaveValue("");
    await expectAccessible(page);

    // The manual product from two warehouses, two rows.
    const [alfa, beta, gama] = data.warehouses;
    await manualRow.getByLabel(`Bodega 1 para ${data.manual.name}`).selectOption({ label: `${alfa} (stock: 4)` });
    await manualRow.getByLabel(`Cantidad 1 para ${data.manual.name}`).fill("4");
    await manualRow.getByRole("button", { name: "+ Añadir bodega" }).click();
    await manualRow.getByLabel(`Bodega 2 para ${data.manual.name}`).selectOption({ label: `${alfa} (stock: 4)` });
    await expect(manualRow.getByText("Esta bodega ya ha sido seleccionada para este producto.")).toBeVisible();
    await manualRow.getByLabel(`Bodega 2 para ${data.manual.name}`).selectOption({ label: `${beta} (stock: 6)` });
    await manualRow.getByLabel(`Cantidad 2 para ${data.manual.name}`).fill("3");
    await expect(manualRow.getByText("Asignado: 7 de 7")).toBeVisible();
    await manualRow.getByRole("button", { name: "+ Añadir bodega" }).click();
    await expect(manualRow.getByText("Ya se ha asignado toda la cantidad requerida.")).toBeVisible();

    // The other one from the earliest-expiring lots: Gama (2030) first, then Alfa (2031).
    await fefoRow.getByRole("button", { name: "Sugerir (FEFO)" }).click();
    await expect(fefoRow.getByLabel(`Bodega 1 para ${data.fefo.name}`)).toHaveValue(ids.gama);
    await expect(fefoRow.getByLabel(`Cantidad 1 para ${data.fefo.name}`)).toHaveValue("5");
    await expect(fefoRow.getByLabel(`Bodega 2 para ${data.fefo.name}`)).toHaveValue(ids.alfa);
    await expect(fefoRow.getByLabel(`Cantidad 2 para ${data.fefo.name}`)).toHaveValue("1");
    await expect(fefoRow.getByLabel(`Bodega 1 para ${data.fefo.name}`).locator("option:checked")).toHaveText(
      `${gama} (stock: 5)`,
    );
    await expectAccessible(page);

    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Solicitud enviada correctamente.")).toBeVisible();
    await expect(manualRow).toContainText("Completado");
    await expect(fefoRow).toContainText("Completado");
    await expect(page.getByRole("region", { name: "Datos de la solicitud" })).toContainText("Completado");
    await expect(page.getByRole("button", { name: "Enviar" })).toBeDisabled();
    await expectAccessible(page);

    // The list says so too.
    await page.goto("/dashboard/pickingRequests");
    await expect(listRow).toContainText("Completado");

    // The OUT movements of the dispatch, referencing the request.
    const movements = async (productId: string) => {
      const response = await page.request.get("/api/movement", { params: { product_id: productId } });
      expect(response.ok()).toBe(true);
      const { data: rows } = (await response.json()) as {
        data: { type: string; warehouse_id: string; quantity: number; reference: string | null }[];
      };
      return rows
        .filter((row) => row.type === "OUT")
        .map(({ warehouse_id, quantity, reference }) => ({ warehouse_id, quantity, reference }))
        .sort((a, b) => a.warehouse_id.localeCompare(b.warehouse_id));
    };
    const byWarehouse = (rows: { warehouse_id: string; quantity: number }[]) =>
      rows.map(({ warehouse_id, quantity }) => ({ warehouse_id, quantity, reference: sale.withdrawal_id }));
    expect(await movements(ids.manual)).toEqual(
      byWarehouse(
        [
          { warehouse_id: ids.alfa, quantity: 4 },
          { warehouse_id: ids.beta, quantity: 3 },
        ].sort((a, b) => a.warehouse_id.localeCompare(b.warehouse_id)),
      ),
    );
    expect(await movements(ids.fefo)).toEqual(
      byWarehouse(
        [
          { warehouse_id: ids.gama, quantity: 5 },
          { warehouse_id: ids.alfa, quantity: 1 },
        ].sort((a, b) => a.warehouse_id.localeCompare(b.warehouse_id)),
      ),
    );
  });
});
