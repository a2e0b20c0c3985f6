/**
 * The picking requests ('Alistamiento', A-000123; /dashboard/picking): what a sale asks the warehouse
 * to gather, dispatched lot by lot with OUT movements.
 *
 * Naming trap: this module is not the movement type WITHDRAWAL ('Retiro'), a manual take-out of stock
 * (POST /api/inventory/withdraw, the write-off of expired lots; modules/inventory). Both names are fixed
 * (the API's movement type by the specification, this module by its routes and tables).
 */
import { expiryStatus, lotName } from "@inventario/shared/alerts";
import { formatDateEsCo } from "@inventario/shared/dates";
import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { type AssignStockInput, type Withdrawal, withdrawalMessages } from "@inventario/shared/withdrawals";
import type { Db } from "../../db/connection";
import { AppError, conflict, notFound } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { paged } from "../../lib/paging";
import { nowIso } from "../../lib/time";
import { recordDocument } from "../audit/audit-trail";
import { refuseOutsideScope } from "../employees/warehouse-scope";
import {
  type IdempotentWrite,
  idempotentTransaction,
  type StockTransaction,
} from "../idempotency/idempotent-transaction";
import { takeStock } from "../inventory/stock-ledger";
import { changeReserved } from "../products/products.repository";
import { markSaleDispatched } from "../sales/sales.repository";
import * as repo from "./withdrawals.repository";

/** A request's row as the API answers it: its number readable (A-000123). */
const readable = <T extends { number: number }>({ number, ...row }: T) => ({
  ...row,
  number: formatDocumentNumber("withdrawal", number),
});

/**
 * Takes `quantity` of the item's product from one warehouse, FEFO across its lots that are not
 * expired, one OUT per lot. Refused (409) when those hold less, naming the expired lot that would have
 * made up the difference, if any.
 */
async function dispatch(
  trx: StockTransaction,
  withdrawalId: string,
  productId: string,
  warehouseId: string,
  quantity: number,
  employeeId: string | null,
) {
  const lots = await repo.fefoLots(trx, productId, warehouseId);
  const warehouse = lots[0]
    ? { name: lots[0].warehouse_name, is_active: lots[0].warehouse_active }
    : await repo.findWarehouse(trx, warehouseId);
  if (warehouse?.is_active !== 1) throw conflict(withdrawalMessages.warehouseUnavailable);
  const today = businessToday();
  const expired = lots.filter((lot) => expiryStatus(lot.expiration_date, today) === "expired");
  const sellable = lots.filter((lot) => !expired.includes(lot));
  const available = sellable.reduce((sum, lot) => sum + lot.quantity, 0);
  if (available < quantity) {
    const [first] = expired;
    throw new AppError(
      409,
      "INSUFFICIENT_STOCK",
      first?.expiration_date
        ? withdrawalMessages.expiredLot(
            lotName(first.lot_number),
            warehouse.name,
            formatDateEsCo(first.expiration_date),
            available,
          )
        : withdrawalMessages.notEnoughInWarehouse(warehouse.name, available),
    );
  }
  let left = quantity;
  for (const lot of sellable) {
    if (left === 0) break;
    const take = Math.min(left, lot.quantity);
    await takeStock(trx, lot, "OUT", take, { reference: withdrawalId, employeeId });
    left -= take;
  }
}

/** Why some items were not found in the first item's request: unknown (404), or another's (400). */
async function refuseForeignItems(trx: Db, itemIds: string[]): Promise<never> {
  const found = await repo.findItemsByIds(trx, itemIds);
  if (found.length !== itemIds.length) throw notFound(withdrawalMessages.itemNotFound);
  throw new AppError(400, "VALIDATION", withdrawalMessages.mixedRequests);
}

/**
 * The body of an assignment's transaction: every assignment is dispatched or none is. Refused (409)
 * when the request is completed or cancelled, a warehouse repeats within an item, an item would get
 * more than it still needs, or a warehouse holds less than assigned. A request completed by it marks
 * its sale dispatched. Exported for the demo seed, which dispatches inside its own transaction.
 */
export async function assignStock(
  trx: StockTransaction,
  input: AssignStockInput,
  employeeId: string | null,
): Promise<Withdrawal> {
  // Before the availability checks, which would otherwise answer first for another's warehouse.
  await refuseOutsideScope(
    trx,
    input.items.flatMap((item) => item.assignments.map((a) => a.warehouse_id)),
  );
  for (const item of input.items) {
    const warehouses = item.assignments.map((a) => a.warehouse_id);
    if (new Set(warehouses).size !== warehouses.length) throw conflict(withdrawalMessages.repeatedWarehouse);
  }
  const itemIds = [...new Set(input.items.map((i) => i.withdrawal_item_id))];

  // Few round trips: one statement locks the request and the products, the next reads all its items,
  // and the answer is built from what this transaction wrote.
  const locked = await repo.lockRequestOfItems(trx, itemIds);
  if (locked.length !== itemIds.length) await refuseForeignItems(trx, itemIds);
  const { id: withdrawalId, number, requested_by, status, created_at, preferred_warehouse_id } = locked[0]!;
  const withdrawal = readable({ id: withdrawalId, number, requested_by, status, created_at, preferred_warehouse_id });
  if (status === "COMPLETED") throw conflict(withdrawalMessages.completed);
  if (status === "CANCELLED") throw conflict(withdrawalMessages.cancelled);

  const all = await repo.findItems(trx, withdrawalId);
  const current = new Map(all.map((i) => [i.id, i]));
  for (const { withdrawal_item_id, assignments } of input.items) {
    const item = current.get(withdrawal_item_id)!;
    const total = assignments.reduce((sum, a) => sum + a.quantity, 0);
    const remaining = item.requested_quantity - item.fulfilled_quantity;
    if (total > remaining) throw conflict(withdrawalMessages.overAssigned(remaining));
    for (const a of assignments)
      await dispatch(trx, withdrawalId, item.product_id, a.warehouse_id, a.quantity, employeeId);
    if (!(await repo.fulfil(trx, item.id, total))) throw conflict(withdrawalMessages.overAssigned(remaining));
    await changeReserved(trx, item.product_id, -total);
    item.fulfilled_quantity += total;
  }

  const complete = all.every((i) => i.fulfilled_quantity >= i.requested_quantity);
  await recordDocument(
    trx,
    "withdrawal",
    "update",
    { id: withdrawalId, number },
    complete ? "despachada" : "despacho parcial",
  );
  if (!complete) return { ...withdrawal, items: all };
  await repo.markCompleted(trx, withdrawalId, nowIso());
  await markSaleDispatched(trx, number, withdrawalId);
  return { ...withdrawal, status: "COMPLETED" as const, items: all };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;

export function createWithdrawalsService(db: Db) {
  async function load(id: string, from: Db = db): Promise<Withdrawal> {
    const withdrawal = await repo.findWithdrawal(from, id);
    if (!withdrawal) throw notFound(withdrawalMessages.notFound);
    return { ...readable(withdrawal), items: await repo.findItems(from, id) };
  }

  return {
    async list(page: number, search: string | undefined) {
      // Newest first.
      const request = { page, search, descending: true };
      const { rows, total } = await repo.withdrawalList.page(db, request);
      return paged(rows.map(readable), page, total);
    },

    get: (id: string) => load(id),

    /** One transaction for the whole call (assignStock). */
    assign: (
      input: AssignStockInput,
      employeeId: string | null,
      idempotency: IdempotentWrite | null,
    ): Promise<Withdrawal> => idempotentTransaction(db, idempotency, (trx) => assignStock(trx, input, employeeId)),
  };
}
