import type { ProductSupplier } from "@inventario/shared/suppliers";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { arroz } from "../../../test/catalog-fixtures";
import { heldResponse, isCall, jsonResponse, liveCalls } from "../../../test/fetch-mock";
import {
  DETAIL_WRITES,
  PRODUCT_PATH,
  setUpDetailTests,
  stubDetail,
  tableRow,
} from "../../../test/product-detail-fixtures";
import { renderApp } from "../../../test/render-app";
import { andina, lacteos } from "../../../test/supplier-fixtures";

setUpDetailTests();

const SUPPLIERS_PATH = `/api/product/${arroz.id}/suppliers`;

const fromAndina: ProductSupplier = {
  supplier_id: andina.id,
  supplier_name: andina.name,
  nit: andina.nit,
  dv: andina.dv,
  supplier_sku: "AND-77",
  unit_cost: 8200.5,
  min_quantity: 1200,
  pack_size: 6,
  lead_time_days: 3,
  preferred: true,
};
const fromLacteos: ProductSupplier = {
  ...fromAndina,
  supplier_id: lacteos.id,
  supplier_name: lacteos.name,
  nit: lacteos.nit,
  dv: lacteos.dv,
  supplier_sku: "",
  unit_cost: 9000,
  preferred: false,
};

describe("the product's suppliers", () => {
  it("lists them, the preferred one marked, each linking to its supplier", async () => {
    const answer = heldResponse();
    stubDetail({}, (request) => (isCall(request, "GET", SUPPLIERS_PATH) ? answer.respond() : undefined), [
      ...DETAIL_WRITES,
      "suppliers:read",
    ]);
    renderApp(PRODUCT_PATH);

    expect(await screen.findByText("Cargando proveedores...")).toBeInTheDocument();
    await answer.answer(jsonResponse(200, [fromAndina, fromLacteos]));
    const table = await screen.findByRole("table", { name: "Proveedores" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Proveedor", "NIT", "Costo", "Mínimo", "Empaque", "Días de entrega", "Preferido"]);
    const preferred = await waitFor(() => tableRow(table, andina.name));
    expect(within(preferred).getByRole("link", { name: andina.name })).toHaveAttribute(
      "href",
      "/dashboard/suppliers/s-1",
    );
    expect(within(preferred).getByText("800.197.268-4")).toBeInTheDocument();
    expect(within(preferred).getByText(/^\$\s8\.200,50$/)).toBeInTheDocument();
    expect(within(preferred).getByText("1.200")).toBeInTheDocument();
    expect(within(preferred).getByText("Preferido")).toBeInTheDocument();
    expect(within(tableRow(table, lacteos.name)).queryByText("Preferido")).not.toBeInTheDocument();
  });

  it("says when no supplier sells it, and why it could not be loaded", async () => {
    stubDetail({}, (request) => (isCall(request, "GET", SUPPLIERS_PATH) ? jsonResponse(200, []) : undefined), [
      "suppliers:read",
    ]);
    const view = renderApp(PRODUCT_PATH);
    expect(await screen.findByText("Ningún proveedor tiene este producto en su lista de precios.")).toBeInTheDocument();
    view.unmount();

    stubDetail(
      {},
      (request) =>
        isCall(request, "GET", SUPPLIERS_PATH) ? jsonResponse(500, { message: "falla", code: "INTERNAL" }) : undefined,
      ["suppliers:read"],
    );
    renderApp(PRODUCT_PATH);
    expect(await screen.findByText("No se pudo cargar esta información.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reintentar" })).toBeInTheDocument();
  });

  it("is left out, and not asked for, without suppliers:read", async () => {
    const fetchMock = stubDetail();
    renderApp(PRODUCT_PATH);
    await screen.findByRole("table", { name: "Entradas de Inventario" });
    expect(screen.queryByRole("table", { name: "Proveedores" })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", SUPPLIERS_PATH)).toHaveLength(0);
  });
});
