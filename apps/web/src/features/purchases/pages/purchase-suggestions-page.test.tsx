import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { aceite, principal } from "../../../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../../../test/fetch-mock";
import { purchaseOrder, suggestion, summaryOf } from "../../../test/purchase-fixtures";
import { renderApp } from "../../../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../../../test/screen-test";
import { andina } from "../../../test/supplier-fixtures";

setUpScreenTests();
beforeAll(() => import("./purchase-suggestions-page"));

const PATH = "/dashboard/purchase-suggestions";
const SUGGESTIONS = "/api/purchases/suggestions";
const ORDERS = "/api/purchases/suggestions/orders";

const rice = suggestion();
// Nobody sells it: it shows, but cannot be ordered from here.
const oil = suggestion({
  product: { id: aceite.id, name: aceite.name, sku: aceite.sku, category: aceite.category },
  supplier: null,
  unit_cost: null,
  pack_size: 1,
  min_quantity: 1,
  needed: 40,
  quantity: 40,
});

/** Two suggestions, counted up to a cap the server reached; `handler` first. */
function stubSuggestions(handler: MockHandler = () => undefined, permissions?: string[]) {
  return stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (isCall(request, "GET", SUGGESTIONS)) return jsonResponse(200, { ...pageOf([rice, oil]), total_capped: true });
      if (isCall(request, "GET", "/api/suppliers")) return jsonResponse(200, pageOf([andina]));
      if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal]));
      return undefined;
    },
    permissions ? staffUser : undefined,
    permissions,
  );
}

async function openSuggestions(handler?: MockHandler, permissions?: string[], path = PATH) {
  const fetchMock = stubSuggestions(handler, permissions);
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Sugerido de compra" });
  await screen.findByText(oil.product.name);
  return { fetchMock, user, ...view };
}

const rowOf = (name: string) => screen.getByRole("link", { name }).closest("tr")!;
const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://localhost").searchParams);

describe("'Sugerido de compra'", () => {
  it("shows what each product needs and says why a row cannot be ordered", async () => {
    await openSuggestions();
    const table = screen.getByRole("table", { name: "Productos sugeridos para comprar" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      "Producto",
      "Bodega",
      "Disponible",
      "Mínimo",
      "Máximo",
      "En camino",
      "Sugerido",
      "Cantidad",
      "Proveedor",
      "Costo",
    ]);
    const first = rowOf(rice.product.name);
    expect(within(first).getByText(andina.name)).toBeInTheDocument();
    expect(within(first).getByText("Empaque de 6")).toBeInTheDocument();
    expect(within(first).getByRole("textbox", { name: `Cantidad a pedir de ${rice.product.name}` })).toHaveValue("180");

    const blocked = within(rowOf(oil.product.name)).getByRole("checkbox");
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription("Sin proveedor: ninguno tiene este producto en su lista de precios");
    // A count the server stopped at.
    expect(screen.getByText("1–2 de más de 2")).toBeInTheDocument();
  });

  it("keeps its filters in the URL and asks with them", async () => {
    const { fetchMock, user, router } = await openSuggestions(
      undefined,
      undefined,
      `${PATH}?warehouse=${principal.id}`,
    );
    expect(queryOf(liveCalls(fetchMock, "GET", SUGGESTIONS)[0]!.url)).toEqual({
      page: "1",
      warehouse_id: principal.id,
    });
    const supplier = screen.getByLabelText("Proveedor");
    await within(supplier).findByRole("option", { name: andina.name });
    await user.selectOptions(supplier, andina.name);
    await user.type(screen.getByLabelText("Categoría (exacta)"), "Granos{Enter}");
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        warehouse: principal.id,
        supplier: andina.id,
        category: "Granos",
      }),
    );
    await waitFor(() =>
      expect(liveCalls(fetchMock, "GET", SUGGESTIONS).map(({ url }) => queryOf(url))).toContainEqual({
        page: "1",
        warehouse_id: principal.id,
        supplier_id: andina.id,
        category: "Granos",
      }),
    );
  });

  it("makes draft orders of the chosen rows with their quantities, naming and linking them", async () => {
    const created = summaryOf(purchaseOrder());
    const { fetchMock, user } = await openSuggestions((request) =>
      isCall(request, "POST", ORDERS) ? jsonResponse(201, { orders: [created] }) : undefined,
    );
    const create = screen.getByRole("button", { name: "Crear órdenes" });
    expect(create).toBeDisabled();

    // 'Seleccionar todo' takes the rows that can be ordered.
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar todo" }));
    expect(within(rowOf(rice.product.name)).getByRole("checkbox")).toBeChecked();
    expect(within(rowOf(oil.product.name)).getByRole("checkbox")).not.toBeChecked();
    expect(screen.getByText("1 producto seleccionado")).toBeInTheDocument();

    const quantity = screen.getByRole("textbox", { name: `Cantidad a pedir de ${rice.product.name}` });
    await user.clear(quantity);
    await user.type(quantity, "186");
    await user.click(create);

    await waitFor(() => expect(toastsWithText("Se creó la orden OC-000012 en borrador")).toHaveLength(1));
    expect(liveCalls(fetchMock, "POST", ORDERS).map(({ body }) => body)).toEqual([
      { items: [{ product_id: rice.product.id, supplier_id: andina.id, warehouse_id: principal.id, quantity: 186 }] },
    ]);
    expect(screen.getByRole("link", { name: `OC-000012 · ${andina.name}` })).toHaveAttribute(
      "href",
      "/dashboard/purchase-orders/o-1",
    );
    expect(screen.queryByText("1 producto seleccionado")).not.toBeInTheDocument();
  });

  it("chooses one row per product and warehouse: its own minimum and a warehouse's would order it twice", async () => {
    const twin = suggestion({ level: "warehouse" });
    const { user } = await openSuggestions((request) =>
      isCall(request, "GET", SUGGESTIONS)
        ? jsonResponse(200, { ...pageOf([rice, twin, oil]), total_capped: false })
        : undefined,
    );
    const general = screen.getByRole("checkbox", {
      name: `Seleccionar ${rice.product.name} en ${principal.name} (mínimo general)`,
    });
    const ofWarehouse = screen.getByRole("checkbox", {
      name: `Seleccionar ${rice.product.name} en ${principal.name} (mínimo de la bodega)`,
    });
    await user.click(screen.getByRole("checkbox", { name: "Seleccionar todo" }));
    expect(general).toBeChecked();
    expect(ofWarehouse).not.toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Seleccionar todo" })).toBeChecked();
    await user.click(ofWarehouse);
    expect(ofWarehouse).toBeChecked();
    expect(general).not.toBeChecked();
    expect(screen.getByText("1 producto seleccionado")).toBeInTheDocument();
  });

  it("refuses an empty quantity under its box without asking", async () => {
    const { fetchMock, user } = await openSuggestions();
    await user.click(within(rowOf(rice.product.name)).getByRole("checkbox"));
    await user.clear(screen.getByRole("textbox", { name: `Cantidad a pedir de ${rice.product.name}` }));
    await user.click(screen.getByRole("button", { name: "Crear órdenes" }));
    expect(await screen.findByText("Revisa las filas seleccionadas: alguna tiene un error.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: `Cantidad a pedir de ${rice.product.name}` })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(liveCalls(fetchMock, "POST", ORDERS)).toHaveLength(0);
  });

  it("shows no selection to who may not create orders", async () => {
    await openSuggestions(undefined, ["purchases:read"]);
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Crear órdenes" })).not.toBeInTheDocument();
  });
});
