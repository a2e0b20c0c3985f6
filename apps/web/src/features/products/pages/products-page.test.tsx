import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { aceite, arroz } from "../../../test/catalog-fixtures";
import {
  heldResponse,
  isCall,
  jsonResponse,
  liveCalls,
  type MockHandler,
  requestsTo,
  staffUser,
} from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";

setUpScreenTests();

/** The product list answering `list` (all products on one page by default); `handler` answers the rest. */
function stubProducts(
  handler: MockHandler = () => undefined,
  list: MockHandler = () => jsonResponse(200, pageOf([arroz, { ...aceite, on_order: 36 }])),
) {
  return stubSignedIn((request) => (isCall(request, "GET", "/api/product") ? list(request) : handler(request)));
}

const listCalls = (fetchMock: Parameters<typeof liveCalls>[0]) => liveCalls(fetchMock, "GET", "/api/product");

describe("product list", () => {
  it("shows name, SKU, total quantity and the price in pesos, with view, edit and delete per row", async () => {
    stubProducts();
    renderApp("/dashboard/products");

    expect(await screen.findByRole("heading", { level: 1, name: "Mis Productos" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Lista de productos" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Nombre", "SKU", "Cantidad", "Precio", "Acciones"]);

    const row = (await within(table).findByText(arroz.name)).closest("tr")!;
    expect(within(row).getByText("ARZ-500")).toBeInTheDocument();
    expect(within(row).getByText("140")).toBeInTheDocument();
    // What sent purchase orders still bring, only when something does (issue 32).
    expect(within(row).queryByText(/En camino/)).not.toBeInTheDocument();
    expect(within(within(table).getByText(aceite.name).closest("tr")!).getByText("En camino: 36")).toBeInTheDocument();
    // Colombian pesos with two decimals (the separator after the sign is a no-break space).
    expect(within(row).getByText(/^\$\s12\.500,00$/)).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: `Ver ${arroz.name}` })).toHaveAttribute(
      "href",
      "/dashboard/products/view/p-1",
    );
    expect(within(row).getByRole("button", { name: `Editar ${arroz.name}` })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: `Eliminar ${arroz.name}` })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Agregar producto" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Paginación" })).not.toBeInTheDocument();
  });

  it("offers each write only with its permission", async () => {
    stubSignedIn(
      (request) => (isCall(request, "GET", "/api/product") ? jsonResponse(200, pageOf([arroz, aceite])) : undefined),
      staffUser,
      ["products:read", "products:update"],
    );
    renderApp("/dashboard/products");

    expect(await screen.findByRole("button", { name: `Editar ${arroz.name}` })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: `Ver ${arroz.name}` })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: `Eliminar ${arroz.name}` })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Agregar producto" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Exportar" })).toBeInTheDocument();
  });

  it("marks low, out-of-stock, expiring and expired products with badges; none on a product without alerts", async () => {
    stubProducts(undefined, () =>
      jsonResponse(
        200,
        pageOf([
          { ...arroz, available: 0, stock_alerts: ["low", "out", "expired"] },
          { ...aceite, stock_alerts: ["expiring"] },
          { ...arroz, id: "p-3", name: "Sal Refisal 1 kg", stock_alerts: [] },
        ]),
      ),
    );
    renderApp("/dashboard/products");

    const table = await screen.findByRole("table", { name: "Lista de productos" });
    const rowOf = async (name: string) => (await within(table).findByText(name)).closest("tr")!;
    const arrozRow = await rowOf(arroz.name);
    for (const label of ["Stock bajo", "Agotado", "Vencido"]) {
      expect(within(arrozRow).getByText(label)).toBeInTheDocument();
    }
    expect(within(arrozRow).queryByText("Por vencer")).not.toBeInTheDocument();
    expect(within(await rowOf(aceite.name)).getByText("Por vencer")).toBeInTheDocument();
    const plain = await rowOf("Sal Refisal 1 kg");
    for (const label of ["Stock bajo", "Agotado", "Por vencer", "Vencido"]) {
      expect(within(plain).queryByText(label)).not.toBeInTheDocument();
    }
  });

  it("says it is loading, and that there are no products", async () => {
    const answer = heldResponse();
    stubProducts(undefined, () => answer.respond());
    renderApp("/dashboard/products");

    expect(await screen.findByText("Cargando productos...")).toBeInTheDocument();
    await answer.answer(jsonResponse(200, pageOf([])));
    expect(await screen.findByText("No hay productos registrados.")).toBeInTheDocument();
  });

  it.each([
    [forbidden("No tienes permisos"), "No tienes permisos para ver los productos"],
    [jsonResponse(400, { message: "x", code: "VALIDATION" }), "Ocurrió un error al cargar los productos"],
  ])("tells a failed load once with the spec's message (%#)", async (response, message) => {
    stubProducts(undefined, () => response.clone());
    renderApp("/dashboard/products");

    await waitFor(() => expect(toastsWithText(message)).toHaveLength(1));
    expect(within(screen.getByRole("table")).getByText(message)).toBeInTheDocument();
  });

  it("searches by SKU from page 1 after 300 ms, and pages through the results", async () => {
    const fetchMock = stubProducts(undefined, (request) => {
      const page = Number(new URL(request.url, "http://localhost").searchParams.get("page"));
      return jsonResponse(200, pageOf([{ ...arroz, name: `Página ${page}` }], page, 3));
    });
    const user = userEvent.setup();
    renderApp("/dashboard/products");
    await screen.findByText("Página 1");

    await user.click(screen.getByRole("button", { name: "Página 2" }));
    await screen.findByText("Página 2");
    // Pasted at once: typed key by key on a loaded machine, a pause over 300 ms between two keys would
    // rightly search for the first letters too.
    await user.click(screen.getByRole("searchbox", { name: "Buscar producto por: nombre o SKU" }));
    await user.paste("arz-5");
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(3));
    expect(listCalls(fetchMock).map(({ url }) => url)).toEqual([
      "/api/product?page=1",
      "/api/product?page=2",
      "/api/product?page=1&search=arz-5",
    ]);
  });
});

