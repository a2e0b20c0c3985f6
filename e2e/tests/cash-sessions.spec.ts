import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test, withNavigation } from "./fixtures";
import { createEmployeeThroughApi, newProjectPage, signInAs, uniquePerson } from "./people-flow";
import { printPreview } from "./print-preview";
import { createClient, created, uniqueRun } from "./test-data";

/**
 * Issue 35, 'Caja': a cashier (a new employee with the base role 'vendedor', so no shift of another test or
 * project is ever theirs) opens a shift with a base, sells in cash on 'Registrar Venta', takes cash out, closes
 * the shift counting by denomination $ 200 short, and reads and prints the closing report. Both projects run
 * at once against one database: every name carries the project and the clock.
 */
const PASSWORD = "clave-caja-12345";

function uniqueData(testInfo: TestInfo) {
  const run = uniqueRun(testInfo, [3, 2]);
  const { tag } = run;
  return {
    ...run,
    lastName: `Cajera${tag}`,
    warehouse: `Bodega Caja ${tag}`,
    product: { name: `Panela Caja ${tag}`, sku: `PAN-${tag}` },
  };
}

type Data = ReturnType<typeof uniqueData>;

/** As admin, through the API: the client and one product at $ 3.200 with 10 units. */
async function createData(page: Page, data: Data) {
  await createClient(page.request, data, {
    name: "Camila",
    lastName: data.lastName,
    birthday: "1990-05-06",
    phone: "3007778899",
  });
  const warehouse = await created(page.request, "/api/warehouse", { name: data.warehouse });
  await created(page.request, "/api/product", {
    ...data.product,
    description: "Producto de la prueba de caja",
    category: "Pruebas",
    image_url: null,
    price: 3200,
    warehouse_id: warehouse.id,
    quantity: 10,
    unit: "UD",
    costs: 2000,
    lot_number: null,
    expiration_date: null,
    min_stock: 0,
    max_stock: 100,
  });
}

/** As admin: a new employee signing in with the base role 'vendedor' (sales and cash:operate). */
async function createCashier(page: Page, testInfo: TestInfo) {
  const cashier = uniquePerson(testInfo);
  await createEmployeeThroughApi(page, cashier);
  const access = await page.request.put(`/api/employees/${cashier.identification}/access`, {
    data: { role: "vendedor", password: PASSWORD },
  });
  expect(access.ok(), await access.text()).toBe(true);
  return cashier;
}

const money = (text: string) => new RegExp(`^${text.replace(/[$.]/g, "\\$&").replace(/ /g, "\\s")}$`);

