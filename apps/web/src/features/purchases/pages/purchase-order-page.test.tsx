import type { PurchaseOrder } from "@inventario/shared/purchases";
import { purchaseMessages } from "@inventario/shared/purchases";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { aceite, arroz, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { aceiteItem, arrozItem, purchaseOrder } from "../../../test/purchase-fixtures";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { andina } from "../../../test/supplier-fixtures";

setUpScreenTests();
beforeAll(() => import("./purchase-order-page"));

const PATH = "/dashboard/purchase-orders/o-1";
const ORDER = "/api/purchase-orders/o-1";

/** Order o-1 as `order` says (read again after every write), Andina and the warehouses; `handler` first. */
function stubOrder(order: () => PurchaseOrder, handler: MockHandler = () => undefined, permissions?: string[]) {
  return stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (isCall(request, "GET", ORDER)) return jsonResponse(200, order());
      if (isCall(request, "GET", "/api/suppliers/s-1")) return jsonResponse(200, andina);
      if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal]));
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

const sent = purchaseOrder({ status: "SENT", sent_at: "2026-11-21T13:00:00.000Z" });
const partial = purchaseOrder({
  status: "PARTIAL",
  items: [{ ...arrozItem, received: 10, pending: 2 }, aceiteItem],
  receipts: [{ id: "r-1", number: "RC-000045", created_at: "2026-11-22T14:30:00.000Z" }],
});

async function openOrder(order: PurchaseOrder, handler?: MockHandler, permissions?: string[]) {
  const fetchMock = stubOrder(() => order, handler, permissions);
  const user = userEvent.setup();
  const { unmount } = renderApp(PATH);
  await screen.findByRole("heading", { level: 1, name: "Orden de compra OC-000012" });
  return { fetchMock, user, unmount };
}

/** The header's buttons, then its links ('Volver', 'Editar'). */
const actionNames = () => {
  const header = screen.getByRole("heading", { level: 1 }).closest("header")!;
  return [...within(header).getAllByRole("button"), ...within(header).getAllByRole("link")].map(
    (element) => element.textContent,
  );
};

