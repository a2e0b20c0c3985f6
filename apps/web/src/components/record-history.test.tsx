import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { auditPage, priceChange } from "../test/audit-fixtures";
import { arroz } from "../test/catalog-fixtures";
import { isCall, jsonResponse, liveCalls, type MockHandler, staffUser } from "../test/fetch-mock";
import { asEmployee, laura } from "../test/people-fixtures";
import { DETAIL_WRITES, PRODUCT_PATH, stubDetail } from "../test/product-detail-fixtures";
import { renderApp } from "../test/render-app";
import { pageOf, setUpScreenTests, stubSignedIn, toastsWithText } from "../test/screen-test";
import { andina } from "../test/supplier-fixtures";

setUpScreenTests();
beforeAll(() =>
  Promise.all([
    import("../features/products/pages/product-detail-page"),
    import("../features/suppliers/pages/supplier-view-page"),
  ]),
);

const productChange = { ...priceChange, entity_id: arroz.id };

/** The trail's answer for one record (`answer`), and every request of it kept. */
const auditCall = (answer: MockHandler) => (request: Parameters<MockHandler>[0]) =>
  isCall(request, "GET", "/api/audit") ? answer(request) : undefined;

/** The queries of the trail's requests that reached the server (not cancelled), in order. */
const auditQueries = (fetchMock: Parameters<typeof liveCalls>[0]) =>
  liveCalls(fetchMock, "GET", "/api/audit").map(({ url }) =>
    Object.fromEntries(new URL(url, "http://localhost").searchParams),
  );

const history = () => screen.getByRole("region", { name: "Historial de cambios" });
const historyTable = () => within(history()).getByRole("table", { name: "Cambios registrados" });

describe("a record's 'Historial de cambios'", () => {
  it("shows the product's events as 'Auditoría' does, each change before → after", async () => {
    const fetchMock = stubDetail(
      {},
      auditCall(() => jsonResponse(200, auditPage([productChange]))),
      [...DETAIL_WRITES, "audit:read"],
    );
    renderApp(PRODUCT_PATH);

    const row = (
      await within(await screen.findByRole("region", { name: "Historial de cambios" })).findByText(
        productChange.summary,
      )
    ).closest("tr")!;
    expect(
      within(historyTable())
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Fecha", "Usuario", "Acción", "Registro", "Cambios", "Dirección"]);
    expect(row.cells[1]?.textContent).toBe("Administrador");
    expect(row.cells[2]?.textContent).toBe("Modificación");
    expect(row.cells[3]?.textContent).toBe(`Producto${productChange.summary}`);
    expect(within(row).getByText(/^\$\s20\.000,00 → \$\s25\.900,00$/)).toBeInTheDocument();
    expect(within(row).getByText("Precio:")).toBeInTheDocument();
    expect(auditQueries(fetchMock)).toEqual([{ entity: "product", entity_id: arroz.id, page: "1" }]);
  });

  it("reloads after the product is saved: the trail has the change", async () => {
    const fetchMock = stubDetail(
      {},
      (request) => {
        if (isCall(request, "PUT", `/api/product/${arroz.id}`)) {
          return jsonResponse(200, { ...arroz, ...(request.body as object) });
        }
        return auditCall(() => jsonResponse(200, auditPage([])))(request);
      },
      [...DETAIL_WRITES, "audit:read"],
    );
    const user = userEvent.setup();
    renderApp(PRODUCT_PATH);
    expect(
      await within(await screen.findByRole("region", { name: "Historial de cambios" })).findByText(
        "No hay cambios registrados de este registro.",
      ),
    ).toBeInTheDocument();

    const basics = screen.getByRole("region", { name: "Información básica" });
    await waitFor(() => expect(within(basics).getByLabelText("SKU")).toHaveValue(arroz.sku));
    await user.clear(within(basics).getByLabelText("Precio"));
    await user.type(within(basics).getByLabelText("Precio"), "25900");
    await user.click(within(basics).getByRole("button", { name: "Guardar" }));

    await waitFor(() => expect(toastsWithText("Producto actualizado correctamente")).toHaveLength(1));
    await waitFor(() => expect(auditQueries(fetchMock)).toHaveLength(2));
  });

  it("is left out, asking nothing, without audit:read", async () => {
    const fetchMock = stubDetail();
    renderApp(PRODUCT_PATH);
    await screen.findByRole("table", { name: "Historial de inventario" });

    expect(screen.queryByRole("heading", { name: "Historial de cambios" })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", "/api/audit")).toEqual([]);
  });

  it("shows a supplier's, by its id", async () => {
    const fetchMock = stubSignedIn(
      (request) => {
        if (isCall(request, "GET", "/api/suppliers/s-1")) return jsonResponse(200, andina);
        if (isCall(request, "GET", "/api/suppliers/s-1/products")) return jsonResponse(200, []);
        if (isCall(request, "GET", "/api/product")) return jsonResponse(200, pageOf([]));
        return auditCall(() =>
          jsonResponse(
            200,
            auditPage([
              {
                ...priceChange,
                entity: "supplier",
                entity_id: andina.id,
                summary: andina.name,
                changes: [{ field: "lead_time_days", before: 3, after: 5 }],
              },
            ]),
          ),
        )(request);
      },
      staffUser,
      ["suppliers:read", "audit:read"],
    );
    renderApp(`/dashboard/suppliers/${andina.id}`);

    const row = (
      await within(await screen.findByRole("region", { name: "Historial de cambios" })).findByText("Días de entrega:")
    ).closest("tr")!;
    expect(row.cells[3]?.textContent).toBe(`Proveedor${andina.name}`);
    expect(row.cells[4]?.textContent).toBe("Días de entrega: 3 → 5");
    expect(auditQueries(fetchMock)).toEqual([{ entity: "supplier", entity_id: andina.id, page: "1" }]);
  });

  it.each([
    ["client", "clients", laura],
    ["employee", "employees", asEmployee(laura)],
  ] as const)("shows a %s's by the record id the API answers", async (entity, resource, person) => {
    const fetchMock = stubSignedIn(
      (request) => {
        if (isCall(request, "GET", `/api/${resource}/${laura.identification}`)) {
          return jsonResponse(200, { ...person, id: "person-1" });
        }
        return auditCall(() => jsonResponse(200, auditPage([])))(request);
      },
      staffUser,
      [`${resource}:read`, "audit:read"],
    );
    renderApp(`/dashboard/${resource}/view/${laura.identification}`);

    expect(
      await within(await screen.findByRole("region", { name: "Historial de cambios" })).findByText(
        "No hay cambios registrados de este registro.",
      ),
    ).toBeInTheDocument();
    expect(auditQueries(fetchMock)).toEqual([{ entity, entity_id: "person-1", page: "1" }]);
  });
});
