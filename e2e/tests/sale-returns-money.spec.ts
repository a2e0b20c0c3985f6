import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, signIn, test } from "./fixtures";
import { printPreview } from "./print-preview";
import { createClient, created, uniqueRun } from "./test-data";

/**
 * Issue 35, 'Returns change the money' and 'The POS receipt': a sale paid part by card and part in cash is
 * dispatched, one unit comes back, and its detail says what came back, what is left and how the money went
 * back; the return's slip and the A4 receipt print. Both projects run at once against one database: every
 * name carries the project and the clock. The admin has no cash shift open (a shift is one per person, and
 * the projects share the admin): its refunds come out of none.
 */
function uniqueData(testInfo: TestInfo) {
  const run = uniqueRun(testInfo, [2, 7]);
  const { tag } = run;
  return {
    ...run,
    lastName: `Reembolso${tag}`,
    warehouse: `Bodega Reembolso ${tag}`,
    product: { name: `Cafe Reembolso ${tag}`, sku: `CAF-${tag}` },
  };
}

type Data = ReturnType<typeof uniqueData>;
type Withdrawal = { id: string; items: Array<{ id: string; product_id: string }> };
type Sale = { id: string; number: string; withdrawal_id: string };

/** As admin, through the API: the client and one product at $ 10.000 with 10 units in one warehouse. */
async function createData(page: Page, data: Data) {
  await createClient(page.request, data, {
    name: "Julián",
    lastName: data.lastName,
    birthday: "1987-09-14",
    phone: "3015556677",
  });
  const warehouse = await created(page.request, "/api/warehouse", { name: data.warehouse });
  const product = await created(page.request, "/api/product", {
    ...data.product,
    description: "Producto de la prueba de devoluciones con dinero",
    category: "Pruebas",
    image_url: null,
    price: 10000,
    warehouse_id: warehouse.id,
    quantity: 10,
    unit: "UD",
    costs: 6000,
    lot_number: null,
    expiration_date: null,
    min_stock: 0,
    max_stock: 100,
  });
  return { warehouse: warehouse.id, product: product.id };
}

/**
 * Three units ($ 30.000) paid $ 25.000 by credit card and $ 10.000 in cash ($ 5.000 of change), then its
 * picking request dispatched whole: the sale as the counter and the warehouse leave it.
 */
