import type { Withdrawal } from "@inventario/shared/withdrawals";
import { aceite, arroz } from "./catalog-fixtures";
import { isCall, jsonResponse, type MockHandler, staffUser } from "./fetch-mock";
import { stubSignedIn } from "./screen-test";

/** A picking request of arroz, aceite and sal, with its stock and lots: the picking detail's tests. */

export const PICKING_ID = "0190f5a2-7c1d-7abc-9def-8c3b5e7f1a2d";
export const PICKING_PATH = `/dashboard/pickingRequests/view/${PICKING_ID}`;
export const sal = { id: "p-3", name: "Sal Refisal 1 kg", sku: "SAL-1000" };

/** Arroz still to pick, aceite half dispatched, sal complete. The first item's id is a UUID, cut on screen. */
export const pickingRequest: Withdrawal = {
  id: PICKING_ID,
  number: "A-000123",
  requested_by: "Laura Gómez",
  status: "PENDING",
  created_at: "2024-03-05T13:30:00.000Z",
  preferred_warehouse_id: null,
  items: [
    { id: "0190f5a2-7c1e-7abc-9def-4d5e6f7a8b9c", product_id: arroz.id, requested_quantity: 5, fulfilled_quantity: 0 },
    { id: "i-2", product_id: aceite.id, requested_quantity: 3, fulfilled_quantity: 1 },
    { id: "i-3", product_id: sal.id, requested_quantity: 2, fulfilled_quantity: 2 },
  ],
};

/** POST /inventory/by-products for the request: where each product is, by warehouse. */
export const pickingStock = {
  [arroz.id]: [
    { warehouse_id: "w-1", warehouse_name: "Bodega Principal", quantity: 10 },
    { warehouse_id: "w-2", warehouse_name: "Bodega Norte", quantity: 4 },
  ],
  [aceite.id]: [
    { warehouse_id: "w-1", warehouse_name: "Bodega Principal", quantity: 6 },
    { warehouse_id: "w-2", warehouse_name: "Bodega Norte", quantity: 1 },
  ],
  [sal.id]: [],
};

const warehouseNames: Record<string, string> = { "w-1": "Bodega Principal", "w-2": "Bodega Norte" };

/** A lot as GET /inventory/current/:productId lists it. */
export function lot(
  warehouse_id: string,
  quantity: number,
  expiration_date: string | null,
  { lot_number = null, expiry = null }: { lot_number?: string | null; expiry?: "expired" | "expiring" | null } = {},
) {
  return {
    id: `${warehouse_id}-${lot_number ?? quantity}`,
    warehouse_id,
    warehouse: { id: warehouse_id, name: warehouseNames[warehouse_id] ?? warehouse_id },
    lot_number,
    quantity,
    expiration_date,
    expiry,
  };
}

/**
 * The request, its names and its stock; `handler` answers first, so a test can replace any of them. The admin
 * by default; with `permissions`, a user holding just those.
 */
export function stubPickingDetail(
  handler: MockHandler = () => undefined,
  detail: () => Response = () => jsonResponse(200, pickingRequest),
  permissions?: string[],
) {
  const signedIn = (answer: MockHandler) =>
    permissions ? stubSignedIn(answer, staffUser, permissions) : stubSignedIn(answer);
  return signedIn((req) => {
    const answer = handler(req);
    if (answer) return answer;
    if (isCall(req, "GET", `/api/withdrawals/${PICKING_ID}`)) return detail();
    if (isCall(req, "POST", "/api/product/names-batch")) {
      return jsonResponse(
        200,
        [arroz, aceite, sal].map(({ id, name, sku }) => ({ id, name, sku })),
      );
    }
    if (isCall(req, "POST", "/api/inventory/by-products")) return jsonResponse(200, pickingStock);
    return undefined;
  });
}
