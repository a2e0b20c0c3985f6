import { todayInBusinessZone } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import type { KardexPage, KardexRow } from "@inventario/shared/reports";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { isoToText } from "../../../lib/date-text";
import { arroz, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, type MockRequest } from "../../../test/fetch-mock";
import { PRODUCT_PATH, setUpDetailTests, stubDetail } from "../../../test/product-detail-fixtures";
import { renderApp } from "../../../test/render-app";

setUpDetailTests();

const KARDEX_PATH = `/api/product/${arroz.id}/kardex`;
const today = todayInBusinessZone();
const firstOfMonth = `${today.slice(0, 8)}01`;

function kardexRow(overrides: Partial<KardexRow> & Pick<KardexRow, "id">): KardexRow {
  return {
    created_at: "2026-11-03T14:05:00.000Z",
    type: "IN",
    type_label: "Entrada",
    document: "Compra 77",
    warehouse: { id: principal.id, name: principal.name },
    lot_number: "L-2",
    unit: "KG",
    entry: null,
    exit: null,
    balance: { quantity: 0, average_cost: 0, value: 0 },
    ...overrides,
  };
}

/**
 * 10 KG at $1.000 before the range; an entry of 10 at $1.200 (20 at $1.100, $22.000); a withdrawal of 5
 * at that average ($5.500) leaves 15 worth $16.500.
 */
const entryRow = kardexRow({
  id: "k-1",
  entry: { quantity: 10, unit_cost: 1200, total: 12000 },
  balance: { quantity: 20, average_cost: 1100, value: 22000 },
});
const withdrawalRow = kardexRow({
  id: "k-2",
  created_at: "2026-11-04T15:30:00.000Z",
  type: "WITHDRAWAL",
  type_label: "Retiro",
  document: "Merma bodega",
  lot_number: null,
  exit: { quantity: 5, unit_cost: 1100, total: 5500 },
  balance: { quantity: 15, average_cost: 1100, value: 16500 },
});

function kardexPage(request: MockRequest, overrides: Partial<KardexPage> = {}): KardexPage {
  const query = new URL(request.url, "http://localhost").searchParams;
  const page = Number(query.get("page") ?? "1");
  return {
    data: [entryRow, withdrawalRow],
    page,
    total_pages: 1,
    total: 2,
    product: { id: arroz.id, name: arroz.name, sku: arroz.sku },
    from: query.get("from") ?? firstOfMonth,
    to: query.get("to") ?? today,
    warehouse_id: query.get("warehouse_id"),
    opening: { quantity: 10, average_cost: 1000, value: 10000 },
    closing: { quantity: 15, average_cost: 1100, value: 16500 },
    ...overrides,
  };
}

const kardexAnswer =
  (answer: (request: MockRequest) => Response = (request) => jsonResponse(200, kardexPage(request))): MockHandler =>
  (request) =>
    isCall(request, "GET", KARDEX_PATH) ? answer(request) : undefined;

/** The product's screen at `search` (its URL's query), signed in with `permissions`. */
async function openKardex(
  search = "",
  override: MockHandler = kardexAnswer(),
  permissions = ["reports:read", "warehouses:read"],
) {
  const fetchMock = stubDetail({}, override, permissions);
  const user = userEvent.setup();
  const { router } = renderApp(`${PRODUCT_PATH}${search}`);
  await screen.findByRole("heading", { level: 2, name: arroz.name });
  const kardexQueries = () =>
    liveCalls(fetchMock, "GET", KARDEX_PATH).map(({ url }) =>
      Object.fromEntries(new URL(url, "http://localhost").searchParams),
    );
  return { fetchMock, user, router, kardexQueries };
}

const kardexTable = () => screen.getByRole("table", { name: "Kardex valorizado" });
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const rowWith = (text: string) => within(kardexTable()).getByText(text).closest("tr")!;

