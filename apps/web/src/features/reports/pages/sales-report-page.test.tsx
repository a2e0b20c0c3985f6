import { addDays } from "@inventario/shared/alerts";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import type { SalesReport, SalesReportRow, SalesTopProducts, TopProduct } from "@inventario/shared/reports";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { isoToText } from "../../../lib/date-text";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import {
  hangingResponse,
  isCall,
  jsonResponse,
  liveCalls,
  type MockHandler,
  type MockRequest,
} from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";
import { salesBars } from "../components/sales-chart";

setUpScreenTests();
beforeAll(async () => {
  await import("./reports-layout");
  await import("./sales-report-page");
});

const PATH = "/dashboard/reports/sales";
const REPORT_PATH = "/api/reports/sales";
const TOP_PATH = "/api/reports/sales/top-products";
const today = todayInBusinessZone();

const row = (key: string, label: string, sales: number, units: number, amount: number, detail: string | null = null) =>
  ({ key, label, detail, sales, units, amount, average_ticket: sales ? amount / sales : 0 }) satisfies SalesReportRow;

const days = [row("2026-11-01", "01/11/2026", 2, 5, 30000), row("2026-11-02", "02/11/2026", 0, 0, 0)];

function reportFor(request: MockRequest, overrides: Partial<SalesReport> = {}): SalesReport {
  const query = new URL(request.url, "http://localhost").searchParams;
  const group = (query.get("group") ?? "day") as SalesReport["group"];
  const data = group === "product" ? [row(arroz.id, arroz.name, 2, 5, 30000, arroz.sku)] : group === "day" ? days : [];
  return {
    data,
    page: Number(query.get("page") ?? "1"),
    total_pages: 2,
    total: 12,
    from: query.get("from") ?? addDays(today, -29),
    to: query.get("to") ?? today,
    group,
    totals: { sales: 2, units: 5, amount: 30000, average_ticket: 15000 },
    chart: { period: "day", rows: days },
    ...overrides,
  };
}

const bestSellers: TopProduct[] = [
  { product: { id: arroz.id, name: arroz.name, sku: arroz.sku }, units: 3, amount: 18000 },
  { product: { id: aceite.id, name: aceite.name, sku: aceite.sku }, units: 2, amount: 12000 },
];

function topFor(request: MockRequest, products = bestSellers): SalesTopProducts {
  const query = new URL(request.url, "http://localhost").searchParams;
  return { from: query.get("from") ?? addDays(today, -29), to: query.get("to") ?? today, products };
}

/** The screen with the server's answers: the report and, asked apart, its top products. */
function openReport(
  search = "",
  {
    report = (request) => jsonResponse(200, reportFor(request)),
    top = (request) => jsonResponse(200, topFor(request)),
  }: { report?: MockHandler; top?: MockHandler } = {},
) {
  const fetchMock = stubSignedIn((request) =>
    isCall(request, "GET", REPORT_PATH) ? report(request) : isCall(request, "GET", TOP_PATH) ? top(request) : undefined,
  );
  const { router } = renderApp(`${PATH}${search}`);
  const queriesTo = (path: string) =>
    liveCalls(fetchMock, "GET", path).map(({ url }) =>
      Object.fromEntries(new URL(url, "http://localhost").searchParams),
    );
  return {
    router,
    queries: () => queriesTo(REPORT_PATH),
    topQueries: () => queriesTo(TOP_PATH),
    user: userEvent.setup(),
  };
}

