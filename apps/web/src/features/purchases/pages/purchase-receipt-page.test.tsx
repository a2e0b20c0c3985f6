import { purchaseMessages } from "@inventario/shared/purchases";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { aceite, arroz, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { receipt } from "../../../test/purchase-fixtures";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./purchase-receipt-page"));

const PATH = "/dashboard/purchase-receipts/r-1";
const RETURNS = "/api/purchase-receipts/r-1/returns";

function stubReceipt(handler: MockHandler = () => undefined, permissions?: string[]) {
  return stubSignedIn(
    (request) =>
      handler(request) ??
      (isCall(request, "GET", "/api/purchase-receipts/r-1") ? jsonResponse(200, receipt) : undefined),
    permissions ? staffUser : undefined,
    permissions,
  );
}

async function openReceipt(handler?: MockHandler, permissions?: string[]) {
  const fetchMock = stubReceipt(handler, permissions);
  const user = userEvent.setup();
  renderApp(PATH);
  await screen.findByRole("heading", { level: 1, name: "Recepción RC-000045" });
  return { fetchMock, user };
}

describe("a purchase receipt's screen", () => {
  it("shows its order, lines with what was returned, and its returns", async () => {
    await openReceipt();
    const summary = screen.getByRole("region", { name: "Datos de la recepción" });
    expect(within(summary).getByRole("link", { name: "OC-000012" })).toHaveAttribute(
      "href",
      "/dashboard/purchase-orders/o-1",
    );
    expect(screen.getByRole("link", { name: "Volver a OC-000012" })).toBeInTheDocument();

    const lines = screen.getByRole("table", { name: "Productos de la recepción" });
    const rice = within(lines).getByRole("link", { name: arroz.name }).closest("tr")!;
    expect(within(rice).getByText(principal.name)).toBeInTheDocument();
    expect(within(rice).getByText("C-77")).toBeInTheDocument();
    expect(within(rice).getByText("30/06/2027")).toBeInTheDocument();
    expect(within(rice).getByText("2")).toBeInTheDocument();
    const oil = within(lines).getByRole("link", { name: aceite.name }).closest("tr")!;
    expect(within(oil).getByText("Sin lote")).toBeInTheDocument();

    const returns = screen.getByRole("table", { name: "Devoluciones de la recepción" });
    expect(within(returns).getByText("DP-000007")).toBeInTheDocument();
    expect(within(returns).getByText("Empaque roto")).toBeInTheDocument();
  });

  it("offers the return to the supplier only to who may receive", async () => {
    await openReceipt(undefined, ["purchases:read"]);
    expect(screen.queryByRole("button", { name: "Devolución a proveedor" })).not.toBeInTheDocument();
  });
});

describe("'Devolución a proveedor'", () => {
  it("bounds each line by what it received minus what was returned, and sends the lines with a quantity", async () => {
    const { fetchMock, user } = await openReceipt((request) =>
      isCall(request, "POST", RETURNS) ? jsonResponse(201, { id: "dp-2", number: "DP-000008" }) : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Devolución a proveedor" }));
    const dialog = await screen.findByRole("dialog", { name: "Devolución a proveedor de RC-000045" });
    const rice = within(dialog).getByRole("group", { name: `${arroz.name} (${arroz.sku})` });
    expect(within(rice).getByText("Recibido: 10 · Devuelto: 2 · Puedes devolver: 8")).toBeInTheDocument();
    expect(within(rice).getByText(`${principal.name} · lote C-77`)).toBeInTheDocument();

    // Nothing typed; then more than can go back; then no reason.
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    expect(
      await within(dialog).findByText("Escribe la cantidad de al menos un producto a devolver"),
    ).toBeInTheDocument();
    const quantity = within(rice).getByLabelText("Cantidad a devolver");
    await user.clear(quantity);
    await user.type(quantity, "9");
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    await waitFor(() => expect(quantity).toHaveAccessibleDescription("Escribe un número entero entre 0 y 8"));
    await user.clear(quantity);
    await user.type(quantity, "3");
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    expect(await within(dialog).findByText(purchaseMessages.reasonRequired)).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", RETURNS)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Motivo de la devolución"), "Bultos húmedos");
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    await waitFor(() => expect(toastsWithText("Devolución DP-000008 registrada")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", RETURNS).map(({ body }) => body)).toEqual([
      {
        reason: "Bultos húmedos",
        items: [{ product_id: arroz.id, warehouse_id: principal.id, lot_number: "C-77", quantity: 3 }],
      },
    ]);
  });

  it("shows the server's refusal under the line it names", async () => {
    const { user } = await openReceipt((request) =>
      isCall(request, "POST", RETURNS)
        ? jsonResponse(409, {
            message: purchaseMessages.lotShort(1),
            code: "CONFLICT",
            fields: { "items.0.quantity": purchaseMessages.lotShort(1) },
          })
        : undefined,
    );
    await user.click(screen.getByRole("button", { name: "Devolución a proveedor" }));
    const dialog = await screen.findByRole("dialog", { name: "Devolución a proveedor de RC-000045" });
    const oil = within(dialog).getByRole("group", { name: `${aceite.name} (${aceite.sku})` });
    const quantity = within(oil).getByLabelText("Cantidad a devolver");
    await user.clear(quantity);
    await user.type(quantity, "4");
    await user.type(within(dialog).getByLabelText("Motivo de la devolución"), "Vencido");
    await user.click(within(dialog).getByRole("button", { name: "Registrar devolución" }));
    await waitFor(() => expect(quantity).toHaveAccessibleDescription(purchaseMessages.lotShort(1)));
    expect(quantity).toHaveFocus();
  });
});
