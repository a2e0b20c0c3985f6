import fs from "node:fs";
import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
// The server's spreadsheet library (hoisted to the root node_modules): the test fills the template as a
// person would in Excel, and reads the errors file back.
import ExcelJS from "exceljs";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";
import { created, uniqueRun } from "./test-data";

/**
 * Issue 31, 'Importar datos': the admin downloads the products template, fills it with two mistakes, sees
 * every error listed and downloads the errors file, fixes the rows and imports them; then imports their
 * opening stock from a CSV, is asked before importing the same stock twice, and finds the products with
 * their stock in the product list and detail. Both projects run at once against one database: every name
 * and code carries the project and the clock.
 */
const DESKTOP = { width: 1366, height: 800 };
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Set IMPORT_SHOTS_DIR to keep a screenshot of every step (the whole screen, its scrolling area unrolled). */
const SHOTS_DIR = process.env.IMPORT_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  const viewport = page.viewportSize();
  if (!viewport) return;
  const height = await page.locator("main").evaluate((main) => main.scrollHeight + main.getBoundingClientRect().top);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, Math.ceil(height)) });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${viewport.width}.png`), animations: "disabled" });
  await page.setViewportSize(viewport);
}

type Run = { tag: string; warehouse: string; skus: [string, string]; names: [string, string] };

function newRun(testInfo: TestInfo): Run {
  const { tag } = uniqueRun(testInfo, [1, 2]);
  return {
    tag,
    warehouse: `Bodega Importación ${tag}`,
    skus: [`IMP-${tag}-1`, `IMP-${tag}-2`],
    names: [`Importado ${tag} Uno`, `Importado ${tag} Dos`],
  };
}

const fileInput = (page: Page) => page.locator('input[type="file"]');
const checkButton = (page: Page) => page.getByRole("button", { name: "Revisar archivo" });
const applyButton = (page: Page) => page.getByRole("button", { name: "Importar", exact: true });
const errorsTable = (page: Page) => page.getByRole("table", { name: "Errores del archivo" });
const appliedNotice = (page: Page) => page.getByRole("status").filter({ hasText: /^Importación I-\d{6} realizada/ });

/** The header row and values of the products template's 'Datos' sheet, as the test fills it. */
async function productsWorkbook(template: Buffer, rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet("Datos");
  if (!sheet) throw new Error("the template has no 'Datos' sheet");
  // A column of the shop's own, which no field takes: listed, not an error.
  sheet.getCell("H1").value = "Color";
  rows.forEach((values, index) => {
    sheet.getRow(index + 2).values = values;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, buffer: Buffer, mimeType = XLSX): Promise<void> {
  await fileInput(page).setInputFiles({ name, mimeType, buffer });
  const step = page.getByRole("region", { name: "2. Sube el archivo y revísalo" });
  await expect(step.getByText(name, { exact: true })).toBeVisible();
}

async function check(page: Page): Promise<void> {
  await checkButton(page).click();
  await expect(page.getByRole("heading", { name: "Resultado de la revisión" })).toBeVisible();
}

/** The texts of a table's body rows (the same in both layouts: a phone's labels are not text). */
async function rowTexts(table: Locator): Promise<string[][]> {
  const rows = await table.locator("tbody").getByRole("row").all();
  return Promise.all(rows.map(async (row) => (await row.getByRole("cell").allTextContents()).map((t) => t.trim())));
}

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name === "desktop") await page.setViewportSize(DESKTOP);
});

test("imports products from the template, fixing its errors, then their opening stock", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const run = newRun(testInfo);
  await signIn(page);
  await created(page.request, "/api/warehouse", { name: run.warehouse });

  // The screen, from the sidebar: 'Productos' is the first kind, its columns shown.
  await withNavigation(page, (nav) => nav.getByRole("link", { name: "Importar datos" }).click());
  await expect(page).toHaveURL(/\/dashboard\/imports$/);
  await expect(page.getByRole("heading", { level: 1, name: "Importar datos" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "Productos" })).toBeChecked();
  const columns = page.getByRole("table", { name: "Columnas de la plantilla de Productos" });
  await expect(columns.getByRole("row").filter({ hasText: "Código" })).toContainText("Sí: identifica la fila");
  await expect(page.getByText("Cargando importaciones...")).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "01-screen");

  // The template: headers on 'Datos', and one example row the test writes over.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar plantilla" }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe("plantilla-products.xlsx");
  const templateBytes = fs.readFileSync((await template.path()) as string);
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(templateBytes as unknown as ArrayBuffer);
  expect(read.getWorksheet("Datos")?.getRow(1).values).toEqual([
    undefined,
    "Código",
    "Nombre",
    "Descripción",
    "Categoría",
    "Precio",
    "URL de la imagen",
    "IVA",
  ]);

  // Something that is no spreadsheet: refused with the server's reason, in place.
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await upload(page, "foto.xlsx", png);
  await checkButton(page).click();
  await expect(page.getByRole("alert")).toContainText("El archivo no es una hoja de cálculo");
  await expect(applyButton(page)).toBeDisabled();
  await expectAccessible(page);
  await shot(page, "02a-refused-file");

  // Two mistakes: a price in words, a product without its name.
  const [first, second] = run.skus;
  const withErrors = await productsWorkbook(templateBytes, [
    [first, run.names[0], "Importado desde Excel", "Importados", "doce mil", null, "IVA 5 %", "Rojo"],
    [second, null, "Importado desde Excel", "Importados", 8500, null, null, "Azul"],
  ]);
  const fileName = `productos-${run.tag}.xlsx`;
  await upload(page, fileName, withErrors);
  await check(page);
  await expect(page.getByRole("alert")).toContainText("El archivo tiene 2 errores");
  await expect(page.getByText("Esta columna no corresponde a ningún dato y no se importa: «Color».")).toBeVisible();
  const errors = await rowTexts(errorsTable(page));
  expect(errors.map(([row, column, value]) => [row, column, value])).toEqual([
    ["2", "Precio", "doce mil"],
    ["3", "Nombre", "(vacía)"],
  ]);
  await expect(applyButton(page)).toBeDisabled();
  await expectAccessible(page);
  await shot(page, "02b-check-errors");

  // The errors file: the upload back with an 'Errores' column.
  const errorsDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar errores" }).click();
  const errorsFile = await errorsDownload;
  expect(errorsFile.suggestedFilename()).toBe(`productos-${run.tag}-errores.xlsx`);
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(fs.readFileSync((await errorsFile.path()) as string) as unknown as ArrayBuffer);
  const backSheet = back.worksheets[0];
  if (!backSheet) throw new Error("the errors file has no sheet");
  const headers = (backSheet.getRow(1).values as unknown[]).filter(Boolean);
  expect(headers).toContain("Errores");
  const errorsColumn = headers.indexOf("Errores") + 1;
  expect(String(backSheet.getRow(2).getCell(errorsColumn).value)).toMatch(/pesos/);

  // Fixed and checked again: ready, 'Importar' on.
  const fixed = await productsWorkbook(templateBytes, [
    [first, run.names[0], "Importado desde Excel", "Importados", 12500, null, "IVA 5 %", "Rojo"],
    [second, run.names[1], "Importado desde Excel", "Importados", 8500, null, null, "Azul"],
  ]);
  await upload(page, fileName, fixed);
  await check(page);
  await expect(page.getByText("El archivo no tiene errores: 2 filas listas para importar.")).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "A crear" }).locator("+ dd")).toHaveText("2");
  await expect(applyButton(page)).toBeEnabled();
  await expectAccessible(page);
  await shot(page, "03-check-clean");

  await applyButton(page).click();
  await expect(appliedNotice(page)).toContainText("2 filas: 2 creadas, 0 actualizadas, 0 sin cambios.");
  const productsImport = ((await appliedNotice(page).textContent()) ?? "").match(/I-\d{6}/)?.[0];
  expect(productsImport).toBeTruthy();
  await expect(applyButton(page)).toBeDisabled();
  const history = page.getByRole("table", { name: "Lista de importaciones realizadas" });
  await expect(history.getByRole("row").filter({ hasText: fileName })).toContainText(`${productsImport}`);
  // The IVA column: the first product's class as written; the second, left empty, the business's default.
  const classOf = async (sku: string) =>
    (await (await page.request.get(`/api/product/by-sku?sku=${encodeURIComponent(sku)}`)).json()).tax_class;
  expect(await classOf(first)).toBe("IVA_5");
  expect(await classOf(second)).toBe("IVA_19");
  await expectAccessible(page);
  await shot(page, "04-applied-products");

  // Their opening stock, from a CSV in the export's dialect (';', decimal comma).
  await page.getByRole("radio", { name: "Existencias iniciales" }).click();
  await expect(page.getByRole("table", { name: "Columnas de la plantilla de Existencias iniciales" })).toBeVisible();
  const csv = [
    "Código;Bodega;Lote;Cantidad;Unidad;Costo unitario;Fecha de vencimiento;Stock mínimo;Stock máximo",
    `${first};${run.warehouse};L-${run.tag};25;UND;7000;31/12/2030;5;100`,
    `${second};${run.warehouse};;40;UND;5000,50;;;`,
  ].join("\r\n");
  const stockName = `existencias-${run.tag}.csv`;
  const stockFile = Buffer.from(`\uFEFF${csv}\r\n`, "utf8");
  await upload(page, stockName, stockFile, "text/csv");
  await check(page);
  await expect(page.getByText("El archivo no tiene errores: 2 filas listas para importar.")).toBeVisible();
  await applyButton(page).click();
  await expect(appliedNotice(page)).toContainText("Las existencias quedaron como saldo inicial");
  const stockImport = ((await appliedNotice(page).textContent()) ?? "").match(/I-\d{6}/)?.[0];
  expect(stockImport).toBeTruthy();
  await shot(page, "05-applied-stock");

  // The same stock file again: asked first; cancelling adds nothing.
  await upload(page, stockName, stockFile, "text/csv");
  await check(page);
  await applyButton(page).click();
  const dialog = page.getByRole("dialog", { name: "¿Importar otra vez estas existencias?" });
  await expect(dialog).toContainText(`${stockImport}`);
  await expectAccessible(page);
  await shot(page, "06-duplicate-dialog");
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(history.getByRole("row").filter({ hasText: stockName })).toHaveCount(1);

  // The products, with their stock, in the product list and the detail.
  await page.goto("/dashboard/products");
  await page.getByRole("searchbox", { name: "Buscar producto por: nombre o SKU" }).fill(`IMP-${run.tag}`);
  const products = page.getByRole("table", { name: "Lista de productos" });
  await expect(products.locator("tbody").getByRole("row")).toHaveCount(2);
  await expect(products.getByRole("row").filter({ hasText: run.names[0] })).toContainText("25");
  await expect(products.getByRole("row").filter({ hasText: run.names[1] })).toContainText("40");
  await products.getByRole("link", { name: `Ver ${run.names[0]}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: run.names[0] })).toBeVisible();
  const stockHistory = page.getByRole("table", { name: "Historial de inventario" });
  await expect(stockHistory.getByRole("row").filter({ hasText: "Saldo inicial" })).toContainText(`${stockImport}`);
  await expectAccessible(page);
  await shot(page, "07-product-detail");
});
