import {
  alertMessages,
  expiryStatus,
  lotName,
  type WriteOffResult,
  writeOffReference,
  type writeOffSchema,
} from "@inventario/shared/alerts";
import { type InventoryProduct, inventoryMessages } from "@inventario/shared/inventory";
import { fromCents } from "@inventario/shared/money";
import { type MovementType, movementLabel } from "@inventario/shared/movements";
import { productMessages } from "@inventario/shared/products";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { lockProducts } from "../../db/locks";
import { AppError, conflict, notFound } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { inIdOrder } from "../../lib/id-order";
import { paged, pageOffset } from "../../lib/paging";
import { recordAudit } from "../audit/audit-trail";
import { refuseOutsideScope } from "../employees/warehouse-scope";
import { type IdempotentWrite, idempotentTransaction } from "../idempotency/idempotent-transaction";
import { productIdList, productNames } from "../products/products.repository";
import { findActiveWarehouse } from "../warehouses/warehouses.repository";
import { sellableByWarehouse } from "./availability.repository";
import * as repo from "./inventory.repository";
import { shortagesAfter } from "./shortages";
import { addStock, type EntryInput, entryDestination, takeStock } from "./stock-ledger";

type StockChange = {
  product_id: string;
  warehouse_id: string;
  quantity: number;
  unit?: string | undefined;
  lot_number: string | null;
  observation: string;
};

type WriteOff = z.output<typeof writeOffSchema>;

const count = (n: number | string | bigint | null | undefined) => Number(n ?? 0);

/** The answer of a stock write: built inside its transaction, so an idempotency key can store it. */
const OK = { ok: true } as const;

export type InventoryService = ReturnType<typeof createInventoryService>;

/**
 * A stock operation without a document of its own (an entry, a restock, a withdrawal) as the trail
 * records it, on its product: "Entrada: 12 de Arroz (ABA-0007) — observación".
 */
async function recordStockEvent(trx: Db, type: MovementType, productId: string, quantity: number, note: string | null) {
  const [product] = await productNames(trx, [productId]);
  const what = product ? `${product.name} (${product.sku})` : productId;
  await recordAudit(trx, {
    action: "create",
    entity: "stock_movement",
    entityId: productId,
    summary: `${movementLabel(type)}: ${quantity} de ${what}${note ? ` — ${note}` : ""}`.slice(0, 500),
  });
}

