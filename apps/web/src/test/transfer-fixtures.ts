import type { LotState } from "@inventario/shared/inventory";
import type { Transfer } from "@inventario/shared/transfers";
import type { Warehouse } from "@inventario/shared/warehouses";
import type { SignedInUser } from "../lib/session-store";
import { arroz } from "./catalog-fixtures";
import { isCall, jsonResponse, type MockHandler } from "./fetch-mock";
import { listQuery, pageOf, stubSignedIn } from "./screen-test";

/** A transfer of arroz from Bodega Principal to Bodega Medellín. */
export function transfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: "t-45",
    number: "T-000045",
    created_at: "2024-03-05T13:30:00.000Z",
    product: { id: arroz.id, name: arroz.name, sku: arroz.sku },
    from_warehouse: { id: "w-1", name: "Bodega Principal" },
    to_warehouse: { id: "w-3", name: "Bodega Medellín" },
    lot_number: "L-2024",
    quantity: 1200,
    unit: "KG",
    note: null,
    employee_name: "Laura Gómez",
    ...overrides,
  };
}

/** Active and inactive warehouses, as GET /warehouse?all=true answers them. */
export const transferWarehouses: Warehouse[] = [
  { id: "w-1", identification: "4820193746", name: "Bodega Principal", is_active: true },
  { id: "w-2", identification: "1209348756", name: "Bodega Norte", is_active: false },
  { id: "w-3", identification: "5512093847", name: "Bodega Medellín", is_active: true },
  { id: "w-4", identification: "7730192845", name: "Bodega Sur", is_active: true },
];

const warehouseOf = (id: string) => {
  const warehouse = transferWarehouses.find((candidate) => candidate.id === id)!;
  return { id: warehouse.id, name: warehouse.name };
};

export function transferLot(overrides: Partial<LotState> & Pick<LotState, "id" | "warehouse_id">): LotState {
  return {
    product_id: arroz.id,
    warehouse: warehouseOf(overrides.warehouse_id),
    lot_number: null,
    quantity: 10,
    costs: 8500,
    unit: "KG",
    expiration_date: null,
    min_stock: 0,
    max_stock: 0,
    acquired_at: "2024-01-10T12:00:00.000Z",
    expiry: null,
    ...overrides,
  };
}

/**
 * Arroz's lots: two with stock in Bodega Principal, one without number in Bodega Medellín, one emptied
 * and one in the inactive Bodega Norte (neither can be a source).
 */
export const arrozLots: LotState[] = [
  transferLot({ id: "l-1", warehouse_id: "w-1", lot_number: "L-2024", quantity: 40, expiration_date: "2025-09-01" }),
  transferLot({ id: "l-2", warehouse_id: "w-1", lot_number: "L-2025", quantity: 10 }),
  transferLot({ id: "l-3", warehouse_id: "w-3", lot_number: null, quantity: 5 }),
  transferLot({ id: "l-4", warehouse_id: "w-1", lot_number: "L-2023", quantity: 0 }),
  transferLot({ id: "l-5", warehouse_id: "w-2", lot_number: "L-2022", quantity: 7 }),
];

/** The transfers screen's API: the list, the product search, the warehouses and arroz's lots; `handler` answers first. */
export function stubTransferApi(
  handler: MockHandler = () => undefined,
  permissions?: readonly string[],
  user?: SignedInUser,
) {
  return stubSignedIn(
    (request) => {
      const answer = handler(request);
      if (answer) return answer;
      if (listQuery(request, "transfers")) return jsonResponse(200, pageOf([transfer()]));
      if (listQuery(request, "product")) return jsonResponse(200, pageOf([arroz]));
      if (listQuery(request, "warehouse")) return jsonResponse(200, pageOf(transferWarehouses));
      if (isCall(request, "GET", `/api/inventory/current/${arroz.id}`)) return jsonResponse(200, pageOf(arrozLots));
      return undefined;
    },
    user,
    permissions,
  );
}
