import { formatPesos } from "@inventario/shared/money";
import type { SaleListItem } from "@inventario/shared/sales";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatDisplayTime } from "../../../lib/format-time";
import { heldResponse, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { listQuery, pageOf, setUpScreenTests, sleep, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./sales-history-page"));

const pending: SaleListItem = {
  id: "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d",
  number: "V-000123",
  created_at: "2024-03-05T13:30:00.000Z",
  client: { identification: "1234567890", name: "Laura Gómez" },
  employee_name: "Pedro Ruiz",
  total: 43900,
  status: "PENDING",
};
const cancelled: SaleListItem = {
  ...pending,
  id: "0190f5a2-7c1d-7abc-9def-000000abcdef",
  number: "V-000122",
  client: { identification: "9876543210", name: "Mario Díaz" },
  employee_name: null,
  total: 12500.5,
  status: "CANCELLED",
};

function stubList(list: MockHandler = () => jsonResponse(200, pageOf([pending, cancelled]))) {
  return stubSignedIn((request) => (listQuery(request, "sales") ? list(request) : undefined));
}

/** The queries of the list requests that reached the server (not cancelled), in order. */
const sentQueries = (fetchMock: ReturnType<typeof stubList>) =>
  liveCalls(fetchMock, "GET", "/api/sales").map(({ url }) =>
    Object.fromEntries(new URL(url, "http://localhost").searchParams),
  );

describe("sales history", () => {
  it("lists number, date and time in Bogotá, client, employee, total in COP and status, each with a link to the sale", async () => {
    stubList();
    renderApp("/dashboard/sales");

    expect(await screen.findByRole("heading", { level: 1, name: "Historial de ventas" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Lista de ventas" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Número", "Fecha", "Cliente", "Empleado", "Total", "Estado", "Acciones"]);

    const first = (await within(table).findByText("V-000123")).closest("tr")!;
    expect(first.cells[1]?.textContent).toBe(
      `${formatDisplayDate(pending.created_at)}${formatDisplayTime(pending.created_at)}`,
    );
    // 13:30 UTC is 8:30 in Bogotá, whatever the test machine's zone.
    expect(first.cells[1]?.textContent).toMatch(/^05\/03\/20248:30/);
    expect(first.cells[2]?.textContent).toBe("Laura Gómez1234567890");
    expect(first.cells[3]?.textContent).toBe("Pedro Ruiz");
    expect(first.cells[4]?.textContent).toBe(formatPesos(43900));
    expect(within(first).getByText("Pendiente de alistamiento")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Ver venta V-000123" })).toHaveAttribute(
      "href",
      `/dashboard/sales/${pending.id}`,
    );

    const second = within(table).getByText("V-000122").closest("tr")!;
    expect(second.cells[3]?.textContent).toBe("Sin registrar");
    expect(second.cells[4]?.textContent).toBe(formatPesos(12500.5));
    expect(within(second).getByText("Anulada")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
  });

  it("says it is loading, then that there are no sales", async () => {
    const answer = heldResponse();
    stubList(() => answer.respond());
    renderApp("/dashboard/sales");

    expect(await screen.findByText("Cargando ventas...")).toBeInTheDocument();
    await answer.answer(jsonResponse(200, pageOf([])));
    expect(await screen.findByText("No hay ventas registradas.")).toBeInTheDocument();
  });

  it("says no sale matches when a date or status filter leaves none", async () => {
    stubList(() => jsonResponse(200, pageOf([])));
    renderApp("/dashboard/sales?status=CANCELLED");

    expect(await screen.findByText("No hay ventas que coincidan")).toBeInTheDocument();
    expect(screen.queryByText("No hay ventas registradas.")).not.toBeInTheDocument();
  });

  it("reports a failed load with its own text", async () => {
    stubList(() => jsonResponse(400, { message: "mal", code: "VALIDATION" }));
    renderApp("/dashboard/sales");

    const message = "Ocurrió un error obteniendo el historial de ventas";
    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText(message)).toBeInTheDocument();
  });

  it("pages, searches after 300 ms from 3 characters, and keeps page and search in the URL", async () => {
    const fetchMock = stubList((request) => {
      const page = Number(listQuery(request, "sales")?.page);
      return jsonResponse(200, pageOf([{ ...pending, number: `V-00000${page}` }], page, 3));
    });
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard/sales");
    await screen.findByText("V-000001");

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await screen.findByText("V-000002");
    expect(router.state.location.search).toBe("?page=2");

    const search = screen.getByRole("searchbox", { name: "Buscar por número, identificación o nombre del cliente" });
    await user.type(search, "la");
    await sleep(400);
    expect(sentQueries(fetchMock)).toEqual([{ page: "1" }, { page: "2" }]);
    await user.type(search, "u");
    await waitFor(() => expect(sentQueries(fetchMock)).toHaveLength(3));
    expect(sentQueries(fetchMock)[2]).toEqual({ page: "1", search: "lau" });
    expect(router.state.location.search).toBe("?search=lau");
  });

  it("sends the date range and the status, from page 1, and keeps them in the URL", async () => {
    const fetchMock = stubList((request) => {
      const page = Number(listQuery(request, "sales")?.page);
      return jsonResponse(200, pageOf([pending], page, 2));
    });
    const user = userEvent.setup();
    const { router } = renderApp("/dashboard/sales?page=2");
    await screen.findByText("V-000123");

    fireEvent.change(screen.getByLabelText("Desde"), { target: { value: "2024-03-01" } });
    await waitFor(() => expect(sentQueries(fetchMock).at(-1)).toEqual({ page: "1", from: "2024-03-01" }));
    fireEvent.change(screen.getByLabelText("Hasta"), { target: { value: "2024-03-31" } });
    const status = screen.getByRole("combobox", { name: "Estado" });
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Todos", "Pendiente de alistamiento", "Alistada", "Anulada", "Devuelta parcialmente", "Devuelta"]);
    await user.selectOptions(status, "Devuelta parcialmente");

    await waitFor(() =>
      expect(sentQueries(fetchMock).at(-1)).toEqual({
        page: "1",
        from: "2024-03-01",
        to: "2024-03-31",
        status: "PARTIALLY_RETURNED",
      }),
    );
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toEqual({ from: "2024-03-01", to: "2024-03-31", status: "PARTIALLY_RETURNED" });
  });

  it("starts from the filters in the URL, as after a reload", async () => {
    const fetchMock = stubList();
    renderApp("/dashboard/sales?page=3&search=laura&from=2024-03-01&to=2024-03-31&status=RETURNED");
    await screen.findByText("V-000123");

    expect(sentQueries(fetchMock)).toEqual([
      { page: "3", search: "laura", from: "2024-03-01", to: "2024-03-31", status: "RETURNED" },
    ]);
    expect(screen.getByRole("searchbox")).toHaveValue("laura");
    // Shown as dd/mm/aaaa (the app's date field); the URL and the query keep YYYY-MM-DD.
    expect(screen.getByLabelText("Desde")).toHaveValue("01/03/2024");
    expect(screen.getByLabelText("Hasta")).toHaveValue("31/03/2024");
    expect(screen.getByRole("combobox", { name: "Estado" })).toHaveValue("RETURNED");
  });

  it("refuses a start after the end under 'Hasta' without asking the server", async () => {
    const fetchMock = stubList();
    renderApp("/dashboard/sales?from=2024-03-31");
    await screen.findByText("V-000123");

    fireEvent.change(screen.getByLabelText("Hasta"), { target: { value: "2024-03-01" } });
    expect(await screen.findByText("La fecha inicial debe ser anterior o igual a la final")).toBeInTheDocument();
    expect(screen.getByLabelText("Hasta")).toHaveAttribute("aria-invalid", "true");
    await sleep(50);
    expect(sentQueries(fetchMock)).toEqual([{ page: "1", from: "2024-03-31" }]);
  });
});
