import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { printCalls, printCountingPage } from "./print-preview";
import { created, uniqueRun } from "./test-data";

/**
 * The counter's other half (issue 35): 'Consumidor final', a client created from the search, a line
 * corrected in place, the sale kept across a reload, and the receipt printed from the notice. Both projects
 * run at once: each creates its own product and client.
 */
function uniqueData(testInfo: TestInfo) {
  const run = uniqueRun(testInfo, [1, 0]);
  const { tag } = run;
  return {
    ...run,
    warehouse: `Bodega Caja ${tag}`,
    product: { name: `Chocolatina Caja ${tag}`, sku: `CHO-${tag}` },
    client: { name: "Ramiro", lastName: `Mostrador${tag}` },
  };
}

/** One product at $ 4.000 with 20 units in one warehouse. */
async function createData(page: Page, data: ReturnType<typeof uniqueData>) {
  const warehouse = await created(page.request, "/api/warehouse", { name: data.warehouse });
  await created(page.request, "/api/product", {
    ...data.product,
    description: "Producto de la prueba de la caja",
    category: "Pruebas",
    image_url: null,
    price: 4000,
    warehouse_id: warehouse.id,
    quantity: 20,
    unit: "UD",
    costs: 2500,
    lot_number: "L-CAJA",
    expiration_date: null,
    min_stock: 0,
    max_stock: 100,
  });
}

