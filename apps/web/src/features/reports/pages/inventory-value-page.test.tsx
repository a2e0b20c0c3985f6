import { todayInBusinessZone } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import type { InventoryValuePage as InventoryValueReport, InventoryValueRow } from "@inventario/shared/reports";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Providers } from "../../../app/providers";
import { isoToText } from "../../../lib/date-text";
import { aceite, arroz, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, type MockRequest } from "../../../test/fetch-mock";
import { forbidden, pageOf, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";
import { InventoryValuePage } from "./inventory-value-page";

setUpScreenTests();

const PATH = "/dashboard/reports/inventory-value";
const REPORT_PATH = "/api/reports/inventory-value";
const today = todayInBusinessZone();
const medellin = { id: "w-3", identification: "7001234567", name: "Bodega Medellín", is_active: true };

const rowOf = (product: typeof arroz, unit: string | null, quantity: number, average: number, value: number) => ({
  product: { id: product.id, name: product.name, sku: product.sku, is_active: product.is_active },
  unit,
  balance: { quantity, average_cost: average, value },
});
const arrozRow: InventoryValueRow = rowOf(arroz, "KG", 15, 1100, 16500);
const aceiteRow: InventoryValueRow = rowOf({ ...aceite, is_active: false }, null, 0, 0, 0);

function report(request: MockRequest, overrides: Partial<InventoryValueReport> = {}): InventoryValueReport {
  const query = new URL(request.url, "http://localhost").searchParams;
  return {
    ...pageOf([arrozRow, aceiteRow], Number(query.get("page") ?? "1"), 1),
    date: query.get("date") ?? today,
    warehouse_id: query.get("warehouse_id"),
    total_value: query.get("warehouse_id") ? 16500 : 1234567.89,
    ...overrides,
  };
}

/**
 * The page under the route the reports screen gives it (the real route table is the reports screen's;
 * this test needs only the page and where its links lead).
 */
function openReport(search = "", answer: MockHandler = (request) => jsonResponse(200, report(request))) {
  const fetchMock = stubSignedIn((request) => {
    if (isCall(request, "GET", REPORT_PATH)) return answer(request);
    if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal, medellin]));
    return undefined;
  });
  const router = createMemoryRouter(
    [
      { path: PATH, element: <InventoryValuePage /> },
      { path: "/dashboard/products/view/:productId", element: <p>Detalle del producto</p> },
    ],
    { initialEntries: [`${PATH}${search}`] },
  );
  render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  const queries = () =>
    liveCalls(fetchMock, "GET", REPORT_PATH).map(({ url }) =>
      Object.fromEntries(new URL(url, "http://localhost").searchParams),
    );
  return { router, queries, user: userEvent.setup() };
}

const table = () => screen.getByRole("table", { name: "Valor del inventario por producto" });
const totalCard = () => screen.getByRole("region", { name: /^Valor total del inventario al/ });
const ddmmyyyy = (date: string) => date.split("-").reverse().join("/");

