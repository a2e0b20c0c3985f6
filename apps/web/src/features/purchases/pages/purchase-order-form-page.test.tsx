import { productMessages } from "@inventario/shared/products";
import { purchaseMessages } from "@inventario/shared/purchases";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { aceite, arroz, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, requestsTo } from "../../../test/fetch-mock";
import { purchaseOrder } from "../../../test/purchase-fixtures";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { andina, arrozFromAndina } from "../../../test/supplier-fixtures";

setUpScreenTests();
beforeAll(() => Promise.all([import("./purchase-order-form-page"), import("./purchase-order-page")]));

const ORDERS = "/api/purchase-orders";

/** Andina (its price list: arroz), Bodega Principal, the product search and order o-1; `handler` first. */
function stubForm(handler: MockHandler = () => undefined) {
  return stubSignedIn((request) => {
    const answer = handler(request);
    if (answer) return answer;
    if (isCall(request, "GET", "/api/suppliers")) return jsonResponse(200, pageOf([andina]));
    if (isCall(request, "GET", "/api/suppliers/s-1")) return jsonResponse(200, andina);
    if (isCall(request, "GET", "/api/suppliers/s-1/products")) return jsonResponse(200, [arrozFromAndina]);
    if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal]));
    if (isCall(request, "GET", "/api/product")) return jsonResponse(200, pageOf([arroz, aceite]));
    if (isCall(request, "GET", `${ORDERS}/o-1`)) return jsonResponse(200, purchaseOrder());
    return undefined;
  });
}

type User = ReturnType<typeof userEvent.setup>;

/** Chooses `option` once the select has it (its options load after the screen). */
async function choose(user: User, label: string, option: string) {
  const select = await screen.findByLabelText(label);
  await within(select).findByRole("option", { name: option });
  await user.selectOptions(select, option);
}

async function addProduct(user: User, search: string, product: typeof arroz) {
  await user.type(screen.getByRole("combobox", { name: "Agregar producto" }), search);
  await user.click(await screen.findByRole("option", { name: `${product.sku} - ${product.name}` }));
}

const box = (column: string, product: string) => screen.getByRole("textbox", { name: `${column} de ${product}` });
const lineOf = (product: string) =>
  within(screen.getByRole("table", { name: "Productos de la orden" }))
    .getByText(product)
    .closest("tr")!;

