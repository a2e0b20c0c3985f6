import { addDays } from "@inventario/shared/alerts";
import { formatDateEsCo, todayInBusinessZone } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import { MOVEMENT_TYPE_CODES, type MovementType } from "@inventario/shared/movements";
import type { DashboardCharts } from "@inventario/shared/reports";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { isCall, jsonResponse, type MockHandler, requestsTo } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, sleep, stubSignedIn } from "../../../test/screen-test";

setUpScreenTests();

const CHARTS_PATH = "/api/dashboard/charts";
const today = todayInBusinessZone();
const days = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
const zero = Object.fromEntries(MOVEMENT_TYPE_CODES.map((type) => [type, 0])) as Record<MovementType, number>;

function charts(overrides: Partial<DashboardCharts> = {}): DashboardCharts {
  return {
    days,
    sales: days.map((date) => (date === today ? { date, sales: 3, amount: 45000.5 } : { date, sales: 0, amount: 0 })),
    movements: days.map((date) => ({
      date,
      counts: date === today ? { ...zero, IN: 4, OUT: 2, TRANSFER_IN: 1 } : zero,
    })),
    ...overrides,
  };
}

/** The home screen with only the charts answering (the other cards' calls fail quietly). */
function openHome(permissions: string[], answer: MockHandler = () => jsonResponse(200, charts())) {
  const fetchMock = stubSignedIn(
    (request) => (isCall(request, "GET", CHARTS_PATH) ? answer(request) : undefined),
    { id: "u-9", name: "Laura Gómez", role: "vendedor" },
    permissions,
  );
  renderApp("/dashboard");
  return { fetchMock, user: userEvent.setup() };
}

const figure = (name: string) => screen.findByRole("figure", { name });
const SALES = "Ventas por día (últimos 30 días)";
const MOVEMENTS = "Movimientos por día y tipo (últimos 30 días)";

describe("dashboard charts", () => {
  it("shows sales per day with its figures as a table for screen readers", async () => {
    const { user } = openHome(["dashboard:read", "sales:read", "movements:read"]);
    const sales = await figure(SALES);
    const chart = await within(sales).findByRole("img");
    expect(chart.getAttribute("aria-label")).toContain(formatPesos(45000.5));

    const table = within(sales).getByRole("table", { name: SALES });
    expect(table.closest(".sr-only")).not.toBeNull();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(30);
    expect(within(rows[0]!).getByRole("rowheader")).toHaveTextContent(formatDateEsCo(days[0]!));
    const last = rows.at(-1)!;
    expect(within(last).getByRole("rowheader")).toHaveTextContent(formatDateEsCo(today));
    expect(
      within(last)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["3", formatPesos(45000.5)]);

    await user.click(within(sales).getByRole("button", { name: "Ver como tabla" }));
    expect(within(sales).getByRole("table").closest(".sr-only")).toBeNull();
  });

  it("shows movements per day by type, every type a column with its Spanish name", async () => {
    openHome(["dashboard:read", "sales:read", "movements:read"]);
    const movements = await figure(MOVEMENTS);
    const table = await within(movements).findByRole("table", { name: MOVEMENTS });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      "Fecha",
      "Entrada",
      "Reabastecimiento",
      "Devolución",
      "Saldo inicial",
      "Compra",
      "Traslado (entrada)",
      "Ajuste de inventario (entrada)",
      "Traslado (salida)",
      "Devolución a proveedor",
      "Ajuste de inventario (salida)",
      "Retiro",
      "Salida",
      "Total",
    ]);
    const last = within(table).getAllByRole("row").at(-1)!;
    expect(
      within(last)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["4", "0", "0", "0", "0", "1", "0", "0", "0", "0", "0", "2", "7"]);
    expect(within(movements).getByRole("img").getAttribute("aria-label")).toContain("7 en total");
  });

  it("shows only the series the user may read", async () => {
    openHome(["dashboard:read", "movements:read"], () => jsonResponse(200, charts({ sales: null })));
    expect(await figure(MOVEMENTS)).toBeInTheDocument();
    expect(screen.queryByRole("figure", { name: SALES })).not.toBeInTheDocument();
  });

  it("asks nothing of a user who may read neither sales nor movements", async () => {
    const { fetchMock } = openHome(["dashboard:read"]);
    expect(await screen.findByRole("heading", { level: 1, name: "Main Dashboard" })).toBeInTheDocument();
    await sleep(50);
    expect(requestsTo(fetchMock, "GET", CHARTS_PATH)).toBe(0);
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
  });

  it("says so when the charts cannot be loaded", async () => {
    openHome(["dashboard:read", "sales:read"], () => jsonResponse(500, { message: "x", code: "INTERNAL" }));
    // A 5xx is asked once more (after a second) before the figure says so.
    expect(
      await within(await figure(SALES)).findByText("No se pudo cargar el gráfico.", undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it("says there were no sales instead of drawing empty bars", async () => {
    openHome(["dashboard:read", "sales:read"], () =>
      jsonResponse(200, charts({ sales: days.map((date) => ({ date, sales: 0, amount: 0 })), movements: null })),
    );
    expect(await within(await figure(SALES)).findByText("No hubo ventas en los últimos 30 días.")).toBeInTheDocument();
  });
});
