import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { printPreview } from "./print-preview";
import { createClient, created, uniqueRun } from "./test-data";

/**
 * At the counter (issue 21): a barcode scanner types a SKU and Enter into 'Escanear código'; the picking
 * request and the sale print. Both projects run at once: each creates its own client, warehouse and product.
 */
function uniqueData(testInfo: TestInfo) {
  const run = uniqueRun(testInfo, [7, 6]);
  const { tag } = run;
  return {
    ...run,
    lastName: `Mostrador${tag}`,
    warehouse: `Bodega Mostrador ${tag}`,
    product: { name: `Galletas Escaneo ${tag}`, sku: `GAL-${tag}` },
  };
}

/** The client and one product with 10 units in one warehouse, lot L-ESC expiring in 2030. */
async function createData(page: Page, data: ReturnType<typeof uniqueData>) {
  await createClient(page.request, data, {
    name: "Mariana",
    lastName: data.lastName,
    birthday: "1991-02-03",
    phone: "3004445566",
  });
  const warehouse = await created(page.request, "/api/warehouse", { name: data.warehouse });
  await created(page.request, "/api/product", {
    ...data.product,
    description: "Producto de la prueba del mostrador",
    category: "Pruebas",
    image_url: null,
    price: 3200,
    warehouse_id: warehouse.id,
    quantity: 10,
    unit: "UD",
    costs: 2000,
    lot_number: "L-ESC",
    expiration_date: "2030-06-30",
    min_stock: 0,
    max_stock: 100,
  });
}

