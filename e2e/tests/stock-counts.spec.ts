import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { createEmployeeThroughApi, newProjectPage, type TestPerson, uniquePerson } from "./people-flow";
import { created, uniqueRun } from "./test-data";

/**
 * Issue 33, 'Toma física': the admin opens a blind count of a warehouse's product; two counters (a role with
 * counts:read and counts:count), each in a browser of their own, scan its SKU and their counts add up; the
 * admin reviews, sends the line back to recount, a counter sets it again, and the admin applies keeping what
 * nobody counted. The difference is an inventory adjustment in the product's history. Both projects run at
 * once against one database: every name and SKU carries the project and the clock.
 */
const PASSWORD = "clave-conteo-12345";

function newRun(testInfo: TestInfo) {
  const { tag } = uniqueRun(testInfo, [5, 6]);
  return { warehouse: `Bodega Conteo ${tag}`, product: `Insumo Conteo ${tag}`, sku: `CNT-${tag}` };
}

type Run = ReturnType<typeof newRun>;

/** A warehouse of its own holding 10 UD of the product (one lot), through the API. */
async function createCatalog(page: Page, run: Run): Promise<string> {
  await created(page.request, "/api/warehouse", { name: run.warehouse });
  const { data } = (await (await page.request.get("/api/warehouse", { params: { all: "true" } })).json()) as {
    data: { id: string; name: string }[];
  };
  const warehouse = data.find((row) => row.name === run.warehouse);
  expect(warehouse).toBeTruthy();
  const product = await created(page.request, "/api/product", {
    name: run.product,
    description: "Producto de la prueba de toma física",
    category: "Pruebas",
    sku: run.sku,
    image_url: null,
    price: 5000,
    warehouse_id: warehouse?.id,
    quantity: 10,
    unit: "UD",
    costs: 2000,
    lot_number: null,
    expiration_date: null,
    min_stock: 0,
    max_stock: 0,
  });
  return product.id;
}

/** As admin, through the API: a counters' role (see and count) and two employees who sign in with it. */
async function createCounters(page: Page, testInfo: TestInfo): Promise<TestPerson[]> {
  const counters = [uniquePerson(testInfo), uniquePerson(testInfo)];
  const roleResponse = await page.request.post("/api/roles", {
    data: { rol_name: `conteo ${counters[0]!.plainLastName}` },
  });
  expect(roleResponse.status()).toBe(201);
  const role = (await roleResponse.json()) as { id: string; name: string };
  const grant = await page.request.put(`/api/roles/${role.id}/permissions`, {
    data: { permissions: ["counts:read", "counts:count"] },
  });
  expect(grant.ok()).toBe(true);
  for (const counter of counters) {
    await createEmployeeThroughApi(page, counter);
    const access = await page.request.put(`/api/employees/${counter.identification}/access`, {
      data: { role: role.name, password: PASSWORD },
    });
    expect(access.ok()).toBe(true);
  }
  return counters;
}