async function sellAndDispatch(page: Page, data: Data, ids: { warehouse: string; product: string }) {
  const response = await page.request.post("/api/sale", {
    data: {
      client_id: data.identification,
      type: "RETAIL",
      currency: "COP",
      items: [{ product_id: ids.product, quantity: 3, unit_price: 10000 }],
      payments: [
        { method: "CREDIT_CARD", amount: 25000 },
        { method: "CASH", amount: 10000 },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const sale = (await response.json()) as Sale;
  const withdrawal = (await (await page.request.get(`/api/withdrawals/${sale.withdrawal_id}`)).json()) as Withdrawal;
  const dispatched = await page.request.post("/api/withdrawals/assign-stock/bulk", {
    data: {
      items: withdrawal.items.map((item) => ({
        withdrawal_item_id: item.id,
        assignments: [{ warehouse_id: ids.warehouse, quantity: 3 }],
      })),
    },
  });
  expect(dispatched.status(), await dispatched.text()).toBe(200);
  return sale;
}

/** Text with money as the screen writes it ('$ 10.000,00', with a no-break space): any space matches. */
const money = (text: string) => new RegExp(text.replace(/[$.()*+?^|[\]{}\\]/g, "\\$&").replace(/ /g, "\\s"));

/** The value beside `label` in a list of facts. */
const factValue = (scope: Locator, label: string) =>
  scope
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::dd[1]");

test.describe("returns change the money", () => {
  test("a return of a sale paid by card and cash: what came back, the refund, the slip and the A4 receipt", async ({
    page,
    browser,
  }, testInfo) => {
    test.slow();
    const data = uniqueData(testInfo);
    await signIn(page);
    const ids = await createData(page, data);
    const sale = await sellAndDispatch(page, data, ids);
    const detailUrl = `/dashboard/sales/${sale.id}`;

    await page.goto(detailUrl);
    await expect(page.getByRole("heading", { level: 1, name: `Venta ${sale.number}` })).toBeVisible();
    const summary = page.getByRole("region", { name: "Datos de la venta" });
    await expect(summary).toContainText("Alistada");
    await expect(factValue(summary, "Total")).toHaveText(money("$ 30.000,00"));
    await expect(factValue(summary, "Devuelto")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Imprimir", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Imprimir A4" })).toBeVisible();
    await expectAccessible(page);

    // One unit comes back into its warehouse.
    await page.getByRole("button", { name: "Registrar devolución" }).click();
    const dialog = page.getByRole("dialog", { name: `Registrar devolución de ${sale.number}` });
    const line = dialog.getByRole("group", { name: `${data.product.name} (${data.product.sku})` });
    await expect(line).toContainText("Despachado: 3 · Devuelto: 0 · Puedes devolver: 3");
    await expect(line.getByLabel("Bodega de destino")).toHaveValue(ids.warehouse);
    await line.getByLabel("Cantidad a devolver").fill("1");
    const reason = `No era la molienda pedida ${data.tag}`;
    await dialog.getByLabel("Motivo de la devolución").fill(reason);
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Registrar devolución" }).click();
    await expect(dialog).toBeHidden();

    // Said at once, with its slip one press away: $ 10.000 back, the cash net of change first, then the card.
    const printSlip = page.getByRole("button", { name: "Imprimir comprobante", exact: true });
    await expect(printSlip).toBeFocused();
    await expect(printSlip).toHaveAccessibleDescription(
      money(
        "Devolución registrada por $ 10.000,00. Reembolso: Efectivo $ 5.000,00 (sin caja abierta) · Tarjeta crédito $ 5.000,00 (sin caja abierta)",
      ),
    );

    // Beside the total: what came back and what is left.
    await expect(summary).toContainText("Devuelta parcialmente");
    await expect(factValue(summary, "Total")).toHaveText(money("$ 30.000,00"));
    await expect(factValue(summary, "Devuelto")).toHaveText(money("$ 10.000,00"));
    await expect(factValue(summary, "Neto")).toHaveText(money("$ 20.000,00"));

    // The return, its amount and how it was refunded.
    const returns = page.getByRole("region", { name: "Devoluciones" });
    const entry = returns.getByRole("article").filter({ hasText: reason });
    await expect(factValue(entry, "Valor:")).toHaveText(money("$ 10.000,00"));
    await expect(factValue(entry, "Reembolso:")).toContainText(money("Efectivo $ 5.000,00 (sin caja abierta)"));
    await expect(factValue(entry, "Reembolso:")).toContainText(money("Tarjeta crédito $ 5.000,00 (sin caja abierta)"));
    await expect(entry).toContainText(`1 × ${data.product.name}`);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath("detail.png") });

    // The slip, printed from the return in the block: alone on the 80 mm paper.
    const slip = await printPreview(browser, page, testInfo, detailUrl, /^Imprimir comprobante de la devolución del /);
    const paperSlip = slip.preview.getByRole("article", {
      name: `Comprobante de devolución de la venta ${sale.number}`,
    });
    await expect(paperSlip).toBeVisible();
    await expect(paperSlip.getByRole("heading", { name: "Comprobante de devolución" })).toBeVisible();
    await expect(paperSlip).toContainText(`Venta ${sale.number}`);
    await expect(paperSlip).toContainText("Registró:Administrador");
    await expect(paperSlip).toContainText(`Julián ${data.lastName}`);
    await expect(paperSlip).toContainText(`Motivo: ${reason}`);
    await expect(paperSlip).toContainText(`1 × ${data.product.name}Reingresa al inventario`);
    await expect(paperSlip).toContainText(money("Valor devuelto$ 10.000,00"));
    const refunds = paperSlip.getByRole("region", { name: "Reembolso" });
    await expect(refunds.getByRole("listitem")).toHaveText([
      money("Efectivo$ 5.000,00Sin caja abierta"),
      money("Tarjeta crédito$ 5.000,00Sin caja abierta"),
    ]);
    await expect(paperSlip.getByText("Firma del cliente")).toBeVisible();
    await expect(slip.preview.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    await expect(slip.preview.getByRole("heading", { level: 1 })).toBeHidden();
    await slip.preview.screenshot({ path: testInfo.outputPath("slip.png"), fullPage: true });
    await slip.close();

    // The A4 receipt: the same sale on a full page, with its returns under the total.
    const a4 = await printPreview(browser, page, testInfo, detailUrl, "Imprimir A4");
    const receipt = a4.preview.getByRole("article", { name: `Recibo de la venta ${sale.number}` });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByRole("heading", { name: "Recibo de venta" })).toBeVisible();
    await expect(receipt).toContainText(sale.number);
    const table = receipt.getByRole("table", { name: "Productos del recibo" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Descripción",
      "Cant.",
      "Precio unit.",
      "IVA",
      "Subtotal",
    ]);
    const row = table.getByRole("row").filter({ hasText: data.product.name });
    await expect(row.getByRole("cell")).toHaveText([
      new RegExp(data.product.sku),
      "3",
      money("$ 10.000,00"),
      "IVA 19 %",
      money("$ 30.000,00"),
    ]);
    await expect(receipt).toContainText(money("Total (COP)$ 30.000,00Devoluciones-$ 10.000,00Neto$ 20.000,00"));
    await expect(receipt.getByLabel("Pago")).toContainText(
      money("Tarjeta crédito$ 25.000,00Efectivo$ 10.000,00Cambio$ 5.000,00"),
    );
    await expect(a4.preview.getByRole("navigation", { name: "Navegación principal" })).toBeHidden();
    await expect(a4.preview.getByRole("button", { name: "Imprimir A4" })).toBeHidden();
    await a4.preview.screenshot({ path: testInfo.outputPath("receipt-a4.png"), fullPage: true });
    await a4.close();
  });
});
