import type { PurchaseOrderStatus } from "@inventario/shared/purchases";
import { purchaseMessages } from "@inventario/shared/purchases";
import type { Db } from "../../db/connection";
import { AppError, conflict, notFound } from "../../errors";
import * as repo from "./purchases.repository";

/** A refused field: 400 with its Spanish message under its path ("items.3.product_id"). */
export const invalid = (field: string, message: string) =>
  new AppError(400, "VALIDATION", message, { [field]: message });

/** A refusal by the document's state, named on the field it concerns. */
export const refusedOn = (field: string, message: string) =>
  new AppError(409, "CONFLICT", message, { [field]: message });

/** Units of a line still to arrive: what a sent order counts as on order ('En camino'). */
export const pendingOf = (item: { quantity: number; received: number; closed: number }) =>
  Math.max(0, item.quantity - item.received - item.closed);

/** The most a line may still receive: its quantity plus its tolerance, less what arrived. */
export const receivableOf = (item: { quantity: number; received: number; over_receipt_percent: number }) =>
  item.quantity + Math.floor((item.quantity * item.over_receipt_percent) / 100) - item.received;

/** The order under its lock, refused (409) unless its status is one of `allowed`. */
export async function lockedOrder(trx: Db, id: string, allowed: readonly PurchaseOrderStatus[], refusal: string) {
  const order = await repo.lockOrder(trx, id);
  if (!order) throw notFound(purchaseMessages.notFound);
  if (!allowed.includes(order.status)) throw conflict(refusal);
  return order;
}
