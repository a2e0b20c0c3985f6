import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { isCall, jsonResponse, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { importRecord } from "../../../test/import-fixtures";
import { renderApp } from "../../../test/render-app";
import { listRequests, pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { importTexts } from "../import-texts";

setUpScreenTests();
beforeAll(() => import("../pages/imports-page"));

const PATH = "/dashboard/imports";

function stubHistory(list: MockHandler, permissions: readonly string[] = ["imports:products"]) {
  return stubSignedIn(
    (request) => (isCall(request, "GET", "/api/imports") ? list(request) : undefined),
    staffUser,
    permissions,
  );
}

const table = () => screen.findByRole("table", { name: importTexts.historyCaption });

describe("'Importaciones realizadas'", () => {
  it("lists every import, newest first, with its kind, file, counts, who and when, and 'Exportar'", async () => {
    stubHistory(() =>
      jsonResponse(
        200,
        pageOf([
          importRecord({
            id: "i-2",
            number: "I-000002",
            kind: "stock",
            file_name: "existencias.csv",
            rows: 1500,
            create: 1500,
            update: 0,
          }),
          importRecord({ employee_name: null }),
        ]),
      ),
    );
    renderApp(PATH);

    const list = await table();
    expect(
      within(list)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Número", "Tipo", "Archivo", "Filas", "Creados", "Actualizados", "Sin cambios", "Usuario", "Fecha"]);
    const stock = (await within(list).findByText("I-000002")).closest("tr")!;
    expect(stock.cells[1]).toHaveTextContent("Existencias iniciales");
    expect(stock.cells[2]).toHaveTextContent("existencias.csv");
    expect(stock.cells[3]).toHaveTextContent("1.500");
    expect(stock.cells[4]).toHaveTextContent("1.500");
    expect(stock.cells[7]).toHaveTextContent("Administrador");
    // 13:30 UTC is 8:30 a. m. in Bogotá, whatever the machine's zone.
    expect(stock.cells[8]).toHaveTextContent(/^28\/11\/20268:30\sa/);
    const products = within(list).getByText("I-000001").closest("tr")!;
    expect(products.cells[1]).toHaveTextContent("Productos");
    expect(products.cells[7]).toHaveTextContent(/^-$/);
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
  });

  it("says it is loading, then that nothing was imported yet", async () => {
    let answer: ((response: Response) => void) | undefined;
    stubHistory(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp(PATH);
    expect(await screen.findByText(importTexts.historyLoading)).toBeInTheDocument();
    // The request may leave after the loading text shows: answer it once it has (calling a placeholder
    // before that answered nothing, and the test waited for an answer that never came; seen under load).
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(jsonResponse(200, pageOf([])));
    expect(await screen.findByText(importTexts.historyEmpty)).toBeInTheDocument();
  });

  it("pages with the page kept in the URL", async () => {
    const fetchMock = stubHistory((request) => {
      const page = Number(new URL(request.url, "http://localhost").searchParams.get("page"));
      return jsonResponse(200, {
        data: [importRecord({ id: `i-${page}`, number: `I-00000${page}` })],
        page,
        total_pages: 3,
        total: 21,
      });
    });
    const user = userEvent.setup();
    const { router } = renderApp(PATH);
    await within(await table()).findByText("I-000001");

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    expect(await screen.findByText("I-000002")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?page=2");
    expect(listRequests(fetchMock, "imports")).toEqual(["/api/imports?page=1", "/api/imports?page=2"]);
  });

  it("explains a failure in place and once in a toast", async () => {
    stubHistory(() => jsonResponse(500, { message: "falló", code: "INTERNAL" }));
    renderApp(PATH);
    expect(await within(await table()).findByText(importTexts.historyError, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(toastsWithText(importTexts.historyError)).toHaveLength(1));
  });

  it("is 'Sin acceso' for a user who may import nothing", async () => {
    stubHistory(() => jsonResponse(200, pageOf([])), ["clients:read"]);
    renderApp(PATH);
    expect(await screen.findByRole("heading", { name: "Sin acceso" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: importTexts.title })).not.toBeInTheDocument();
  });
});