describe("product row actions", () => {
  it("deletes only after the browser confirmation, then says so and reloads", async () => {
    const fetchMock = stubProducts((request) =>
      isCall(request, "DELETE", "/api/product/p-1") ? new Response(null, { status: 204 }) : undefined,
    );
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const user = userEvent.setup();
    renderApp("/dashboard/products");

    await user.click(await screen.findByRole("button", { name: `Eliminar ${arroz.name}` }));
    expect(confirm).toHaveBeenCalledWith(`Seguro que quieres eliminar a ${arroz.name}?`);
    expect(requestsTo(fetchMock, "DELETE", "/api/product/p-1")).toBe(0);

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: `Eliminar ${arroz.name}` }));
    await waitFor(() => expect(toastsWithText("Producto Eliminado correctamente")).toHaveLength(1));
    expect(requestsTo(fetchMock, "DELETE", "/api/product/p-1")).toBe(1);
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it("reports a failed delete as 'Ha ocurrido un error'", async () => {
    stubProducts((request) =>
      request.method === "DELETE" ? jsonResponse(500, { message: "del servidor", code: "INTERNAL" }) : undefined,
    );
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const user = userEvent.setup();
    renderApp("/dashboard/products");

    await user.click(await screen.findByRole("button", { name: `Eliminar ${arroz.name}` }));
    await waitFor(() => expect(toastsWithText("Ha ocurrido un error")).toHaveLength(1));
    expect(toastsWithText("del servidor")).toHaveLength(0);
  });

  it("edits the basic fields and sends exactly those with PUT", async () => {
    let sent: unknown;
    const fetchMock = stubProducts((request) => {
      if (!isCall(request, "PUT", "/api/product/p-2")) return undefined;
      sent = request.body;
      return jsonResponse(200, { ...aceite, price: 21000 });
    });
    const user = userEvent.setup();
    renderApp("/dashboard/products");

    await user.click(await screen.findByRole("button", { name: `Editar ${aceite.name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Editar producto" });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(field("Nombre")).toHaveValue(aceite.name);
    expect(field("SKU")).toHaveValue("ACE-1000");
    expect(field("URL de imagen (opcional)")).toHaveValue(aceite.image_url);
    expect(within(dialog).queryByLabelText("Cantidad")).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText("Bodega")).not.toBeInTheDocument();

    await user.clear(field("Precio"));
    await user.type(field("Precio"), "$21.000");
    await user.clear(field("Descripción"));
    await user.type(field("Descripción"), "  Aceite de girasol  ");
    await user.click(within(dialog).getByRole("button", { name: "Actualizar" }));

    await waitFor(() => expect(toastsWithText("Producto actualizado correctamente")).toHaveLength(1));
    expect(sent).toEqual({
      name: aceite.name,
      tax_class: "IVA_5",
      description: "Aceite de girasol",
      category: aceite.category,
      sku: aceite.sku,
      image_url: aceite.image_url,
      price: 21000,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it("puts a duplicate SKU under its field and keeps the modal open", async () => {
    const duplicate = "Ya existe un producto con ese SKU";
    stubProducts((request) =>
      request.method === "PUT"
        ? jsonResponse(409, { message: duplicate, code: "CONFLICT", fields: { sku: duplicate } })
        : undefined,
    );
    const user = userEvent.setup();
    renderApp("/dashboard/products");

    await user.click(await screen.findByRole("button", { name: `Editar ${arroz.name}` }));
    const dialog = await screen.findByRole("dialog", { name: "Editar producto" });
    await user.click(within(dialog).getByRole("button", { name: "Actualizar" }));

    await waitFor(() => expect(within(dialog).getByLabelText("SKU")).toHaveAccessibleDescription(duplicate));
    expect(toastsWithText(duplicate)).toHaveLength(1);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
