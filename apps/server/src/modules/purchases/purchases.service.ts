import { PAGE_SIZE } from "@inventario/shared/constants";
import { documentSearchTokens, formatDocumentNumber } from "@inventario/shared/document-numbers";
import { fromCents, toCents } from "@inventario/shared/money";
import { COUNT_CAP } from "@inventario/shared/pagination";
import {
  type PurchaseOrder,
  type PurchaseOrderSummary,
  type PurchaseReceipt,
  purchaseMessages,
  type purchaseOrderInputSchema,
  type purchaseReceiptInputSchema,
  type supplierReturnInputSchema,
} from "@inventario/shared/purchases";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { lockProducts } from "../../db/locks";
import { AppError, notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { cappedPage, type KeysetQuery, paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { recordDocument } from "../audit/audit-trail";
import { type IdempotentWrite, idempotentTransaction } from "../idempotency/idempotent-transaction";
import * as productsRepo from "../products/products.repository";
import * as suppliersRepo from "../suppliers/suppliers.repository";
import * as warehousesRepo from "../warehouses/warehouses.repository";
import { type OrderListFilters, orderFilters } from "./order-filters";
import { receiveLines } from "./purchase-receiving";
import { invalid, lockedOrder, pendingOf } from "./purchase-rules";
import { type SuggestionFilters, suggestionPage } from "./purchase-suggestions";
import * as repo from "./purchases.repository";
import { draftsOfSuggestions, type SuggestionOrderItem } from "./suggestion-orders";
import { returnLines } from "./supplier-returns";

type OrderInput = z.output<typeof purchaseOrderInputSchema>;
type ReceiptInput = z.output<typeof purchaseReceiptInputSchema>;
type ReturnInput = z.output<typeof supplierReturnInputSchema>;
export type Employee = { id: string; name: string };

type SummaryRow = Awaited<ReturnType<typeof repo.filteredOrderPage>>[number];

const toSummary = (row: SummaryRow): PurchaseOrderSummary => ({
  id: row.id,
  number: formatDocumentNumber("purchaseOrder", Number(row.number)),
  status: row.status,
  supplier: { id: row.supplier_id, name: row.supplier_name },
  warehouse: { id: row.warehouse_id, name: row.warehouse_name },
  expected_at: row.expected_at,
  total: fromCents(Number(row.total_cents)),
  created_at: row.created_at,
});

/** The order's detail: its lines with what arrived and what is pending, and its receipts. */
export async function orderDetail(db: Db, id: string): Promise<PurchaseOrder> {
  const order = await repo.findOrder(db, id);
  if (!order) throw notFound(purchaseMessages.notFound);
  const [items, receipts] = await Promise.all([repo.orderItems(db, id), repo.orderReceipts(db, id)]);
  return {
    ...toSummary(order),
    notes: order.notes,
    reason: order.reason,
    employee_name: order.employee_name,
    sent_at: order.sent_at,
    closed_at: order.closed_at,
    items: items.map((item) => ({
      id: item.id,
      product: { id: item.product_id, name: item.product_name, sku: item.sku },
      quantity: item.quantity,
      unit_cost: fromCents(Number(item.unit_cost_cents)),
      over_receipt_percent: item.over_receipt_percent,
      received: item.received,
      closed: item.closed,
      pending: pendingOf(item),
      subtotal: fromCents(item.quantity * Number(item.unit_cost_cents)),
    })),
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      number: formatDocumentNumber("purchaseReceipt", Number(receipt.number)),
      created_at: receipt.created_at,
    })),
  };
}

/**
 * What an order's lines refer to, checked before it is written: an active supplier and warehouse and
 * active products. Answers the names its search text holds.
 */
async function checkReferences(trx: Db, input: OrderInput) {
  const supplier = await suppliersRepo.findSupplier(trx, input.supplier_id);
  if (supplier?.is_active !== 1) throw invalid("supplier_id", purchaseMessages.supplierUnavailable);
  const warehouse = await warehousesRepo.findWarehouse(trx, input.warehouse_id);
  if (warehouse?.is_active !== 1) throw invalid("warehouse_id", purchaseMessages.warehouseUnavailable);
  const active = await productsRepo.activeProductIds(
    trx,
    input.items.map((item) => item.product_id),
  );
  const fields: Record<string, string> = {};
  input.items.forEach((item, index) => {
    if (!active.has(item.product_id)) fields[`items.${index}.product_id`] = purchaseMessages.productUnavailable;
  });
  if (Object.keys(fields).length > 0)
    throw new AppError(400, "VALIDATION", purchaseMessages.productUnavailable, fields);
  return { supplierName: supplier.name, warehouseName: warehouse.name };
}

const orderSearchText = (number: number, names: { supplierName: string; warehouseName: string }) =>
  [
    documentSearchTokens("purchaseOrder", number),
    normalizeForSearch(names.supplierName),
    normalizeForSearch(names.warehouseName),
  ].join(" | ");

