import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { heldResponse, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import {
  forbidden,
  listQuery,
  pageOf,
  setUpScreenTests,
  stubSignedIn,
  toastsWithText,
} from "../../../test/screen-test";

setUpScreenTests();
beforeAll(() => import("./withdrawals-page"));

const pending = {
  id: "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d",
  number: "A-000123",
  requested_by: "Laura Gómez",
  status: "PENDING",
  created_at: "2024-03-05T13:30:00.000Z",
};
const done = {
  ...pending,
  id: "0190f5a2-7c1d-7abc-9def-000000abcdef",
  number: "A-000124",
  requested_by: "Pedro Ruiz",
  status: "COMPLETED",
};
const cancelled = {
  ...pending,
  id: "0190f5a2-7c1d-7abc-9def-0000000c0c0c",
  number: "A-000125",
  requested_by: "Ana Torres",
  status: "CANCELLED",
};

function stubList(list: MockHandler = () => jsonResponse(200, pageOf([pending, done, cancelled]))) {
  return stubSignedIn((request) => (listQuery(request, "withdrawals") ? list(request) : undefined));
}

describe("picking requests list", () => {
  it("shows the short id with its last 6 characters in bold, its number, who generated it, its status and a view link", async () => {
    stubList();
    renderApp("/dashboard/pickingRequests");

    expect(await screen.findByRole("heading", { level: 1, name: "Solicitudes de alistamiento" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Lista de solicitudes de alistamiento" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["ID", "Número", "Generado por", "Estado", "Acciones"]);

    const first = (await within(table).findByText("Laura Gómez")).closest("tr")!;
    expect(within(first).getByText("7f1a2d").tagName).toBe("STRONG");
    expect(first.cells[0]?.textContent).toBe("8c3b5e7f1a2d");
    expect(first.cells[1]?.textContent).toBe("A-000123");
    expect(within(first).getByText("Pendiente")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Ver solicitud A-000123" })).toHaveAttribute(
      "href",
      `/dashboard/pickingRequests/view/${pending.id}`,
    );
    const second = within(table).getByText("Pedro Ruiz").closest("tr")!;
    expect(second.cells[0]?.textContent).toBe("000000abcdef");
    expect(second.cells[1]?.textContent).toBe("A-000124");
    expect(within(second).getByText("Completado")).toBeInTheDocument();
    const third = within(table).getByText("Ana Torres").closest("tr")!;
    expect(third.cells[1]?.textContent).toBe("A-000125");
    expect(within(third).getByText("Anulada")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
  });

  it("says it is loading, then that there are none", async () => {
    const answer = heldResponse();
    stubList(() => answer.respond());
    renderApp("/dashboard/pickingRequests");

    expect(await screen.findByText("Cargando Solicitudes...")).toBeInTheDocument();
    await answer.answer(jsonResponse(200, pageOf([])));
    expect(await screen.findByText("No hay solicitudes.")).toBeInTheDocument();
  });

  it("warns 'No tienes permisos para ver los productos' on a 403", async () => {
    stubList(() => forbidden("No tienes permisos"));
    renderApp("/dashboard/pickingRequests");

    const message = "No tienes permisos para ver los productos";
    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText(message)).toBeInTheDocument();
  });

  it("reports any other failure with its own text", async () => {
    stubList(() => jsonResponse(400, { message: "mal", code: "VALIDATION" }));
    renderApp("/dashboard/pickingRequests");

    const message = "Ocurrió un error obteniendo la lista de solicitudes de picking";
    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText(message)).toBeInTheDocument();
  });

  it("searches by name from page 1 after 300 ms, ignoring one or two characters, and pages", async () => {
    const fetchMock = stubList((request) => {
      const page = Number(new URL(request.url, "http://localhost").searchParams.get("page"));
      return jsonResponse(200, pageOf([{ ...pending, requested_by: `Empleado ${page}` }], page, 3));
    });
    const user = userEvent.setup();
    renderApp("/dashboard/pickingRequests");
    await screen.findByText("Empleado 1");

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await screen.findByText("Empleado 2");
    const search = screen.getByRole("searchbox", { name: "Busqueda por: nombre" });
    await user.type(search, "la");
    await new Promise((resolve) => setTimeout(resolve, 400));
    const calls = () => liveCalls(fetchMock, "GET", "/api/withdrawals").map(({ url }) => url);
    expect(calls()).toEqual(["/api/withdrawals?page=1", "/api/withdrawals?page=2"]);
    await user.type(search, "u");
    await waitFor(() => expect(calls()).toHaveLength(3));
    expect(calls()[2]).toBe("/api/withdrawals?page=1&search=lau");
  });
});
