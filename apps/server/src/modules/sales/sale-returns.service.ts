import { parseDocumentNumber } from "@inventario/shared/document-numbers";
import { type SaleDetail, type SaleStatus, saleMessages, type saleReturnSchema } from "@inventario/shared/sales";
import { valueAtAverage } from "@inventario/shared/valuation";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { AppError, conflict, notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { nowIso } from "../../lib/time";
import { recordAudit } from "../audit/audit-trail";
import {
  type IdempotentWrite,
  idempotentTransaction,
  type StockTransaction,
} from "../idempotency/idempotent-transaction";
import { addStock, type LotPlace } from "../inventory/stock-ledger";
import * as withdrawalsRepo from "../withdrawals/withdrawals.repository";
import { refundSale } from "./sale-refunds";
import * as repo from "./sale-returns.repository";
import { saleLinesWithDispatch, saleRef } from "./sales-history.repository";

type ReturnInput = z.output<typeof saleReturnSchema>;
type ReturnItem = ReturnInput["items"][number];

/** The sale's detail as the answer of a return, read inside the return's transaction. */
export type SaleDetailReader = (from: Db, saleId: string) => Promise<SaleDetail>;

const invalid = (message: string) => new AppError(400, "VALIDATION", message, { items: message });

/** Units asked back per product: one product may come back in several lines (some restocked, some not). */
function unitsPerProduct(items: ReturnItem[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const item of items) units.set(item.product_id, (units.get(item.product_id) ?? 0) + item.quantity);
  return units;
}

/**
 * Where restocked units land: the lot they are returned into keeps its own cost and expiration when it
 * exists; otherwise they take those of the same lot number in another warehouse, else of the lot the
 * request dispatched them from (a lot number new to the product). The unit is that lot's.
 */
async function placeOf(trx: Db, item: ReturnItem, withdrawalId: string): Promise<LotPlace> {
  const known =
    (await repo.lotsNumbered(trx, item.product_id, item.warehouse_id, item.lot_number)) ??
    (await repo.dispatchedLot(trx, item.product_id, withdrawalId));
  // Only dispatched units come back (refuseUnreturnable), and lots are never deleted: the dispatch's
  // lot is always there.
  if (!known) throw new Error(`No lot of product ${item.product_id} dispatched by request ${withdrawalId}`);
  return {
    product_id: item.product_id,
    warehouse_id: item.warehouse_id,
    lot_number: item.lot_number,
    unit: known.unit,
    cost_cents: known.cost_cents,
    expiration_date: known.expiration_date,
  };
}

type Sale = { id: string; withdrawal_id: string; total_cents: number | string };

/**
 * Refuses the return (nothing written) when a product is not the sale's (400), a warehouse is unknown
 * or inactive (400), nothing was dispatched (409) or a product would come back more than was
 * dispatched and not yet returned (409). Read under the request's lock. Returns the sale's units sold
 * and returned once this return is written, and what the returned units were sold for (the refund).
 */
async function refuseUnreturnable(trx: Db, sale: Sale, input: ReturnInput) {
  const products = new Map(
    (await saleLinesWithDispatch(trx, sale.id, sale.withdrawal_id)).map((p) => [p.product_id, p] as const),
  );
  const asked = unitsPerProduct(input.items);
  if ([...asked.keys()].some((id) => !products.has(id))) throw invalid(saleMessages.returnProductNotInSale);
  const warehouses = [...new Set(input.items.map((i) => i.warehouse_id))];
  if ((await repo.activeWarehouseIds(trx, warehouses)).length !== warehouses.length)
    throw invalid(saleMessages.returnWarehouseUnavailable);
  if ([...products.values()].every((p) => Number(p.dispatched) === 0))
    throw conflict(saleMessages.returnNothingDispatched);

  const returned = await repo.returnedByProduct(trx, sale.id);
  for (const [productId, quantity] of asked) {
    const product = products.get(productId)!;
    const returnable = Number(product.dispatched) - (returned.get(productId) ?? 0);
    if (quantity > returnable)
      throw conflict(saleMessages.returnTooMuch(product.product_name, Math.max(0, returnable)));
  }
  const sum = (values: Iterable<number>) => [...values].reduce((total, n) => total + n, 0);
  return {
    sold: sum([...products.values()].map((p) => p.quantity)),
    returned: sum(returned.values()) + sum(asked.values()),
    refundCents: sum([...asked].map(([productId, quantity]) => quantity * products.get(productId)!.unit_price_cents)),
  };
}

/**
 * The body of a return's transaction: the sale's picking request and its products are locked (the
 * order of an assignment and a cancellation), the return is checked against what was dispatched and
 * already returned, then recorded with a RETURN movement per restocked line, and the sale's status
 * follows. Answers the sale's detail, read through `detail` in the same transaction. Exported for the
 * demo seed, which records returns inside its own transaction.
 */
export async function registerReturn(
  trx: StockTransaction,
  sale: Sale,
  input: ReturnInput,
  employeeId: string | null,
  detail: SaleDetailReader,
): Promise<SaleDetail> {
  // The request row, then its products by id: the order of an assignment and a cancellation.
  const request = await withdrawalsRepo.lockRequest(trx, sale.withdrawal_id);
  const units = await refuseUnreturnable(trx, sale, input);

  const returnId = newId();
  await repo.insertReturn(
    trx,
    { id: returnId, sale_id: sale.id, reason: input.reason, employee_id: employeeId, created_at: nowIso() },
    input.items.map((item) => ({
      id: newId(),
      return_id: returnId,
      sale_id: sale.id,
      product_id: item.product_id,
      warehouse_id: item.warehouse_id,
      lot_number: item.lot_number,
      quantity: item.quantity,
      restock: item.restock ? 1 : 0,
    })),
  );
  for (const item of input.items) {
    if (!item.restock) continue;
    const place = await placeOf(trx, item, sale.withdrawal_id);
    // Back at the value the dispatch took them out with (only dispatched units return: it took some).
    const dispatched = await repo.dispatchedValue(trx, item.product_id, sale.withdrawal_id);
    const value = valueAtAverage(item.quantity, dispatched);
    await addStock(trx, "RETURN", { place }, item.quantity, { reference: sale.id, employeeId }, value);
  }

  // Everything sold came back only once the request was completed (nothing left to dispatch).
  const requestCompleted = request?.status === "COMPLETED";
  const status: SaleStatus = requestCompleted && units.returned === units.sold ? "RETURNED" : "PARTIALLY_RETURNED";
  await repo.setSaleStatus(trx, sale.id, status);
  await refundSale(trx, sale, units.refundCents, { employeeId, returnId });
  const answer = await detail(trx, sale.id);
  await recordAudit(trx, {
    action: "create",
    entity: "sale_return",
    entityId: returnId,
    summary: `Venta ${answer.number}: ${input.reason}`.slice(0, 500),
  });
  return answer;
}

export type SaleReturnsService = ReturnType<typeof createSaleReturnsService>;

export function createSaleReturnsService(db: Db, detail: SaleDetailReader) {
  /** The sale named by its id or its number ("V-000123", "123"); 404 when none. */
  async function findSale(idOrNumber: string): Promise<Sale> {
    const sale = await saleRef(db, idOrNumber, parseDocumentNumber("sale", idOrNumber));
    if (!sale) throw notFound(saleMessages.notFound);
    return sale;
  }

  return {
    /** One transaction (registerReturn) on the sale named by its id or number. */
    async register(
      idOrNumber: string,
      input: ReturnInput,
      employeeId: string | null,
      idempotency: IdempotentWrite | null,
    ): Promise<SaleDetail> {
      const sale = await findSale(idOrNumber);
      return idempotentTransaction(db, idempotency, (trx) => registerReturn(trx, sale, input, employeeId, detail));
    },
  };
}