const itemRows = (orderId: string, input: OrderInput) =>
  input.items.map((item, position) => ({
    id: newId(),
    order_id: orderId,
    position,
    product_id: item.product_id,
    quantity: item.quantity,
    unit_cost_cents: toCents(item.unit_cost),
    over_receipt_percent: item.over_receipt_percent,
  }));

const totalCents = (input: OrderInput) =>
  input.items.reduce((sum, item) => sum + item.quantity * toCents(item.unit_cost), 0);

/**
 * Takes what an order still had pending off its products' on-order figures (a cancel or a close), under
 * the products' locks in id order.
 */
async function releasePending(trx: Db, orderId: string) {
  const items = await repo.orderItems(trx, orderId);
  await lockProducts(
    trx,
    items.map((item) => item.product_id),
  );
  for (const item of items) {
    const pending = pendingOf(item);
    if (pending > 0) await productsRepo.changeOnOrder(trx, item.product_id, -pending);
  }
}

/** Writes a draft order and its lines (references checked); answers its id. A transaction body. */
export async function insertDraft(trx: Db, input: OrderInput, employee: Employee): Promise<string> {
  const names = await checkReferences(trx, input);
  const id = newId();
  const number = await repo.nextNumber(trx, "purchase_orders");
  const at = nowIso();
  await repo.insertOrder(trx, {
    id,
    number,
    supplier_id: input.supplier_id,
    warehouse_id: input.warehouse_id,
    status: "DRAFT",
    expected_at: input.expected_at,
    notes: input.notes,
    total_cents: totalCents(input),
    employee_id: employee.id,
    search_text: orderSearchText(number, names),
    created_at: at,
    updated_at: at,
  });
  await repo.replaceItems(trx, id, itemRows(id, input));
  await recordDocument(trx, "purchaseOrder", "create", { id, number });
  return id;
}

/** Sends a draft (a transaction body): its lines count as on order from now on. */
export async function sendOrder(trx: Db, id: string): Promise<void> {
  const order = await lockedOrder(trx, id, ["DRAFT"], purchaseMessages.notDraft);
  const items = await repo.orderItems(trx, id);
  await lockProducts(
    trx,
    items.map((item) => item.product_id),
  );
  for (const item of items) await productsRepo.changeOnOrder(trx, item.product_id, item.quantity);
  const at = nowIso();
  await repo.updateOrder(trx, id, { status: "SENT", sent_at: at, updated_at: at });
  await recordDocument(trx, "purchaseOrder", "update", order, "enviada al proveedor");
}

/**
 * Ends an open order (a transaction body): a draft or sent one is cancelled, a sent or partly received
 * one closed. Its pending units leave on order and are recorded as given up (`closed`).
 */
export async function endOrder(trx: Db, id: string, reason: string, status: "CANCELLED" | "CLOSED"): Promise<void> {
  const order =
    status === "CANCELLED"
      ? await lockedOrder(trx, id, ["DRAFT", "SENT"], purchaseMessages.notCancellable)
      : await lockedOrder(trx, id, ["SENT", "PARTIAL"], purchaseMessages.notClosable);
  if (order.status !== "DRAFT") await releasePending(trx, id);
  // Either way what had not arrived is given up: every line reads quantity = received + closed.
  await repo.closeItems(trx, id);
  const at = nowIso();
  await repo.updateOrder(trx, id, { status, reason, closed_at: at, updated_at: at });
  if (status === "CANCELLED") await recordDocument(trx, "purchaseOrder", "cancel", order, reason);
  else await recordDocument(trx, "purchaseOrder", "update", order, `cerrada: ${reason}`);
}

export type PurchasesService = ReturnType<typeof createPurchasesService>;

