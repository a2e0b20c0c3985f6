import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";

/**
 * Issue 19's stock alerts as a person meets them: a sale that leaves a product at or below its minimum
 * puts it under 'Stock bajo' (and raises the dashboard's count), and an expired lot written off from
 * 'Vencidos' leaves the list and shows in the product's history as a 'Retiro'; issue 32's 'Trasladar' moves
 * units from a warehouse that has them to spare to one short of them. Both projects run every test at once
 * against one database: each test creates its own warehouses and product through the API, named after the
 * project, the test and the clock, and finds its rows by searching the product's SKU.
 */
function uniqueData(testInfo: TestInfo, test: "low" | "expired" | "transfer") {
  const mobile = testInfo.project.name === "mobile";
  const now = Date.now();
  const tag = `${mobile ? "M" : "D"}${test.slice(0, 3).toUpperCase()}${now}`;
  // Ten digits, different per project, test and run (other specs lead with 1-9 as well, at other times).
  const lead = { low: 4, expired: 5, transfer: 1 }[test] + (mobile ? 2 : 0);
  return {
    tag,
    identification: `${lead}${String(now).slice(-9)}`,
    lastName: `Alertas${tag}`,
    warehouse: `Bodega Alertas ${tag}`,
    product: { name: `Leche Alerta ${tag}`, sku: `ALR-${tag}` },
  };
}

type Data = ReturnType<typeof uniqueData>;

async function created(request: APIRequestContext, path: string, data: object): Promise<{ id: string }> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: string };
}

/** The warehouse and the product, with `units` UD in lot L-1 and the given minimum and maximum. */
async function createProduct(page: Page, data: Data, units: number, levels: { min: number; max: number }) {
  const warehouse = await created(page.request, "/api/warehouse", { name: data.warehouse });
  const product = await created(page.request, "/api/product", {
    ...data.product,
    description: "Producto de la prueba de alertas de stock",
    category: "Pruebas",
    image_url: null,
    price: 3000,
    warehouse_id: warehouse.id,
    quantity: units,
    unit: "UD",
    costs: 1800,
    lot_number: "L-1",
    expiration_date: null,
    min_stock: levels.min,
    max_stock: levels.max,
  });
  return { warehouse: warehouse.id, product: product.id };
}

type Entry = {
  product: string;
  warehouse: string;
  quantity: number;
  lot: string;
  expires?: string;
  /** The warehouse's minimum and maximum from now on (none: 0 and 0). */
  levels?: { min: number; max: number };
};

/** An entry of `quantity` UD of the product into the warehouse, through the API. */
async function addEntry(page: Page, entry: Entry) {
  const response = await page.request.post("/api/inventory", {
    data: {
      product_id: entry.product,
      warehouse_id: entry.warehouse,
      quantity: entry.quantity,
      unit: "UD",
      costs: 1800,
      lot_number: entry.lot,
      expiration_date: entry.expires ?? null,
      min_stock: entry.levels?.min ?? 0,
      max_stock: entry.levels?.max ?? 0,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The figure of a dashboard card, read as a number ('1.234' → 1234). */
async function cardCount(card: Locator): Promise<number> {
  const figure = card.locator("p");
  await expect(figure).toHaveText(/^\d[\d.]*\+?$/);
  return Number((await figure.innerText()).replace(/\D/g, ""));
}

const alertCard = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Alertas de inventario" })
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 2, name: label, exact: true }) });

/** 'Alertas' on one tab, searched by the product's SKU once its rows have loaded. */
async function searchAlerts(page: Page, data: Data): Promise<Locator> {
  await page.getByRole("searchbox", { name: "Buscar por nombre o SKU del producto" }).fill(data.product.sku);
  await expect(page).toHaveURL(new RegExp(`search=${data.product.sku}`));
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
  return page.getByRole("tabpanel").locator("table tbody tr");
}

/** A row's cells in order, its headers (the product, the warehouse) among them. */
const rowCells = (row: Locator) => row.locator(":scope > th, :scope > td");