const rowsTable = (name = "Ventas por día") => screen.findByRole("table", { name });
const topTable = () => screen.findByRole("table", { name: "Los 10 productos con mayor total vendido en el rango" });
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("sales report", () => {
  it("asks for the last 30 days by day and shows the totals, the rows, the chart's figures and the top products", async () => {
    const { queries, topQueries } = openReport();
    expect(await screen.findByRole("heading", { level: 1, name: "Reportes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ventas" })).toHaveAttribute("aria-current", "page");
    expect(await within(await rowsTable()).findByText("01/11/2026")).toBeInTheDocument();
    expect(queries().at(-1)).toEqual({ from: addDays(today, -29), to: today, group: "day", page: "1" });
    // Shown as dd/mm/aaaa (the app's date field); the query above carries them as YYYY-MM-DD.
    expect(screen.getByLabelText("Desde")).toHaveValue(isoToText(addDays(today, -29)));
    expect(screen.getByLabelText("Hasta")).toHaveValue(isoToText(today));

    const totals = screen.getByRole("region", { name: "Totales del rango" });
    const figureOf = (label: string) => within(totals).getByText(label).nextSibling?.textContent;
    expect(figureOf("Ventas")).toBe("2");
    expect(figureOf("Unidades")).toBe("5");
    expect(figureOf("Ticket promedio")).toBe(formatPesos(15000));
    expect(figureOf("Total")).toBe(formatPesos(30000));

    const [, first, second] = within(await rowsTable()).getAllByRole("row");
    expect(cells(first!)).toEqual(["01/11/2026", "2", "5", formatPesos(15000), formatPesos(30000)]);
    expect(cells(second!)).toEqual(["02/11/2026", "0", "0", formatPesos(0), formatPesos(0)]);

    const top = await topTable();
    expect(await within(top).findByRole("link", { name: arroz.name })).toBeInTheDocument();
    expect(topQueries()).toEqual([{ from: addDays(today, -29), to: today }]);
    const [, best, runnerUp] = within(top).getAllByRole("row");
    expect(within(best!).getByRole("link", { name: arroz.name })).toHaveAttribute(
      "href",
      `/dashboard/products/view/${arroz.id}`,
    );
    expect(cells(best!)).toEqual(["1", `${arroz.name}${arroz.sku}`, "3", formatPesos(18000)]);
    expect(cells(runnerUp!)).toEqual(["2", `${aceite.name}${aceite.sku}`, "2", formatPesos(12000)]);
  });

  it("gives the chart its figures and a table with the same figures for screen readers, shown on 'Ver como tabla'", async () => {
    const { user } = openReport();
    const figure = await screen.findByRole("figure", { name: "Total vendido por día" });
    const chart = await within(figure).findByRole("img");
    expect(chart.getAttribute("aria-label")).toMatch(/^Gráfico de barras del total vendido por día, 2 barras/);
    // What the bars are drawn from (chartist draws them in a browser; jsdom has no matchMedia for it).
    const bars = salesBars(days, "day");
    expect(bars.labels).toEqual(["01/11", "02/11"]);
    expect(bars.series).toEqual([{ name: "Total", color: expect.any(String), values: [30000, 0] }]);

    // The alternative is there all the time (visually hidden), with every period's figures.
    const alternative = within(figure).getByRole("table", { name: "Total vendido por día" });
    expect(alternative.closest(".sr-only")).not.toBeNull();
    const [, first] = within(alternative).getAllByRole("row");
    expect(within(first!).getByRole("rowheader")).toHaveTextContent("01/11/2026");
    expect(cells(first!)).toEqual(["2", formatPesos(30000)]);

    await user.click(within(figure).getByRole("button", { name: "Ver como tabla" }));
    expect(within(figure).queryByRole("img")).not.toBeInTheDocument();
    expect(within(figure).getByRole("table").closest(".sr-only")).toBeNull();
    expect(within(figure).getByRole("button", { name: "Ver gráfico" })).toHaveAttribute("aria-pressed", "true");
  });

  it("keeps the range, grouping and page in the URL; a new grouping starts at page 1", async () => {
    const { router, queries, topQueries, user } = openReport("?from=2026-11-01&to=2026-11-12&page=2");
    await within(await rowsTable()).findByText("01/11/2026");
    expect(queries().at(-1)).toEqual({ from: "2026-11-01", to: "2026-11-12", group: "day", page: "2" });
    await within(await topTable()).findByRole("link", { name: arroz.name });
    expect(topQueries()).toEqual([{ from: "2026-11-01", to: "2026-11-12" }]);

    await user.selectOptions(screen.getByLabelText("Agrupar por"), "Producto");
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({ from: "2026-11-01", to: "2026-11-12", group: "product", page: "1" }),
    );
    const table = await screen.findByRole("table", { name: "Ventas por producto" });
    expect(within(table).getAllByRole("columnheader")[0]).toHaveTextContent("Producto");
    expect(await within(table).findByText(arroz.sku)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get("group")).toBe("product");

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await waitFor(() => expect(queries().at(-1)?.page).toBe("2"));
    // The top 10 depends on the range only: a new grouping or page does not ask for it again.
    expect(topQueries()).toEqual([{ from: "2026-11-01", to: "2026-11-12" }]);
  });

  it("says what the server would refuse under the field instead of asking", async () => {
    const { queries, topQueries } = openReport("?from=2026-11-10&to=2026-11-01");
    expect(
      await screen.findByText("La fecha inicial debe ser anterior o igual a la final", { selector: "p" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Hasta")).toHaveAttribute("aria-invalid", "true");
    expect(
      within(await topTable()).getByText("La fecha inicial debe ser anterior o igual a la final"),
    ).toBeInTheDocument();
    expect(queries()).toEqual([]);
    expect(topQueries()).toEqual([]);

    const tooLong = openReport("?from=2020-01-01&to=2024-06-01");
    expect(await screen.findAllByText("El rango admite como máximo 3 años")).not.toHaveLength(0);
    expect(tooLong.queries()).toEqual([]);
  });

  it("shows an empty range and a refusal in Spanish", async () => {
    openReport("", {
      report: (request) =>
        jsonResponse(
          200,
          reportFor(request, {
            data: [],
            total: 0,
            total_pages: 0,
            totals: { sales: 0, units: 0, amount: 0, average_ticket: 0 },
          }),
        ),
      top: (request) => jsonResponse(200, topFor(request, [])),
    });
    expect(await within(await rowsTable()).findByText("No hay ventas en el rango.")).toBeInTheDocument();
    expect(await within(await topTable()).findByText("Ningún producto se vendió en el rango.")).toBeInTheDocument();
  });

  it("shows the top products while the report is still loading, each with its own loading text", async () => {
    openReport("", { report: (request) => hangingResponse(request.signal) });
    expect(await within(await topTable()).findByRole("link", { name: arroz.name })).toBeInTheDocument();
    expect(within(await rowsTable()).getByRole("status")).toHaveTextContent("Cargando el reporte de ventas...");
  });

  it("shows the report while the top products still load", async () => {
    openReport("", { top: (request) => hangingResponse(request.signal) });
    expect(await within(await rowsTable()).findByText("01/11/2026")).toBeInTheDocument();
    expect(within(await topTable()).getByRole("status")).toHaveTextContent("Cargando los productos más vendidos...");
  });

  it("keeps the report when the top products fail: the panel says so", async () => {
    openReport("", { top: () => jsonResponse(500, { message: "Error interno", code: "INTERNAL" }) });
    expect(await within(await rowsTable()).findByText("01/11/2026")).toBeInTheDocument();
    // One retry after a 5xx (about a second) before the failure is shown.
    expect(
      await within(await topTable()).findByText(
        "No se pudieron cargar los productos más vendidos.",
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(within(await rowsTable()).getByText("01/11/2026")).toBeInTheDocument();
    const totals = screen.getByRole("region", { name: "Totales del rango" });
    expect(within(totals).getByText("Total").nextSibling?.textContent).toBe(formatPesos(30000));
  });

  it("tells a user without reports:read that they may not see it", async () => {
    openReport("", { report: () => forbidden("No tienes permiso"), top: () => forbidden("No tienes permiso") });
    expect(await within(await rowsTable()).findByText("No tienes permisos para ver los reportes.")).toBeInTheDocument();
    expect(await within(await topTable()).findByText("No tienes permisos para ver los reportes.")).toBeInTheDocument();
  });
});
