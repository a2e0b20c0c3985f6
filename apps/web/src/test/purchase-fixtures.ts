import type {
  PurchaseOrder,
  PurchaseOrderItem,
  PurchaseOrderSummary,
  PurchaseReceipt,
  Suggestion,
} from "@inventario/shared/purchases";
import { aceite, arroz, principal } from "./catalog-fixtures";
import { andina } from "./supplier-fixtures";

// Issue 32: an order of Andina's for Bodega Principal (arroz and aceite), a receipt of it and suggestions.

const supplier = { id: andina.id, name: andina.name };
const warehouse = { id: principal.id, name: principal.name };

export const arrozItem: PurchaseOrderItem = {
  id: "i-1",
  product: { id: arroz.id, name: arroz.name, sku: arroz.sku },
  quantity: 12,
  unit_cost: 8200.5,
  over_receipt_percent: 0,
  received: 0,
  closed: 0,
  pending: 12,
  subtotal: 98_406,
};

export const aceiteItem: PurchaseOrderItem = {
  id: "i-2",
  product: { id: aceite.id, name: aceite.name, sku: aceite.sku },
  quantity: 24,
  unit_cost: 15_000,
  over_receipt_percent: 10,
  received: 0,
  closed: 0,
  pending: 24,
  subtotal: 360_000,
};

/** OC-000012, a draft; `overrides` moves it along. */
export function purchaseOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id: "o-1",
    number: "OC-000012",
    status: "DRAFT",
    supplier,
    warehouse,
    expected_at: "2026-12-15",
    total: 458_406,
    created_at: "2026-11-20T15:00:00.000Z",
    notes: "Entregar en la mañana",
    reason: null,
    employee_name: "Administrador",
    sent_at: null,
    closed_at: null,
    items: [arrozItem, aceiteItem],
    receipts: [],
    ...overrides,
  };
}

export const summaryOf = ({
  notes,
  reason,
  employee_name,
  sent_at,
  closed_at,
  items,
  receipts,
  ...summary
}: PurchaseOrder): PurchaseOrderSummary => summary;

/** RC-000045: 10 of the arroz in lot C-77 (2 returned already) and all the aceite without lot. */
export const receipt: PurchaseReceipt = {
  id: "r-1",
  number: "RC-000045",
  order: { id: "o-1", number: "OC-000012" },
  supplier,
  total: 442_005,
  created_at: "2026-11-22T14:30:00.000Z",
  employee_name: "Administrador",
  lines: [
    {
      id: "rl-1",
      item_id: arrozItem.id,
      product: arrozItem.product,
      warehouse,
      lot_number: "C-77",
      expiration_date: "2027-06-30",
      quantity: 10,
      unit_cost: 8200.5,
      returned: 2,
    },
    {
      id: "rl-2",
      item_id: aceiteItem.id,
      product: aceiteItem.product,
      warehouse,
      lot_number: null,
      expiration_date: null,
      quantity: 24,
      unit_cost: 15_000,
      returned: 0,
    },
  ],
  returns: [{ id: "dp-1", number: "DP-000007", reason: "Empaque roto", created_at: "2026-11-23T13:00:00.000Z" }],
};

/** A suggestion for arroz in Bodega Principal from Andina; `overrides` changes it. */
export function suggestion(overrides: Partial<Suggestion> = {}): Suggestion {
  return {
    product: { id: arroz.id, name: arroz.name, sku: arroz.sku, category: arroz.category },
    warehouse,
    level: "product",
    available: 20,
    minimum: 50,
    maximum: 200,
    on_order: 0,
    needed: 180,
    quantity: 180,
    supplier,
    unit_cost: 8200.5,
    pack_size: 6,
    min_quantity: 12,
    ...overrides,
  };
}
