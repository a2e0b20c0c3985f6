import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { purchaseOrder, summaryOf } from "../../../test/purchase-fixtures";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";
import { andina } from "../../../test/supplier-fixtures";

setUpScreenTests();
beforeAll(() => import("./purchase-orders-page"));

const PATH = "/dashboard/purchase-orders";
const draft = summaryOf(purchaseOrder());
const partial = summaryOf(purchaseOrder({ id: "o-2", number: "OC-000013", status: "PARTIAL", expected_at: null }));

/** Two orders, the suppliers and warehouses of the filters; `handler` answers first. */
function stubOrders(handler: MockHandler = () => undefined, permissions?: string[]) {
  return stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (isCall(request, "GET", "/api/purchase-orders")) return jsonResponse(200, pageOf([draft, partial]));
      if (isCall(request, "GET", "/api/suppliers")) return jsonResponse(200, pageOf([andina]));
      if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal]));
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

const rowOf = (number: string) => screen.getByText(number).closest("tr")!;

describe("purchase orders list", () => {
  it("shows number, supplier, warehouse, expected date, total and the status in Spanish", async () => {
    stubOrders();
    renderApp(PATH);
    await screen.findByText(draft.number);

    expect(screen.getByRole("heading", { level: 1, name: "Órdenes de compra" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Lista de órdenes de compra" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Número", "Fecha", "Proveedor", "Bodega", "Entrega esperada", "Total", "Estado", "Acciones"]);
    const first = rowOf(draft.number);
    expect(within(first).getByText(andina.name)).toBeInTheDocument();
    expect(within(first).getByText(principal.name)).toBeInTheDocument();
    expect(within(first).getByText("15/12/2026")).toBeInTheDocument();
    expect(within(first).getByText(/^\$\s458\.406,00$/)).toBeInTheDocument();
    expect(within(first).getByText("Borrador")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Ver orden OC-000012" })).toHaveAttribute(
      "href",
      "/dashboard/purchase-orders/o-1",
    );
    expect(within(rowOf(partial.number)).getByText("Recibida parcialmente")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nueva orden" })).toBeInTheDocument();
  });

  it("keeps the status, supplier and warehouse in the URL and asks with them, from page 1", async () => {
    const fetchMock = stubOrders();
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?page=2`);
    await screen.findByText(draft.number);

    await user.selectOptions(screen.getByLabelText("Estado"), "Enviada");
    await waitFor(() => expect(router.state.location.search).toBe("?status=SENT"));
    await user.selectOptions(await screen.findByLabelText("Proveedor"), andina.name);
    await user.selectOptions(await screen.findByLabelText("Bodega"), principal.name);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("warehouse")).toBe(principal.id));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: "SENT",
      supplier: andina.id,
      warehouse: principal.id,
    });
    await waitFor(() =>
      expect(liveCalls(fetchMock, "GET", "/api/purchase-orders").map(({ url }) => queryOf(url))).toContainEqual({
        page: "1",
        status: "SENT",
        supplier_id: andina.id,
        warehouse_id: principal.id,
      }),
    );
  });

  it("reads its filters from the URL, and says when nothing has them", async () => {
    const fetchMock = stubOrders((request) =>
      isCall(request, "GET", "/api/purchase-orders") ? jsonResponse(200, pageOf([])) : undefined,
    );
    renderApp(`${PATH}?status=CLOSED&supplier=${andina.id}`);
    expect(await screen.findByText("No hay órdenes de compra que coincidan con los filtros.")).toBeInTheDocument();
    expect(screen.getByLabelText("Estado")).toHaveValue("CLOSED");
    const [call] = liveCalls(fetchMock, "GET", "/api/purchase-orders");
    expect(queryOf(call!.url)).toEqual({ page: "1", status: "CLOSED", supplier_id: andina.id });
  });

  it("asks for the days the URL holds", async () => {
    const fetchMock = stubOrders();
    renderApp(`${PATH}?from=2026-11-01&to=2026-11-30`);
    await screen.findByText(draft.number);
    expect(screen.getByLabelText("Desde")).toHaveValue("01/11/2026");
    expect(queryOf(liveCalls(fetchMock, "GET", "/api/purchase-orders")[0]!.url)).toEqual({
      page: "1",
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("says under 'Hasta' when the range is backwards, and neither asks nor offers an export", async () => {
    const fetchMock = stubOrders();
    renderApp(`${PATH}?from=2026-11-30&to=2026-11-01`);
    expect(await screen.findByText("La fecha inicial debe ser anterior o igual a la final")).toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", "/api/purchase-orders")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Exportar" })).not.toBeInTheDocument();
  });

  it("offers 'Nueva orden' only to who may create orders, and opens the form", async () => {
    stubOrders(undefined, ["purchases:read"]);
    const view = renderApp(PATH);
    await screen.findByText(draft.number);
    expect(screen.queryByRole("button", { name: "Nueva orden" })).not.toBeInTheDocument();
    // No supplier filter for who may not read suppliers.
    expect(screen.queryByLabelText("Proveedor")).not.toBeInTheDocument();
    view.unmount();

    stubOrders();
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await user.click(await screen.findByRole("button", { name: "Nueva orden" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/purchase-orders/new"));
    expect(await screen.findByRole("heading", { level: 1, name: "Nueva orden de compra" })).toBeInTheDocument();
  });
});
