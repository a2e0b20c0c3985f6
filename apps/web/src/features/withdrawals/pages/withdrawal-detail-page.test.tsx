import { type Withdrawal, withdrawalMessages } from "@inventario/shared/withdrawals";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Providers } from "../../../app/providers";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import { heldResponse, isCall, jsonResponse, liveCalls, type MockHandler } from "../../../test/fetch-mock";
import {
  PICKING_ID as ID,
  lot,
  PICKING_PATH as PATH,
  pickingRequest as request,
  sal,
  pickingStock as stock,
  stubPickingDetail as stubDetail,
} from "../../../test/picking-fixtures";
import { renderApp } from "../../../test/render-app";
import { setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { WithdrawalDetailPage } from "./withdrawal-detail-page";

setUpScreenTests();
beforeAll(() => import("./withdrawal-detail-page"));

async function openDetail(handler?: MockHandler) {
  const fetchMock = stubDetail(handler);
  const user = userEvent.setup();
  renderApp(PATH);
  await screen.findByText(arroz.name);
  await screen.findByRole("option", { name: "Bodega Principal (stock: 10)" });
  return { fetchMock, user };
}

const itemRow = (name: string) => screen.getByText(name).closest("tr")!;
const warehouseSelect = (name: string, position = 1) =>
  screen.getByRole("combobox", { name: `Bodega ${position} para ${name}` });
const quantityInput = (name: string, position = 1) =>
  screen.getByRole("spinbutton", { name: `Cantidad ${position} para ${name}` });

describe("picking detail", () => {
  it("loads the request, then every product name in one call, and shows each item's state", async () => {
    const answerNames = heldResponse();
    const fetchMock = stubDetail((req) =>
      isCall(req, "POST", "/api/product/names-batch") ? answerNames.respond() : undefined,
    );
    renderApp(PATH);

    expect(
      await screen.findByRole("heading", { level: 1, name: "Crear Asignación de Preparación" }),
    ).toBeInTheDocument();
    expect(await screen.findAllByText("Cargando...")).toHaveLength(3);
    expect(screen.getByLabelText("Empleado")).toHaveValue("Laura Gómez");
    expect(screen.getByLabelText("Empleado")).toHaveAttribute("readonly");
    // Cut as the picking list cuts ids, not the raw UUID.
    expect(screen.getByLabelText("ID del primer ítem")).toHaveValue("4d5e6f7a8b9c");
    const summary = screen.getByRole("region", { name: "Datos de la solicitud" });
    expect(within(summary).getByText("Número").nextElementSibling).toHaveTextContent(/^A-000123$/);
    // The picking sheet is made at the click: not before the names, or it would print the products' ids.
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeDisabled();
    await answerNames.answer(
      jsonResponse(
        200,
        [arroz, aceite, sal].map(({ id, name, sku }) => ({ id, name, sku })),
      ),
    );
    await screen.findByText(arroz.name);
    expect(screen.getByRole("button", { name: "Imprimir" })).toBeEnabled();

    expect(liveCalls(fetchMock, "POST", "/api/product/names-batch")).toEqual([
      { url: "/api/product/names-batch", body: { ids: [arroz.id, aceite.id, sal.id].sort() } },
    ]);
    const table = screen.getByRole("table", { name: "Productos de la solicitud" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Producto", "Solicitada", "Despachada", "Estado", "Asignación"]);
    const arrozRow = itemRow(arroz.name);
    expect(arrozRow.cells[1]?.textContent).toBe("5");
    expect(arrozRow.cells[2]?.textContent).toBe("0");
    expect(within(arrozRow).getByText("Pendiente (5)")).toBeInTheDocument();
    expect(within(itemRow(aceite.name)).getByText("Pendiente (2)")).toBeInTheDocument();
    expect(within(itemRow(sal.name)).getByText("Completado")).toBeInTheDocument();

    // Each item starts with one empty row, its warehouses as 'name (stock: n)'.
    const select = warehouseSelect(arroz.name);
    expect(select).toHaveValue("");
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Seleccionar bodega", "Bodega Principal (stock: 10)", "Bodega Norte (stock: 4)"]);
    expect(quantityInput(arroz.name)).toHaveValue(null);
    expect(quantityInput(arroz.name)).toHaveAttribute("min", "1");
    expect(within(arrozRow).queryByRole("button", { name: /Quitar/ })).not.toBeInTheDocument();

    // The complete item cannot change.
    const salRow = itemRow(sal.name);
    expect(warehouseSelect(sal.name)).toBeDisabled();
    expect(quantityInput(sal.name)).toBeDisabled();
    expect(within(salRow).getByRole("button", { name: "+ Añadir bodega" })).toBeDisabled();
    expect(within(salRow).getByRole("button", { name: "Sugerir (FEFO)" })).toBeDisabled();
  });

  it("refuses a warehouse twice, caps the quantity at its stock and blocks rows beyond what is needed", async () => {
    const { user } = await openDetail();
    const row = itemRow(arroz.name);

    await user.selectOptions(warehouseSelect(arroz.name), "w-2");
    await user.type(quantityInput(arroz.name), "5");
    // 5 is above the 4 Bodega Norte holds: ignored.
    expect(quantityInput(arroz.name)).toHaveValue(null);
    await user.type(quantityInput(arroz.name), "4");
    expect(quantityInput(arroz.name)).toHaveValue(4);
    expect(quantityInput(arroz.name)).toHaveAttribute("max", "4");

    await user.click(within(row).getByRole("button", { name: "+ Añadir bodega" }));
    expect(within(row).getByRole("button", { name: `Quitar bodega 1 de ${arroz.name}` })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: `Quitar bodega 2 de ${arroz.name}` })).toBeInTheDocument();
    await user.selectOptions(warehouseSelect(arroz.name, 2), "w-2");
    expect(within(row).getByRole("alert")).toHaveTextContent("Esta bodega ya ha sido seleccionada para este producto.");
    expect(warehouseSelect(arroz.name, 2)).toHaveValue("");

    await user.selectOptions(warehouseSelect(arroz.name, 2), "w-1");
    expect(within(row).queryByRole("alert")).not.toBeInTheDocument();
    await user.type(quantityInput(arroz.name, 2), "1");
    expect(within(row).getByText("Asignado: 5 de 5")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "+ Añadir bodega" }));
    expect(within(row).getByRole("alert")).toHaveTextContent("Ya se ha asignado toda la cantidad requerida.");
    expect(screen.queryByRole("combobox", { name: `Bodega 3 para ${arroz.name}` })).not.toBeInTheDocument();

    await user.click(within(row).getByRole("button", { name: `Quitar bodega 1 de ${arroz.name}` }));
    expect(warehouseSelect(arroz.name)).toHaveValue("w-1");
    expect(within(row).queryByRole("button", { name: /Quitar/ })).not.toBeInTheDocument();
  });

  it("suggests the warehouses of the earliest-expiring lots, reading every page of lots", async () => {
    const { fetchMock, user } = await openDetail((req) => {
      const url = new URL(req.url, "http://localhost");
      if (url.pathname !== `/api/inventory/current/${aceite.id}`) return undefined;
      return url.searchParams.get("page") === "2"
        ? jsonResponse(200, { data: [lot("w-2", 1, "2025-01-10")], page: 2, total_pages: 2, total: 3 })
        : jsonResponse(200, {
            data: [lot("w-1", 4, null), lot("w-1", 2, "2025-03-01")],
            page: 1,
            total_pages: 2,
            total: 3,
          });
    });

    await user.click(within(itemRow(aceite.name)).getByRole("button", { name: "Sugerir (FEFO)" }));
    await waitFor(() => expect(warehouseSelect(aceite.name)).toHaveValue("w-2"));
    expect(quantityInput(aceite.name)).toHaveValue(1);
    expect(warehouseSelect(aceite.name, 2)).toHaveValue("w-1");
    expect(quantityInput(aceite.name, 2)).toHaveValue(1);
    expect(liveCalls(fetchMock, "GET", `/api/inventory/current/${aceite.id}`)).toHaveLength(2);
  });

  it("says so when there is no stock to suggest", async () => {
    const { user } = await openDetail((req) =>
      isCall(req, "GET", `/api/inventory/current/${arroz.id}`)
        ? jsonResponse(200, { data: [], page: 1, total_pages: 0, total: 0 })
        : undefined,
    );
    await user.click(within(itemRow(arroz.name)).getByRole("button", { name: "Sugerir (FEFO)" }));
    expect(await within(itemRow(arroz.name)).findByRole("alert")).toHaveTextContent(
      "No hay existencias de este producto en ninguna bodega.",
    );
  });

  it("says the lots left are expired when only expired lots hold the product", async () => {
    const { user } = await openDetail((req) => {
      // By-products counts only lots that are not expired: nothing for aceite.
      if (isCall(req, "POST", "/api/inventory/by-products")) return jsonResponse(200, { ...stock, [aceite.id]: [] });
      return isCall(req, "GET", `/api/inventory/current/${aceite.id}`)
        ? jsonResponse(200, {
            data: [lot("w-1", 7, "2024-01-31", { expiry: "expired" })],
            page: 1,
            total_pages: 1,
            total: 1,
          })
        : undefined;
    });
    await user.click(within(itemRow(aceite.name)).getByRole("button", { name: "Sugerir (FEFO)" }));
    expect(await within(itemRow(aceite.name)).findByRole("alert")).toHaveTextContent(
      "Solo quedan lotes vencidos de este producto: no se pueden alistar.",
    );
    expect(warehouseSelect(aceite.name)).toHaveValue("");
  });

  it("sends only chosen rows, says 'Enviando solicitud...', waits 1500 ms, confirms and reloads", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const completed: Withdrawal = {
      ...request,
      items: request.items.map((item) => (item.id === "i-2" ? { ...item, fulfilled_quantity: 3 } : item)),
    };
    const answerPost = heldResponse();
    let dispatched = false;
    const fetchMock = stubDetail(
      (req) => (isCall(req, "POST", "/api/withdrawals/assign-stock/bulk") ? answerPost.respond() : undefined),
      () => jsonResponse(200, dispatched ? completed : request),
    );
    const detailCalls = () => liveCalls(fetchMock, "GET", `/api/withdrawals/${ID}`).length;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp(PATH);
    await screen.findByRole("option", { name: "Bodega Principal (stock: 6)" });

    await user.selectOptions(warehouseSelect(aceite.name), "w-1");
    await user.type(quantityInput(aceite.name), "2");
    await user.selectOptions(warehouseSelect(arroz.name), "w-1");
    const send = screen.getByRole("button", { name: "Enviar" });
    await user.click(send);

    await waitFor(() => expect(toastsWithText("Enviando solicitud...")).toHaveLength(1));
    expect(send).toBeDisabled();
    expect(liveCalls(fetchMock, "POST", "/api/withdrawals/assign-stock/bulk").map(({ body }) => body)).toEqual([
      { items: [{ withdrawal_item_id: "i-2", assignments: [{ warehouse_id: "w-1", quantity: 2 }] }] },
    ]);
    const loadsBefore = detailCalls();
    dispatched = true;
    await answerPost.answer(jsonResponse(200, completed));

    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(toastsWithText("Solicitud enviada correctamente.")).toHaveLength(0);
    expect(detailCalls()).toBe(loadsBefore);
    expect(send).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(300));

    await waitFor(() => expect(toastsWithText("Solicitud enviada correctamente.")).toHaveLength(1));
    await waitFor(() => expect(within(itemRow(aceite.name)).getByText("Completado")).toBeInTheDocument());
    expect(detailCalls()).toBe(loadsBefore + 1);
    expect(toastsWithText("Enviando solicitud...")).toHaveLength(0);
    // The names are not asked for again.
    expect(liveCalls(fetchMock, "POST", "/api/product/names-batch")).toHaveLength(1);
    // Fresh rows against the new quantities.
    expect(warehouseSelect(arroz.name)).toHaveValue("");
    expect(warehouseSelect(aceite.name)).toBeDisabled();
    await waitFor(() => expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled());
  });

  it("shows 'Error al enviar la solicitud.' with the server's reason", async () => {
    const reason = "La bodega Bodega Norte solo tiene 0 unidades de ese producto";
    const { user } = await openDetail((req) =>
      isCall(req, "POST", "/api/withdrawals/assign-stock/bulk")
        ? jsonResponse(409, { message: reason, code: "INSUFFICIENT_STOCK" })
        : undefined,
    );
    await user.selectOptions(warehouseSelect(arroz.name), "w-2");
    await user.type(quantityInput(arroz.name), "3");
    await user.click(screen.getByRole("button", { name: "Enviar" }));

    await waitFor(() => expect(toastsWithText(`Error al enviar la solicitud. ${reason}`)).toHaveLength(1));
    expect(toastsWithText("Enviando solicitud...")).toHaveLength(0);
    expect(quantityInput(arroz.name)).toHaveValue(3);
    expect(screen.getByRole("button", { name: "Enviar" })).toBeEnabled();
  });

  it("sends nothing without a chosen warehouse and quantity", async () => {
    const { fetchMock, user } = await openDetail();
    await user.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() =>
      expect(toastsWithText("Elige al menos una bodega y una cantidad mayor que 0.")).toHaveLength(1),
    );
    expect(liveCalls(fetchMock, "POST", "/api/withdrawals/assign-stock/bulk")).toHaveLength(0);
  });

  it("reports names that could not be loaded", async () => {
    stubDetail((req) =>
      isCall(req, "POST", "/api/product/names-batch")
        ? jsonResponse(400, { message: "x", code: "VALIDATION" })
        : undefined,
    );
    renderApp(PATH);
    await waitFor(() => expect(toastsWithText("Hubo un error al cargar los nombres de los productos")).toHaveLength(1));
    expect(screen.queryByText("Cargando...")).not.toBeInTheDocument();
  });
});

