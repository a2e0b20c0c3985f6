import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";

/**
 * Issue 19's stock alerts as a person meets them: a sale that leaves a product at or below its minimum
 * puts it under 'Stock bajo' (and raises the dashboard's count), and an expired lot written off from
 * 'Vencidos' leaves the list and shows in the product's history as a 'Retiro'. Both projects run every test
 * at once against one database: each test creates its own warehouse and product through the API, named
 * after the project, the test and the clock, and finds its rows by searching the product's SKU.
 */
function uniqueData(testInfo: TestInfo, test: "low" | "expired") {
  const mobile = testInfo.project.name === "mobile";
  const now = Date.now();
  const tag = `${mobile ? "M" : "D"}${test.slice(0, 3).toUpperCase()}${now}`;
  // Ten digits, different per project, test and run (other specs lead with 1-9 as well, at other times).
  const lead = { low: 4, expired: 5 }[test] + (mobile ? 2 : 0);
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

test.describe("stock alerts", () => {
  test("a sale that leaves a product at its minimum lists it under 'Stock bajo' and raises the dashboard count", async ({
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
    const before = await cardCount(alertCard(page, "Stock bajo"));
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

    // Each time it opens, the dashboard asks again. Other tests running at once only add low products.
    await page.reload();
    await expect.poll(() => cardCount(alertCard(page, "Stock bajo"))).toBeGreaterThan(before);
    await expectAccessible(page);

    await alertCard(page, "Stock bajo").getByRole("link", { name: "Stock bajo" }).click();
    await expect(page).toHaveURL(/\/dashboard\/alerts\?kind=low$/);
    await expect(page.getByRole("heading", { level: 1, name: "Alertas" })).toBeVisible();
    await expect(page.getByRole("tab", { name: /^Stock bajo/ })).toHaveAttribute("aria-selected", "true");
    const rows = await searchAlerts(page, data);
    await expect(rows).toHaveCount(1);
    const cells = rows.first().getByRole("cell");
    // Producto, Bodega ('Todas': the product as a whole), Disponible, Mínimo, Máximo, Reservado, Reponer.
    await expect(cells.nth(0)).toContainText(data.product.name);
    await expect(cells.nth(0)).toContainText(data.product.sku);
    await expect(cells.nth(1)).toHaveText("Todas");
    await expect(cells.nth(2)).toHaveText("4");
    await expect(cells.nth(3)).toHaveText("5");
    await expect(cells.nth(4)).toHaveText("20");
    await expect(cells.nth(5)).toHaveText("4");
    await expect(cells.nth(6)).toHaveText("16");
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
    const entry = await page.request.post("/api/inventory", {
      data: {
        product_id: ids.product,
        warehouse_id: ids.warehouse,
        quantity: 6,
        unit: "UD",
        costs: 1800,
        lot_number: "V-1",
        expiration_date: "2024-01-15",
        min_stock: 0,
        max_stock: 0,
      },
    });
    expect(entry.status(), await entry.text()).toBe(201);

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
});