test.describe("counter: scanner and printing", () => {
  test("a scanned SKU adds the product to the sale; the picking sheet and the receipt print", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo);
    await signIn(page);
    await createData(page, data);

    // Scanning: a scanner types the code and Enter.
    await page.goto("/dashboard/sale");
    await expect(page.getByRole("heading", { level: 1, name: "Registrar Venta" })).toBeVisible();
    const scan = page.getByRole("textbox", { name: "Escanear código" });
    // Focused on opening with a keyboard and mouse; a touch screen needs a tap (no keyboard popping up).
    if (testInfo.project.name === "mobile") await scan.click();
    await expect(scan).toBeFocused();
    await page.keyboard.type(` ${data.product.sku.toLowerCase()} `);
    await page.keyboard.press("Enter");
    const lines = page.getByRole("table", { name: "Productos de la venta" });
    const line = lines.getByRole("row").filter({ hasText: data.product.name });
    await expect(line).toContainText("$ 3.200,00");
    await expect(scan).toHaveValue("");
    await expect(scan).toBeFocused();
    await page.keyboard.type(data.product.sku);
    await page.keyboard.press("Enter");
    await expect(line.getByRole("cell").nth(1)).toHaveText("2");
    await expect(page.locator("output")).toHaveText(/^\$\s6\.400,00$/);
    // IVA 19 % (the demo business is responsable de IVA): 6.400 ÷ 1,19 = 5.378,15 before IVA, 1.021,85 of IVA.
    const taxes = page.getByLabel("IVA de la venta");
    await expect(taxes).toContainText(/Subtotal sin IVA\s*\$\s5\.378,15/);
    await expect(taxes).toContainText(/IVA 19 % sobre \$\s5\.378,15\s*\$\s1\.021,85/);
    await expect(page.getByRole("status").filter({ hasText: "Agregado:" })).toContainText("(cantidad 2)");
    await expectAccessible(page);

    await page.keyboard.type("NO-EXISTE-123");
    await page.keyboard.press("Enter");
    const scanForm = page.locator("form").filter({ has: scan });
    await expect(scanForm.getByRole("alert")).toHaveText(
      'No se encontró ningún producto con el código "NO-EXISTE-123"',
    );
    await expect(scan).toHaveAttribute("aria-invalid", "true");
    await expect(scan).toBeFocused();
    await expect(lines.getByRole("row")).toHaveCount(2);
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/counter-shots/e2e-sale-scan-${testInfo.project.name}.png` });

    // The sale, through the UI.
    await page.getByRole("button", { name: "Agregar Cliente" }).click();
    const clientDialog = page.getByRole("dialog", { name: "Agregar Cliente" });
    await clientDialog.getByRole("combobox", { name: "Buscar cliente por: nombre" }).fill(data.lastName.toLowerCase());
    await clientDialog.getByRole("option", { name: new RegExp(data.lastName) }).click();
    await expect(clientDialog).toBeHidden();
    // 'Pago': F9 reaches the cash received; $ 10.000 for $ 6.400 leaves $ 3.600 of change; Enter registers.
    await page.keyboard.press("F9");
    const cash = page.getByRole("textbox", { name: "Efectivo recibido" });
    await expect(cash).toBeFocused();
    await page.getByRole("group", { name: "Billetes" }).getByRole("button", { name: "$ 10.000" }).click();
    await expect(cash).toHaveValue("10000");
    await expect(page.getByText("Cambio", { exact: true })).toBeVisible();
    await expect(page.getByText(/^\$\s3\.600,00$/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `/tmp/counter-shots/e2e-sale-payment-${testInfo.project.name}.png`, fullPage: true });
    const saleResponse = page.waitForResponse(
      (response) => response.url().endsWith("/api/sale") && response.request().method() === "POST",
    );
    await cash.press("Enter");
    const sale = (await (await saleResponse).json()) as {
      id: string;
      number: string;
      withdrawal_id: string;
      withdrawal_number: string;
    };
    await expect(page.getByText("No hay productos agregados")).toBeVisible();
    await expect(page.getByText(/^Cambio:/)).toHaveText(/Cambio: \$\s3\.600,00/);

    // The picking detail: a scan selects the item.
    const pickingUrl = `/dashboard/pickingRequests/view/${sale.withdrawal_id}`;
    await page.goto(pickingUrl);
    const pickingScan = page.getByRole("textbox", { name: "Escanear código" });
    const itemRow = page.getByRole("table", { name: "Productos de la solicitud" }).getByRole("row", {
      name: new RegExp(data.product.name),
    });
    await expect(itemRow).toContainText("Pendiente (2)");
    await pickingScan.fill(data.product.sku.toLowerCase());
    await pickingScan.press("Enter");
    await expect(itemRow).toHaveAttribute("aria-current", "true");
    await expect(pickingScan).toBeFocused();
    await page.getByRole("button", { name: "Ir a la asignación" }).click();
    await expect(itemRow.getByLabel(`Bodega 1 para ${data.product.name}`)).toBeFocused();
    await expectAccessible(page);

    // The picking sheet: its lines with the FEFO lot and warehouse, and nothing of the app.
    const picking = await printPreview(browser, page, testInfo, pickingUrl, "Imprimir");
    const sheet = picking.preview.getByRole("article", { name: `Hoja de alistamiento ${sale.withdrawal_number}` });
    await expect(sheet).toBeVisible();
    const sheetLine = sheet.getByRole("row").filter({ hasText: data.product.name });
    await expect(sheetLine).toContainText(data.product.sku);
    await expect(sheetLine).toContainText(data.warehouse);
    await expect(sheetLine).toContainText("L-ESC");
    await expect(sheetLine).toContainText("30/06/2030");
    await expect(sheetLine.getByRole("cell").nth(3)).toHaveText("2");
    // The employee who asked for it: the one who registered the sale.
    await expect(sheet.getByText("Empleado").locator("xpath=following-sibling::dd")).toHaveText("Administrador");
    await expect(picking.preview.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    await expect(picking.preview.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(picking.preview.getByRole("button", { name: "Imprimir" })).toBeHidden();
    await picking.preview.screenshot({ path: `/tmp/counter-shots/e2e-picking-print-${testInfo.project.name}.png` });
    await picking.close();

    // The receipt.
    const receipt = await printPreview(browser, page, testInfo, `/dashboard/sales/${sale.id}`, "Imprimir");
    const paper = receipt.preview.getByRole("article", { name: `Recibo de la venta ${sale.number}` });
    await expect(paper).toBeVisible();
    await expect(paper).toContainText(sale.number);
    await expect(paper).toContainText(`Mariana ${data.lastName}`);
    await expect(paper.getByRole("row").filter({ hasText: data.product.name })).toContainText("2 × $ 3.200,00");
    await expect(paper).toContainText(/Total \(COP\)\s*\$\s6\.400,00/);
    await expect(paper.getByRole("row").filter({ hasText: data.product.name })).toContainText(/6\.400,00 G/);
    await expect(paper).toContainText(/G IVA 19 % sobre \$\s5\.378,15\s*\$\s1\.021,85/);
    await expect(paper.getByLabel("Pago")).toContainText(/Efectivo\s*\$\s10\.000,00\s*Cambio\s*\$\s3\.600,00/);
    await expect(receipt.preview.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    await expect(receipt.preview.getByRole("button", { name: "Imprimir" })).toBeHidden();
    await receipt.preview.screenshot({ path: `/tmp/counter-shots/e2e-receipt-print-${testInfo.project.name}.png` });
    await receipt.close();
  });
});