describe("a new purchase order", () => {
  it("refuses an empty order under its fields without asking the server", async () => {
    const fetchMock = stubForm();
    const user = userEvent.setup();
    renderApp("/dashboard/purchase-orders/new");
    await user.click(await screen.findByRole("button", { name: "Guardar borrador" }));
    expect(await screen.findByText(purchaseMessages.linesRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Proveedor")).toHaveAccessibleDescription(purchaseMessages.supplierRequired);
    expect(screen.getByLabelText("Bodega de destino")).toHaveAccessibleDescription(purchaseMessages.warehouseRequired);
    expect(screen.getByLabelText("Proveedor")).toHaveFocus();
    expect(requestsTo(fetchMock, "POST", ORDERS)).toBe(0);
  });

  it("proposes the supplier's cost, sums the lines and puts a server's refusal on its line", async () => {
    let attempts = 0;
    const fetchMock = stubForm((request) => {
      if (!isCall(request, "POST", ORDERS)) return undefined;
      attempts += 1;
      return attempts === 1
        ? jsonResponse(400, {
            message: "Revisa los datos ingresados.",
            code: "VALIDATION",
            fields: { "items.1.product_id": purchaseMessages.productUnavailable },
          })
        : jsonResponse(201, purchaseOrder());
    });
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard/purchase-orders/new");
    await choose(user, "Proveedor", andina.name);
    await choose(user, "Bodega de destino", principal.name);
    await waitFor(() => expect(liveCalls(fetchMock, "GET", "/api/suppliers/s-1/products")).toHaveLength(1));

    // Arroz is on Andina's price list: its cost is proposed, with its terms; its quantity takes the focus.
    await addProduct(user, "arr", arroz);
    expect(box("Costo unitario", arroz.name)).toHaveValue("8200,5");
    expect(within(lineOf(arroz.name)).getByText("Empaque de 6 · mínimo 12")).toBeInTheDocument();
    await waitFor(() => expect(box("Cantidad", arroz.name)).toHaveFocus());
    await user.type(box("Cantidad", arroz.name), "12");

    // Aceite is not: its cost is typed.
    await addProduct(user, "ace", aceite);
    expect(box("Costo unitario", aceite.name)).toHaveValue("");
    expect(within(lineOf(aceite.name)).getByText("No está en la lista de precios del proveedor")).toBeInTheDocument();
    await user.type(box("Cantidad", aceite.name), "24");
    await user.type(box("Costo unitario", aceite.name), "15.000");
    await user.clear(box("Tolerancia %", aceite.name));
    await user.type(box("Tolerancia %", aceite.name), "10");
    expect(screen.getByText(/^\$\s458\.406,00$/)).toBeInTheDocument();

    await user.type(screen.getByLabelText("Notas (opcional)"), "Entregar en la mañana");
    await user.click(screen.getByRole("button", { name: "Guardar borrador" }));
    const productError = await within(lineOf(aceite.name)).findByText(purchaseMessages.productUnavailable);
    expect(productError).toBeInTheDocument();
    expect(within(lineOf(arroz.name)).queryByRole("alert")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Guardar borrador" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/purchase-orders/o-1"));
    await waitFor(() => expect(toastsWithText("Orden OC-000012 creada como borrador")).toHaveLength(1));
    const [, second] = liveCalls(fetchMock, "POST", ORDERS);
    expect(second?.body).toEqual({
      supplier_id: andina.id,
      warehouse_id: principal.id,
      expected_at: null,
      notes: "Entregar en la mañana",
      items: [
        { product_id: arroz.id, quantity: 12, unit_cost: 8200.5, over_receipt_percent: 0 },
        { product_id: aceite.id, quantity: 24, unit_cost: 15000, over_receipt_percent: 10 },
      ],
    });
    // Sent with an Idempotency-Key, kept for the same order sent again (a refusal stores nothing under it).
    const keys = fetchMock.mock.calls
      .filter(([input, init]) => String(input) === ORDERS && init?.method === "POST")
      .map(([, init]) => new Headers(init?.headers).get("Idempotency-Key"));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it("refuses a line without quantity under its box", async () => {
    stubForm();
    const user = userEvent.setup();
    renderApp("/dashboard/purchase-orders/new");
    await choose(user, "Proveedor", andina.name);
    await addProduct(user, "arr", arroz);
    await user.click(screen.getByRole("button", { name: "Guardar borrador" }));
    await waitFor(() =>
      expect(box("Cantidad", arroz.name)).toHaveAccessibleDescription(productMessages.quantityInvalid),
    );
  });
});

describe("editing a draft", () => {
  it("shows the draft's lines and sends the whole order again", async () => {
    const fetchMock = stubForm((request) =>
      isCall(request, "PUT", `${ORDERS}/o-1`) ? jsonResponse(200, purchaseOrder()) : undefined,
    );
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard/purchase-orders/o-1/edit");
    expect(await screen.findByRole("heading", { level: 1, name: "Editar orden OC-000012" })).toBeInTheDocument();
    expect(box("Cantidad", arroz.name)).toHaveValue("12");
    expect(box("Costo unitario", aceite.name)).toHaveValue("15000");
    await user.clear(box("Cantidad", arroz.name));
    await user.type(box("Cantidad", arroz.name), "18");
    await user.click(screen.getByRole("button", { name: "Guardar cambios" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/purchase-orders/o-1"));
    const [put] = liveCalls(fetchMock, "PUT", `${ORDERS}/o-1`);
    expect(put?.body).toMatchObject({
      supplier_id: andina.id,
      expected_at: "2026-12-15",
      items: [
        { product_id: arroz.id, quantity: 18, unit_cost: 8200.5 },
        { product_id: aceite.id, quantity: 24, over_receipt_percent: 10 },
      ],
    });
    await waitFor(() => expect(toastsWithText("Orden OC-000012 actualizada")).toHaveLength(1));
  });

  it("says a sent order cannot be edited", async () => {
    stubForm((request) =>
      isCall(request, "GET", `${ORDERS}/o-1`) ? jsonResponse(200, purchaseOrder({ status: "SENT" })) : undefined,
    );
    renderApp("/dashboard/purchase-orders/o-1/edit");
    expect(await screen.findByText(purchaseMessages.notDraft)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar cambios" })).not.toBeInTheDocument();
  });
});
