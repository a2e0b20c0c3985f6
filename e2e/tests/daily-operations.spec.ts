import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";

/**
 * Issue 18's daily operations as a person does them: cancelling a sale, returning part of a dispatched
 * one, and moving stock between warehouses. Both projects run every test at once against one database:
 * each test creates its own client, warehouses and product through the API, named after the project, the
 * test and the clock, and finds its sale or transfer by the number the server gave it.
 */
function uniqueData(testInfo: TestInfo, test: "cancel" | "return" | "transfer") {
  const mobile = testInfo.project.name === "mobile";
  const now = Date.now();
  const tag = `${mobile ? "M" : "D"}${test.slice(0, 3).toUpperCase()}${now}`;
  // Ten digits, different per project, test and run (the sale spec uses the leading 8 and 9).
  const lead = { cancel: 1, return: 2, transfer: 3 }[test] + (mobile ? 3 : 0);
  return {
    tag,
    identification: `${lead}${String(now).slice(-9)}`,
    lastName: `Operaciones${tag}`,
    email: `cliente.${tag.toLowerCase()}@correo.co`,
    warehouses: [`Bodega Origen ${tag}`, `Bodega Destino ${tag}`] as const,
    product: { name: `Frijol Diario ${tag}`, sku: `FRJ-${tag}` },
  };
}

type Data = ReturnType<typeof uniqueData>;

async function created(request: APIRequestContext, path: string, data: object): Promise<{ id: string }> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

/** The client, two warehouses, and the product with `units` UD in lot L-1 of the first warehouse. */
async function createData(page: Page, data: Data, units: number) {
  await created(page.request, "/api/clients", {
    identification: data.identification,
    name: "Camila",
    last_name: data.lastName,
    email: data.email,
    birthday: "1990-07-21",
    phone_number: "3104445566",
  });
  const [source, destination] = await Promise.all(
    data.warehouses.map((name) => created(page.request, "/api/warehouse", { name })),
  );
  const product = await created(page.request, "/api/product", {
    ...data.product,
    description: "Producto de la prueba de operaciones diarias",
    category: "Pruebas",
    image_url: null,
    price: 4000,
    warehouse_id: source!.id,
    quantity: units,
    unit: "UD",
    costs: 2500,
    lot_number: "L-1",
    expiration_date: null,
    min_stock: 0,
    max_stock: 1000,
  });
  return { source: source!.id, destination: destination!.id, product: product.id };
}

type RegisteredSale = { id: string; number: string; withdrawal_id: string; withdrawal_number: string };

/** Fills 'Registrar Venta' with the test's client and `quantity` units of its product. */
async function fillSale(page: Page, data: Data, quantity: string): Promise<void> {
  await page.goto("/dashboard/sale");
  await expect(page.getByRole("heading", { level: 1, name: "Registrar Venta" })).toBeVisible();
  await page.getByRole("button", { name: "Agregar Cliente" }).click();
  const clientDialog = page.getByRole("dialog", { name: "Agregar Cliente" });
  await clientDialog.getByRole("combobox", { name: "Buscar cliente por: nombre" }).fill(data.lastName.toLowerCase());
  await clientDialog
    .getByRole("option", { name: `${data.identification} - Camila ${data.lastName} - ${data.email}` })
    .click();
  await expect(clientDialog).toBeHidden();
  await expect(page.getByLabel("Nombre")).toHaveValue(`Camila ${data.lastName}`);

  await page.getByRole("button", { name: "Agregar producto" }).click();
  const productDialog = page.getByRole("dialog", { name: "Agregar Producto" });
  await productDialog.getByRole("combobox", { name: "Producto (nombre o SKU)" }).fill(data.product.sku);
  await productDialog.getByRole("option", { name: `${data.product.sku} - ${data.product.name}` }).click();
  await expect(productDialog.getByLabel("Precio unitario")).toHaveValue("4000");
  await productDialog.getByLabel("Cantidad").fill(quantity);
  await productDialog.getByRole("button", { name: "Agregar" }).click();
  await expect(productDialog).toBeHidden();
  await expect(
    page.getByRole("table", { name: "Productos de la venta" }).getByRole("row").filter({ hasText: data.product.name }),
  ).toBeVisible();
}

