import { formatDocumentNumber } from "@inventario/shared/document-numbers";
import { purchaseMessages, type supplierReturnInputSchema } from "@inventario/shared/purchases";
import type { z } from "zod";
import { lockProducts } from "../../db/locks";
import { notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import { recordDocument } from "../audit/audit-trail";
import type { StockTransaction } from "../idempotency/idempotent-transaction";
import { findLot } from "../inventory/inventory.repository";
import { takeStock } from "../inventory/stock-ledger";
import { invalid, refusedOn } from "./purchase-rules";
import * as repo from "./purchases.repository";

type ReturnInput = z.output<typeof supplierReturnInputSchema>;

/**
 * Sends units a receipt brought in back to its supplier, in one transaction (the caller's): a numbered
 * return (DP-000007) whose lines take units from the receipt's lots by SUPPLIER_RETURN movements. Each
 * line is bounded by what its receipt line received less what was returned before (in the statement)
 * and by what its lot holds now; the receipt's lock serializes its returns.
 */
export async function returnLines(
  trx: StockTransaction,
  receiptId: string,
  input: ReturnInput,
  employee: { id: string },
): Promise<{ id: string; number: string }> {
  const receipt = await repo.lockReceipt(trx, receiptId);
  if (!receipt) throw notFound(purchaseMessages.receiptNotFound);
  const lines = await repo.receiptLines(trx, receiptId);
  const matched = input.items.map((item, index) => {
    const line = lines.find(
      (l) =>
        l.product_id === item.product_id &&
        l.warehouse_id === item.warehouse_id &&
        (l.lot_number ?? null) === (item.lot_number ?? null),
    );
    if (!line) throw invalid(`items.${index}.product_id`, purchaseMessages.returnLineUnknown);
    return line;
  });
  await lockProducts(
    trx,
    matched.map((line) => line.product_id),
  );

  const id = newId();
  const number = await repo.nextNumber(trx, "supplier_returns");
  await repo.insertReturn(trx, {
    id,
    number,
    receipt_id: receiptId,
    reason: input.reason,
    employee_id: employee.id,
    created_at: nowIso(),
  });
  const returned = new Map<string, number>();
  const rows = [];
  for (const [index, item] of input.items.entries()) {
    const line = matched[index]!;
    const before = returned.get(line.id) ?? line.returned;
    if (!(await repo.addReturned(trx, line.id, item.quantity))) {
      throw refusedOn(`items.${index}.quantity`, purchaseMessages.overReturn(Math.max(0, line.quantity - before)));
    }
    returned.set(line.id, before + item.quantity);
    const lot = await findLot(trx, line.product_id, line.warehouse_id, line.lot_number);
    const holds = Number(lot?.quantity ?? 0);
    if (!lot || holds < item.quantity) throw refusedOn(`items.${index}.quantity`, purchaseMessages.lotShort(holds));
    await takeStock(trx, lot, "SUPPLIER_RETURN", item.quantity, { reference: id, employeeId: employee.id });
    rows.push({ id: newId(), return_id: id, receipt_line_id: line.id, quantity: item.quantity });
  }
  await repo.insertReturnLines(trx, rows);
  await recordDocument(trx, "supplierReturn", "create", { id, number });
  return { id, number: formatDocumentNumber("supplierReturn", number) };
}