export function createInventoryService(db: Db) {
  async function inventoryProducts(ids: string[]): Promise<InventoryProduct[]> {
    if (ids.length === 0) return [];
    const [products, stock] = await Promise.all([repo.inventoryProductRows(db, ids), repo.stockByWarehouse(db, ids)]);
    return inIdOrder(ids, products).map((product) => {
      const rows = stock.filter((s) => s.product_id === product.id);
      const quantity = rows.reduce((sum, r) => sum + count(r.quantity), 0);
      const value = rows.reduce((sum, r) => sum + count(r.value_cents), 0);
      const { price_cents, ...rest } = product;
      return {
        ...rest,
        price: fromCents(price_cents),
        cost: quantity > 0 ? Math.round(value / quantity) / 100 : 0,
        quantity,
        warehouses: rows.map((r) => ({ id: r.id, name: r.name, quantity: count(r.quantity) })),
      };
    });
  }

  async function requireActive(productId: string, warehouseId: string) {
    if (!(await repo.activeProduct(db, productId))) {
      throw new AppError(400, "VALIDATION", inventoryMessages.productUnavailable, {
        product_id: inventoryMessages.productUnavailable,
      });
    }
    if (!(await findActiveWarehouse(db, warehouseId))) {
      throw new AppError(400, "VALIDATION", productMessages.warehouseUnavailable, {
        warehouse_id: productMessages.warehouseUnavailable,
      });
    }
  }

  async function existingLot(input: StockChange) {
    const lot = await repo.findLot(db, input.product_id, input.warehouse_id, input.lot_number);
    if (!lot) throw notFound(inventoryMessages.lotNotFound);
    if (input.unit !== undefined && input.unit !== lot.unit) {
      throw new AppError(400, "VALIDATION", `${inventoryMessages.unitMismatch} (${lot.unit})`, {
        unit: inventoryMessages.unitMismatch,
      });
    }
    return lot;
  }

  return {
    async list(page: number, search: string | undefined) {
      const { rows, total } = await productIdList.page(db, { page, search });
      return paged(await inventoryProducts(rows.map((row) => row.id)), page, total);
    },

    async product(productId: string): Promise<InventoryProduct> {
      const [product] = await inventoryProducts([productId]);
      if (!product) throw notFound(productMessages.notFound);
      return product;
    },

    async addEntry(input: EntryInput, employeeId: string | null, idempotency: IdempotentWrite | null) {
      await requireActive(input.product_id, input.warehouse_id);
      return idempotentTransaction(db, idempotency, async (trx) => {
        await lockProducts(trx, [input.product_id]);
        await addStock(trx, "IN", entryDestination(input), input.quantity, { reference: null, employeeId });
        await recordStockEvent(trx, "IN", input.product_id, input.quantity, null);
        return OK;
      });
    },

    async replenish(input: StockChange, employeeId: string | null, idempotency: IdempotentWrite | null) {
      const lot = await existingLot(input);
      return idempotentTransaction(db, idempotency, async (trx) => {
        await lockProducts(trx, [lot.product_id]);
        await addStock(trx, "REPLENISH", { lot }, input.quantity, { reference: input.observation, employeeId });
        await recordStockEvent(trx, "REPLENISH", lot.product_id, input.quantity, input.observation);
        return OK;
      });
    },

    /**
     * The pending sales a withdrawal of `quantity` from this lot would leave short (what the dialog asks
     * to confirm): none when the lot is expired, since it sells nothing either way.
     */
    async withdrawShortages(input: Omit<StockChange, "observation" | "unit">) {
      const lot = await repo.findLot(db, input.product_id, input.warehouse_id, input.lot_number);
      if (!lot) throw notFound(inventoryMessages.lotNotFound);
      const today = businessToday();
      if (lot.expiration_date !== null && lot.expiration_date < today) return { shortages: [] };
      const taken = Math.min(input.quantity, Number(lot.quantity));
      return { shortages: await shortagesAfter(db, new Map([[lot.product_id, -taken]]), today) };
    },

    async withdraw(input: StockChange, employeeId: string | null, idempotency: IdempotentWrite | null) {
      const lot = await existingLot(input);
      return idempotentTransaction(db, idempotency, async (trx) => {
        await lockProducts(trx, [lot.product_id]);
        await takeStock(trx, lot, "WITHDRAWAL", input.quantity, { reference: input.observation, employeeId });
        await recordStockEvent(trx, "WITHDRAWAL", lot.product_id, input.quantity, input.observation);
        return OK;
      });
    },

    /**
     * 'Dar de baja': takes the whole of each expired lot out with a WITHDRAWAL movement whose reference
     * says 'Vencido' (and the reason). All or nothing: one transaction, refused (404/409) when a lot is
     * unknown, not expired or already empty. The products are locked first, in id order.
     */
    writeOff: (input: WriteOff, employeeId: string | null, idempotency: IdempotentWrite | null) =>
      idempotentTransaction(db, idempotency, async (trx): Promise<WriteOffResult> => {
        // Before the lots' own checks (expired, empty), which would otherwise answer first.
        await refuseOutsideScope(
          trx,
          input.lots.map((lot) => lot.warehouse_id),
        );
        await lockProducts(
          trx,
          input.lots.map((lot) => lot.product_id),
        );
        const today = businessToday();
        const reference = writeOffReference(input.reason);
        let quantity = 0;
        for (const wanted of input.lots) {
          const name = lotName(wanted.lot_number);
          const lot = await repo.findLot(trx, wanted.product_id, wanted.warehouse_id, wanted.lot_number);
          if (!lot) throw notFound(alertMessages.lotNotFound(name));
          if (expiryStatus(lot.expiration_date, today) !== "expired") throw conflict(alertMessages.notExpired(name));
          if (lot.quantity === 0) throw conflict(alertMessages.emptyLot(name));
          await takeStock(trx, lot, "WITHDRAWAL", lot.quantity, { reference, employeeId });
          quantity += lot.quantity;
        }
        await recordAudit(trx, {
          action: "create",
          entity: "stock_movement",
          summary: `Baja de lotes vencidos: ${input.lots.length} lotes, ${quantity} unidades — ${reference}`.slice(
            0,
            500,
          ),
        });
        return { ok: true, lots: input.lots.length, quantity };
      }),

    /** Lot states of a product, by warehouse name then lot. */
    async currentLots(productId: string, page: number) {
      const [n, rows] = await Promise.all([
        repo.countLots(db, productId),
        repo.lotPage(db, productId, pageOffset(page)),
      ]);
      const today = businessToday();
      const data = rows.map(({ warehouse_name, cost_cents, ...lot }) => ({
        ...lot,
        warehouse: { id: lot.warehouse_id, name: warehouse_name },
        costs: fromCents(cost_cents),
        expiry: expiryStatus(lot.expiration_date, today),
      }));
      return paged(data, page, n);
    },

    /** Entries (IN movements) of a product, newest first. */
    async entries(productId: string, page: number) {
      const [n, rows] = await Promise.all([
        repo.countEntries(db, productId),
        repo.entryPage(db, productId, pageOffset(page)),
      ]);
      const data = rows.map(({ cost_cents, ...row }) => ({
        ...row,
        cost: cost_cents === null ? null : fromCents(cost_cents),
      }));
      return paged(data, page, n);
    },

    /**
     * Warehouses with sellable stock (> 0) per product, for picking assignment: expired lots are not
     * counted, and the request's own reservation is what it dispatches, so it is not subtracted.
     */
    async byProducts(productIds: string[]) {
      const result: Record<string, Array<{ warehouse_id: string; warehouse_name: string; quantity: number }>> = {};
      for (const id of productIds) result[id] = [];
      if (productIds.length === 0) return result;
      for (const { product_id, quantity, ...warehouse } of await sellableByWarehouse(db, productIds, businessToday())) {
        result[product_id]?.push({ ...warehouse, quantity: count(quantity) });
      }
      return result;
    },
  };
}