describe("product kardex", () => {
  it("is not shown to someone who may not read reports, and not asked for", async () => {
    const { kardexQueries } = await openKardex("", kardexAnswer(), []);
    await screen.findByRole("table", { name: "Historial de inventario" });
    expect(screen.queryByRole("heading", { level: 2, name: "Kardex" })).not.toBeInTheDocument();
    expect(kardexQueries()).toEqual([]);
  });

  it("has no warehouse filter for whoever may not read the warehouses, and asks for none", async () => {
    const { fetchMock } = await openKardex("", kardexAnswer(), ["reports:read"]);
    await within(await screen.findByRole("table", { name: "Kardex valorizado" })).findByText("Compra 77");
    expect(screen.queryByLabelText("Bodega")).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", "/api/warehouse")).toHaveLength(0);
  });

  it("asks for this month by default and shows the opening balance, each movement's figures and the closing one", async () => {
    const { kardexQueries } = await openKardex();
    expect(await screen.findByRole("heading", { level: 2, name: "Kardex" })).toBeInTheDocument();
    // Shown as dd/mm/aaaa (the app's date field); the query carries them as YYYY-MM-DD.
    expect(screen.getByLabelText("Desde")).toHaveValue(isoToText(firstOfMonth));
    expect(screen.getByLabelText("Hasta")).toHaveValue(isoToText(today));
    expect(screen.getByLabelText("Bodega")).toHaveValue("");
    await within(kardexTable()).findByText("Compra 77");
    expect(kardexQueries().at(-1)).toEqual({ from: firstOfMonth, to: today, page: "1" });

    // The two-level header: three groups of three figures after the movement's own columns.
    const headers = within(kardexTable())
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual([
      "Fecha",
      "Tipo",
      "Documento",
      "Bodega",
      "Lote",
      "Entradas",
      "Salidas",
      "Saldo",
      "Cantidad",
      "Costo unitario",
      "Total",
      "Cantidad",
      "Costo unitario",
      "Total",
      "Cantidad",
      "Costo promedio",
      "Valor total",
    ]);

    const bodyRows = within(kardexTable()).getAllByRole("row").slice(2);
    const [opening, entry, withdrawal, closing] = bodyRows;
    expect(bodyRows).toHaveLength(4);
    expect(within(opening!).getByRole("rowheader")).toHaveTextContent(
      `Saldo inicial${firstOfMonth.split("-").reverse().join("/")}`,
    );
    expect(cellTexts(opening!).slice(-3)).toEqual(["10", formatPesos(1000), formatPesos(10000)]);
    expect(cellTexts(entry!)).toEqual([
      "03/11/20269:05 a. m.",
      "Entrada",
      "Compra 77",
      principal.name,
      "L-2",
      "10 KG",
      formatPesos(1200),
      formatPesos(12000),
      "",
      "",
      "",
      "20",
      formatPesos(1100),
      formatPesos(22000),
    ]);
    expect(cellTexts(withdrawal!).slice(1, 14)).toEqual([
      "Retiro",
      "Merma bodega",
      principal.name,
      "-",
      "",
      "",
      "",
      "5 KG",
      formatPesos(1100),
      formatPesos(5500),
      "15",
      formatPesos(1100),
      formatPesos(16500),
    ]);
    expect(cellTexts(withdrawal!)[12]).toMatch(/^\$\s1\.100,00$/);
    expect(closing!.closest("tfoot")).not.toBeNull();
    expect(within(closing!).getByRole("rowheader")).toHaveTextContent(
      `Saldo final${today.split("-").reverse().join("/")}`,
    );
    expect(cellTexts(closing!).slice(-3)).toEqual(["15", formatPesos(1100), formatPesos(16500)]);

    // Both balances also above the table, in view without scrolling it sideways.
    const summary = (label: string) => screen.getByText(label).parentElement!.textContent;
    expect(summary(`Saldo inicial (${firstOfMonth.split("-").reverse().join("/")})`)).toBe(
      `Saldo inicial (${firstOfMonth.split("-").reverse().join("/")})${formatPesos(10000)}Cantidad 10 · Costo promedio ${formatPesos(1000)}`,
    );
    expect(summary(`Saldo final (${today.split("-").reverse().join("/")})`)).toBe(
      `Saldo final (${today.split("-").reverse().join("/")})${formatPesos(16500)}Cantidad 15 · Costo promedio ${formatPesos(1100)}`,
    );
  });

  it("reads its filters from the URL and keeps new ones there, back on page 1", async () => {
    const { user, router, kardexQueries } = await openKardex(
      "?kardex_from=2026-10-01&kardex_to=2026-10-31&kardex_page=2",
      kardexAnswer((request) => jsonResponse(200, kardexPage(request, { total_pages: 3, total: 120 }))),
    );
    await within(await screen.findByRole("table", { name: "Kardex valorizado" })).findByText("Compra 77");
    expect(kardexQueries().at(-1)).toEqual({ from: "2026-10-01", to: "2026-10-31", page: "2" });
    // Page 2 continues the range: its opening balance belongs to page 1.
    expect(within(kardexTable()).queryByText("Saldo inicial")).not.toBeInTheDocument();
    expect(within(kardexTable()).getByText("Saldo final")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Página 2" })).toHaveAttribute("aria-current", "page");

    await user.selectOptions(screen.getByLabelText("Bodega"), principal.name);
    await waitFor(() =>
      expect(kardexQueries().at(-1)).toEqual({
        from: "2026-10-01",
        to: "2026-10-31",
        warehouse_id: principal.id,
        page: "1",
      }),
    );
    expect(new URLSearchParams(router.state.location.search).get("kardex_warehouse")).toBe(principal.id);
    expect(router.state.location.search).not.toContain("kardex_page");

    await user.click(screen.getByRole("button", { name: "Página 3" }));
    await waitFor(() => expect(kardexQueries().at(-1)?.page).toBe("3"));
    expect(router.state.location.search).toContain("kardex_page=3");
  });

  it("shows the balances and says so when the range has no movements", async () => {
    await openKardex(
      "",
      kardexAnswer((request) =>
        jsonResponse(
          200,
          kardexPage(request, {
            data: [],
            total: 0,
            total_pages: 0,
            closing: { quantity: 10, average_cost: 1000, value: 10000 },
          }),
        ),
      ),
    );
    expect(await screen.findByText("Sin movimientos en el rango")).toBeInTheDocument();
    expect(cellTexts(rowWith("Saldo inicial")).slice(-3)).toEqual(["10", formatPesos(1000), formatPesos(10000)]);
    expect(cellTexts(rowWith("Saldo final")).slice(-3)).toEqual(["10", formatPesos(1000), formatPesos(10000)]);
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
  });

  it("says it is loading, then why nothing could be loaded", async () => {
    // Every request waits until the server fails; after that it fails at once (a 5xx is tried twice).
    const waiting: ((response: Response) => void)[] = [];
    let failing = false;
    const failure = () => jsonResponse(500, { message: "falló", code: "INTERNAL" });
    await openKardex(
      "",
      kardexAnswer(() =>
        failing ? failure() : (new Promise<Response>((resolve) => waiting.push(resolve)) as unknown as Response),
      ),
    );
    const table = await screen.findByRole("table", { name: "Kardex valorizado" });
    expect(await within(table).findByText("Cargando kardex...")).toBeInTheDocument();
    failing = true;
    for (const resolve of waiting) resolve(failure());
    expect(
      await within(kardexTable()).findByText("No se pudo cargar el kardex.", {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(within(kardexTable()).queryByText("Saldo final")).not.toBeInTheDocument();
  });

  it("does not ask for a range that ends before it starts, and says why under 'Hasta'", async () => {
    const { kardexQueries } = await openKardex("?kardex_from=2026-10-15&kardex_to=2026-10-01");
    const to = await screen.findByLabelText("Hasta");
    expect(to).toHaveAccessibleDescription("La fecha inicial debe ser anterior o igual a la final");
    expect(to).toHaveAttribute("aria-invalid", "true");
    expect(kardexQueries()).toEqual([]);
  });
});