test.describe("counter: the other half", () => {
  test("sells to 'Consumidor final' a line corrected in place, kept across a reload, and prints its receipt from the notice", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const mobile = testInfo.project.name === "mobile";
    const data = uniqueData(testInfo);
    await signIn(page);
    await createData(page, data);

    await page.goto("/dashboard/sale");
    await expect(page.getByRole("heading", { level: 1, name: "Registrar Venta" })).toBeVisible();
    const registerButton = page.getByRole("button", { name: "Registrar Venta" });
    // One button; on a phone it is in the bar at the foot of the screen, with the total: in view before
    // scrolling to them.
    await expect(registerButton).toHaveCount(1);
    if (mobile) {
      await expect(registerButton).toBeInViewport();
      await expect(page.locator("output")).toBeInViewport();
    }

    // 'Consumidor final' in one press.
    await page.getByRole("button", { name: "Consumidor final" }).click();
    await expect(page.getByText("Consumidor final · 222222222222")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue("Consumidor final");

    // Two scans, then the quantity corrected in place to 3.
    // The scanner's field, which 'Consumidor final' took the focus from.
    const scan = page.getByRole("textbox", { name: "Escanear código" });
    await scan.click();
    await expect(scan).toBeFocused();
    await page.keyboard.type(data.product.sku);
    await page.keyboard.press("Enter");
    const line = page
      .getByRole("table", { name: "Productos de la venta" })
      .getByRole("row")
      .filter({ hasText: data.product.name });
    await expect(line.getByRole("cell").nth(1)).toHaveText("1");
    await page.keyboard.type(data.product.sku);
    await page.keyboard.press("Enter");
    await expect(line.getByRole("cell").nth(1)).toHaveText("2");
    await line.getByRole("button", { name: `Cambiar la cantidad de ${data.product.name}` }).click();
    const quantity = line.getByRole("spinbutton", { name: `Cantidad de ${data.product.name}` });
    await expect(quantity).toBeFocused();
    await quantity.fill("0");
    await quantity.press("Enter");
    await expect(line.getByRole("alert")).toHaveText("La cantidad debe ser un número entero mayor o igual a 1");
    await expectAccessible(page);
    await quantity.fill("3");
    await quantity.press("Enter");
    await expect(line.getByRole("cell").nth(1)).toHaveText("3");
    await expect(page.locator("output")).toHaveText(/^\$\s12\.000,00$/);

    // Cash: $ 20.000 for $ 12.000.
    await page.getByRole("group", { name: "Billetes" }).getByRole("button", { name: "$ 20.000" }).click();
    const cash = page.getByRole("textbox", { name: "Efectivo recibido" });
    await expect(cash).toHaveValue("20000");
    await expect(page.getByText(/^\$\s8\.000,00$/)).toBeVisible();
    await expectAccessible(page);

    // A reload finds the sale as it was.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Registrar Venta" })).toBeVisible();
    await expect(page.getByText("Consumidor final · 222222222222")).toBeVisible();
    await expect(line.getByRole("cell").nth(1)).toHaveText("3");
    await expect(cash).toHaveValue("20000");
    await expect(page.locator("output")).toHaveText(/^\$\s12\.000,00$/);
    await expectAccessible(page);

    // A client the search does not find, created from it with what was typed; the cart stays.
    await page.getByRole("button", { name: "Agregar Cliente" }).click();
    const search = page.getByRole("dialog", { name: "Agregar Cliente" });
    await search.getByRole("combobox", { name: "Buscar cliente por: nombre" }).fill(data.identification);
    await expect(search.getByText(`Ningún cliente coincide con «${data.identification}».`)).toBeVisible();
    await expectAccessible(page);
    await search.getByRole("button", { name: "Crear cliente" }).click();
    const form = page.getByRole("dialog", { name: "Agregar nuevo cliente" });
    await expect(form.getByLabel("Identificación")).toHaveValue(data.identification);
    await form.getByLabel("Nombres").fill(data.client.name);
    await form.getByLabel("Apellidos").fill(data.client.lastName);
    await form.getByLabel("Correo").fill(`ramiro.${data.tag.toLowerCase()}@correo.co`);
    await form.getByLabel("Fecha de nacimiento").fill("1988-08-14");
    await form.getByLabel("Celular").fill("3017778899");
    await expectAccessible(page);
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form).toBeHidden();
    await expect(
      page.getByText(`${data.client.name} ${data.client.lastName} · ${data.identification}`, { exact: true }),
    ).toBeVisible();
    await expect(line.getByRole("cell").nth(1)).toHaveText("3");
    await expect(cash).toHaveValue("20000");

    // Back to the anonymous buyer for the sale itself.
    await page.getByRole("button", { name: "Consumidor final" }).click();
    await expect(page.getByText("Consumidor final · 222222222222")).toBeVisible();
    await expectAccessible(page);
    if (mobile) {
      // The bar does not cover the end of the form: scrolled to the bottom, the last line clears it.
      await page.getByText("Atajos: F2 cliente · F4 producto · F9 cobrar").scrollIntoViewIfNeeded();
      const last = await page.getByRole("button", { name: "Agregar otro medio de pago" }).boundingBox();
      const bar = await registerButton.locator("..").boundingBox();
      expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
    }

    // Registered and printed in another tab of the same user, which finds the same sale in progress; the
    // print dialog is the browser's, so its calls are counted, and paper is looked at with print media.
    const { preview: counter, close } = await printCountingPage(browser, page, testInfo);
    try {
      await counter.goto("/dashboard/sale");
      await expect(counter.getByText("Consumidor final · 222222222222")).toBeVisible();
      await expect(counter.locator("output")).toHaveText(/^\$\s12\.000,00$/);
      const saleResponse = counter.waitForResponse(
        (response) => response.url().endsWith("/api/sale") && response.request().method() === "POST",
      );
      await counter.getByRole("button", { name: "Registrar Venta" }).click();
      const response = await saleResponse;
      expect(response.status(), await response.text()).toBe(201);
      const sale = (await response.json()) as { number: string; client_id: string; change: number };
      expect(sale.client_id).toBe("222222222222");
      await expect(counter.getByText(`Venta ${sale.number} registrada.`)).toBeVisible();
      await expect(counter.getByText(/^Cambio:/)).toHaveText(/Cambio: \$\s8\.000,00/);
      await expect(counter.getByText("No hay productos agregados")).toBeVisible();
      await expectAccessible(counter);

      await counter.getByRole("button", { name: "Imprimir recibo" }).click();
      await expect.poll(() => printCalls(counter)).toBe(1);
      await counter.emulateMedia({ media: "print" });
      const paper = counter.getByRole("article", { name: `Recibo de la venta ${sale.number}` });
      await expect(paper).toBeVisible();
      await expect(paper).toContainText("Consumidor final");
      await expect(paper).toContainText("222222222222");
      await expect(paper.getByRole("row").filter({ hasText: data.product.name })).toContainText("3 × $ 4.000,00");
      await expect(paper).toContainText(/Total \(COP\)\s*\$\s12\.000,00/);
      await expect(counter.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
      await expect(counter.getByRole("button", { name: "Imprimir recibo" })).toBeHidden();
    } finally {
      await close();
    }

    // This tab still holds it (another browser context): 'Vaciar venta' empties it, once confirmed.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: "Vaciar venta" }).click();
    await expect(page.getByText("No hay productos agregados")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Nombre", exact: true })).toHaveValue("");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Registrar Venta" })).toBeVisible();
    await expect(page.getByText("No hay productos agregados")).toBeVisible();
    await expectAccessible(page);
  });
});