export function createPurchasesService(db: Db) {
  return {
    /** Newest first; searched by number or supplier; filtered by status, supplier, warehouse or dates. */
    async list(query: { page: number } & OrderListFilters) {
      const { page, search } = query;
      const filters = await orderFilters(db, query);
      if (filters === null) {
        const { rows, total } = await repo.orderList.page(db, { page, search, descending: true });
        return paged(rows.map(toSummary), page, total);
      }
      const [total, rows] = await Promise.all([
        repo.countFilteredOrders(db, filters),
        repo.filteredOrderPage(db, filters, PAGE_SIZE, pageOffset(page)),
      ]);
      return paged(rows.map(toSummary), page, total);
    },

    get: (id: string) => orderDetail(db, id),

    /** A draft order, numbered (OC-000123). */
    create: (input: OrderInput, employee: Employee, idempotency: IdempotentWrite | null) =>
      idempotentTransaction(db, idempotency, async (trx) => orderDetail(trx, await insertDraft(trx, input, employee))),

    /** One draft order per supplier and warehouse of the suggestions chosen, each line at the supplier's price. */
    fromSuggestions: (items: SuggestionOrderItem[], employee: Employee, idempotency: IdempotentWrite | null) =>
      idempotentTransaction(db, idempotency, async (trx) => {
        const drafts = await draftsOfSuggestions(trx, items);
        const ids = [];
        for (const draft of drafts) ids.push(await insertDraft(trx, draft, employee));
        const orders = [];
        for (const id of ids) orders.push(await orderDetail(trx, id));
        return {
          orders: orders.map(({ id, number, status, supplier, warehouse, expected_at, total, created_at }) => ({
            id,
            number,
            status,
            supplier,
            warehouse,
            expected_at,
            total,
            created_at,
          })),
        };
      }),

    suggestions: (page: number, filters: SuggestionFilters) => suggestionPage(db, page, filters),

    /** A draft is edited whole; a sent order is not (cancel or close it instead). */
    async update(id: string, input: OrderInput): Promise<PurchaseOrder> {
      await db.transaction().execute(async (trx) => {
        const locked = await lockedOrder(trx, id, ["DRAFT"], purchaseMessages.notDraft);
        const names = await checkReferences(trx, input);
        const order = await repo.findOrder(trx, id);
        await repo.replaceItems(trx, id, itemRows(id, input));
        await repo.updateOrder(trx, id, {
          supplier_id: input.supplier_id,
          warehouse_id: input.warehouse_id,
          expected_at: input.expected_at,
          notes: input.notes,
          total_cents: totalCents(input),
          search_text: orderSearchText(Number(order?.number), names),
          updated_at: nowIso(),
        });
        await recordDocument(trx, "purchaseOrder", "update", locked, "borrador modificado");
      });
      return orderDetail(db, id);
    },

    /** Sent: its lines count as on order from now on. */
    async send(id: string): Promise<PurchaseOrder> {
      await db.transaction().execute((trx) => sendOrder(trx, id));
      return orderDetail(db, id);
    },

    async cancel(id: string, reason: string): Promise<PurchaseOrder> {
      await db.transaction().execute((trx) => endOrder(trx, id, reason, "CANCELLED"));
      return orderDetail(db, id);
    },
    async close(id: string, reason: string): Promise<PurchaseOrder> {
      await db.transaction().execute((trx) => endOrder(trx, id, reason, "CLOSED"));
      return orderDetail(db, id);
    },

    /** A receipt (RC-000045): PURCHASE movements at the received cost, all or nothing. */
    receive: (id: string, input: ReceiptInput, employee: Employee, idempotency: IdempotentWrite | null) =>
      idempotentTransaction(db, idempotency, (trx) => receiveLines(trx, id, input, employee)),

    /** A return to the supplier (DP-000007) of units a receipt brought in. */
    returnToSupplier: (
      receiptId: string,
      input: ReturnInput,
      employee: Employee,
      idempotency: IdempotentWrite | null,
    ) => idempotentTransaction(db, idempotency, (trx) => returnLines(trx, receiptId, input, employee)),

    /** Receipts newest first (of one order when given); the count stops at COUNT_CAP. */
    async receipts(query: KeysetQuery & { order_id?: string | undefined }) {
      const page = await cappedPage(query, {
        count: async () => {
          const total = await repo.countReceipts(db, query.order_id, COUNT_CAP);
          return { total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
        },
        rows: (limit, offset) => repo.receiptPage(db, query.order_id, query.after, limit, offset),
      });
      return { ...page, data: page.data.map(toReceiptSummary) };
    },

    async receipt(id: string): Promise<PurchaseReceipt> {
      const receipt = await repo.findReceipt(db, id);
      if (!receipt) throw notFound(purchaseMessages.receiptNotFound);
      const [lines, returns] = await Promise.all([repo.receiptLines(db, id), repo.receiptReturns(db, id)]);
      return {
        ...toReceiptSummary(receipt),
        lines: lines.map((line) => ({
          id: line.id,
          item_id: line.item_id,
          product: { id: line.product_id, name: line.product_name, sku: line.sku },
          warehouse: { id: line.warehouse_id, name: line.warehouse_name },
          lot_number: line.lot_number,
          expiration_date: line.expiration_date,
          quantity: line.quantity,
          unit_cost: fromCents(Number(line.unit_cost_cents)),
          returned: line.returned,
        })),
        returns: returns.map((r) => ({
          id: r.id,
          number: formatDocumentNumber("supplierReturn", Number(r.number)),
          reason: r.reason,
          created_at: r.created_at,
        })),
      };
    },
  };
}

type ReceiptRow = Awaited<ReturnType<typeof repo.receiptPage>>[number];

const toReceiptSummary = (row: ReceiptRow) => ({
  id: row.id,
  number: formatDocumentNumber("purchaseReceipt", Number(row.number)),
  order: { id: row.order_id, number: formatDocumentNumber("purchaseOrder", Number(row.order_number)) },
  supplier: { id: row.supplier_id, name: row.supplier_name },
  total: fromCents(Number(row.total_cents)),
  created_at: row.created_at,
  employee_name: row.employee_name,
});