test.describe("cash register ('Caja')", () => {
  test("open a shift, sell in cash, take cash out, close it short and print the closing report", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo);
    await signIn(page);
    await createData(page, data);
    const cashier = await createCashier(page, testInfo);

    const clerk = await newProjectPage(browser, testInfo);
    try {
      await signInAs(clerk, cashier.email, PASSWORD);

      // 'Caja' from the sidebar, under 'Venta': no shift yet.
      await withNavigation(clerk, (nav) => nav.getByRole("link", { name: "Caja", exact: true }).click());
      await expect(clerk).toHaveURL(/\/dashboard\/cash$/);
      await expect(clerk.getByRole("heading", { level: 1, name: "Caja" })).toBeVisible();
      const openCard = clerk.getByRole("region", { name: "Abrir caja" });
      await openCard.getByRole("button", { name: "Abrir caja" }).click();
      await expect(openCard.getByText("La base debe ser un valor en pesos mayor o igual a 0")).toBeVisible();
      await expectAccessible(clerk);
      await openCard.getByLabel("Base").fill("50.000");
      await expect(openCard.getByLabel("Base")).toHaveValue("50000");
      const opening = clerk.waitForResponse(
        (response) => response.url().endsWith("/api/cash-sessions") && response.request().method() === "POST",
      );
      await openCard.getByRole("button", { name: "Abrir caja" }).click();
      const shift = (await (await opening).json()) as { id: string; number: number };
      const name = `Caja N.º ${shift.number}`;
      await expect(clerk.getByText(`${name} · abierta el`, { exact: false })).toBeVisible();
      await expect(clerk.getByText("No hay movimientos de efectivo en esta caja.")).toBeVisible();
      await expectAccessible(clerk);

      // A sale paid in cash: $ 10.000 for $ 3.200, $ 6.800 of change; the shift is named beside 'Pago'.
      await clerk.goto("/dashboard/sale");
      await expect(clerk.getByRole("heading", { level: 1, name: "Registrar Venta" })).toBeVisible();
      await expect(clerk.getByRole("link", { name: `${name} abierta` })).toBeVisible();
      await clerk.getByRole("button", { name: "Agregar Cliente" }).click();
      const clientDialog = clerk.getByRole("dialog", { name: "Agregar Cliente" });
      await clientDialog
        .getByRole("combobox", { name: "Buscar cliente por: nombre" })
        .fill(data.lastName.toLowerCase());
      await clientDialog.getByRole("option", { name: new RegExp(data.lastName) }).click();
      await expect(clientDialog).toBeHidden();
      const scan = clerk.getByRole("textbox", { name: "Escanear código" });
      await scan.fill(data.product.sku);
      await scan.press("Enter");
      await expect(
        clerk
          .getByRole("table", { name: "Productos de la venta" })
          .getByRole("row")
          .filter({ hasText: data.product.name }),
      ).toBeVisible();
      const cash = clerk.getByRole("textbox", { name: "Efectivo recibido" });
      await clerk.getByRole("group", { name: "Billetes" }).getByRole("button", { name: "$ 10.000" }).click();
      await expect(cash).toHaveValue("10000");
      const sale = clerk.waitForResponse(
        (response) => response.url().endsWith("/api/sale") && response.request().method() === "POST",
      );
      await cash.press("Enter");
      expect((await sale).status()).toBe(201);
      await expect(clerk.getByText(/^Cambio:/)).toHaveText(/Cambio: \$\s6\.800,00/);

      // Back on 'Caja': the sale is in the shift; $ 20.000 taken out for expenses.
      await clerk.goto("/dashboard/cash");
      const figures = clerk.getByRole("region", { name: "Cifras de la caja" });
      await expect(figures.getByText("1 venta")).toBeVisible();
      await expect(figures.getByText("Efectivo esperado").locator("xpath=following-sibling::dd")).toHaveText(
        money("$ 53.200,00"),
      );
      await clerk.getByRole("button", { name: "Registrar movimiento" }).click();
      const movement = clerk.getByRole("dialog", { name: "Registrar movimiento" });
      await movement.getByRole("radio", { name: "Salida" }).check();
      await movement.getByLabel("Valor").fill("20000");
      await movement.getByRole("group", { name: "Sugerencias" }).getByRole("button", { name: "Gastos" }).click();
      await expect(movement.getByLabel("Motivo")).toHaveValue("Gastos");
      await expectAccessible(clerk);
      await movement.getByRole("button", { name: "Registrar" }).click();
      await expect(movement).toBeHidden();
      const movements = clerk.getByRole("table", { name: "Movimientos de efectivo de la caja" });
      await expect(movements.getByRole("row").filter({ hasText: "Gastos" })).toContainText("Salida");
      await expect(figures.getByText("Efectivo esperado").locator("xpath=following-sibling::dd")).toHaveText(
        money("$ 33.200,00"),
      );
      await expectAccessible(clerk);

      // Closing: the drawer counted bill by bill holds $ 33.000, $ 200 short.
      await clerk.getByRole("button", { name: "Cerrar caja" }).click();
      const closing = clerk.getByRole("dialog", { name: `Cerrar ${name}` });
      const cashGroup = closing.getByRole("group", { name: "Efectivo" });
      await cashGroup.getByRole("button", { name: "Contar por denominación" }).click();
      await cashGroup.getByLabel("Cantidad de $ 20.000").fill("1");
      await cashGroup.getByLabel("Cantidad de $ 10.000").fill("1");
      await cashGroup.getByLabel("Cantidad de $ 1.000").fill("3");
      await expect(cashGroup.getByLabel("Contado")).toHaveValue("33000");
      await expect(cashGroup.getByText("Diferencia").locator("xpath=following-sibling::dd")).toHaveText(
        /-\$\s200,00 \(Faltante\)/,
      );
      await closing.getByLabel("Nota (opcional)").fill("Faltaron $ 200 en monedas");
      await expectAccessible(clerk);
      await clerk.screenshot({ path: testInfo.outputPath("closing.png") });
      await closing.getByRole("button", { name: "Cerrar caja" }).click();

      // The closing report.
      await expect(clerk).toHaveURL(new RegExp(`/dashboard/cash-sessions/${shift.id}$`));
      await expect(clerk.getByRole("heading", { level: 1, name: `Informe de cierre · ${name}` })).toBeVisible();
      const methods = clerk.getByRole("table", { name: "Cifras por medio de pago" });
      await expect(methods.getByRole("row").filter({ hasText: "Efectivo" })).toContainText(/\$\s33\.200,00/);
      await expect(methods.getByRole("row").filter({ hasText: "Efectivo" })).toContainText(/\$\s33\.000,00/);
      await expect(clerk.getByText("Diferencia total:").locator("xpath=..")).toContainText(/-\$\s200,00 \(Faltante\)/);
      await expect(clerk.getByText("Faltaron $ 200 en monedas")).toBeVisible();
      await expectAccessible(clerk);

      // 'Cajas': the cashier's shift, closed, with its difference.
      await clerk.goto("/dashboard/cash-sessions");
      const row = clerk
        .getByRole("table", { name: "Lista de cajas" })
        .getByRole("row")
        .filter({ has: clerk.getByRole("link", { name: `N.º ${shift.number}`, exact: true }) });
      await expect(row).toContainText("Cerrada");
      await expect(row).toContainText(/-\$\s200,00/);
      await expectAccessible(clerk);

      // Printed on A4 and on the 80 mm roll: the report alone on paper.
      const reportUrl = `/dashboard/cash-sessions/${shift.id}`;
      for (const button of ["Imprimir A4", "Imprimir 80 mm"]) {
        const printed = await printPreview(browser, clerk, testInfo, reportUrl, button);
        const report = printed.preview.getByRole("article", { name: `Informe de cierre de la ${name}` });
        await expect(report).toBeVisible();
        await expect(report).toContainText(name);
        await expect(report).toContainText(/-\$\s200,00 \(Faltante\)/);
        await expect(report).toContainText("Faltaron $ 200 en monedas");
        await expect(printed.preview.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
        await expect(printed.preview.getByRole("heading", { level: 1 })).toBeHidden();
        await expect(printed.preview.getByRole("button", { name: button })).toBeHidden();
        await printed.preview.screenshot({
          path: testInfo.outputPath(`report-${button === "Imprimir A4" ? "a4" : "80mm"}.png`),
          fullPage: true,
        });
        await printed.close();
      }
    } finally {
      await clerk.context().close();
    }
  });
});
