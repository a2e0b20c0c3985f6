import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse } from "../../../test/fetch-mock";
import { laura, pedro } from "../../../test/people-fixtures";
import { renderApp } from "../../../test/render-app";
import { listRequests, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";

setUpScreenTests();

/** The value shown under a label of the details list. */
function detail(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: "dt" });
  return term.nextElementSibling as HTMLElement;
}

describe("client details", () => {
  it("shows the client read-only under 'Editar Cliente', the birthday as day/month/year", async () => {
    stubSignedIn((request) => (request.url === "/api/clients/1234567890" ? jsonResponse(200, laura) : undefined));
    renderApp("/dashboard/clients/view/1234567890");

    expect(await screen.findByRole("heading", { level: 1, name: "Editar Cliente" })).toBeInTheDocument();
    expect(await screen.findByText("Laura", { selector: "dd" })).toBeInTheDocument();
    expect(detail("Apellidos")).toHaveTextContent("Gómez");
    expect(detail("Identificación")).toHaveTextContent("1234567890");
    expect(detail("Celular")).toHaveTextContent("3001234567");
    expect(detail("Correo")).toHaveTextContent("laura@correo.co");
    expect(detail("Fecha de nacimiento")).toHaveTextContent("05/03/1990");
    expect(detail("Estado")).toHaveTextContent("Activo");
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/dashboard/clients");
  });

  it("shows an inactive client as Inactivo", async () => {
    stubSignedIn((request) => (request.url === "/api/clients/2234567890" ? jsonResponse(200, pedro) : undefined));
    renderApp("/dashboard/clients/view/2234567890");
    expect(await screen.findByText("Pedro", { selector: "dd" })).toBeInTheDocument();
    expect(detail("Estado")).toHaveTextContent("Inactivo");
  });

  it("says so when the client does not exist", async () => {
    stubSignedIn((request) =>
      request.url === "/api/clients/9999999999"
        ? jsonResponse(404, { message: "El cliente no existe", code: "NOT_FOUND" })
        : undefined,
    );
    renderApp("/dashboard/clients/view/9999999999");
    expect(await screen.findByText("No se encontró el cliente.")).toBeInTheDocument();
  });

  it("does not ask the server about an identification that cannot exist", async () => {
    const fetchMock = stubSignedIn(() => undefined);
    renderApp("/dashboard/clients/view/abc");
    expect(await screen.findByText("No se encontró el cliente.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/clients"))).toBe(false);
    expect(listRequests(fetchMock, "clients")).toEqual([]);
  });
});