test.describe("stock alerts", () => {
  test("a sale that leaves a product at its minimum lists it under 'Stock bajo' and the dashboard counts it", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo, "low");
    await signIn(page);
    await created(page.request, "/api/clients", {
      identification: data.identification,
      name: "Andrés",
      last_name: data.lastName,
      email: `cliente.${data.tag.toLowerCase()}@correo.co`,
      birthday: "1988-02-11",
      phone_number: "3157778899",
    });
    // 8 on hand, minimum 5: no alert yet.
    const ids = await createProduct(page, data, 8, { min: 5, max: 20 });

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Main Dashboard" })).toBeVisible();
    await cardCount(alertCard(page, "Stock bajo"));
    await withNavigation(page, (nav) => expect(nav.getByRole("link", { name: /^Alertas/ })).toBeVisible());

    // The sale reserves 4: 4 left to promise, below the minimum of 5.
    const sale = await page.request.post("/api/sale", {
      data: {
        client_id: data.identification,
        type: "RETAIL",
        currency: "COP",
        items: [{ product_id: ids.product, quantity: 4, unit_price: 3000 }],
      },
    });
    expect(sale.status(), await sale.text()).toBe(201);

    // Each time it opens, the dashboard asks again and shows what the server counts, this product among them.
    // Other tests add low products and take them away ('Trasladar', a receipt) at the same time, so the
    // number itself may go either way: the card says what the server answered.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/alerts/summary");
    await page.reload();
    const counted = ((await (await answered).json()) as { low: number }).low;
    expect(counted).toBeGreaterThan(0);
    await expect.poll(() => cardCount(alertCard(page, "Stock bajo"))).toBe(counted);
    await expectAccessible(page);

    await alertCard(page, "Stock bajo").getByRole("link", { name: "Stock bajo" }).click();
    await expect(page).toHaveURL(/\/dashboard\/alerts\?kind=low$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alertas" })).toBeVisible();
    await expect(page.getByRole("tab", { name: /^Stock bajo/ })).toHaveAttribute("aria-selected", "true");
    // The product's own row, and none of its warehouse's (8 there, against its minimum of 5).
    const rows = await searchAlerts(page, data);
    await expect(rows).toHaveCount(1);
    const cells = rowCells(rows.first());
    // Producto, Bodega (the product as a whole), Disponible, Mínimo, Máximo, Reservado, En camino, Reponer.
    await expect(cells.nth(0)).toContainText(data.product.name);
    await expect(cells.nth(0)).toContainText(data.product.sku);
    await expect(cells.nth(1)).toHaveText("Todas las bodegas");
    await expect(cells.nth(2)).toHaveText("4");
    await expect(cells.nth(3)).toHaveText("5");
    await expect(cells.nth(4)).toHaveText("20");
    await expect(cells.nth(5)).toHaveText("4");
    await expect(cells.nth(6)).toHaveText("0");
    await expect(cells.nth(7)).toHaveText("16");
    await expectAccessible(page);

    // Nothing is out of stock: 'Agotados' does not list it.
    await page.getByRole("tab", { name: /^Agotados/ }).click();
    await expect(page).toHaveURL(/kind=out/);
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expect(page.getByText(`Ninguna alerta coincide con «${data.product.sku}».`)).toBeVisible();

    // The row leads to the product.
    await page.getByRole("tab", { name: /^Stock bajo/ }).click();
    await page.getByRole("link", { name: data.product.name }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/products/view/${ids.product}$`));
    await expect(page.getByRole("heading", { level: 2, name: data.product.name })).toBeVisible();
  });

  test("writing off an expired lot takes it off 'Vencidos' and records a 'Retiro' in the product's history", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo, "expired");
    await signIn(page);
    const ids = await createProduct(page, data, 10, { min: 0, max: 0 });
    // An entry of a lot that expired long ago: the entry form accepts past dates (goods received late).
    await addEntry(page, {
      product: ids.product,
      warehouse: ids.warehouse,
      quantity: 6,
      lot: "V-1",
      expires: "2024-01-15",
    });

    await page.goto("/dashboard/alerts?kind=expired");
    await expect(page.getByRole("heading", { level: 1, name: "Alertas" })).toBeVisible();
    await expect(page.getByRole("tab", { name: /^Vencidos/ })).toHaveAttribute("aria-selected", "true");
    const rows = await searchAlerts(page, data);
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(data.warehouse);
    await expect(row).toContainText("V-1");
    await expect(row).toContainText("6 UD");
    await expect(row).toContainText("15/01/2024");
    await expect(row).toContainText(/hace \d+ días/);
    await expectAccessible(page);

    const writeOff = page.getByRole("button", { name: "Dar de baja" });
    await expect(writeOff).toBeDisabled();
    await row
      .getByRole("checkbox", { name: `Seleccionar lote V-1 de ${data.product.name} en ${data.warehouse}` })
      .check();
    await expect(page.getByText("1 lote seleccionado")).toBeVisible();
    await writeOff.click();
    const dialog = page.getByRole("dialog", { name: "Dar de baja lotes vencidos" });
    await expect(dialog).toContainText(`${data.product.name} · lote V-1 · ${data.warehouse} · 6 UD`);
    const reason = `Revisión ${data.tag}`;
    await dialog.getByLabel("Motivo (opcional)").fill(reason);
    await expectAccessible(page);
    const answer = page.waitForResponse(
      (response) => response.url().endsWith("/api/inventory/write-off") && response.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Dar de baja" }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText("Se dio de baja el lote").first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // Gone from 'Vencidos'.
    await expect(page.getByText(`Ninguna alerta coincide con «${data.product.sku}».`)).toBeVisible();
    await expect(page.getByText("1 lote seleccionado")).toHaveCount(0);
    await expectAccessible(page);

    // The product's history: a 'Retiro' of the 6 units of V-1, its reference saying why.
    await page.goto(`/dashboard/products/view/${ids.product}`);
    await expect(page.getByRole("heading", { level: 2, name: data.product.name })).toBeVisible();
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    const retiro = page
      .getByRole("table", { name: "Historial de inventario" })
      .getByRole("row")
      .filter({ hasText: "Retiro" });
    await expect(retiro).toHaveCount(1);
    await expect(retiro).toContainText("V-1");
    await expect(retiro).toContainText("6 UD");
    await expect(retiro).toContainText(`Vencido: ${reason}`);
    await expect(retiro).toContainText(data.warehouse);
    await expectAccessible(page);
  });

  test("'Trasladar' fills in the transfer from a warehouse with units to spare, and the row leaves 'Stock bajo'", async ({
    page,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo, "transfer");
    await signIn(page);
    // 2 UD in the first warehouse (minimum 5, maximum 10: low there); 30 in a second (minimum 5: 25 to
    // spare). 32 in all: the product itself is not low.
    const ids = await createProduct(page, data, 2, { min: 5, max: 10 });
    const spare = `Bodega Respaldo ${data.tag}`;
    const spareId = (await created(page.request, "/api/warehouse", { name: spare })).id;
    await addEntry(page, {
      product: ids.product,
      warehouse: spareId,
      quantity: 30,
      lot: "R-1",
      levels: { min: 5, max: 40 },
    });

    await page.goto("/dashboard/alerts?kind=low");
    await expect(page.getByRole("heading", { level: 1, name: "Alertas" })).toBeVisible();
    const rows = await searchAlerts(page, data);
    // The product's row, its figures neutral, and under it the warehouse short of it.
    await expect(rows).toHaveCount(2);
    await expect(rowCells(rows.nth(0)).nth(1)).toHaveText("Todas las bodegas");
    await expect(rowCells(rows.nth(0)).nth(2)).toHaveText("32");
    const short = rows.nth(1);
    // Bodega, Disponible, Mínimo, Máximo, Reservado, En camino, Reponer (the product's name spans both rows).
    await expect(rowCells(short).nth(0)).toHaveText(data.warehouse);
    await expect(rowCells(short).nth(1)).toHaveText("2");
    await expect(rowCells(short).nth(2)).toHaveText("5");
    await expect(rowCells(short).nth(3)).toHaveText("10");
    await expect(rowCells(short).nth(6)).toHaveText("8");
    await expectAccessible(page);

    // Up to its maximum: 8 of the 25 the other warehouse spares.
    await short.getByRole("link", { name: `Trasladar ${data.product.sku} a ${data.warehouse} desde ${spare}` }).click();
    await expect(page).toHaveURL(/\/dashboard\/transfers\?new=1&/);
    const dialog = page.getByRole("dialog", { name: "Nuevo traslado" });
    await expect(dialog.getByLabel("Bodega de origen")).toHaveValue(spareId);
    await expect(dialog.getByRole("combobox", { name: "Producto (nombre o SKU)" })).toHaveValue(
      `${data.product.sku} - ${data.product.name}`,
    );
    await expect(dialog.getByLabel("Bodega de origen").locator("option:checked")).toHaveText(`${spare} (30 UD)`);
    // Its one lot there is chosen for the user.
    await expect(dialog.getByLabel("Lote").locator("option:checked")).toHaveText("R-1 · 30 UD");
    await expect(dialog.getByLabel("Bodega de destino")).toHaveValue(ids.warehouse);
    await expect(dialog.getByLabel("Cantidad")).toHaveValue("8");
    await expectAccessible(page);

    await dialog.getByRole("button", { name: "Trasladar" }).click();
    await expect(page.getByText(/^Traslado T-\d{6} registrado$/).first()).toBeVisible();
    await expect(dialog).toBeHidden();
    // Closing the form drops what filled it in.
    await expect(page).toHaveURL(/\/dashboard\/transfers$/);

    // 10 there now, above its minimum: nothing of the product is low any more.
    await page.goto("/dashboard/alerts?kind=low");
    await searchAlerts(page, data);
    await expect(page.getByText(`Ninguna alerta coincide con «${data.product.sku}».`)).toBeVisible();
    await expectAccessible(page);
  });
});