describe("cancelled picking request", () => {
  it("shows 'Anulada' and its items read-only, without assignment rows or 'Enviar'", async () => {
    const fetchMock = stubDetail(undefined, () => jsonResponse(200, { ...request, status: "CANCELLED" }));
    renderApp(PATH);
    await screen.findByText(arroz.name);

    const summary = screen.getByRole("region", { name: "Datos de la solicitud" });
    expect(within(summary).getByText("Anulada")).toBeInTheDocument();
    expect(within(summary).getByText("A-000123")).toBeInTheDocument();
    expect(screen.getByText(withdrawalMessages.cancelled)).toBeInTheDocument();

    const table = screen.getByRole("table", { name: "Productos de la solicitud" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Producto", "Solicitada", "Despachada", "Estado"]);
    expect(within(itemRow(aceite.name)).getByText("Anulada")).toBeInTheDocument();
    expect(itemRow(aceite.name).cells[2]?.textContent).toBe("1");
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("spinbutton")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enviar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "+ Añadir bodega" })).not.toBeInTheDocument();
    // Nothing can be assigned, so where the stock is is not asked.
    expect(liveCalls(fetchMock, "POST", "/api/inventory/by-products")).toHaveLength(0);
  });
});

describe("picking detail for a user who may not assign", () => {
  it("shows the items as they stand, without assignment rows or 'Enviar', and asks for no stock", async () => {
    const fetchMock = stubDetail(undefined, undefined, ["withdrawals:read"]);
    renderApp(PATH);
    await screen.findByText(arroz.name);

    const table = screen.getByRole("table", { name: "Productos de la solicitud" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Producto", "Solicitada", "Despachada", "Estado"]);
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Enviar" })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "POST", "/api/inventory/by-products")).toHaveLength(0);
  });
});

describe("picking detail states", () => {
  it("says it is loading, then that the request does not exist", async () => {
    const answer = heldResponse();
    stubSignedIn((req) => (isCall(req, "GET", `/api/withdrawals/${ID}`) ? answer.respond() : undefined));
    renderApp(PATH);
    expect(await screen.findByText("Cargando detalle...")).toBeInTheDocument();
    await answer.answer(jsonResponse(404, { message: "La solicitud de alistamiento no existe", code: "NOT_FOUND" }));
    expect(await screen.findByText("No se encontró la solicitud.")).toBeInTheDocument();
    expect(toastsWithText("Error al cargar la solicitud de picking.")).toHaveLength(0);
  });

  it("reports any other failure to load", async () => {
    stubDetail(undefined, () => jsonResponse(400, { message: "x", code: "VALIDATION" }));
    renderApp(PATH);
    await waitFor(() => expect(toastsWithText("Error al cargar la solicitud de picking.")).toHaveLength(1));
    expect(within(screen.getByRole("main")).getByText("Error al cargar la solicitud de picking.")).toBeInTheDocument();
  });

  it("says 'ID de picking no válido' without an id and goes back", async () => {
    stubSignedIn(() => undefined);
    const router = createMemoryRouter(
      [
        { path: "/origen", element: <p>Pantalla anterior</p> },
        { path: "/detalle", element: <WithdrawalDetailPage /> },
      ],
      { initialEntries: ["/origen", "/detalle"], initialIndex: 1 },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await waitFor(() => expect(toastsWithText("ID de picking no válido")).toHaveLength(1));
    expect(await screen.findByText("Pantalla anterior")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/origen");
  });
});
