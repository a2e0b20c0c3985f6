import type { AlertSummary } from "@inventario/shared/alerts";
import type { Movement } from "@inventario/shared/movements";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { aceite, arroz, movement, principal } from "../../../test/catalog-fixtures";
import { adminUser, isCall, jsonResponse, liveCalls, type MockRequest } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";
import { forbidden, setUpScreenTests, stubSignedIn } from "../../../test/screen-test";

setUpScreenTests();

const counts: Record<string, number> = {
  "/api/clients/active/count": 1234,
  "/api/product/active/count": 120,
  "/api/warehouse/active/count": 6,
};

type DashboardAnswers = {
  movements?: Movement[];
  products?: { id: string; name: string; sku?: string }[];
  warehouses?: { id: string; name: string }[];
};

const alertSummary: AlertSummary = {
  today: "2026-11-24",
  days: 30,
  low: 1523,
  out: 4,
  expiring: 17,
  expired: 3,
  total: 1547,
  products: 1547,
  capped: false,
};

/** Answers every dashboard call; `override` may answer one of them differently first. */
const HOME_PERMISSIONS = ["dashboard:read", "movements:read"];

function stubDashboard(
  answers: DashboardAnswers = {},
  override: (request: MockRequest) => Response | Promise<Response> | undefined = () => undefined,
  permissions: string[] = [],
) {
  return stubSignedIn(
    (request) => {
      const overridden = override(request);
      if (overridden) return overridden;
      const count = counts[request.url];
      if (count !== undefined) return jsonResponse(200, { count });
      if (isCall(request, "GET", "/api/movement/recent")) return jsonResponse(200, { data: answers.movements ?? [] });
      if (isCall(request, "POST", "/api/product/names-batch")) return jsonResponse(200, answers.products ?? []);
      if (isCall(request, "POST", "/api/warehouse/names-batch")) return jsonResponse(200, answers.warehouses ?? []);
      if (isCall(request, "GET", "/api/alerts/summary")) return jsonResponse(200, alertSummary);
      return undefined;
    },
    adminUser,
    // Reading the dashboard and its latest movements, plus what the test adds.
    [...HOME_PERMISSIONS, ...permissions],
  );
}

const cardOf = (label: string) => screen.getByRole("heading", { level: 2, name: label }).closest("article")!;

const rowOf = async (text: string) => (await screen.findByText(text)).closest("tr")!;