/** A counter's own browser, signed in (the session from the login call) and on the count's page. */
async function counterPage(page: Page, counter: TestPerson, countUrl: string, run: Run): Promise<void> {
  const response = await page.request.post("/api/auth", { data: { email: counter.email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  await openCount(page, countUrl, run);
}

async function openCount(page: Page, countUrl: string, run: Run): Promise<void> {
  await page.goto(countUrl);
  await expect(page.getByRole("heading", { level: 1, name: /^Conteo CF-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Hoja de conteo" }).getByText(run.sku)).toBeVisible();
  await expect(page.getByText(/^Cargando/)).toHaveCount(0);
}

/** `times` scans of the SKU, each answered before the next: the last says what the line holds. */
async function scan(page: Page, sku: string, times: number, counted: number[]): Promise<void> {
  const box = page.getByLabel("Escanear código");
  for (let index = 0; index < times; index += 1) {
    await box.fill(sku);
    await box.press("Enter");
    await expect(page.getByText(`${sku}: contado ${counted[index]} UD`)).toBeVisible();
    await expect(box).toHaveValue("");
  }
}

const sheet = (page: Page) => page.getByRole("table", { name: "Hoja de conteo" });

/** The printable sheet of the count, loaded: its lines' table, the run's product on it. */
async function printView(page: Page, run: Run) {
  await expect(page).toHaveURL(/\/dashboard\/stock-counts\/[^/]+\/print$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Imprimir hoja del conteo CF-\d{6}$/ })).toBeVisible();
  const printed = page.getByRole("table", { name: /^Líneas del conteo CF-\d{6}$/ });
  await expect(printed.getByText(run.sku)).toBeVisible();
  return printed;
}

/** A count sheet as a spreadsheet program saves it to CSV: UTF-8 with a BOM, semicolons. */
const countCsv = (name: string, rows: string[][]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`\uFEFF${[["Código", "Lote", "Contado"], ...rows].map((row) => row.join(";")).join("\r\n")}\r\n`),
});

test.describe("toma física", () => {
  test("two counters scan one SKU, the admin sends it to recount, then applies the adjustment", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const run = newRun(testInfo);
    await signIn(page);
    const productId = await createCatalog(page, run);
    const counters = await createCounters(page, testInfo);

    // The admin opens a blind count of the product from the list.
    await page.goto("/dashboard/stock-counts");
    await expect(page.getByRole("heading", { level: 1, name: "Toma física" })).toBeVisible();
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Nuevo conteo" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo conteo" });
    await dialog.getByLabel("Bodega").selectOption({ label: run.warehouse });
    await dialog.getByRole("checkbox", { name: /Conteo a ciegas/ }).check();
    await dialog.getByLabel("SKUs (opcional)").fill(run.sku);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Abrir conteo" }).click();
    await expect(page.getByText(/^Conteo CF-\d{6} abierto$/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/stock-counts\/[^/]+$/);
    const countUrl = new URL(page.url()).pathname;
    await openCount(page, countUrl, run);
    await expectAccessible(page);

    // Its printed sheet: a blind count never prints the book, even for the admin who sees it on screen.
    await page.getByRole("link", { name: "Imprimir hoja" }).click();
    const printed = await printView(page, run);
    await expect(page.getByRole("region", { name: "Vista previa de la hoja" })).toContainText("Conteo a ciegas");
    await expect(printed.getByRole("columnheader", { name: "Existencia" })).toHaveCount(0);
    await expectAccessible(page);

    // Two counters, each in a browser of their own: they see no book, and their scans add up.
    const first = await newProjectPage(browser, testInfo);
    const second = await newProjectPage(browser, testInfo);
    try {
      await counterPage(first, counters[0]!, countUrl, run);
      await expect(sheet(first).getByRole("columnheader", { name: "Existencia" })).toHaveCount(0);
      await expect(first.getByRole("button", { name: "Pasar a revisión" })).toHaveCount(0);
      await expectAccessible(first);
      await scan(first, run.sku, 3, [1, 2, 3]);
      await counterPage(second, counters[1]!, countUrl, run);
      await scan(second, run.sku, 4, [4, 5, 6, 7]);
      await expectAccessible(second);

      // The admin sees 7 counted against 10 in the book, reviews, and asks for a recount of the line.
      await openCount(page, countUrl, run);
      const row = sheet(page).getByRole("row").filter({ hasText: run.sku });
      await expect(row).toContainText("7 UD");
      await expect(row).toContainText("−3 UD");
      await page.getByRole("button", { name: "Pasar a revisión" }).click();
      await expect(page.getByText(/^Conteo CF-\d{6} en revisión$/)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: `Pedir reconteo de ${run.sku}` }).click();
      await expect(page.getByText("Línea devuelta a reconteo: el conteo está abierto otra vez")).toBeVisible();
      await expect(row).toContainText("Por recontar");

      // A counter counts it again: 8 typed, as their own count of the line.
      await openCount(first, countUrl, run);
      await first.getByRole("spinbutton", { name: "Cantidad", exact: true }).fill("8");
      await first.getByRole("combobox", { name: "Modo", exact: true }).selectOption({ label: "Fijar mi conteo" });
      await scan(first, run.sku, 1, [8]);
    } finally {
      await first.context().close();
      await second.context().close();
    }

    // Reviewed again and applied, keeping as they are the lots nobody counted (none here).
    await openCount(page, countUrl, run);
    await expect(sheet(page).getByRole("row").filter({ hasText: run.sku })).toContainText("−2 UD");
    await page.getByRole("button", { name: "Pasar a revisión" }).click();
    await page.getByRole("button", { name: "Aplicar ajustes" }).click();
    const apply = page.getByRole("dialog", { name: /^Aplicar ajustes del conteo CF-\d{6}$/ });
    await expect(apply.getByRole("radio", { checked: true })).toHaveCount(0);
    await expectAccessible(page);
    await apply.getByRole("radio", { name: "Dejar como están" }).check();
    await apply.getByRole("button", { name: "Aplicar ajustes" }).click();
    await expect(apply).toBeHidden();
    const summary = page.getByRole("region", { name: "Datos del conteo" });
    await expect(summary.getByText("Aplicado", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Aplicar ajustes" })).toHaveCount(0);
    await expectAccessible(page);

    // Its variance report: 2 UD short at $ 2.000 each, valued as the adjustment wrote them.
    await page.getByRole("link", { name: "Informe de diferencias" }).click();
    await expect(page).toHaveURL(/\/dashboard\/stock-counts\/[^/]+\/variance$/);
    await expect(page.getByRole("heading", { level: 1, name: /^Informe de diferencias CF-\d{6}$/ })).toBeVisible();
    await expect(page.getByText("Valores del ajuste aplicado")).toBeVisible();
    const totals = page.getByRole("region", { name: "Totales del conteo" });
    await expect(totals.getByRole("definition").filter({ hasText: /\$/ }).last()).toHaveText(/^-\$\s4\.000,00$/);
    const products = page.getByRole("table", { name: "Diferencias por producto" });
    await expect(products.getByRole("row").filter({ hasText: run.sku })).toContainText("−2");
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`variance-${testInfo.project.name}.png`), fullPage: true });
    await expectAccessible(page);
    await page.getByRole("link", { name: "Volver al conteo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Conteo CF-\d{6}$/ })).toBeVisible();

    // The list shows it applied; the product's history, the adjustment out of 2 UD.
    await page.getByRole("link", { name: "Volver a los conteos" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Toma física" })).toBeVisible();
    await page.goto(`/dashboard/products/view/${productId}`);
    await expect(page.getByRole("heading", { level: 2, name: run.product })).toBeVisible();
    const history = page.getByRole("table", { name: "Historial de inventario" });
    const adjustment = history.getByRole("row").filter({ hasText: "Ajuste de inventario (salida)" });
    await expect(adjustment).toContainText("2 UD");
    await expectAccessible(page);
  });

  test("a counter's filled sheet: an unknown code is listed and nothing recorded; the corrected file records", async ({
    page,
  }, testInfo) => {
    const run = newRun(testInfo);
    await signIn(page);
    await createCatalog(page, run);
    const { data } = (await (await page.request.get("/api/warehouse", { params: { all: "true" } })).json()) as {
      data: { id: string; name: string }[];
    };
    const warehouseId = data.find((row) => row.name === run.warehouse)?.id;
    const count = await created(page.request, "/api/stock-counts", {
      warehouse_id: warehouseId,
      blind: false,
      scope: { skus: [run.sku] },
    });
    const countUrl = `/dashboard/stock-counts/${count.id}`;
    await openCount(page, countUrl, run);

    await page.getByRole("button", { name: "Subir hoja de conteo" }).click();
    const dialog = page.getByRole("dialog", { name: /^Subir hoja del conteo CF-\d{6}$/ });
    await expect(dialog.getByRole("button", { name: "Registrar conteo" })).toBeDisabled();
    await expectAccessible(page);

    // A code no product has: listed with its row as the spreadsheet numbers it; nothing can be recorded.
    const unknown = `NO-${run.sku}`;
    await dialog.getByLabel("Hoja de conteo llena").setInputFiles(countCsv("conteo.csv", [[unknown, "", "4"]]));
    const errors = dialog.getByRole("table", { name: "Errores del archivo" });
    const error = errors.getByRole("row").filter({ hasText: unknown });
    await expect(error.getByRole("cell").first()).toHaveText("2");
    await expect(error).toContainText("Código");
    await expect(dialog.getByText(/^La hoja tiene 1 error/)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Registrar conteo" })).toBeDisabled();
    await expectAccessible(page);

    // Corrected and chosen again: clean, then recorded as the admin's count of the line.
    await dialog
      .getByLabel("Hoja de conteo llena")
      .setInputFiles(countCsv("conteo-corregido.csv", [[run.sku.toLowerCase(), "", "8"]]));
    await expect(dialog.getByText("La hoja no tiene errores: 1 línea para registrar.")).toBeVisible();
    await expect(errors).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Registrar conteo" }).click();
    await expect(page.getByText("Hoja registrada: 1 línea contada")).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = sheet(page).getByRole("row").filter({ hasText: run.sku });
    await expect(row).toContainText("8 UD");
    await expect(row).toContainText("−2 UD");

    // The printed sheet of an open-book count carries the book, and an empty 'Contado' to write in.
    await page.getByRole("link", { name: "Imprimir hoja" }).click();
    const printed = await printView(page, run);
    await expect(printed.getByRole("columnheader", { name: "Existencia" })).toBeVisible();
    await expect(printed.getByRole("row").filter({ hasText: run.sku })).toContainText("10");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Volver al conteo" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Conteo CF-\d{6}$/ })).toBeVisible();
  });
});
