import { addDays } from "@inventario/shared/alerts";
import { formatDateEsCo, todayInBusinessZone } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import { periodLabel, periodStart, periodsBetween, type SalesPeriod } from "@inventario/shared/report-periods";
import type { SalesReport, SalesReportRow, SalesTaxes, SalesTopProducts, TopProduct } from "@inventario/shared/reports";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { isoToText } from "../../../lib/date-text";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import {
  hangingResponse,
  heldResponse,
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
const TAXES_PATH = "/api/reports/sales/taxes";
const today = todayInBusinessZone();
const date = (days: number) => formatDateEsCo(addDays(today, days));

const row = (key: string, label: string, sales: number, units: number, amount: number, detail: string | null = null) =>
  ({ key, label, detail, sales, units, amount, average_ticket: sales ? amount / sales : 0 }) satisfies SalesReportRow;

/** What was sold on each business date: [sales, units, amount]. */
type DailySales = Record<string, [number, number, number]>;

/** By default: yesterday one sale of 2 units for $ 12.000, five days ago one of 3 units for $ 18.000. */
const recentSales: DailySales = { [addDays(today, -1)]: [1, 2, 12000], [addDays(today, -5)]: [1, 3, 18000] };

/** Every period of the range, oldest first, zeros included, as the server's `chart.rows`. */
function periodRows(from: string, to: string, period: SalesPeriod, daily: DailySales): SalesReportRow[] {
  const sums = new Map<string, [number, number, number]>();
  for (const [day, [sales, units, amount]] of Object.entries(daily)) {
    if (day < from || day > to) continue;
    const start = periodStart(day, period);
    const [s, u, a] = sums.get(start) ?? [0, 0, 0];
    sums.set(start, [s + sales, u + units, a + amount]);
  }
  return periodsBetween(from, to, period).map((start) => {
    const [sales, units, amount] = sums.get(start) ?? [0, 0, 0];
    return row(start, periodLabel(start, period), sales, units, amount);
  });
}

/** The server's answer (issue 35): by period, the periods with sales newest first on one page. */
function reportFor(request: MockRequest, daily: DailySales = recentSales, overrides: Partial<SalesReport> = {}) {
  const query = new URL(request.url, "http://localhost").searchParams;
  const group = (query.get("group") ?? "day") as SalesReport["group"];
  const from = query.get("from") ?? addDays(today, -29);
  const to = query.get("to") ?? today;
  const period = group === "week" || group === "month" ? group : "day";
  const chart = periodRows(from, to, period, daily);
  const sum = (index: 0 | 1 | 2) =>
    Object.entries(daily)
      .filter(([day]) => day >= from && day <= to)
      .reduce((total, [, figures]) => total + figures[index], 0);
  const totals = { sales: sum(0), units: sum(1), amount: sum(2), average_ticket: sum(0) ? sum(2) / sum(0) : 0 };
  const byPeriod = group === "day" || group === "week" || group === "month";
  const sold = chart.filter((period) => period.sales > 0).reverse();
  const data = byPeriod ? sold : group === "product" ? [row(arroz.id, arroz.name, 2, 5, 30000, arroz.sku)] : [];
  return {
    data,
    page: Number(query.get("page") ?? "1"),
    total_pages: byPeriod ? (sold.length > 0 ? 1 : 0) : 2,
    total: byPeriod ? sold.length : 12,
    from,
    to,
    group,
    totals,
    chart: { period, rows: chart },
    ...overrides,
  } satisfies SalesReport;
}

const bestSellers: TopProduct[] = [
  { product: { id: arroz.id, name: arroz.name, sku: arroz.sku }, units: 3, amount: 18000 },
  { product: { id: aceite.id, name: aceite.name, sku: aceite.sku }, units: 2, amount: 12000 },
];

function topFor(request: MockRequest, products = bestSellers): SalesTopProducts {
  const query = new URL(request.url, "http://localhost").searchParams;
  return { from: query.get("from") ?? addDays(today, -29), to: query.get("to") ?? today, products };
}

/** $ 30.000: $ 23.800 of IVA 19 % (base $ 20.000, IVA $ 3.800) and $ 6.200 excluded from IVA. */
function taxesFor(request: MockRequest): SalesTaxes {
  const query = new URL(request.url, "http://localhost").searchParams;
  return {
    from: query.get("from") ?? addDays(today, -29),
    to: query.get("to") ?? today,
    subtotal: 26200,
    taxes: [
      { tax_class: "IVA_19", base: 20000, tax: 3800 },
      { tax_class: "EXCLUIDO", base: 6200, tax: 0 },
    ],
  };
}

/** The screen with the server's answers: the report and, asked apart, its top products and its IVA. */
function openReport(
  search = "",
  {
    report = (request) => jsonResponse(200, reportFor(request)),
    top = (request) => jsonResponse(200, topFor(request)),
    taxes = (request) => jsonResponse(200, taxesFor(request)),
  }: { report?: MockHandler; top?: MockHandler; taxes?: MockHandler } = {},
) {
  const fetchMock = stubSignedIn((request) =>
    isCall(request, "GET", REPORT_PATH)
      ? report(request)
      : isCall(request, "GET", TOP_PATH)
        ? top(request)
        : isCall(request, "GET", TAXES_PATH)
          ? taxes(request)
          : undefined,
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
    taxQueries: () => queriesTo(TAXES_PATH),
    user: userEvent.setup(),
  };
}

const rowsTable = (name = "Ventas por día") => screen.findByRole("table", { name });
const topTable = () => screen.findByRole("table", { name: "Los 10 productos con mayor total vendido en el rango" });
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
/** Every cell of a row, its header included. */
const rowTexts = (tr: Element) => [...tr.children].map((cell) => cell.textContent);
/** The table's body rows as their texts, in order. */
const bodyRows = (table: HTMLElement) => [...table.querySelectorAll("tbody tr")].map(rowTexts);
/** The table's foot rows (its totals and IVA) as their texts, waiting for `until` to show. */
async function footRows(table: HTMLElement, until: string) {
  await within(table).findByText(until);
  return [...table.querySelectorAll("tfoot tr")].map(rowTexts);
}

describe("sales report", () => {
  it("asks for the last 30 days by day and shows the totals, the days with sales newest first, and the top products", async () => {
    const { queries, topQueries, taxQueries } = openReport();
    expect(await screen.findByRole("heading", { level: 1, name: "Reportes" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ventas" })).toHaveAttribute("aria-current", "page");
    const table = await rowsTable();
    expect(await within(table).findByText(date(-1))).toBeInTheDocument();
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

    // Newest first, as the server lists them, with the days without sales between them folded into one line.
    expect(bodyRows(table)).toEqual([
      [`Sin ventas: 1 día (${date(0)})`],
      [date(-1), "1", "2", formatPesos(12000), formatPesos(12000)],
      [`Sin ventas: 3 días (${date(-4)} – ${date(-2)})`],
      [date(-5), "1", "3", formatPesos(18000), formatPesos(18000)],
      [`Sin ventas: 24 días (${date(-29)} – ${date(-6)})`],
    ]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(cells(second!)).toEqual([date(-1), "1", "2", formatPesos(12000), formatPesos(12000)]);
    expect(first!.querySelector("td")).toHaveAttribute("colspan", "5");
    // Every day on one page: no pagination, no "1–2 de 2".
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
    expect(screen.queryByText("1–2 de 2")).not.toBeInTheDocument();

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
    expect(taxQueries()).toEqual([{ from: addDays(today, -29), to: today }]);
  });

  it("folds the runs of days without sales between, after and before the days listed", async () => {
    const daily: DailySales = {
      "2026-03-02": [1, 1, 5000],
      "2026-03-06": [2, 4, 9000],
      "2026-03-08": [1, 2, 7000],
    };
    openReport("?from=2026-03-01&to=2026-03-10", { report: (request) => jsonResponse(200, reportFor(request, daily)) });
    const table = await rowsTable();
    await within(table).findByText("08/03/2026");
    expect(bodyRows(table).map((cellTexts) => cellTexts[0])).toEqual([
      "Sin ventas: 2 días (09/03/2026 – 10/03/2026)",
      "08/03/2026",
      "Sin ventas: 1 día (07/03/2026)",
      "06/03/2026",
      "Sin ventas: 3 días (03/03/2026 – 05/03/2026)",
      "02/03/2026",
      "Sin ventas: 1 día (01/03/2026)",
    ]);
  });

  it("folds weeks and months without sales too, their dates within the range", async () => {
    const daily: DailySales = { "2026-03-05": [1, 1, 5000], "2026-03-25": [1, 1, 8000] };
    const byWeek = openReport("?from=2026-03-04&to=2026-04-02&group=week", {
      report: (request) => jsonResponse(200, reportFor(request, daily)),
    });
    const weeks = await rowsTable("Ventas por semana");
    await within(weeks).findByText("Semana del 23/03/2026");
    expect(byWeek.queries().at(-1)).toMatchObject({ group: "week", page: "1" });
    expect(bodyRows(weeks).map((cellTexts) => cellTexts[0])).toEqual([
      "Sin ventas: 1 semana (30/03/2026 – 02/04/2026)",
      "Semana del 23/03/2026",
      "Sin ventas: 2 semanas (09/03/2026 – 22/03/2026)",
      "Semana del 02/03/2026",
    ]);

    const byMonth = openReport("?from=2026-01-15&to=2026-04-10&group=month", {
      report: (request) => jsonResponse(200, reportFor(request, daily)),
    });
    const months = await rowsTable("Ventas por mes");
    await within(months).findByText("Marzo 2026");
    expect(byMonth.queries().at(-1)).toMatchObject({ group: "month" });
    expect(bodyRows(months).map((cellTexts) => cellTexts[0])).toEqual([
      "Sin ventas: 1 mes (01/04/2026 – 10/04/2026)",
      "Marzo 2026",
      "Sin ventas: 2 meses (15/01/2026 – 28/02/2026)",
    ]);
  });

  it("ends the table with the range's totals, its value before IVA and the IVA of each class", async () => {
    openReport();
    const table = await rowsTable();
    expect(await footRows(table, "Base (antes de IVA)")).toEqual([
      ["Total", "2", "5", formatPesos(15000), formatPesos(30000)],
      ["Base (antes de IVA)", formatPesos(26200)],
      [`IVA 19 %: base ${formatPesos(20000)}`, `IVA ${formatPesos(3800)}`],
      [`Excluido: base ${formatPesos(6200)}`, `IVA ${formatPesos(0)}`],
    ]);
    const foot = table.querySelector("tfoot")!;
    expect(within(foot).getByRole("rowheader", { name: "Total" })).toBeInTheDocument();
    expect(within(foot).getByRole("rowheader", { name: "Base (antes de IVA)" })).toHaveAttribute("colspan", "4");
  });

  it("shows the totals at once and says the IVA is loading while it is asked", async () => {
    openReport("", { taxes: (request) => hangingResponse(request.signal) });
    const table = await rowsTable();
    const [total, loading] = await footRows(table, "Cargando la base y el IVA del rango...");
    expect(total).toEqual(["Total", "2", "5", formatPesos(15000), formatPesos(30000)]);
    expect(loading).toEqual(["Cargando la base y el IVA del rango..."]);
    expect(within(table.querySelector("tfoot")!).getByRole("status")).toBeInTheDocument();
  });

  it("says the IVA could not be loaded, keeps the totals, and asks again on 'Reintentar'", async () => {
    let failing = true;
    const { user, taxQueries } = openReport("", {
      taxes: (request) =>
        failing
          ? jsonResponse(500, { message: "Error interno", code: "INTERNAL" })
          : jsonResponse(200, taxesFor(request)),
    });
    const table = await rowsTable();
    // One retry after a 5xx (about a second) before the failure is shown.
    const [total, failure] = await footRows(table, "No se pudieron cargar la base y el IVA del rango.");
    expect(total).toEqual(["Total", "2", "5", formatPesos(15000), formatPesos(30000)]);
    expect(failure?.[0]).toContain("No se pudieron cargar la base y el IVA del rango.");
    const asked = taxQueries().length;

    failing = false;
    await user.click(within(table).getByRole("button", { name: "Reintentar" }));
    expect(await within(table).findByText("Base (antes de IVA)")).toBeInTheDocument();
    expect(within(table).getByRole("rowheader", { name: `IVA 19 %: base ${formatPesos(20000)}` })).toBeInTheDocument();
    expect(taxQueries().length).toBeGreaterThan(asked);
    expect(within(table).queryByText("No se pudieron cargar la base y el IVA del rango.")).not.toBeInTheDocument();
  });

  it("waits for the new range's IVA instead of showing the previous one's", async () => {
    const next = heldResponse();
    const { user } = openReport("?from=2026-11-01&to=2026-11-12", {
      report: (request) => jsonResponse(200, reportFor(request, { "2026-11-05": [1, 1, 5000] })),
      taxes: (request) =>
        new URL(request.url, "http://localhost").searchParams.get("from") === "2026-11-01"
          ? jsonResponse(200, taxesFor(request))
          : next.respond(),
    });
    const table = await rowsTable();
    await within(table).findByText("Base (antes de IVA)");

    const from = screen.getByLabelText("Desde");
    await user.clear(from);
    await user.type(from, "02/11/2026");
    await user.tab();
    expect(await within(await rowsTable()).findByText("Cargando la base y el IVA del rango...")).toBeInTheDocument();
    expect(within(await rowsTable()).queryByText("Base (antes de IVA)")).not.toBeInTheDocument();
    await next.answer(jsonResponse(200, taxesFor({ url: "/?from=2026-11-02&to=2026-11-12" } as MockRequest)));
    expect(await within(await rowsTable()).findByText("Base (antes de IVA)")).toBeInTheDocument();
  });

  it("gives the chart its figures and a table with the same figures for screen readers, shown on 'Ver como tabla'", async () => {
    const { user } = openReport();
    const figure = await screen.findByRole("figure", { name: "Total vendido por día" });
    const chart = await within(figure).findByRole("img");
    // The chart draws every day of the range, the ones without sales too.
    expect(chart.getAttribute("aria-label")).toMatch(/^Gráfico de barras del total vendido por día, 30 barras/);
    // What the bars are drawn from (chartist draws them in a browser; jsdom has no matchMedia for it).
    const days = periodRows("2026-11-01", "2026-11-02", "day", { "2026-11-01": [2, 5, 30000] });
    const bars = salesBars(days, "day");
    expect(bars.labels).toEqual(["01/11", "02/11"]);
    expect(bars.series).toEqual([{ name: "Total", color: expect.any(String), values: [30000, 0] }]);

    // The alternative is there all the time (visually hidden), with every period's figures, oldest first.
    const alternative = within(figure).getByRole("table", { name: "Total vendido por día" });
    expect(alternative.closest(".sr-only")).not.toBeNull();
    const rows = within(alternative).getAllByRole("row");
    expect(within(rows[1]!).getByRole("rowheader")).toHaveTextContent(date(-29));
    expect(cells(rows[1]!)).toEqual(["0", formatPesos(0)]);
    expect(within(rows[29]!).getByRole("rowheader")).toHaveTextContent(date(-1));
    expect(cells(rows[29]!)).toEqual(["1", formatPesos(12000)]);

    await user.click(within(figure).getByRole("button", { name: "Ver como tabla" }));
    expect(within(figure).queryByRole("img")).not.toBeInTheDocument();
    expect(within(figure).getByRole("table").closest(".sr-only")).toBeNull();
    expect(within(figure).getByRole("button", { name: "Ver gráfico" })).toHaveAttribute("aria-pressed", "true");
  });

  it("keeps the range, grouping and page in the URL; periods on one page, other groups paged from page 1", async () => {
    const { router, queries, topQueries, taxQueries, user } = openReport("?from=2026-11-01&to=2026-11-12&page=2", {
      report: (request) => jsonResponse(200, reportFor(request, { "2026-11-01": [2, 5, 30000] })),
    });
    await within(await rowsTable()).findByText("01/11/2026");
    // By day every period is on page 1: a page left in the URL is not asked for.
    expect(queries().at(-1)).toEqual({ from: "2026-11-01", to: "2026-11-12", group: "day", page: "1" });
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
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
    // Every grouping ends with the range's totals.
    expect((await footRows(table, "Base (antes de IVA)"))[0]).toEqual([
      "Total",
      "2",
      "5",
      formatPesos(15000),
      formatPesos(30000),
    ]);

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await waitFor(() => expect(queries().at(-1)?.page).toBe("2"));
    // The top 10 and the IVA depend on the range only: a new grouping or page does not ask for them again.
    expect(topQueries()).toEqual([{ from: "2026-11-01", to: "2026-11-12" }]);
    expect(taxQueries()).toEqual([{ from: "2026-11-01", to: "2026-11-12" }]);
  });

  it("says what the server would refuse under the field instead of asking", async () => {
    const { queries, topQueries, taxQueries } = openReport("?from=2026-11-10&to=2026-11-01");
    expect(
      await screen.findByText("La fecha inicial debe ser anterior o igual a la final", { selector: "p" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Hasta")).toHaveAttribute("aria-invalid", "true");
    expect(
      within(await topTable()).getByText("La fecha inicial debe ser anterior o igual a la final"),
    ).toBeInTheDocument();
    expect(queries()).toEqual([]);
    expect(topQueries()).toEqual([]);
    expect(taxQueries()).toEqual([]);

    const tooLong = openReport("?from=2020-01-01&to=2024-06-01");
    expect(await screen.findAllByText("El rango admite como máximo 3 años")).not.toHaveLength(0);
    expect(tooLong.queries()).toEqual([]);
  });

  it("shows an empty range and a refusal in Spanish", async () => {
    openReport("", {
      report: (request) => jsonResponse(200, reportFor(request, {})),
      top: (request) => jsonResponse(200, topFor(request, [])),
      taxes: (request) => jsonResponse(200, { ...taxesFor(request), subtotal: 0, taxes: [] }),
    });
    const table = await rowsTable();
    expect(await within(table).findByText("No hay ventas en el rango.")).toBeInTheDocument();
    expect(await within(await topTable()).findByText("Ningún producto se vendió en el rango.")).toBeInTheDocument();
    // Neither runs without sales nor totals: the empty state alone.
    expect(within(table).queryByText(/Sin ventas/)).not.toBeInTheDocument();
    expect(table.querySelector("tfoot")).toBeNull();
  });

  it("shows the top products while the report is still loading, each with its own loading text", async () => {
    openReport("", { report: (request) => hangingResponse(request.signal) });
    expect(await within(await topTable()).findByRole("link", { name: arroz.name })).toBeInTheDocument();
    expect(within(await rowsTable()).getByRole("status")).toHaveTextContent("Cargando el reporte de ventas...");
  });

  it("shows the report while the top products still load", async () => {
    openReport("", { top: (request) => hangingResponse(request.signal) });
    expect(await within(await rowsTable()).findByText(date(-1))).toBeInTheDocument();
    expect(within(await topTable()).getByRole("status")).toHaveTextContent("Cargando los productos más vendidos...");
  });

  it("keeps the report when the top products fail: the panel says so", async () => {
    openReport("", { top: () => jsonResponse(500, { message: "Error interno", code: "INTERNAL" }) });
    expect(await within(await rowsTable()).findByText(date(-1))).toBeInTheDocument();
    // One retry after a 5xx (about a second) before the failure is shown.
    expect(
      await within(await topTable()).findByText(
        "No se pudieron cargar los productos más vendidos.",
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(within(await rowsTable()).getByText(date(-1))).toBeInTheDocument();
    const totals = screen.getByRole("region", { name: "Totales del rango" });
    expect(within(totals).getByText("Total").nextSibling?.textContent).toBe(formatPesos(30000));
  });

  it("tells a user without reports:read that they may not see it", async () => {
    openReport("", {
      report: () => forbidden("No tienes permiso"),
      top: () => forbidden("No tienes permiso"),
      taxes: () => forbidden("No tienes permiso"),
    });
    const table = await rowsTable();
    expect(await within(table).findByText("No tienes permisos para ver los reportes.")).toBeInTheDocument();
    expect(await within(await topTable()).findByText("No tienes permisos para ver los reportes.")).toBeInTheDocument();
    expect(table.querySelector("tfoot")).toBeNull();
  });
});
