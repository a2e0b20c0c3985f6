import type { InventoryProduct, inventoryEntryRowSchema, LotState } from "@inventario/shared/inventory";
import type { Movement } from "@inventario/shared/movements";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll } from "vitest";
import type { z } from "zod";
import { arroz, movement, norte, principal } from "./catalog-fixtures";
import { adminUser, isCall, jsonResponse, type MockHandler, type MockRequest } from "./fetch-mock";
import { renderApp } from "./render-app";
import { pageOf, setUpScreenTests, stubSignedIn } from "./screen-test";

type InventoryEntryRow = z.infer<typeof inventoryEntryRowSchema>;

export const PRODUCT_PATH = `/dashboard/products/view/${arroz.id}`;

export const medellin = { id: "w-3", name: "Bodega Medellín" };

export const inventoryArroz: InventoryProduct = {
  id: arroz.id,
  name: arroz.name,
  sku: arroz.sku,
  description: arroz.description,
  price: arroz.price,
  cost: 8123.45,
  quantity: 140,
  min_stock: 10,
  max_stock: 500,
  image_url: null,
  warehouses: [
    { id: principal.id, name: principal.name, quantity: 100 },
    { id: medellin.id, name: medellin.name, quantity: 40 },
  ],
};

export function lot(overrides: Partial<LotState> & Pick<LotState, "id">): LotState {
  return {
    product_id: arroz.id,
    warehouse_id: principal.id,
    warehouse: { id: principal.id, name: principal.name },
    lot_number: "L-1",
    quantity: 100,
    costs: 8000,
    unit: "KG",
    expiration_date: null,
    min_stock: 0,
    max_stock: 0,
    acquired_at: "2024-03-05T13:30:00.000Z",
    expiry: null,
    ...overrides,
  };
}

export const lotL1 = lot({ id: "lot-1" });
export const lotM7 = lot({
  id: "lot-2",
  warehouse_id: medellin.id,
  warehouse: medellin,
  lot_number: "M-7",
  quantity: 40,
  costs: 8500,
});

export function entry(overrides: Partial<InventoryEntryRow> & Pick<InventoryEntryRow, "id">): InventoryEntryRow {
  return {
    warehouse_name: principal.name,
    lot_number: "L-1",
    quantity: 100,
    cost: 8000,
    acquired_at: "2024-03-05T13:30:00.000Z",
    ...overrides,
  };
}

/** Page 1 and 2 of each list, told apart by what they hold. */
type DetailAnswers = {
  lots?: LotState[][];
  movements?: Movement[][];
  entries?: InventoryEntryRow[][];
  warehouses?: { id: string; name: string }[];
};

const defaultAnswers: Required<DetailAnswers> = {
  lots: [[lotL1, lotM7]],
  movements: [[movement({ id: "m-1", lot_number: "L-1", reference: "Compra inicial", quantity: 100 })]],
  entries: [[entry({ id: "e-1" })]],
  warehouses: [principal, norte, medellin],
};

function pageAnswer<T>(pages: T[][], request: MockRequest): Response {
  const page = Number(new URL(request.url, "http://localhost").searchParams.get("page") ?? "1");
  return jsonResponse(200, pageOf(pages[page - 1] ?? [], page, pages.length));
}

/** What the detail screen reads: the product, its stock and lots, its history. */
const DETAIL_READS = ["products:read", "inventory:read", "movements:read"];
/** Every write the detail screen offers (the kardex, a report, is not among them). */
export const DETAIL_WRITES = ["products:update", "inventory:create", "inventory:replenish", "inventory:withdraw"];

/**
 * Answers every call of the detail screen for arroz; `override` answers first. The admin is signed in
 * with the screen's reads and `permissions` as their effective set (every write by default).
 */
export function stubDetail(
  answers: DetailAnswers = {},
  override: MockHandler = () => undefined,
  permissions: string[] = DETAIL_WRITES,
) {
  const { lots, movements, entries, warehouses } = { ...defaultAnswers, ...answers };
  return stubSignedIn(
    (request) => {
      const overridden = override(request);
      if (overridden) return overridden;
      if (isCall(request, "GET", `/api/inventory/${arroz.id}`)) return jsonResponse(200, inventoryArroz);
      if (isCall(request, "GET", `/api/product/${arroz.id}`)) return jsonResponse(200, arroz);
      if (isCall(request, "GET", `/api/inventory/current/${arroz.id}`)) return pageAnswer(lots, request);
      if (isCall(request, "GET", `/api/inventory/getEntries/${arroz.id}`)) return pageAnswer(entries, request);
      if (isCall(request, "GET", "/api/movement")) return pageAnswer(movements, request);
      if (isCall(request, "GET", "/api/warehouse")) return jsonResponse(200, pageOf([principal, norte]));
      if (isCall(request, "POST", "/api/warehouse/names-batch")) {
        const { ids } = request.body as { ids: string[] };
        return jsonResponse(
          200,
          warehouses.filter((warehouse) => ids.includes(warehouse.id)),
        );
      }
      return undefined;
    },
    adminUser,
    [...DETAIL_READS, ...permissions],
  );
}

/** The detail screen of arroz, its lots loaded. */
export async function openDetail(answers: DetailAnswers = {}, override: MockHandler = () => undefined) {
  const fetchMock = stubDetail(answers, override);
  const user = userEvent.setup();
  renderApp(PRODUCT_PATH);
  await screen.findByRole("heading", { level: 2, name: arroz.name });
  const table = (name: string) => screen.getByRole("table", { name });
  return { fetchMock, user, table };
}

export const tableRow = (table: HTMLElement, text: string) => within(table).getByText(text).closest("tr")!;

/** The screen hooks, and the detail page's module loaded before the first test navigates to it. */
export function setUpDetailTests(): void {
  setUpScreenTests();
  beforeAll(() => import("../features/products/pages/product-detail-page"));
}