/** Presses 'Registrar Venta' and waits for the server's answer to it. */
async function submitSale(page: Page) {
  const answer = page.waitForResponse(
    (response) => response.url().endsWith("/api/sale") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Registrar Venta" }).click();
  return answer;
}

/** A sale registered through the sale screen, as the notice after it names it. */
async function registerSale(page: Page, data: Data, quantity: string): Promise<RegisteredSale> {
  await fillSale(page, data, quantity);
  const response = await submitSale(page);
  expect(response.status(), await response.text()).toBe(201);
  const sale = (await response.json()) as RegisteredSale;
  await expect(page.getByText(`Venta ${sale.number} registrada.`)).toBeVisible();
  return sale;
}

/** 'Historial de ventas' searched by the sale's number: its one row. */
async function findInHistory(page: Page, number: string): Promise<Locator> {
  await page.goto("/dashboard/sales");
  await expect(page.getByRole("heading", { level: 1, name: "Historial de ventas" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar por número, identificación o nombre del cliente" }).fill(number);
  await expect(page).toHaveURL(new RegExp(`search=${number}`));
  const rows = page.getByRole("table", { name: "Lista de ventas" }).locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(number);
  return rows.first();
}

const saleSummary = (page: Page) => page.getByRole("region", { name: "Datos de la venta" });

/** The product's detail once its lots and history have loaded. */
async function openProduct(page: Page, productId: string, data: Data): Promise<void> {
  await page.goto(`/dashboard/products/view/${productId}`);
  await expect(page.getByRole("heading", { level: 2, name: data.product.name })).toBeVisible();
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
}

const warehouseCard = (page: Page, name: string) =>
  page.getByRole("region", { name: "Inventario", exact: true }).getByRole("listitem").filter({ hasText: name });
const history = (page: Page) => page.getByRole("table", { name: "Historial de inventario" });
const historyRow = (page: Page, type: string) => history(page).getByRole("row").filter({ hasText: type });

test.describe("daily operations", () => {
  test("a pending sale is found by its number, cancelled with a reason, and its stock sells again", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo, "cancel");
    await signIn(page);
    await createData(page, data, 5);

    // Every unit sold: a second sale of them is refused while the first one reserves them.
    const sale = await registerSale(page, data, "5");
    const seller = await page.context().newPage();
    await fillSale(seller, data, "5");
    const refused = await submitSale(seller);
    expect(refused.status()).toBe(409);
    await expect(
      seller.getByText(`No hay suficiente disponibilidad de ${data.product.name}: quedan 0 unidades sin comprometer`),
    ).toBeVisible();

    // The history finds it by its number, pending.
    const row = await findInHistory(page, sale.number);
    await expect(row).toContainText("Pendiente de alistamiento");
    await expect(row).toContainText(`Camila ${data.lastName}`);
    await expect(row).toContainText("$ 20.000");
    await expectAccessible(page);
    await row.getByRole("link", { name: `Ver venta ${sale.number}` }).click();

    // Its detail, then 'Anular venta' with a reason (required).
    await expect(page).toHaveURL(new RegExp(`/dashboard/sales/${sale.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Venta ${sale.number}` })).toBeVisible();
    await expect(saleSummary(page)).toContainText("Pendiente de alistamiento");
    await expect(page.getByText("Aún no se ha despachado ningún producto.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Registrar devolución" })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Anular venta" }).click();
    const dialog = page.getByRole("dialog", { name: `Anular venta ${sale.number}` });
    await expect(dialog).toContainText(`Se anulará la solicitud de alistamiento ${sale.withdrawal_number}`);
    await dialog.getByRole("button", { name: "Anular venta" }).click();
    await expect(dialog.getByText("Escribe el motivo")).toBeVisible();
    await expectAccessible(page);
    const reason = `El cliente desistió ${data.tag}`;
    await dialog.getByLabel("Motivo de la anulación").fill(reason);
    await dialog.getByRole("button", { name: "Anular venta" }).click();
    await expect(page.getByText("Se ha anulado la venta y liberado su reserva de stock").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(saleSummary(page)).toContainText("Anulada");
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByText(/^Anulada por .+ el /)).toBeVisible();
    await expect(page.getByRole("button", { name: "Anular venta" })).toHaveCount(0);
    await expect(page.getByText("Estado de la solicitud: Anulada")).toBeVisible();
    await expectAccessible(page);

    // The picking request says so and offers no assignment.
    await page.getByRole("link", { name: `Ver solicitud ${sale.withdrawal_number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/pickingRequests/view/${sale.withdrawal_id}$`));
    await expect(page.getByRole("table", { name: "Productos de la solicitud" })).toContainText("Anulada");
    await expect(page.getByRole("button", { name: "Enviar" })).toHaveCount(0);
    await expectAccessible(page);

    // The history filtered by 'Anulada' still finds it.
    const cancelled = await findInHistory(page, sale.number);
    await page.getByLabel("Estado").selectOption({ label: "Anulada" });
    await expect(page).toHaveURL(/status=CANCELLED/);
    await expect(cancelled).toContainText("Anulada");

    // The seller who was refused tries again: the units are free.
    const retried = await submitSale(seller);
    expect(retried.status(), await retried.text()).toBe(201);
    const second = (await retried.json()) as RegisteredSale;
    await expect(seller.getByText(`Venta ${second.number} registrada.`)).toBeVisible();
    expect(second.number).not.toBe(sale.number);
  });

  test("a dispatched sale takes part of it back into its warehouse", async ({ page }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo, "return");
    await signIn(page);
    const ids = await createData(page, data, 10);
    const [source] = data.warehouses;

    const sale = await registerSale(page, data, "5");

    // Dispatched from the picking request's screen, reached from the sale's detail.
    await page.goto(`/dashboard/sales/${sale.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Venta ${sale.number}` })).toBeVisible();
    await page.getByRole("link", { name: `Ver solicitud ${sale.withdrawal_number}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Crear Asignación de Preparación" })).toBeVisible();
    const item = page
      .getByRole("table", { name: "Productos de la solicitud" })
      .getByRole("row")
      .filter({ hasText: data.product.name });
    await expect(item).toContainText("Pendiente (5)");
    await item.getByLabel(`Bodega 1 para ${data.product.name}`).selectOption({ label: `${source} (stock: 10)` });
    await item.getByLabel(`Cantidad 1 para ${data.product.name}`).fill("5");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByText("Solicitud enviada correctamente.")).toBeVisible();
    await expect(item).toContainText("Completado");

    // The history shows it prepared; its detail offers the return and no longer the cancellation.
    const row = await findInHistory(page, sale.number);
    await expect(row).toContainText("Alistada");
    await row.getByRole("link", { name: `Ver venta ${sale.number}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Venta ${sale.number}` })).toBeVisible();
    const dispatches = page.getByRole("table", { name: "Despachos de la solicitud" });
    await expect(dispatches.getByRole("row").filter({ hasText: source })).toContainText("L-1");
    await expect(page.getByRole("button", { name: "Anular venta" })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Registrar devolución" }).click();
    const dialog = page.getByRole("dialog", { name: `Registrar devolución de ${sale.number}` });
    const line = dialog.getByRole("group", { name: `${data.product.name} (${data.product.sku})` });
    await expect(line).toContainText("Despachado: 5 · Devuelto: 0 · Puedes devolver: 5");
    // By default the units go back where they left from.
    await expect(line.getByLabel("Bodega de destino")).toHaveValue(ids.source);
    await expect(line.getByLabel("Lote")).toHaveValue("L-1");
    await line.getByLabel("Cantidad a devolver").fill("6");
    await dialog.getByLabel("Motivo de la devolución").fill(`Empaque roto ${data.tag}`);
    await dialog.getByRole("button", { name: "Registrar devolución" }).click();
    await expect(line.getByText("Escribe un número entero entre 0 y 5")).toBeVisible();
    await expectAccessible(page);
    await line.getByLabel("Cantidad a devolver").fill("2");
    await dialog.getByRole("button", { name: "Registrar devolución" }).click();
    await expect(page.getByText("Se ha registrado la devolución").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(saleSummary(page)).toContainText("Devuelta parcialmente");
    const lines = page.getByRole("table", { name: "Productos de la venta" });
    const cells = lines.getByRole("row").filter({ hasText: data.product.sku }).getByRole("cell");
    // IVA, Despachado, Devuelto.
    await expect(cells.nth(5)).toHaveText("IVA 19 %");
    await expect(cells.nth(6)).toHaveText("5");
    await expect(cells.nth(7)).toHaveText("2");
    await expect(page.getByText(`Empaque roto ${data.tag}`)).toBeVisible();
    await expect(page.getByText(`Reingresado en ${source}, lote L-1`)).toBeVisible();
    // Three units can still come back.
    await expect(page.getByRole("button", { name: "Registrar devolución" })).toBeVisible();
    await expectAccessible(page);

    // In the history too.
    const returned = await findInHistory(page, sale.number);
    await expect(returned).toContainText("Devuelta parcialmente");

    // The warehouse holds them again (10 - 5 + 2), and the product's history says why.
    await openProduct(page, ids.product, data);
    await expect(warehouseCard(page, source)).toContainText("7 UD");
    const back = historyRow(page, "Devolución");
    await expect(back).toContainText(source);
    await expect(back).toContainText("L-1");
    await expect(back).toContainText(`Venta ${sale.number}`);
    await expect(back).toContainText("2 UD");
    await expect(historyRow(page, "Salida")).toContainText(`Alistamiento ${sale.withdrawal_number}`);
    await expectAccessible(page);
  });

  test("a transfer moves units between two warehouses and both sides show it", async ({ page }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo, "transfer");
    await signIn(page);
    const ids = await createData(page, data, 10);
    const [source, destination] = data.warehouses;

    await openProduct(page, ids.product, data);
    await expect(warehouseCard(page, source)).toContainText("10 UD");
    await expect(warehouseCard(page, destination)).toHaveCount(0);

    await page.goto("/dashboard/transfers");
    await expect(page.getByRole("heading", { level: 1, name: "Traslados" })).toBeVisible();
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await page.getByRole("button", { name: "Nuevo traslado" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo traslado" });
    await expect(dialog.getByLabel("Bodega de origen")).toBeDisabled();
    await dialog.getByRole("combobox", { name: "Producto (nombre o SKU)" }).fill(data.product.sku.toLowerCase());
    await dialog.getByRole("option", { name: `${data.product.sku} - ${data.product.name}` }).click();
    await dialog.getByLabel("Bodega de origen").selectOption({ label: `${source} (10 UD)` });
    // Its one lot is chosen for the user.
    await expect(dialog.getByLabel("Lote")).toHaveValue(/.+/);
    await expect(dialog.getByLabel("Lote").locator("option:checked")).toHaveText("L-1 · 10 UD");
    await expect(dialog.getByText("Disponible en el lote: 10 UD")).toBeVisible();
    // The source is no destination.
    await expect(dialog.getByLabel("Bodega de destino").getByRole("option", { name: source })).toHaveCount(0);
    await dialog.getByLabel("Bodega de destino").selectOption({ label: destination });
    await dialog.getByLabel("Cantidad").fill("11");
    await dialog.getByRole("button", { name: "Trasladar" }).click();
    await expect(dialog.getByLabel("Cantidad")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await dialog.getByLabel("Cantidad").fill("4");
    await dialog.getByLabel("Nota (opcional)").fill(`Reubicación ${data.tag}`);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith("/api/transfers") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Trasladar" }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(201);
    const transfer = (await response.json()) as { number: string };
    await expect(page.getByText(`Traslado ${transfer.number} registrado`).first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // The list finds it by its number.
    await page.getByRole("searchbox", { name: "Buscar por número, producto, SKU o bodega" }).fill(transfer.number);
    const rows = page.getByRole("table", { name: "Lista de traslados" }).locator("tbody tr");
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(transfer.number);
    await expect(row).toContainText(data.product.sku);
    await expect(row).toContainText(source);
    await expect(row).toContainText(destination);
    await expect(row).toContainText("4 UD");
    await expectAccessible(page);

    // The product's cards: the source down, the destination up; the history has both halves.
    await openProduct(page, ids.product, data);
    await expect(warehouseCard(page, source)).toContainText("6 UD");
    await expect(warehouseCard(page, destination)).toContainText("4 UD");
    const out = historyRow(page, "Traslado (salida)");
    const into = historyRow(page, "Traslado (entrada)");
    await expect(out).toContainText(source);
    await expect(out).toContainText(`Traslado ${transfer.number}`);
    await expect(out).toContainText("4 UD");
    await expect(into).toContainText(destination);
    await expect(into).toContainText(`Traslado ${transfer.number}`);
    await expect(into).toContainText("L-1");
    await expectAccessible(page);
  });
});
