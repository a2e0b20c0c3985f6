import type { Movement } from "@inventario/shared/movements";
import { productMessages } from "@inventario/shared/products";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { arroz, movement, norte, principal } from "../../../test/catalog-fixtures";
import { heldResponse, isCall, jsonResponse, liveCalls } from "../../../test/fetch-mock";
import {
  entry,
  inventoryArroz,
  lot,
  medellin,
  openDetail,
  PRODUCT_PATH,
  setUpDetailTests,
  stubDetail,
  tableRow,
} from "../../../test/product-detail-fixtures";
import { renderApp } from "../../../test/render-app";
import { toastsWithText } from "../../../test/screen-test";

setUpDetailTests();

const summary = () => screen.getByRole("region", { name: "Resumen del producto" });
const figure = (label: string) => within(summary()).getByText(label).nextElementSibling;

describe("product detail", () => {
  it("says it is loading, then shows the summary card", async () => {
    const answer = heldResponse();
    stubDetail({}, (request) => (isCall(request, "GET", `/api/inventory/${arroz.id}`) ? answer.respond() : undefined));
    renderApp(PRODUCT_PATH);

    expect(await screen.findByText("Cargando producto...")).toBeInTheDocument();
    await answer.answer(jsonResponse(200, inventoryArroz));
    expect(await screen.findByRole("heading", { level: 2, name: arroz.name })).toBeInTheDocument();
    expect(figure("Precio")).toHaveTextContent(/^\$\s12\.500,00$/);
    expect(figure("Cantidad total")).toHaveTextContent("140");
    expect(figure("Costo promedio")).toHaveTextContent(/^\$\s8\.123,45$/);
    expect(within(summary()).getByRole("img", { name: "Producto sin imagen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver" })).toHaveAttribute("href", "/dashboard/products");
  });

  it("says so when the product does not exist", async () => {
    stubDetail({}, (request) =>
      isCall(request, "GET", `/api/inventory/${arroz.id}`)
        ? jsonResponse(404, { message: "El producto no existe", code: "NOT_FOUND" })
        : undefined,
    );
    renderApp(PRODUCT_PATH);

    expect(await screen.findByText("No se encontró el producto.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows a card per warehouse with the initials of its first two words and its quantity", async () => {
    await openDetail();
    const cards = () => within(screen.getByRole("region", { name: "Inventario" })).getAllByRole("listitem");
    // In the unit the product's lots share (KG), as the lots table shows them.
    await waitFor(() =>
      expect(cards().map((card) => card.textContent)).toEqual([`BP${principal.name}100 KG`, `BM${medellin.name}40 KG`]),
    );
    expect(figure("Cantidad total")).toHaveTextContent("140 KG");
  });

  it("shows the lots with quantity, unit, cost and their restock and withdraw buttons", async () => {
    const { table } = await openDetail();
    const lots = table("Estado actual");
    const row = await within(lots)
      .findByText("M-7")
      .then((cell) => cell.closest("tr")!);
    expect(row).toHaveTextContent(medellin.name);
    expect(within(row).getByText("40 KG")).toBeInTheDocument();
    expect(within(row).getByText(/^\$\s8\.500,00$/)).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: `Reabastecer lote M-7 de ${medellin.name}` })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: `Retirar lote M-7 de ${medellin.name}` })).toBeInTheDocument();
  });

  it("offers no write to a user who may only read the product: no buttons, the fields read-only", async () => {
    stubDetail({}, undefined, []);
    renderApp(PRODUCT_PATH);
    await screen.findByRole("heading", { level: 2, name: arroz.name });
    const lots = screen.getByRole("table", { name: "Estado actual" });
    await within(lots).findByText("M-7");

    expect(within(lots).queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Agregar entrada" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cambiar imagen" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Guardar inventario óptimo" })).not.toBeInTheDocument();
    expect(await screen.findByRole("textbox", { name: "Nombre" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Cantidad mínima" })).toHaveAttribute("readonly");
    // What may be read is all there.
    expect(screen.getByRole("table", { name: "Historial de inventario" })).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Entradas de Inventario" })).toBeInTheDocument();
  });

  it("shows what is available, what is on its way and the product's alerts in the summary, and marks expired and expiring lots", async () => {
    const { table } = await openDetail(
      {
        lots: [
          [
            lot({ id: "lot-old", lot_number: "V-1", expiration_date: "2024-01-31", expiry: "expired" }),
            lot({ id: "lot-soon", lot_number: "S-2", expiration_date: "2024-03-20", expiry: "expiring" }),
            lot({ id: "lot-fine", lot_number: "F-3", expiration_date: "2025-12-31", expiry: null }),
          ],
        ],
      },
      (request) =>
        isCall(request, "GET", `/api/product/${arroz.id}`)
          ? jsonResponse(200, { ...arroz, available: 40, on_order: 60, stock_alerts: ["expired", "low"] })
          : undefined,
    );
    await waitFor(() => expect(figure("Disponible")).toHaveTextContent("40"));
    // Units on sent purchase orders not received yet (issue 32).
    expect(figure("En camino")).toHaveTextContent("60 KG");
    expect(within(summary()).getByText("Stock bajo")).toBeInTheDocument();
    expect(within(summary()).getByText("Vencido")).toBeInTheDocument();
    expect(within(summary()).queryByText("Agotado")).not.toBeInTheDocument();

    const lots = table("Estado actual");
    await within(lots).findByText("V-1");
    expect(within(tableRow(lots, "V-1")).getByText("Vencido")).toBeInTheDocument();
    expect(within(tableRow(lots, "S-2")).getByText("Por vencer")).toBeInTheDocument();
    const fine = tableRow(lots, "F-3");
    expect(within(fine).queryByText("Vencido")).not.toBeInTheDocument();
    expect(within(fine).queryByText("Por vencer")).not.toBeInTheDocument();
  });

  it("labels the history by type and fills the gaps with 'Desconocido', 'Desconocida' and '-'", async () => {
    const pickingId = "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d";
    const history: Movement[] = [
      movement({ id: "m-in", type: "IN", quantity: 25, lot_number: "L-2024", reference: "Compra 77" }),
      movement({ id: "m-out", type: "OUT", reference: pickingId }),
      movement({ id: "m-rep", type: "REPLENISH", reference: "Reposición" }),
      movement({ id: "m-wd", type: "WITHDRAWAL", reference: "Merma-bodega-2" }),
      { ...movement({ id: "m-odd", reference: "Traslado" }), type: "TRANSFER" as Movement["type"] },
      movement({ id: "m-ghost", warehouse_id: "w-gone", lot_number: null, reference: null, quantity: 3, unit: "UD" }),
    ];
    const { table } = await openDetail({ movements: [history] });
    const historyTable = table("Historial de inventario");
    await within(historyTable).findByText("Compra 77");

    const headers = within(historyTable)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Fecha", "Movimiento", "Bodega", "Lote", "Referencia", "Stock"]);

    const bought = tableRow(historyTable, "Compra 77");
    expect(within(bought).getByText("Entrada")).toBeInTheDocument();
    expect(within(bought).getByText("L-2024")).toBeInTheDocument();
    expect(within(bought).getByText("25 KG")).toBeInTheDocument();
    // 13:30 UTC is 8:30 a. m. in Bogotá, whatever the machine's zone.
    expect(within(bought).getByText("05/03/2024")).toBeInTheDocument();
    expect(within(bought).getByText(/^8:30\sa/)).toBeInTheDocument();
    await waitFor(() => expect(within(bought).getByText(principal.name)).toBeInTheDocument());

    // A dispatch's reference is its picking request's id, cut as the picking list cuts it.
    const dispatch = within(tableRow(historyTable, "Salida")).getAllByRole("cell")[4]!;
    expect(dispatch).toHaveTextContent(/^8c3b5e7f1a2d$/);
    expect(within(dispatch).getByText("7f1a2d").tagName).toBe("STRONG");
    expect(historyTable).not.toHaveTextContent(pickingId);
    expect(within(tableRow(historyTable, "Reposición")).getByText("Reabastecimiento")).toBeInTheDocument();
    // Any other reference is a person's text, dashes and all.
    expect(within(tableRow(historyTable, "Merma-bodega-2")).getByText("Retiro")).toBeInTheDocument();
    expect(within(tableRow(historyTable, "Traslado")).getByText("Desconocido")).toBeInTheDocument();

    const ghost = tableRow(historyTable, "3 UD");
    expect(within(ghost).getByText("Desconocida")).toBeInTheDocument();
    expect(within(ghost).getAllByText("-")).toHaveLength(2);
  });

  it("reads each reference by its label and labels the transfer and return types", async () => {
    const pickingId = "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d";
    const history: Movement[] = [
      movement({ id: "m-out", type: "OUT", reference: pickingId, reference_label: "Alistamiento A-000123" }),
      movement({ id: "m-tout", type: "TRANSFER_OUT", reference: "t-uuid-1", reference_label: "Traslado T-000045" }),
      movement({
        id: "m-tin",
        type: "TRANSFER_IN",
        warehouse_id: medellin.id,
        reference: "t-uuid-1",
        reference_label: "Traslado T-000045",
      }),
      movement({ id: "m-ret", type: "RETURN", reference: "s-uuid-9", reference_label: "Venta V-000123" }),
    ];
    const { table } = await openDetail({ movements: [history] });
    const historyTable = table("Historial de inventario");
    await within(historyTable).findByText("Alistamiento A-000123");

    expect(within(tableRow(historyTable, "Alistamiento A-000123")).getByText("Salida")).toBeInTheDocument();
    expect(historyTable).not.toHaveTextContent(pickingId);
    expect(historyTable).not.toHaveTextContent("uuid");
    const transferRows = within(historyTable)
      .getAllByText("Traslado T-000045")
      .map((cell) => cell.closest("tr")!);
    expect(transferRows.map((row) => row.cells[1]?.textContent)).toEqual(["Traslado (salida)", "Traslado (entrada)"]);
    expect(within(tableRow(historyTable, "Venta V-000123")).getByText("Devolución")).toBeInTheDocument();
  });

  it("asks for the warehouse names once per page of history", async () => {
    const page1 = [
      movement({ id: "m-1", warehouse_id: principal.id, reference: "Uno" }),
      movement({ id: "m-2", warehouse_id: medellin.id, reference: "Dos" }),
      movement({ id: "m-3", warehouse_id: principal.id, reference: "Tres" }),
    ];
    const page2 = [movement({ id: "m-4", warehouse_id: norte.id, reference: "Cuatro" })];
    const { fetchMock, user, table } = await openDetail({ movements: [page1, page2] });
    const historyTable = table("Historial de inventario");
    await waitFor(() => expect(within(tableRow(historyTable, "Dos")).getByText(medellin.name)).toBeInTheDocument());

    const nav = within(historyTable.closest("div")!).getByRole("navigation", { name: "Paginación" });
    await user.click(within(nav).getByRole("button", { name: "Página 2" }));
    await waitFor(() => expect(within(tableRow(historyTable, "Cuatro")).getByText(norte.name)).toBeInTheDocument());

    const calls = liveCalls(fetchMock, "POST", "/api/warehouse/names-batch");
    expect(calls.map(({ body }) => body)).toEqual([{ ids: [principal.id, medellin.id].sort() }, { ids: [norte.id] }]);
  });

  it.each([
    ["Estado actual", `/api/inventory/current/${arroz.id}`, "LOTE-P2"],
    ["Historial de inventario", "/api/movement", "Ref página 2"],
    ["Entradas de Inventario", `/api/inventory/getEntries/${arroz.id}`, "ENT-P2"],
  ])("pages '%s' through page 2", async (title, path, secondPageText) => {
    const { fetchMock, user, table } = await openDetail({
      lots: [[lot({ id: "l-a" })], [lot({ id: "l-b", lot_number: "LOTE-P2" })]],
      movements: [[movement({ id: "m-a" })], [movement({ id: "m-b", reference: "Ref página 2" })]],
      entries: [[entry({ id: "e-a" })], [entry({ id: "e-b", lot_number: "ENT-P2" })]],
    });
    const list = table(title);
    const nav = await within(list.closest("div")!).findByRole("navigation", { name: "Paginación" });
    await user.click(within(nav).getByRole("button", { name: "Siguiente" }));

    expect(await within(list).findByText(secondPageText)).toBeInTheDocument();
    const urls = liveCalls(fetchMock, "GET", path).map(({ url }) => new URL(url, "http://localhost"));
    expect(urls.map((url) => url.searchParams.get("page"))).toEqual(["1", "2"]);
    if (path === "/api/movement")
      expect(urls.every((url) => url.searchParams.get("product_id") === arroz.id)).toBe(true);
  });

  it("shows the entries with a dash for a missing lot or cost", async () => {
    const { table } = await openDetail({
      entries: [[entry({ id: "e-1", lot_number: null, cost: null, quantity: 1200, warehouse_name: medellin.name })]],
    });
    const entries = table("Entradas de Inventario");
    const row = await within(entries)
      .findByText(medellin.name)
      .then((cell) => cell.closest("tr")!);
    // In the unit the product's lots share (KG).
    expect(await within(row).findByText("1.200 KG")).toBeInTheDocument();
    expect(within(row).getAllByText("-")).toHaveLength(2);
    expect(within(row).getByText("05/03/2024")).toBeInTheDocument();
  });

  it("saves the whole basic record, keeping the category and image", async () => {
    let sent: unknown;
    const { user } = await openDetail({}, (request) => {
      if (!isCall(request, "PUT", `/api/product/${arroz.id}`)) return undefined;
      sent = request.body;
      return jsonResponse(200, { ...arroz, ...(request.body as object) });
    });
    const basics = screen.getByRole("region", { name: "Información básica" });
    const field = (label: string) => within(basics).getByLabelText(label);
    await waitFor(() => expect(field("SKU")).toHaveValue(arroz.sku));

    await user.clear(field("Nombre"));
    await user.type(field("Nombre"), "  Arroz Roa 1 kg ");
    await user.clear(field("SKU"));
    await user.type(field("SKU"), "arz-1000");
    await user.clear(field("Precio"));
    await user.type(field("Precio"), "$ 21.900,50");
    await user.click(within(basics).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(toastsWithText("Producto actualizado correctamente")).toHaveLength(1));
    expect(sent).toEqual({
      name: "Arroz Roa 1 kg",
      description: arroz.description,
      category: arroz.category,
      sku: "ARZ-1000",
      image_url: arroz.image_url,
      price: 21900.5,
    });
  });

  it.each([
    [
      400,
      { message: "Revisa los datos", code: "VALIDATION", fields: { sku: productMessages.skuInvalid } },
      "Revisa los datos",
    ],
    [403, { message: "del servidor", code: "FORBIDDEN" }, "No tienes permisos para esta acción"],
    [500, { message: "del servidor", code: "INTERNAL" }, "Error al guardar el producto"],
  ])("reports a failed basic save (%i)", async (status, body, shown) => {
    const { user } = await openDetail({}, (request) =>
      isCall(request, "PUT", `/api/product/${arroz.id}`) ? jsonResponse(status, body) : undefined,
    );
    const basics = screen.getByRole("region", { name: "Información básica" });
    await waitFor(() => expect(within(basics).getByLabelText("SKU")).toHaveValue(arroz.sku));
    await user.click(within(basics).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(toastsWithText(shown)).toHaveLength(1));
    if (status === 400) {
      expect(within(basics).getByLabelText("SKU")).toHaveAccessibleDescription(productMessages.skuInvalid);
    }
  });

  it("refuses a minimum above the maximum, then saves the optimal stock", async () => {
    let sent: unknown;
    const { fetchMock, user } = await openDetail({}, (request) => {
      if (!isCall(request, "PUT", `/api/product/${arroz.id}/stock-levels`)) return undefined;
      sent = request.body;
      return jsonResponse(200, arroz);
    });
    const optimal = screen.getByRole("region", { name: "Inventario óptimo" });
    const min = within(optimal).getByLabelText("Cantidad mínima");
    const max = within(optimal).getByLabelText("Cantidad máxima");
    expect(min).toHaveValue("10");
    expect(max).toHaveValue("500");

    await user.clear(min);
    await user.type(min, "6a00");
    expect(min).toHaveValue("600");
    await user.click(within(optimal).getByRole("button", { name: "Guardar inventario óptimo" }));
    await waitFor(() => expect(min).toHaveAccessibleDescription("El mínimo no puede ser mayor que el máximo"));
    expect(liveCalls(fetchMock, "PUT", `/api/product/${arroz.id}/stock-levels`)).toHaveLength(0);

    await user.clear(max);
    await user.type(max, "900");
    await user.click(within(optimal).getByRole("button", { name: "Guardar inventario óptimo" }));
    await waitFor(() => expect(toastsWithText("Inventario óptimo actualizado correctamente")).toHaveLength(1));
    expect(sent).toEqual({ min_stock: 600, max_stock: 900 });
  });

  it("uploads a new image as multipart form data and shows it", async () => {
    let sent: unknown;
    let uploaded = false;
    const { user } = await openDetail({}, (request) => {
      if (isCall(request, "POST", `/api/product/${arroz.id}/image`)) {
        sent = request.body;
        uploaded = true;
        return jsonResponse(200, { ...arroz, image_url: `/api/product/${arroz.id}/image?v=abc` });
      }
      if (uploaded && isCall(request, "GET", `/api/inventory/${arroz.id}`)) {
        return jsonResponse(200, { ...inventoryArroz, image_url: `/api/product/${arroz.id}/image?v=abc` });
      }
      return undefined;
    });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "arroz.png", { type: "image/png" });
    expect(within(summary()).getByRole("button", { name: "Cambiar imagen" })).toBeInTheDocument();
    await user.upload(within(summary()).getByLabelText("Imagen del producto"), file);

    await waitFor(() => expect(toastsWithText("Imagen actualizada correctamente")).toHaveLength(1));
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get("image")).toBe(file);
    expect(await within(summary()).findByRole("img", { name: `Imagen de ${arroz.name}` })).toHaveAttribute(
      "src",
      `/api/product/${arroz.id}/image?v=abc`,
    );
  });

  it("shows the server's reason for a refused image, and refuses a wrong type without sending it", async () => {
    const { fetchMock, user } = await openDetail({}, (request) =>
      isCall(request, "POST", `/api/product/${arroz.id}/image`)
        ? jsonResponse(413, { message: "La imagen no puede superar 2 MB", code: "PAYLOAD_TOO_LARGE" })
        : undefined,
    );
    const input = within(summary()).getByLabelText("Imagen del producto");
    await user.upload(input, new File(["x"], "foto.png", { type: "image/png" }));
    await waitFor(() => expect(toastsWithText("La imagen no puede superar 2 MB")).toHaveLength(1));

    const upload = () => liveCalls(fetchMock, "POST", `/api/product/${arroz.id}/image`).length;
    expect(upload()).toBe(1);
    // A browser's "all files" choice gets past the accept list.
    fireEvent.change(input, { target: { files: [new File(["x"], "foto.gif", { type: "image/gif" })] } });
    await waitFor(() => expect(toastsWithText("La imagen debe ser JPEG, PNG o WebP")).toHaveLength(1));
    expect(upload()).toBe(1);
  });
});
