import type { WarehouseStockRow } from "@inventario/shared/warehouse-stock";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { arroz, principal } from "../../../test/catalog-fixtures";
import { heldResponse, isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";

setUpScreenTests();

const STOCK_API = `/api/warehouse/${principal.id}/stock`;
const STOCK_PATH = `/dashboard/warehouses/${principal.id}/stock`;

function row(overrides: Partial<WarehouseStockRow> & Pick<WarehouseStockRow, "id">): WarehouseStockRow {
  return {
    product: { id: arroz.id, name: arroz.name, sku: arroz.sku, category: "Granos" },
    lot_number: "L-1",
    unit: "KG",
    quantity: 1250,
    expiration_date: "2027-03-05",
    expired: false,
    reserved: 20,
    available: 1300,
    ...overrides,
  };
}

const lotL1 = row({ id: "lot-1" });
const lotOld = row({ id: "lot-2", lot_number: "V-9", quantity: 4, expiration_date: "2026-01-10", expired: true });

type StockAnswer = {
  data: WarehouseStockRow[];
  page?: number;
  total_pages?: number;
  total?: number;
  total_capped?: boolean;
  next_after?: string | null;
};

const stockPage = ({
  data,
  page = 1,
  total_pages = 1,
  total,
  total_capped = false,
  next_after = null,
}: StockAnswer) => ({
  data,
  page,
  total_pages,
  total: total ?? data.length,
  total_capped,
  next_after,
  warehouse: { id: principal.id, name: principal.name },
});

/** The stock answers `stock` (with the warehouse's name); anything else `handler`. */
function stubStock(
  stock: MockHandler = () => jsonResponse(200, stockPage({ data: [lotL1, lotOld] })),
  permissions?: readonly string[],
  handler: MockHandler = () => undefined,
) {
  return stubSignedIn(
    (request) => {
      if (isCall(request, "GET", STOCK_API)) return stock(request);
      return handler(request);
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

/** The queries the stock list was asked with, in order (cancelled ones left out). */
const stockQueries = (fetchMock: Parameters<typeof liveCalls>[0]) =>
  liveCalls(fetchMock, "GET", STOCK_API).map(({ url }) =>
    Object.fromEntries(new URL(url, "http://localhost").searchParams),
  );

const table = () => screen.getByRole("table", { name: "Existencias de la bodega" });

describe("Existencias of a warehouse", () => {
  it("names the warehouse, links back to 'Bodegas' and shows each lot with its figures", async () => {
    stubStock();
    renderApp(STOCK_PATH);

    expect(
      await screen.findByRole("heading", { level: 1, name: `Existencias — ${principal.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bodegas" })).toHaveAttribute("href", "/dashboard/warehouses");
    await screen.findByText("L-1");
    const headers = within(table())
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual([
      "Producto",
      "Categoría",
      "Lote",
      "Vence",
      "Cantidad",
      "Reservado (producto)",
      "Disponible (producto)",
    ]);
    const fresh = within(table()).getByText("L-1").closest("tr")!;
    expect(within(fresh).getByRole("link", { name: arroz.name })).toHaveAttribute(
      "href",
      `/dashboard/products/view/${arroz.id}`,
    );
    expect(fresh).toHaveTextContent(arroz.sku);
    expect(fresh).toHaveTextContent("05/03/2027");
    expect(fresh).toHaveTextContent("1.250 KG");
    expect(fresh).toHaveTextContent("20 KG");
    expect(fresh).toHaveTextContent("1.300 KG");
    expect(within(fresh).queryByText("Vencido")).not.toBeInTheDocument();
    const old = within(table()).getByText("V-9").closest("tr")!;
    expect(within(old).getByText("Vencido")).toBeInTheDocument();
    expect(old).toHaveTextContent("10/01/2026");
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Imprimir" })).toHaveAttribute(
      "href",
      `/dashboard/warehouses/${principal.id}/stock/print`,
    );
  });

  it("keeps the state, window, category and search in the URL and asks with them", async () => {
    const fetchMock = stubStock();
    const user = userEvent.setup();
    renderApp(`${STOCK_PATH}?state=expiring&days=60&category=Granos&search=arroz`);

    await screen.findByText("L-1");
    expect(screen.getByLabelText("Mostrar")).toHaveValue("expiring");
    expect(screen.getByLabelText("Vencen en")).toHaveValue("60");
    expect(screen.getByLabelText("Categoría")).toHaveValue("Granos");
    expect(screen.getByLabelText("Buscar producto por: nombre o SKU")).toHaveValue("arroz");
    expect(stockQueries(fetchMock).at(-1)).toEqual({
      state: "expiring",
      days: "60",
      category: "Granos",
      search: "arroz",
      page: "1",
    });
    expect(screen.getByRole("link", { name: "Imprimir" })).toHaveAttribute(
      "href",
      `/dashboard/warehouses/${principal.id}/stock/print?state=expiring&days=60&category=Granos&search=arroz`,
    );

    // 'Vencidos' has no window: the select goes, and the request leaves it out.
    await user.selectOptions(screen.getByLabelText("Mostrar"), "expired");
    await waitFor(() =>
      expect(stockQueries(fetchMock).at(-1)).toEqual({
        state: "expired",
        category: "Granos",
        search: "arroz",
        page: "1",
      }),
    );
    expect(screen.queryByLabelText("Vencen en")).not.toBeInTheDocument();

    // The category is typed like the search: applied once it stops changing.
    await user.clear(screen.getByLabelText("Categoría"));
    await waitFor(() =>
      expect(stockQueries(fetchMock).at(-1)).toEqual({ state: "expired", search: "arroz", page: "1" }),
    );
  });

  it("counts up to 1.000 and then pages on with 'Ver más líneas'", async () => {
    const fetchMock = stubStock((request) => {
      const query = new URL(request.url, "http://localhost").searchParams;
      if (query.get("after") === "lot-1") return jsonResponse(200, stockPage({ data: [lotOld] }));
      return jsonResponse(
        200,
        stockPage({ data: [lotL1], page: 100, total_pages: 100, total: 1000, total_capped: true, next_after: "lot-1" }),
      );
    });
    const user = userEvent.setup();
    renderApp(`${STOCK_PATH}?page=100`);

    expect(await screen.findByText("991–991 de más de 1.000")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver más líneas" }));

    await within(table()).findByText("V-9");
    expect(stockQueries(fetchMock).at(-1)).toEqual({ state: "stocked", after: "lot-1" });
    expect(screen.queryByRole("button", { name: "Ver más líneas" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Volver al inicio" }));
    await waitFor(() => expect(stockQueries(fetchMock).at(-1)).toEqual({ state: "stocked", page: "1" }));
  });

  it("says it is loading, that the warehouse holds nothing, what no product matched, and a failure", async () => {
    const answer = heldResponse();
    let mode: "held" | "empty" | "error" = "held";
    stubStock(() => {
      if (mode === "held") return answer.respond();
      if (mode === "error") return jsonResponse(500, { message: "Error interno", code: "INTERNAL" });
      return jsonResponse(200, stockPage({ data: [] }));
    });
    const user = userEvent.setup();
    renderApp(`${STOCK_PATH}?state=expired`);

    expect(await screen.findByText("Cargando existencias...")).toBeInTheDocument();
    mode = "empty";
    await answer.answer(jsonResponse(200, stockPage({ data: [] })));
    expect(await screen.findByText("La bodega no tiene lotes vencidos.")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Buscar producto por: nombre o SKU"), "zzz");
    expect(await screen.findByText("Ningún producto de la bodega coincide con «zzz».")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Limpiar búsqueda" }));

    mode = "error";
    await user.selectOptions(screen.getByLabelText("Mostrar"), "stocked");
    expect(await within(table()).findByText("Ocurrió un error obteniendo las existencias")).toBeInTheDocument();
    expect(within(table()).getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });

  it("opens for inventory:read alone, named by the stock's own answer", async () => {
    stubStock(undefined, ["inventory:read"]);
    renderApp(STOCK_PATH);

    expect(
      await screen.findByRole("heading", { level: 1, name: `Existencias — ${principal.name}` }),
    ).toBeInTheDocument();
    await screen.findByText("L-1");
    // Products it may not read: their names are plain text.
    expect(within(table()).queryByRole("link", { name: arroz.name })).not.toBeInTheDocument();
  });

  it("is 'Sin acceso' without inventory:read, even for who reads the warehouses", async () => {
    const fetchMock = stubStock(() => forbidden("No tienes permisos"), ["warehouses:read"]);
    renderApp(STOCK_PATH);

    expect(await screen.findByRole("heading", { name: "Sin acceso" })).toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", STOCK_API)).toHaveLength(0);
  });
});

describe("its print view", () => {
  it("follows next_after up to 500 lines and says the export has the rest", async () => {
    let pages = 0;
    const fetchMock = stubStock(() => {
      pages += 1;
      const data = Array.from({ length: 10 }, (_, index) =>
        row({ id: `lot-${pages}-${index}`, lot_number: `P-${index}` }),
      );
      return jsonResponse(200, stockPage({ data, total: 1000, total_capped: true, next_after: `lot-${pages}-9` }));
    });
    renderApp(`${STOCK_PATH}/print?state=expired&search=arroz`);

    expect(
      await screen.findByText("Se muestran las primeras 500 líneas: para la lista completa use Exportar."),
    ).toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", STOCK_API)).toHaveLength(50);
    const queries = stockQueries(fetchMock);
    expect(queries[0]).toEqual({ state: "expired", search: "arroz", page: "1" });
    expect(queries[1]).toMatchObject({
      state: "expired",
      search: "arroz",
      after: expect.stringMatching(/^lot-\d+-9$/),
    });
    const preview = screen.getByRole("region", { name: "Vista previa de las existencias" });
    expect(preview).toHaveTextContent("Vencidos");
    expect(preview).toHaveTextContent("«arroz»");
    expect(screen.getByRole("link", { name: "Volver a existencias" })).toHaveAttribute(
      "href",
      `${STOCK_PATH}?state=expired&search=arroz`,
    );
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeEnabled();
  });
});
