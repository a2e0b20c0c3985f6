import { addDays } from "@inventario/shared/alerts";
import { todayInBusinessZone } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import type { PurchaseReport, PurchaseReportRow } from "@inventario/shared/purchases";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { isoToText } from "../../../lib/date-text";
import { arroz } from "../../../test/catalog-fixtures";
import {
  hangingResponse,
  isCall,
  jsonResponse,
  liveCalls,
  type MockHandler,
  type MockRequest,
  staffUser,
} from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { andina } from "../../../test/supplier-fixtures";
import { purchasesReportTexts as texts } from "../purchases-report-texts";

setUpScreenTests();
beforeAll(async () => {
  await import("./reports-layout");
  await import("./purchases-report-page");
});

const PATH = "/dashboard/reports/purchases";
const REPORT_PATH = "/api/reports/purchases";
const today = todayInBusinessZone();

const row = (
  key: string,
  label: string,
  receipts: number,
  units: number,
  amount: number,
  detail: string | null = null,
) => ({ key, label, detail, receipts, units, amount }) satisfies PurchaseReportRow;

const months = [row("2026-10-01", "01/10/2026", 1, 40, 96000), row("2026-11-01", "01/11/2026", 3, 125, 312500.5)];
const byGroup: Record<string, PurchaseReportRow[]> = {
  month: months,
  supplier: [row(andina.id, andina.name, 4, 165, 408500.5, andina.nit)],
  product: [row(arroz.id, arroz.name, 2, 100, 250000, arroz.sku)],
};

function reportFor(request: MockRequest, overrides: Partial<PurchaseReport> = {}): PurchaseReport {
  const query = new URL(request.url, "http://localhost").searchParams;
  const group = (query.get("group") ?? "month") as PurchaseReport["group"];
  return {
    data: byGroup[group] ?? [],
    page: Number(query.get("page") ?? "1"),
    total_pages: 2,
    total: 12,
    from: query.get("from") ?? addDays(today, -29),
    to: query.get("to") ?? today,
    group,
    totals: { receipts: 4, units: 165, amount: 408500.5 },
    ...overrides,
  };
}

/** The screen with the server's answer to the report (the admin, who holds reports:read, by default). */
function openReport(
  search = "",
  report: MockHandler = (request) => jsonResponse(200, reportFor(request)),
  permissions?: readonly string[],
) {
  const fetchMock = stubSignedIn(
    (request) => (isCall(request, "GET", REPORT_PATH) ? report(request) : undefined),
    permissions ? staffUser : undefined,
    permissions,
  );
  const { router } = renderApp(`${PATH}${search}`);
  const queries = () =>
    liveCalls(fetchMock, "GET", REPORT_PATH).map(({ url }) =>
      Object.fromEntries(new URL(url, "http://localhost").searchParams),
    );
  return { router, queries, user: userEvent.setup() };
}

const rowsTable = (name = "Compras por mes") => screen.findByRole("table", { name });
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const totalsFigure = (label: string) =>
  within(screen.getByRole("region", { name: "Totales del rango" })).getByText(label).nextSibling?.textContent;