describe("a purchase order's screen", () => {
  it("shows the order with its supplier's NIT, lines and what a draft allows", async () => {
    await openOrder(purchaseOrder());
    const summary = screen.getByRole("region", { name: "Datos de la orden" });
    expect(within(summary).getByText("Borrador")).toBeInTheDocument();
    expect(await within(summary).findByText("NIT 800.197.268-4")).toBeInTheDocument();
    expect(within(summary).getByText(principal.name)).toBeInTheDocument();
    expect(within(summary).getByText("15/12/2026")).toBeInTheDocument();
    expect(within(summary).getByText("Entregar en la mañana")).toBeInTheDocument();

    const lines = screen.getByRole("table", { name: "Productos de la orden" });
    expect(
      within(lines)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Producto", "Ordenado", "Recibido", "Cerrado", "Pendiente", "Costo unitario", "Tolerancia", "Subtotal"]);
    expect(within(lines).getByRole("link", { name: arroz.name })).toHaveAttribute(
      "href",
      `/dashboard/products/view/${arroz.id}`,
    );
    expect(screen.getByText("Aún no se ha recibido nada de esta orden.")).toBeInTheDocument();

    expect(actionNames()).toEqual(["Imprimir", "Enviar", "Cancelar orden", "Volver a las órdenes", "Editar"]);
    expect(screen.getByRole("link", { name: "Editar" })).toHaveAttribute("href", `${PATH}/edit`);
  });

  it("offers by status: receiving and closing a sent order, no cancelling once something came, nothing once received", async () => {
    const view = await openOrder(sent);
    expect(actionNames()).toEqual([
      "Imprimir",
      "Registrar recepción",
      "Cerrar orden",
      "Cancelar orden",
      "Volver a las órdenes",
    ]);
    view.unmount();

    const second = await openOrder(partial);
    expect(actionNames()).toEqual(["Imprimir", "Registrar recepción", "Cerrar orden", "Volver a las órdenes"]);
    expect(screen.getByRole("link", { name: "RC-000045" })).toHaveAttribute("href", "/dashboard/purchase-receipts/r-1");
    second.unmount();

    await openOrder(purchaseOrder({ status: "RECEIVED" }));
    expect(actionNames()).toEqual(["Imprimir", "Volver a las órdenes"]);
  });

  it("offers only what the user may do", async () => {
    await openOrder(sent, undefined, ["purchases:read", "purchases:receive"]);
    expect(actionNames()).toEqual(["Imprimir", "Registrar recepción", "Volver a las órdenes"]);
    // Without suppliers:read the NIT is not asked for.
    expect(screen.queryByText(/^NIT /)).not.toBeInTheDocument();
  });

  it("sends a draft: the order reads 'Enviada' and offers receiving", async () => {
    let order = purchaseOrder();
    const fetchMock = stubOrder(
      () => order,
      (request) => {
        if (!isCall(request, "POST", `${ORDER}/send`)) return undefined;
        order = sent;
        return jsonResponse(200, sent);
      },
    );
    const user = userEvent.setup();
    renderApp(PATH);
    await user.click(await screen.findByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(toastsWithText("Orden OC-000012 enviada")).toHaveLength(1));
    expect(await screen.findByRole("button", { name: "Registrar recepción" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Datos de la orden" })).toHaveTextContent("Enviada");
    expect(liveCalls(fetchMock, "POST", `${ORDER}/send`)).toHaveLength(1);
  });

  it("cancels with a reason, which is required", async () => {
    const { fetchMock, user } = await openOrder(sent, (request) =>
      isCall(request, "POST", `${ORDER}/cancel`)
        ? jsonResponse(200, { ...sent, status: "CANCELLED", reason: "Proveedor sin stock" })
        : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Cancelar orden" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancelar orden OC-000012" });
    await user.click(within(dialog).getByRole("button", { name: "Cancelar orden" }));
    expect(await within(dialog).findByText(purchaseMessages.reasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText("Motivo de la cancelación"), "Proveedor sin stock");
    await user.click(within(dialog).getByRole("button", { name: "Cancelar orden" }));
    await waitFor(() => expect(toastsWithText("Orden OC-000012 cancelada")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", `${ORDER}/cancel`).map(({ body }) => body)).toEqual([
      { reason: "Proveedor sin stock" },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("prints the order for the supplier, with its NIT, lines, total and signatures", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    const { user } = await openOrder(sent);
    await screen.findByText("NIT 800.197.268-4");
    await user.click(screen.getByRole("button", { name: "Imprimir" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByRole("article", { name: "Orden de compra OC-000012 para imprimir", hidden: true });
    expect(sheet).toHaveTextContent("800.197.268-4");
    expect(sheet).toHaveTextContent(aceite.name);
    expect(sheet).toHaveTextContent("Total (COP)");
    expect(sheet).toHaveTextContent("Elaboró");
  });
});

describe("'Registrar recepción'", () => {
  const group = (product: string, sku: string) => screen.getByRole("group", { name: `${product} (${sku})` });

  it("proposes what is pending and sends only the lines with a quantity, with lot, expiry, cost and warehouse", async () => {
    const { fetchMock, user } = await openOrder(sent, (request) =>
      isCall(request, "POST", `${ORDER}/receipts`) ? jsonResponse(201, { id: "r-1", number: "RC-000045" }) : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Registrar recepción" }));
    const dialog = await screen.findByRole("dialog", { name: "Registrar recepción de OC-000012" });
    const rice = group(arroz.name, arroz.sku);
    const oil = group(aceite.name, aceite.sku);
    expect(within(rice).getByLabelText("Cantidad recibida")).toHaveValue("12");
    expect(within(rice).getByLabelText("Costo unitario")).toHaveValue("8200,5");
    expect(within(rice).getByLabelText("Bodega")).toHaveValue(principal.id);
    expect(within(oil).getByText(/Tolerancia: 10 %/)).toBeInTheDocument();

    await user.clear(within(rice).getByLabelText("Cantidad recibida"));
    await user.type(within(rice).getByLabelText("Cantidad recibida"), "5");
    await user.type(within(rice).getByLabelText("Lote (opcional)"), "c-77");
    await user.type(within(rice).getByLabelText("Vence (opcional)"), "30062027");
    await user.clear(within(rice).getByLabelText("Costo unitario"));
    await user.type(within(rice).getByLabelText("Costo unitario"), "8.300");
    await user.clear(within(oil).getByLabelText("Cantidad recibida"));
    await user.click(within(dialog).getByRole("button", { name: "Registrar recepción" }));

    await waitFor(() => expect(toastsWithText("Recepción RC-000045 registrada")).toHaveLength(1));
    const [call] = liveCalls(fetchMock, "POST", `${ORDER}/receipts`);
    expect(call?.body).toEqual({
      items: [
        {
          item_id: arrozItem.id,
          quantity: 5,
          lot_number: "C-77",
          expiration_date: "2027-06-30",
          unit_cost: 8300,
          warehouse_id: principal.id,
        },
      ],
    });
  });

  it("asks for at least one quantity, and shows a refused quantity (409) under its line", async () => {
    const { fetchMock, user } = await openOrder(sent, (request) =>
      isCall(request, "POST", `${ORDER}/receipts`)
        ? jsonResponse(409, {
            message: purchaseMessages.overReceipt(24, 26),
            code: "CONFLICT",
            fields: { "items.0.quantity": purchaseMessages.overReceipt(24, 26) },
          })
        : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Registrar recepción" }));
    const dialog = await screen.findByRole("dialog", { name: "Registrar recepción de OC-000012" });
    const rice = group(arroz.name, arroz.sku);
    const oil = group(aceite.name, aceite.sku);
    await user.clear(within(rice).getByLabelText("Cantidad recibida"));
    await user.clear(within(oil).getByLabelText("Cantidad recibida"));
    await user.click(within(dialog).getByRole("button", { name: "Registrar recepción" }));
    expect(await screen.findByText("Escribe la cantidad recibida de al menos un producto")).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", `${ORDER}/receipts`)).toHaveLength(0);

    await user.type(within(oil).getByLabelText("Cantidad recibida"), "30");
    await user.click(within(dialog).getByRole("button", { name: "Registrar recepción" }));
    const quantity = within(oil).getByLabelText("Cantidad recibida");
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(purchaseMessages.overReceipt(24, 26)));
    expect(quantity).toHaveFocus();
    expect(within(rice).getByLabelText("Cantidad recibida")).not.toHaveAccessibleDescription();
    expect(dialog).toBeInTheDocument();
  });
});
