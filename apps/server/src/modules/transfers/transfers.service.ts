import { documentSearchTokens, formatDocumentNumber } from "@inventario/shared/document-numbers";
import { type Transfer, type transferCreateSchema, transferMessages } from "@inventario/shared/transfers";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import type { ListRow } from "../../db/lists/list-page";
import { lockProducts } from "../../db/locks";
import { AppError, notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { paged } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { recordDocument } from "../audit/audit-trail";
import { refuseOutsideScope } from "../employees/warehouse-scope";
import {
  type IdempotentWrite,
  idempotentTransaction,
  type StockTransaction,
} from "../idempotency/idempotent-transaction";
import { addStock, takeStock } from "../inventory/stock-ledger";
import * as repo from "./transfers.repository";

type TransferInput = z.output<typeof transferCreateSchema>;
type TransferRow = ListRow<typeof repo.transferList>;
/** Who registers the transfer: the signed-in employee (their id on the ledger rows, their name on the answer). */
type Employee = { id: string; name: string };

const toTransfer = (row: TransferRow): Transfer => ({
  id: row.id,
  number: formatDocumentNumber("transfer", row.number),
  created_at: row.created_at,
  product: { id: row.product_id, name: row.product_name, sku: row.product_sku },
  from_warehouse: { id: row.from_warehouse_id, name: row.from_warehouse_name },
  to_warehouse: { id: row.to_warehouse_id, name: row.to_warehouse_name },
  lot_number: row.lot_number,
  quantity: row.quantity,
  unit: row.unit,
  note: row.note,
  employee_name: row.employee_name,
});

/** A refused field, answered like inventory's: 400 with the field's Spanish message. */
const invalid = (field: keyof TransferInput, message: string) =>
  new AppError(400, "VALIDATION", message, { [field]: message });

/**
 * Moves `quantity` of one lot to another warehouse inside `trx`: a TRANSFER_OUT on the source lot and
 * a TRANSFER_IN on the destination lot (same number, expiration and cost; created when missing), both
 * referencing the transfer. The product's total does not change, so what pending picking requests
 * reserve is untouched. Refused (400) for an unknown or inactive product or warehouse, (404) for a
 * lot the source warehouse does not hold, (409) for more than that lot holds — with nothing written.
 * The demo seed records its transfers through this too.
 */
export async function recordTransfer(
  trx: StockTransaction,
  input: TransferInput,
  employee: Employee | null,
): Promise<Transfer> {
  // A scoped employee sends from their own warehouses to any (the ledger refuses the rest too, later).
  await refuseOutsideScope(trx, [input.from_warehouse_id]);
  // The product lock serializes every stock writer of the product, so the lot read next is current.
  await lockProducts(trx, [input.product_id]);
  const found = await repo.transferSources(trx, input);
  if (found?.product_active !== 1) throw invalid("product_id", transferMessages.productUnavailable);
  if (found.from_active !== 1) throw invalid("from_warehouse_id", transferMessages.warehouseUnavailable);
  if (found.to_active !== 1) throw invalid("to_warehouse_id", transferMessages.warehouseUnavailable);
  if (found.lot_id === null) throw notFound(transferMessages.lotNotFound);
  const lot = {
    id: found.lot_id,
    product_id: input.product_id,
    warehouse_id: input.from_warehouse_id,
    lot_number: input.lot_number,
    unit: found.lot_unit as string,
  };
  const available = Number(found.lot_quantity);
  if (input.quantity > available) {
    throw new AppError(409, "INSUFFICIENT_STOCK", transferMessages.notEnough(available, lot.unit));
  }

  const number = await repo.nextTransferNumber(trx);
  const row: TransferRow = {
    id: newId(),
    number,
    created_at: nowIso(),
    product_id: input.product_id,
    product_name: found.product_name,
    product_sku: found.product_sku,
    from_warehouse_id: input.from_warehouse_id,
    from_warehouse_name: found.from_name as string,
    to_warehouse_id: input.to_warehouse_id,
    to_warehouse_name: found.to_name as string,
    lot_number: input.lot_number,
    quantity: input.quantity,
    unit: lot.unit,
    note: input.note || null,
    employee_name: employee?.name ?? null,
  };
  await repo.insertTransfer(trx, {
    id: row.id,
    number,
    product_id: row.product_id,
    from_warehouse_id: row.from_warehouse_id,
    to_warehouse_id: row.to_warehouse_id,
    lot_number: row.lot_number,
    quantity: row.quantity,
    unit: row.unit,
    note: row.note,
    employee_id: employee?.id ?? null,
    search_text: [
      documentSearchTokens("transfer", number),
      normalizeForSearch(row.product_name),
      normalizeForSearch(row.product_sku),
      normalizeForSearch(row.from_warehouse_name),
      normalizeForSearch(row.to_warehouse_name),
    ].join(" | "),
    created_at: row.created_at,
  });
  const employeeId = employee?.id ?? null;
  const note = { reference: row.id, employeeId };
  const value = await takeStock(trx, lot, "TRANSFER_OUT", input.quantity, note);
  const place = {
    product_id: input.product_id,
    warehouse_id: input.to_warehouse_id,
    lot_number: input.lot_number,
    unit: lot.unit,
    cost_cents: Number(found.lot_cost_cents),
    expiration_date: found.lot_expiration_date,
  };
  // The entry carries exactly the value the exit took: a transfer never changes the product's value.
  await addStock(trx, "TRANSFER_IN", { place }, input.quantity, note, value);
  await recordDocument(
    trx,
    "transfer",
    "create",
    row,
    `${row.quantity} de ${row.product_name} (${row.product_sku}), ${row.from_warehouse_name} → ${row.to_warehouse_name}`,
  );
  return toTransfer(row);
}

export type TransfersService = ReturnType<typeof createTransfersService>;

export function createTransfersService(db: Db) {
  return {
    /** Newest first; searched by number, product name or SKU, or a warehouse's name. */
    async list(page: number, search: string | undefined) {
      const { rows, total } = await repo.transferList.page(db, { page, search, descending: true });
      return paged(rows.map(toTransfer), page, total);
    },

    create: (input: TransferInput, employee: Employee, idempotency: IdempotentWrite | null) =>
      idempotentTransaction(db, idempotency, (trx) => recordTransfer(trx, input, employee)),
  };
}