describe("purchases report", () => {
  it("asks for the last 30 days by month and shows the totals, the rows and 'Exportar'", async () => {
    const { queries } = openReport();
    expect(await screen.findByRole("heading", { level: 1, name: "Reportes" })).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Reportes" });
    expect(within(tabs).getByRole("link", { name: "Compras" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("heading", { level: 2, name: "Compras" })).toBeInTheDocument();
    expect(await within(await rowsTable()).findByText("01/11/2026")).toBeInTheDocument();
    expect(queries()).toEqual([{ from: addDays(today, -29), to: today, group: "month", page: "1" }]);
    expect(screen.getByLabelText("Desde")).toHaveValue(isoToText(addDays(today, -29)));
    expect(screen.getByLabelText("Hasta")).toHaveValue(isoToText(today));
    expect(screen.getByLabelText("Agrupar por")).toHaveDisplayValue("Mes");

    expect(totalsFigure("Recepciones")).toBe("4");
    expect(totalsFigure("Unidades")).toBe("165");
    expect(totalsFigure("Valor recibido")).toBe(formatPesos(408500.5));

    const table = await rowsTable();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Periodo", "Recepciones", "Unidades", "Valor recibido"]);
    const [, first, second] = within(table).getAllByRole("row");
    expect(cells(first!)).toEqual(["01/10/2026", "1", "40", formatPesos(96000)]);
    expect(cells(second!)).toEqual(["01/11/2026", "3", "125", formatPesos(312500.5)]);
    expect(screen.getByText("1–2 de 12")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
  });

  it("keeps the range, grouping and page in the URL; a new grouping starts at page 1", async () => {
    const { router, queries, user } = openReport("?from=2026-10-01&to=2026-11-15&page=2");
    await within(await rowsTable()).findByText("01/11/2026");
    expect(queries().at(-1)).toEqual({ from: "2026-10-01", to: "2026-11-15", group: "month", page: "2" });

    await user.selectOptions(screen.getByLabelText("Agrupar por"), "Proveedor");
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({ from: "2026-10-01", to: "2026-11-15", group: "supplier", page: "1" }),
    );
    const bySupplier = await rowsTable("Compras por proveedor");
    expect(within(bySupplier).getAllByRole("columnheader")[0]).toHaveTextContent("Proveedor");
    // The NIT as a Colombian reads it, with its check digit.
    expect(await within(bySupplier).findByText("800.197.268-4")).toBeInTheDocument();
    const [, supplier] = within(bySupplier).getAllByRole("row");
    expect(cells(supplier!)).toEqual([`${andina.name}800.197.268-4`, "4", "165", formatPesos(408500.5)]);
    expect(new URLSearchParams(router.state.location.search).get("group")).toBe("supplier");

    await user.selectOptions(screen.getByLabelText("Agrupar por"), "Producto");
    const byProduct = await rowsTable("Compras por producto");
    expect(await within(byProduct).findByText(arroz.sku)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await waitFor(() =>
      expect(queries().at(-1)).toEqual({ from: "2026-10-01", to: "2026-11-15", group: "product", page: "2" }),
    );
  });

  it("says a start after the end under 'Hasta' instead of asking; a range of years is asked (the route takes it)", async () => {
    const refused = openReport("?from=2026-11-10&to=2026-11-01");
    expect(
      await screen.findByText("La fecha inicial debe ser anterior o igual a la final", { selector: "p" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Hasta")).toHaveAttribute("aria-invalid", "true");
    expect(within(await rowsTable()).getByText("La fecha inicial debe ser anterior o igual a la final")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Exportar" })).not.toBeInTheDocument();
    expect(refused.queries()).toEqual([]);

    const long = openReport("?from=2020-01-01&to=2024-06-01");
    await waitFor(() =>
      expect(long.queries()).toEqual([{ from: "2020-01-01", to: "2024-06-01", group: "month", page: "1" }]),
    );
  });

  it("shows an empty range in Spanish, with zeros in the totals", async () => {
    openReport("", (request) =>
      jsonResponse(
        200,
        reportFor(request, { data: [], total: 0, total_pages: 0, totals: { receipts: 0, units: 0, amount: 0 } }),
      ),
    );
    expect(await within(await rowsTable()).findByText(texts.empty)).toBeInTheDocument();
    expect(totalsFigure("Recepciones")).toBe("0");
    expect(totalsFigure("Valor recibido")).toBe(formatPesos(0));
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
  });

  it("says it is loading in the table, with '…' in the totals", async () => {
    openReport("", (request) => hangingResponse(request.signal));
    expect(within(await rowsTable()).getByRole("status")).toHaveTextContent("Cargando el reporte de compras...");
    expect(totalsFigure("Valor recibido")).toBe("…");
    expect(screen.getByRole("region", { name: "Totales del rango" })).toHaveAttribute("aria-busy", "true");
  });

  it("explains a failure in place, with 'Reintentar', and once in a toast", async () => {
    openReport("", () => jsonResponse(500, { message: "Error interno", code: "INTERNAL" }));
    // One retry after a 5xx (about a second) before the failure is shown.
    const table = await rowsTable();
    expect(await within(table).findByText(texts.error, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(table).getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
    await waitFor(() => expect(toastsWithText(texts.error)).toHaveLength(1));
  });

  it("tells a user the server refuses that they may not see it", async () => {
    openReport("", () => forbidden("No tienes permiso"));
    expect(await within(await rowsTable()).findByText("No tienes permisos para ver los reportes.")).toBeInTheDocument();
  });

  it("is 'Sin acceso' without reports:read, asking nothing (the tab is one of Reportes, which needs it)", async () => {
    const { queries } = openReport("", undefined, ["purchases:read"]);
    expect(await screen.findByRole("heading", { level: 1, name: "Sin acceso" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Reportes" })).not.toBeInTheDocument();
    expect(queries()).toEqual([]);
  });
});
