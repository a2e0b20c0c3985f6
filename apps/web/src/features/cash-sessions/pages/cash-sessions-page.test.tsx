import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { closedShift, listItemOf, openShift } from "../../../test/cash-session-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, pageOf, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./cash-sessions-page"));

const PATH = "/dashboard/cash-sessions";
const API = "/api/cash-sessions";

const open = listItemOf({ ...openShift, id: "cs-13", number: 13 });
const closed = listItemOf(closedShift);

/** Two shifts, the open one first; `handler` answers first. */
function stubShifts(handler: MockHandler = () => undefined, permissions?: string[]) {
  return stubSignedIn(
    (request) =>
      handler(request) ?? (isCall(request, "GET", API) ? jsonResponse(200, pageOf([open, closed])) : undefined),
    permissions ? staffUser : undefined,
    permissions,
  );
}

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);
const text = (element: Element) => element.textContent?.replace(/\s+/g, " ").trim();
const cellsOf = (row: Element) => Array.from(row.querySelectorAll("th, td"), (cell) => text(cell));

describe("'Cajas': the shifts", () => {
  it("lists number, employee, status, opening, closing, base, expected cash and difference", async () => {
    stubShifts();
    renderApp(PATH);
    await screen.findByRole("link", { name: "N.º 13" });

    expect(screen.getByRole("heading", { level: 1, name: "Cajas" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Lista de cajas" });
    const rows = within(table).getAllByRole("row");
    expect(cellsOf(rows[0]!)).toEqual([
      "Caja N.º",
      "Empleado",
      "Estado",
      "Apertura",
      "Cierre",
      "Base",
      "Efectivo esperado",
      "Diferencia",
    ]);
    expect(cellsOf(rows[1]!)).toEqual([
      "N.º 13",
      "Laura Gómez",
      "Abierta",
      expect.stringMatching(/^29\/11\/2026 ?8:00/),
      "—",
      "$ 100.000,00",
      "$ 163.000,00",
      "—",
    ]);
    expect(cellsOf(rows[2]!)).toEqual([
      "N.º 12",
      "Laura Gómez",
      "Cerrada",
      expect.stringMatching(/^29\/11\/2026 ?8:00/),
      expect.stringMatching(/^29\/11\/2026 ?6:00 p/),
      "$ 100.000,00",
      "$ 163.000,00",
      "-$ 2.000,00 (Faltante)",
    ]);
    expect(within(rows[2]!).getByText(/2\.000/)).toHaveClass("text-red-700");
    expect(within(rows[2]!).getByRole("link", { name: "N.º 12" })).toHaveAttribute("href", `${PATH}/cs-12`);
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
  });

  it("filters by status through the URL, from page 1", async () => {
    const fetchMock = stubShifts();
    const user = userEvent.setup();
    const { router } = renderApp(`${PATH}?page=2`);
    await screen.findByRole("link", { name: "N.º 13" });
    expect(queryOf(liveCalls(fetchMock, "GET", API).at(-1)!.url)).toEqual({ page: "2" });

    const status = screen.getByLabelText("Estado");
    expect(Array.from((status as HTMLSelectElement).options, (option) => option.text)).toEqual([
      "Todas",
      "Abiertas",
      "Cerradas",
    ]);
    await user.selectOptions(status, "Cerradas");
    await waitFor(() => expect(router.state.location.search).toBe("?status=CLOSED"));
    await waitFor(() =>
      expect(queryOf(liveCalls(fetchMock, "GET", API).at(-1)!.url)).toEqual({ page: "1", status: "CLOSED" }),
    );
    expect(status).toHaveValue("CLOSED");
  });

  it("says when there is no shift at all, and none with the chosen status", async () => {
    stubShifts((request) => (isCall(request, "GET", API) ? jsonResponse(200, pageOf([])) : undefined));
    const { router } = renderApp(PATH);
    expect(await screen.findByText("No hay cajas registradas.")).toBeInTheDocument();
    await router.navigate(`${PATH}?status=OPEN`);
    expect(await screen.findByText("No hay cajas con esos filtros.")).toBeInTheDocument();
  });

  it("opens to whoever runs a shift (cash:operate), whose own shifts the server answers", async () => {
    stubShifts(undefined, ["cash:operate"]);
    renderApp(PATH);
    expect(await screen.findByRole("link", { name: "N.º 13" })).toBeInTheDocument();
    // Only their own: no filter by employee.
    expect(screen.queryByRole("button", { name: "Ver solo las cajas de Laura Gómez" })).not.toBeInTheDocument();
  });

  it("filters by employee from a row's name for whoever reads everyone's shifts (cash:read)", async () => {
    const fetchMock = stubShifts(undefined, ["cash:read"]);
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await screen.findByRole("link", { name: "N.º 13" });
    await user.click(screen.getAllByRole("button", { name: "Ver solo las cajas de Laura Gómez" })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe("?employee_id=u-2"));
    await waitFor(() =>
      expect(queryOf(liveCalls(fetchMock, "GET", API).at(-1)!.url)).toEqual({ page: "1", employee_id: "u-2" }),
    );
    expect(await screen.findByText("Cajas de Laura Gómez")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Ver las de todos" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("says the list is not allowed after a 403", async () => {
    stubShifts(
      (request) => (isCall(request, "GET", API) ? forbidden("No tienes permisos para ver las cajas") : undefined),
      ["cash:read"],
    );
    renderApp(PATH);
    expect(
      await screen.findByText("No tienes permisos para ver las cajas", { selector: "td *, td" }),
    ).toBeInTheDocument();
  });
});