describe("dashboard home", () => {
  it("shows the three active counts", async () => {
    stubDashboard();
    renderApp("/dashboard");

    expect(await screen.findByRole("heading", { level: 1, name: "Main Dashboard" })).toBeInTheDocument();
    await waitFor(() => expect(cardOf("Clientes activos")).toHaveTextContent("1.234"));
    expect(cardOf("Productos activos")).toHaveTextContent("120");
    expect(cardOf("Bodegas activas")).toHaveTextContent("6");
  });

  it("shows the stock alerts to whoever reads them, each card opening its tab", async () => {
    const fetchMock = stubDashboard({}, () => undefined, ["alerts:read"]);
    const { router } = renderApp("/dashboard");

    await waitFor(() => expect(cardOf("Stock bajo")).toHaveTextContent("1.523"));
    expect(cardOf("Por vencer (30 días)")).toHaveTextContent("17");
    expect(cardOf("Vencidos")).toHaveTextContent("3");
    expect(screen.getByRole("region", { name: "Alertas de inventario" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Stock bajo" })).toHaveAttribute("href", "/dashboard/alerts?kind=low");
    expect(screen.getByRole("link", { name: "Por vencer (30 días)" })).toHaveAttribute(
      "href",
      "/dashboard/alerts?kind=expiring&days=30",
    );
    expect(screen.getByRole("link", { name: "Vencidos" })).toHaveAttribute("href", "/dashboard/alerts?kind=expired");
    expect(liveCalls(fetchMock, "GET", "/api/alerts/summary").map(({ url }) => url)).toContain(
      "/api/alerts/summary?days=30",
    );

    await userEvent.setup().click(screen.getByRole("link", { name: "Vencidos" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/alerts"));
    expect(router.state.location.search).toBe("?kind=expired");
  });

  it("says a count stopped at the server's cap", async () => {
    stubDashboard(
      {},
      (request) =>
        isCall(request, "GET", "/api/alerts/summary")
          ? jsonResponse(200, { ...alertSummary, low: 500, capped: true })
          : undefined,
      ["alerts:read"],
    );
    renderApp("/dashboard");
    await waitFor(() => expect(cardOf("Stock bajo")).toHaveTextContent("500+"));
    expect(cardOf("Vencidos")).toHaveTextContent(/^Vencidos3$/);
  });

  it("shows no alert cards, and asks for no summary, without alerts:read", async () => {
    const fetchMock = stubDashboard();
    renderApp("/dashboard");
    await waitFor(() => expect(cardOf("Clientes activos")).toHaveTextContent("1.234"));
    await waitFor(() => expect(liveCalls(fetchMock, "GET", "/api/auth/me/permissions")).toHaveLength(1));
    expect(screen.queryByRole("heading", { name: "Stock bajo" })).not.toBeInTheDocument();
    expect(liveCalls(fetchMock, "GET", "/api/alerts/summary")).toHaveLength(0);
  });

  it("says it is loading the movements, then that there are none", async () => {
    let answer: ((response: Response) => void) | undefined;
    stubDashboard({}, (request) =>
      isCall(request, "GET", "/api/movement/recent")
        ? new Promise<Response>((resolve) => (answer = resolve))
        : undefined,
    );
    renderApp("/dashboard");

    expect(await screen.findByText("Cargando movimientos...")).toBeInTheDocument();
    // The request leaves once the screen has painted (lib/after-next-paint.ts).
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(jsonResponse(200, { data: [] }));
    expect(await screen.findByText("No hay movimientos recientes.")).toBeInTheDocument();
    expect(screen.queryByText("Cargando movimientos...")).not.toBeInTheDocument();
  });

  it("names every product and warehouse of the table with one names-batch call per kind", async () => {
    const movements = Array.from({ length: 10 }, (_, index) =>
      movement({
        id: `m-${index}`,
        product_id: index % 2 === 0 ? arroz.id : aceite.id,
        warehouse_id: principal.id,
        reference: `Ref ${index}`,
      }),
    );
    const fetchMock = stubDashboard({
      movements,
      products: [
        { id: arroz.id, name: arroz.name, sku: arroz.sku },
        { id: aceite.id, name: aceite.name, sku: aceite.sku },
      ],
      warehouses: [{ id: principal.id, name: principal.name }],
    });
    renderApp("/dashboard");

    const table = await screen.findByRole("table", { name: "Movimientos recientes" });
    await within(table).findByText("Ref 9");
    expect(within(table).getAllByText(arroz.name)).toHaveLength(5);
    expect(within(table).getAllByText(aceite.name)).toHaveLength(5);
    expect(within(table).getAllByText(principal.name)).toHaveLength(10);

    const productCalls = liveCalls(fetchMock, "POST", "/api/product/names-batch");
    const warehouseCalls = liveCalls(fetchMock, "POST", "/api/warehouse/names-batch");
    expect(productCalls).toHaveLength(1);
    expect(productCalls[0]?.body).toEqual({ ids: [arroz.id, aceite.id].sort() });
    expect(warehouseCalls).toHaveLength(1);
    expect(warehouseCalls[0]?.body).toEqual({ ids: [principal.id] });
  });

  it("shows each column: SKU over the lot, label by type, quantity with unit, reference and date", async () => {
    const pickingId = "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d";
    stubDashboard({
      movements: [
        movement({ id: "m-in", type: "IN", quantity: 25, unit: "KG", lot_number: "L-2024-01", reference: "Compra 77" }),
        movement({ id: "m-out", type: "OUT", reference: pickingId }),
        movement({ id: "m-rep", type: "REPLENISH", reference: "Reposición" }),
        movement({ id: "m-wd", type: "WITHDRAWAL", reference: "Merma-bodega-2" }),
        { ...movement({ id: "m-odd", reference: "Traslado" }), type: "TRANSFER" as Movement["type"] },
        movement({ id: "m-ghost", product_id: "p-gone", warehouse_id: "w-gone", reference: null }),
      ],
      products: [{ id: arroz.id, name: arroz.name, sku: arroz.sku }],
      warehouses: [{ id: principal.id, name: principal.name }],
    });
    renderApp("/dashboard");

    const table = await screen.findByRole("table", { name: "Movimientos recientes" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Producto", "SKU", "Bodega", "Tipo", "Cantidad", "Referencia", "Fecha"]);

    const entry = await rowOf("Compra 77");
    expect(within(entry).getByText(arroz.name)).toBeInTheDocument();
    expect(within(entry).getByText("ARZ-500")).toBeInTheDocument();
    expect(within(entry).getByText("Lote L-2024-01")).toBeInTheDocument();
    expect(within(entry).getByText(principal.name)).toBeInTheDocument();
    expect(within(entry).getByText("Entrada")).toBeInTheDocument();
    expect(within(entry).getByText("25 KG")).toBeInTheDocument();
    // 13:30 UTC is 8:30 a. m. in Bogotá, whatever the machine's zone.
    expect(within(entry).getByText("05/03/2024")).toBeInTheDocument();
    expect(within(entry).getByText(/^8:30\sa/)).toBeInTheDocument();

    // A dispatch's reference is its picking request's id, cut as the picking list cuts it.
    const dispatch = within(await rowOf("Salida")).getAllByRole("cell")[5]!;
    expect(dispatch).toHaveTextContent(/^8c3b5e7f1a2d$/);
    expect(within(dispatch).getByText("7f1a2d").tagName).toBe("STRONG");
    expect(table).not.toHaveTextContent(pickingId);
    expect(within(await rowOf("Reposición")).getByText("Reabastecimiento")).toBeInTheDocument();
    // Any other reference is a person's text, dashes and all.
    expect(within(await rowOf("Merma-bodega-2")).getByText("Retiro")).toBeInTheDocument();
    expect(within(await rowOf("Traslado")).getByText("Desconocido")).toBeInTheDocument();

    const ghost = (await within(table).findByText("Desconocida")).closest("tr")!;
    expect(within(ghost).getByText("Desconocido")).toBeInTheDocument();
    expect(within(ghost).getByText("—")).toBeInTheDocument();
    expect(within(ghost).getByText("-")).toBeInTheDocument();
  });

  it("reads each reference by its label and labels the transfer and return types", async () => {
    stubDashboard({
      movements: [
        movement({ id: "m-out", type: "OUT", reference: "w-uuid-1", reference_label: "Alistamiento A-000123" }),
        movement({ id: "m-tout", type: "TRANSFER_OUT", reference: "t-uuid-1", reference_label: "Traslado T-000045" }),
        movement({ id: "m-tin", type: "TRANSFER_IN", reference: "t-uuid-2", reference_label: "Traslado T-000046" }),
        movement({ id: "m-ret", type: "RETURN", reference: "s-uuid-9", reference_label: "Venta V-000123" }),
      ],
      products: [{ id: arroz.id, name: arroz.name, sku: arroz.sku }],
      warehouses: [{ id: principal.id, name: principal.name }],
    });
    renderApp("/dashboard");

    const table = await screen.findByRole("table", { name: "Movimientos recientes" });
    expect(within(await rowOf("Alistamiento A-000123")).getByText("Salida")).toBeInTheDocument();
    expect(within(await rowOf("Traslado T-000045")).getByText("Traslado (salida)")).toBeInTheDocument();
    expect(within(await rowOf("Traslado T-000046")).getByText("Traslado (entrada)")).toBeInTheDocument();
    expect(within(await rowOf("Venta V-000123")).getByText("Devolución")).toBeInTheDocument();
    expect(table).not.toHaveTextContent("uuid");
  });

  it("shows a dash for a product whose names-batch entry carries no SKU", async () => {
    stubDashboard({
      movements: [movement({ id: "m-1", lot_number: "L-9", reference: "Compra" })],
      products: [{ id: arroz.id, name: arroz.name }],
      warehouses: [{ id: principal.id, name: principal.name }],
    });
    renderApp("/dashboard");

    const row = await rowOf(arroz.name);
    expect(within(row).getByText("—")).toBeInTheDocument();
    expect(within(row).getByText("Lote L-9")).toBeInTheDocument();
  });

  it("keeps refused and failed loads to the console: no toast, a dash in the cards", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warning = vi.spyOn(toast, "warning");
    const error = vi.spyOn(toast, "error");
    stubDashboard({}, (request) => {
      if (request.url === "/api/movement/recent") return forbidden("No tienes permisos para esta acción");
      if (request.url === "/api/product/active/count") return forbidden("No tienes permisos para esta acción");
      if (request.url === "/api/warehouse/active/count") return jsonResponse(400, { message: "x", code: "VALIDATION" });
      return undefined;
    });
    renderApp("/dashboard");

    expect(await screen.findByText("No hay movimientos recientes.")).toBeInTheDocument();
    await waitFor(() => expect(cardOf("Productos activos")).toHaveTextContent("—"));
    expect(cardOf("Bodegas activas")).toHaveTextContent("—");
    expect(cardOf("Clientes activos")).toHaveTextContent("1.234");
    expect(errors).toHaveBeenCalledWith("Dashboard: could not load the recent movements", expect.anything());
    expect(errors).toHaveBeenCalledWith("Dashboard: could not load the active product count", expect.anything());
    expect(warning).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(0);
  });
});