describe("inventory value report", () => {
  it("asks for today and shows the grand total and each product's units, average cost and value", async () => {
    const { queries } = openReport();
    expect(screen.getByRole("heading", { level: 2, name: "Valor del inventario" })).toBeInTheDocument();
    expect(await within(table()).findByText(arroz.name)).toBeInTheDocument();
    expect(queries().at(-1)).toEqual({ date: today, page: "1" });
    expect(screen.getByLabelText("Fecha")).toHaveValue(isoToText(today));
    // No later than today: the field's calendar offers no later month.
    fireEvent.click(screen.getByRole("button", { name: "Abrir calendario" }));
    const calendar = screen.getByRole("dialog", { name: "Elegir fecha: Fecha" });
    expect(within(calendar).getByRole("button", { name: "Mes siguiente" })).toBeDisabled();
    fireEvent.keyDown(within(calendar).getByRole("button", { current: "date" }), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    expect(totalCard()).toHaveTextContent(`Valor total del inventario al ${ddmmyyyy(today)}`);
    expect(within(totalCard()).getByText(/^\$\s1\.234\.567,89$/)).toBeInTheDocument();
    expect(totalCard()).toHaveTextContent("Todas las bodegas");
    expect(totalCard()).not.toHaveTextContent("búsqueda");

    const headers = within(table())
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Producto", "Cantidad", "Costo promedio", "Valor"]);
    const [, first, second] = within(table()).getAllByRole("row");
    // A link once the user's permissions are known (the shell waits for them; this page alone does not).
    expect(await within(first!).findByRole("link", { name: arroz.name })).toHaveAttribute(
      "href",
      `/dashboard/products/view/${arroz.id}`,
    );
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([`${arroz.name}${arroz.sku}`, "15 KG", formatPesos(1100), formatPesos(16500)]);
    // An inactive product is still valued, and says it is inactive.
    expect(
      within(second!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual([`${aceite.name}${aceite.sku}Inactivo`, "0", formatPesos(0), formatPesos(0)]);
  });

  it("keeps the date, warehouse, search and page in the URL; the total is the warehouse's, and a note says the search does not narrow it", async () => {
    const { router, queries, user } = openReport("?date=2026-10-31&page=2", (request) =>
      jsonResponse(200, { ...report(request), total_pages: 3 }),
    );
    await within(table()).findByText(arroz.name);
    expect(queries().at(-1)).toEqual({ date: "2026-10-31", page: "2" });
    expect(totalCard()).toHaveTextContent("Valor total del inventario al 31/10/2026");

    // The filter shows once the user's permissions say the warehouses may be listed.
    await screen.findByRole("option", { name: medellin.name });
    await user.selectOptions(screen.getByLabelText("Bodega"), medellin.name);
    await waitFor(() => expect(queries().at(-1)).toEqual({ date: "2026-10-31", warehouse_id: medellin.id, page: "1" }));
    await waitFor(() => expect(totalCard()).toHaveTextContent(`Bodega: ${medellin.name}`));
    expect(within(totalCard()).getByText(/^\$\s16\.500,00$/)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("warehouse")).toBe(medellin.id);

    await user.type(screen.getByRole("searchbox", { name: "Buscar por nombre o SKU del producto" }), "arroz");
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({ date: "2026-10-31", warehouse_id: medellin.id, search: "arroz", page: "1" }),
    );
    expect(
      await within(totalCard()).findByText("El total no depende de la búsqueda: es el de toda la bodega."),
    ).toBeInTheDocument();
    expect(router.state.location.search).toContain("search=arroz");

    await user.click(screen.getByRole("button", { name: "Página 3" }));
    await waitFor(() => expect(queries().at(-1)?.page).toBe("3"));

    await user.click(await within(table()).findByRole("link", { name: arroz.name }));
    expect(await screen.findByText("Detalle del producto")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/products/view/${arroz.id}`);
  });

  it("does not ask for a future date, and says why under the date", async () => {
    const { queries } = openReport("?date=2999-01-01");
    const date = await screen.findByLabelText("Fecha");
    expect(date).toHaveAccessibleDescription("La fecha no puede ser posterior a hoy");
    expect(within(table()).getByText("La fecha no puede ser posterior a hoy")).toBeInTheDocument();
    expect(queries()).toEqual([]);
  });

  it("says when no product matches the search", async () => {
    openReport("?search=zzz", (request) => jsonResponse(200, report(request, pageOf([]))));
    expect(await within(table()).findByText("Ningún producto coincide con «zzz».")).toBeInTheDocument();
    expect(within(table()).queryByText("No hay productos registrados.")).not.toBeInTheDocument();
    expect(totalCard()).toHaveTextContent(/\$\s1\.234\.567,89/);
    expect(totalCard()).toHaveTextContent("El total no depende de la búsqueda: es el de todo el inventario.");
  });

  it("says it is loading, then why it could not load", async () => {
    // Every request (strict mode sends two) waits for the refusal, each with its own response.
    const waiting: ((response: Response) => void)[] = [];
    openReport("", () => new Promise<Response>((resolve) => waiting.push(resolve)) as unknown as Response);
    expect(await within(table()).findByText("Cargando valor del inventario...")).toBeInTheDocument();
    for (const resolve of waiting) resolve(forbidden("No tienes permisos para ver los reportes"));
    expect(await within(table()).findByText("No tienes permisos para ver los reportes.")).toBeInTheDocument();
  });
});
