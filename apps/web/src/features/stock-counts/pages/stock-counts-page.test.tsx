import { stockCountMessages } from "@inventario/shared/stock-counts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { sheetPageOf, stockCount, summaryOf } from "../../../test/stock-count-fixtures";

setUpScreenTests();
beforeAll(() => Promise.all([import("./stock-counts-page"), import("./stock-count-page")]));

const PATH = "/dashboard/stock-counts";
const open = summaryOf(stockCount());
const applied = summaryOf(
  stockCount({
    id: "c-2",
    number: "CF-000011",
    status: "APPLIED",
    blind: true,
    applied_at: "2026-11-19T18:00:00.000Z",
    approved_by: "Administrador",
    net_value: -12500,
  }),
);

/** Two counts and the warehouses; `handler` answers first. */
function stubCounts(handler: MockHandler = () => undefined, permissions?: string[]) {
  return stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (isCall(request, "GET", "/api/stock-counts")) return jsonResponse(200, pageOf([open, applied]));
      if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal]));
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);
const rowOf = (number: string) => screen.getByRole("link", { name: number }).closest("tr")!;

describe("'Toma física': the counts", () => {
  it("lists number, warehouse, status, blind, who opened it, date, lines counted and the net adjustment", async () => {
    stubCounts();
    renderApp(PATH);
    await screen.findByRole("link", { name: open.number });

    expect(screen.getByRole("heading", { level: 1, name: "Toma física" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Lista de conteos físicos" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Número", "Bodega", "Estado", "A ciegas", "Abierto por", "Fecha", "Líneas contadas", "Ajuste neto"]);
    const first = rowOf(open.number);
    expect(within(first).getByRole("link", { name: open.number })).toHaveAttribute("href", `${PATH}/c-1`);
    expect(within(first).getByText("Abierto")).toBeInTheDocument();
    expect(within(first).getByText("No")).toBeInTheDocument();
    expect(within(first).getByText("—")).toBeInTheDocument();
    const second = rowOf(applied.number);
    expect(within(second).getByText("Aplicado")).toBeInTheDocument();
    expect(within(second).getByText("Sí")).toBeInTheDocument();
    expect(within(second).getByText(/^-\$\s12\.500,00$/)).toBeInTheDocument();
  });

  it("filters by status and warehouse through the URL, from page 1", async () => {
    const fetchMock = stubCounts();
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?page=2`);
    await screen.findByRole("link", { name: open.number });

    await user.selectOptions(screen.getByLabelText("Estado"), "En revisión");
    await waitFor(() => expect(router.state.location.search).toBe("?status=REVIEW"));
    await user.selectOptions(await screen.findByRole("combobox", { name: "Bodega" }), principal.name);
    await waitFor(() => expect(router.state.location.search).toBe("?status=REVIEW&warehouse=w-1"));
    await waitFor(() =>
      expect(queryOf(liveCalls(fetchMock, "GET", "/api/stock-counts").at(-1)!.url)).toEqual({
        page: "1",
        status: "REVIEW",
        warehouse_id: "w-1",
      }),
    );
  });

  it("offers 'Nuevo conteo' only to whoever approves counts", async () => {
    stubCounts(undefined, ["counts:read", "counts:count"]);
    renderApp(PATH);
    await screen.findByRole("link", { name: open.number });
    expect(screen.queryByRole("button", { name: "Nuevo conteo" })).not.toBeInTheDocument();
  });

  it("opens a count: warehouse, blind, scope with SKUs one per line or by commas, then goes to it", async () => {
    const created = stockCount({ id: "c-9", number: "CF-000013", blind: true, counted_lines: 0 });
    const fetchMock = stubCounts((request) => {
      if (isCall(request, "POST", "/api/stock-counts")) return jsonResponse(201, created);
      if (isCall(request, "GET", "/api/stock-counts/c-9")) return jsonResponse(200, created);
      if (isCall(request, "GET", "/api/stock-counts/c-9/lines")) return jsonResponse(200, sheetPageOf([]));
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await user.click(await screen.findByRole("button", { name: "Nuevo conteo" }));
    const dialog = await screen.findByRole("dialog", { name: "Nuevo conteo" });

    // The warehouse is required: the schema's message, nothing sent.
    await user.click(within(dialog).getByRole("button", { name: "Abrir conteo" }));
    expect(await within(dialog).findByText(stockCountMessages.warehouseRequired)).toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", "/api/stock-counts")).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText("Bodega"), principal.name);
    await user.click(within(dialog).getByRole("checkbox", { name: /Conteo a ciegas/ }));
    await user.type(within(dialog).getByLabelText("Categoría (opcional)"), "Granos");
    await user.type(within(dialog).getByLabelText("SKUs (opcional)"), "ARZ-500\nace-1000, ARZ-500");
    await user.type(within(dialog).getByLabelText("Nota (opcional)"), "Fin de mes");
    await user.click(within(dialog).getByRole("button", { name: "Abrir conteo" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/c-9`));
    expect(liveCalls(fetchMock, "POST", "/api/stock-counts")[0]!.body).toEqual({
      warehouse_id: "w-1",
      blind: true,
      scope: { category: "Granos", search: null, skus: ["ARZ-500", "ace-1000"] },
      note: "Fin de mes",
    });
    await waitFor(() => expect(toastsWithText("Conteo CF-000013 abierto")).toHaveLength(1));
    expect(await screen.findByRole("heading", { level: 1, name: "Conteo CF-000013" })).toBeInTheDocument();
  });

  it("says why no count shows: none at all, or none with the filters", async () => {
    stubCounts((request) => (isCall(request, "GET", "/api/stock-counts") ? jsonResponse(200, pageOf([])) : undefined));
    const view = renderApp(PATH);
    expect(await screen.findByText("No hay conteos registrados.")).toBeInTheDocument();
    view.unmount();
    renderApp(`${PATH}?status=OPEN`);
    expect(await screen.findByText("No hay conteos que coincidan con los filtros.")).toBeInTheDocument();
  });
});
