import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { importMessages } from "@inventario/shared/imports";
import { toCents } from "@inventario/shared/money";
import { purchaseMessages, type purchaseReceiptInputSchema } from "@inventario/shared/purchases";
import type { z } from "zod";
import { lockProducts } from "../../db/locks";
import { businessToday } from "../../lib/business-date";
import { newId } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import { recordDocument } from "../audit/audit-trail";
import type { StockTransaction } from "../idempotency/idempotent-transaction";
import { lotsOfProducts } from "../inventory/inventory.repository";
import { addStockBatch, type BatchEntry } from "../inventory/stock-ledger";
import * as productsRepo from "../products/products.repository";
import { findActiveWarehouse } from "../warehouses/warehouses.repository";
import { invalid, lockedOrder, pendingOf, receivableOf, refusedOn } from "./purchase-rules";
import * as repo from "./purchases.repository";

type ReceiptInput = z.output<typeof purchaseReceiptInputSchema>;
type Line = ReceiptInput["items"][number];

type KnownLot = Awaited<ReturnType<typeof lotsOfProducts>>[number];
const lotKey = (productId: string, warehouseId: string, lotNumber: string | null) =>
  `${productId}\u0000${warehouseId}\u0000${lotNumber ?? ""}`;

/** The lots of these products by (product, warehouse, lot number), read in one statement. */
async function lotsByPlace(trx: StockTransaction, productIds: string[]) {
  const lots = await lotsOfProducts(trx, productIds);
  return new Map(lots.map((lot) => [lotKey(lot.product_id, lot.warehouse_id, lot.lot_key), lot]));
}

/** The unit a received lot is kept in: its own when it exists, else the product's other lots', else UND. */
const unitFor = (lots: Map<string, KnownLot>, productId: string, existing: KnownLot | undefined) =>
  existing?.unit ?? [...lots.values()].find((lot) => lot.product_id === productId)?.unit ?? "UND";

/**
 * Checks a receipt's lines against its order before anything is written: each names a line of the order,
 * once per warehouse and lot, and an active warehouse. Answers each line's warehouse.
 */
async function checkLines(trx: StockTransaction, lines: Line[], itemIds: Set<string>, orderWarehouse: string) {
  const seen = new Set<string>();
  const warehouses: string[] = [];
  const active = new Map<string, boolean>();
  for (const [index, line] of lines.entries()) {
    if (!itemIds.has(line.item_id)) throw invalid(`items.${index}.item_id`, purchaseMessages.itemUnknown);
    const warehouseId = line.warehouse_id || orderWarehouse;
    if (!active.has(warehouseId)) active.set(warehouseId, (await findActiveWarehouse(trx, warehouseId)) !== undefined);
    if (!active.get(warehouseId)) throw invalid(`items.${index}.warehouse_id`, purchaseMessages.warehouseUnavailable);
    const key = `${line.item_id}\u0000${warehouseId}\u0000${line.lot_number ?? ""}`;
    if (seen.has(key)) throw invalid(`items.${index}.item_id`, purchaseMessages.itemRepeated);
    seen.add(key);
    warehouses.push(warehouseId);
  }
  return warehouses;
}

/**
 * Receives goods of a sent order in one transaction (the caller's): a numbered receipt (RC-000045), each
 * line's units added to its order line (refused past its quantity plus tolerance, in the statement), taken
 * off the product's on-order figure, and brought into its lot by a PURCHASE movement at the received unit
 * cost, referencing the receipt. The order becomes PARTIAL, or RECEIVED once every line is complete. Two
 * receipts of one order serialize on its lock, products locked in id order after it.
 */
export async function receiveLines(
  trx: StockTransaction,
  orderId: string,
  input: ReceiptInput,
  employee: { id: string },
): Promise<{ id: string; number: string }> {
  const order = await lockedOrder(trx, orderId, ["SENT", "PARTIAL"], purchaseMessages.notReceivable);
  const items = new Map((await repo.orderItems(trx, orderId)).map((item) => [item.id, { ...item }]));
  const warehouses = await checkLines(trx, input.items, new Set(items.keys()), order.warehouse_id);
  await lockProducts(
    trx,
    [...items.values()].map((item) => item.product_id),
  );

  const id = newId();
  const number = await repo.nextNumber(trx, "purchase_receipts");
  const at = nowIso();
  const total = input.items.reduce((sum, line) => sum + line.quantity * toCents(line.unit_cost), 0);
  await repo.insertReceipt(trx, {
    id,
    number,
    order_id: orderId,
    total_cents: total,
    employee_id: employee.id,
    created_at: at,
    business_date: businessToday(),
  });

  const productIds = [...new Set(input.items.map((line) => items.get(line.item_id)!.product_id))];
  const lots = await lotsByPlace(trx, productIds);
  const rows = [];
  const entries: BatchEntry[] = [];
  for (const [index, line] of input.items.entries()) {
    const item = items.get(line.item_id)!;
    const warehouseId = warehouses[index]!;
    const pending = pendingOf(item);
    if (!(await repo.addReceived(trx, item.id, line.quantity))) {
      throw refusedOn(
        `items.${index}.quantity`,
        purchaseMessages.overReceipt(pending, Math.max(0, receivableOf(item))),
      );
    }
    item.received += line.quantity;
    const arrived = Math.min(line.quantity, pending);
    if (arrived > 0) await productsRepo.changeOnOrder(trx, item.product_id, -arrived);

    const existing = lots.get(lotKey(item.product_id, warehouseId, line.lot_number));
    if (existing?.expiration_date && line.expiration_date && existing.expiration_date !== line.expiration_date) {
      throw invalid(`items.${index}.expiration_date`, importMessages.row.lotOtherExpiry(existing.expiration_date));
    }
    const place = {
      product_id: item.product_id,
      warehouse_id: warehouseId,
      lot_number: line.lot_number,
      unit: unitFor(lots, item.product_id, existing),
      cost_cents: toCents(line.unit_cost),
      expiration_date: line.expiration_date,
    };
    entries.push({ place, quantity: line.quantity, note: { reference: id, employeeId: employee.id } });
    rows.push({
      id: newId(),
      receipt_id: id,
      item_id: item.id,
      product_id: item.product_id,
      warehouse_id: warehouseId,
      lot_id: existing?.id ?? "",
      lot_number: line.lot_number,
      expiration_date: line.expiration_date ?? existing?.expiration_date ?? null,
      quantity: line.quantity,
      unit_cost_cents: toCents(line.unit_cost),
    });
  }
  // The stock in by one batch, a statement per step for the whole receipt instead of several per line (a
  // 500-line receipt took ~2 s on PostgreSQL line by line). Its lines name different lots: an order holds a
  // product once, and checkLines refuses a line repeated for one warehouse and lot.
  await addStockBatch(trx, "PURCHASE", entries);
  // The lots the receipt created, read once all are in.
  const created = rows.some((row) => row.lot_id === "") ? await lotsByPlace(trx, productIds) : lots;
  for (const row of rows) row.lot_id ||= created.get(lotKey(row.product_id, row.warehouse_id, row.lot_number))!.id;
  await repo.insertReceiptLines(trx, rows);
  const complete = [...items.values()].every((item) => pendingOf(item) === 0);
  await repo.updateOrder(trx, orderId, { status: complete ? "RECEIVED" : "PARTIAL", updated_at: at });
  const orderNumber = formatDocumentNumber("purchaseOrder", Number(order.number));
  await recordDocument(trx, "purchaseReceipt", "create", { id, number }, `orden ${orderNumber}`);
  return { id, number: formatDocumentNumber("purchaseReceipt", number) };
}
