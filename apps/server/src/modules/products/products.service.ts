import { type AlertKind, expiryStatus } from "@inventario/shared/alerts";
import type { AuditChange } from "@inventario/shared/audit";
import { fromCents, toCents } from "@inventario/shared/money";
import type { productBasicsSchema, productCreateSchema } from "@inventario/shared/products";
import { normalizeScannedSku, type Product, productMessages } from "@inventario/shared/products";
import { defaultTaxClass, type TaxClass } from "@inventario/shared/taxes";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { isUniqueViolation } from "../../db/dialect";
import { AppError, conflict, notFound } from "../../errors";
import { businessToday } from "../../lib/business-date";
import { newId } from "../../lib/ids";
import { paged } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { createdFields, fieldChanges, recordAudit } from "../audit/audit-trail";
import { type IdempotentWrite, idempotentTransaction } from "../idempotency/idempotent-transaction";
import { nextExpirationByProduct } from "../inventory/availability.repository";
import {
  addStock,
  dropWarehouseLevels,
  entryDestination,
  INITIAL_STOCK_REFERENCE,
  syncedBusinessToday,
} from "../inventory/stock-ledger";
import { businessSettingsRow } from "../settings/settings.repository";
import { findActiveWarehouse } from "../warehouses/warehouses.repository";
import * as repo from "./products.repository";

type Basics = z.output<typeof productBasicsSchema>;
type CreateInput = z.output<typeof productCreateSchema>;

/** Name and SKU are searched; deleted products keep an empty search_text so searches skip them. */
export const searchable = (p: { name: string; sku: string }, active = true) => ({
  search_text: active ? `${normalizeForSearch(p.name)} | ${normalizeForSearch(p.sku)}` : "",
  sort_key: normalizeForSearch(p.name),
});

/**
 * The columns of the basic fields, shared by create and the (correctly mapped) update. The IVA class only
 * when given: a create resolves it first (classOfNew), an update without one keeps the product's.
 */
export const basicColumns = (input: Basics) => ({
  name: input.name,
  description: input.description,
  category: input.category,
  sku: input.sku,
  image_url: input.image_url,
  price_cents: toCents(input.price),
  ...(input.tax_class === undefined ? {} : { tax_class: input.tax_class }),
});

/** A new product's IVA class: the one given, else the settings' default (IVA 19 % for a business responsable de IVA). */
export async function classOfNew(db: Db, given: TaxClass | undefined): Promise<TaxClass> {
  if (given !== undefined) return given;
  return defaultTaxClass((await businessSettingsRow(db)).vat_responsible === 1);
}

/**
 * A product's alerts (shared alerts.ts): low or out from what is available and its minimum, the same
 * rule as the alert lists; expired when some of its stock is; expiring when its next
 * dated lot holding stock expires within the window.
 */
function stockAlerts(row: repo.ProductRow, available: number, next: string | undefined, today: string) {
  const minStock = Number(row.min_stock);
  const alerts: AlertKind[] = [];
  // Low and out do not overlap (issue 32): nothing available is out, not also low.
  if (available <= 0 && (minStock > 0 || Number(row.reserved) > 0)) alerts.push("out");
  else if (minStock > 0 && available <= minStock) alerts.push("low");
  if (next !== undefined && expiryStatus(next, today) === "expiring") alerts.push("expiring");
  if (Number(row.expired_stock) > 0) alerts.push("expired");
  return alerts;
}

// Field by field: object rest/spread over driver rows showed up at 4-5 % of a product page's time.
const toProduct = (row: repo.ProductRow, next: string | undefined, today: string): Product => {
  const available = Number(row.quantity) - Number(row.expired_stock) - Number(row.reserved);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    sku: row.sku,
    image_url: row.image_url,
    price: fromCents(row.price_cents),
    tax_class: row.tax_class,
    is_active: row.is_active === 1,
    quantity: Number(row.quantity),
    available,
    on_order: Number(row.on_order),
    stock_alerts: stockAlerts(row, available, next, today),
  };
};

/**
 * The rows as products: what is available from the kept figures (exact once the expiry sync ran for
 * `today`), and each one's next expiration read for all of them in one index-only query.
 */
async function toProducts(db: Db, rows: repo.ProductRow[], today: string): Promise<Product[]> {
  if (rows.length === 0) return [];
  const next = await nextExpirationByProduct(
    db,
    rows.map((row) => row.id),
    today,
  );
  const nextOf = new Map(next.map((lot) => [lot.product_id, lot.next]));
  return rows.map((row) => toProduct(row, nextOf.get(row.id), today));
}

/** A product as the audit trail names it and the fields it follows (issue 34). */
export const productAuditSummary = (p: { name: string; sku: string }) => `${p.name} (${p.sku})`;

/**
 * Records an edit of a product in its transaction's trail: the fields it changed, under the product as
 * `named` (its name and SKU). Every edit of a product (its basics, levels, image) is recorded alike.
 */
export const recordProductUpdate = (
  trx: Db,
  id: string,
  named: { name: string; sku: string },
  changes: AuditChange[],
) =>
  recordAudit(trx, { action: "update", entity: "product", entityId: id, summary: productAuditSummary(named), changes });
const auditedFields = (p: Basics | Product) => ({
  name: p.name,
  sku: p.sku,
  category: p.category,
  description: p.description,
  price: p.price,
  image_url: p.image_url,
  // An update that leaves the class out changes nothing of it.
  ...(p.tax_class === undefined ? {} : { tax_class: p.tax_class }),
});

const duplicateSku = () => conflict(productMessages.duplicateSku, { sku: productMessages.duplicateSku });

export type ProductsService = ReturnType<typeof createProductsService>;

export function createProductsService(db: Db) {
  /**
   * One product. Inside a write's transaction (create) there is no sync: the new lot's expired flag is
   * set on insert with the same today.
   */
  async function loadOne(id: string, from: Db = db, today: string = businessToday()): Promise<Product> {
    const [product] = await toProducts(from, await repo.productList.byIds(from, [id]), today);
    if (!product) throw notFound(productMessages.notFound);
    return product;
  }

  /** One product as of the business's today (the detail, and the answers of edits). */
  const loadCurrent = async (id: string) => loadOne(id, db, await syncedBusinessToday(db));

  async function guardSku<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateSku();
      throw error;
    }
  }

  return {
    async list(page: number, search: string | undefined) {
      const today = await syncedBusinessToday(db);
      const { rows, total } = await repo.productList.page(db, { page, search });
      return paged(await toProducts(db, rows, today), page, total);
    },

    get: loadCurrent,

    /**
     * The active product a scanned code names: its SKU exactly, trimmed and ignoring case (issue 21); any
     * other code, or a deleted product's, is unknown (404 with the code in the message).
     */
    async bySku(code: string) {
      const sku = normalizeScannedSku(code);
      const id = await repo.activeProductIdBySku(db, sku);
      if (id === undefined) throw notFound(productMessages.skuNotFound(code.trim()));
      return loadCurrent(id);
    },

    /** The product, its first lot and the IN movement: all or nothing (with the key's answer, if any). */
    async create(input: CreateInput, employeeId: string | null, idempotency: IdempotentWrite | null): Promise<Product> {
      if (await repo.skuTaken(db, input.sku)) throw duplicateSku();
      if (!(await findActiveWarehouse(db, input.warehouse_id))) {
        throw new AppError(400, "VALIDATION", productMessages.warehouseUnavailable, {
          warehouse_id: productMessages.warehouseUnavailable,
        });
      }
      const productId = newId();
      const at = nowIso();
      const taxClass = await classOfNew(db, input.tax_class);
      return guardSku(() =>
        idempotentTransaction(db, idempotency, async (trx) => {
          await repo.insertProduct(trx, {
            id: productId,
            ...basicColumns({ ...input, tax_class: taxClass }),
            min_stock: input.min_stock,
            max_stock: input.max_stock,
            ...searchable(input),
            created_at: at,
            updated_at: at,
          });
          await addStock(trx, "IN", entryDestination({ ...input, product_id: productId }), input.quantity, {
            reference: INITIAL_STOCK_REFERENCE,
            employeeId,
          });
          const product = await loadOne(productId, trx);
          await recordAudit(trx, {
            action: "create",
            entity: "product",
            entityId: productId,
            summary: productAuditSummary(product),
            changes: createdFields({
              ...auditedFields(product),
              min_stock: input.min_stock,
              max_stock: input.max_stock,
            }),
          });
          return product;
        }),
      );
    },

    async update(id: string, input: Basics): Promise<Product> {
      await loadOne(id);
      if (await repo.skuTaken(db, input.sku, id)) throw duplicateSku();
      await guardSku(() =>
        db.transaction().execute(async (trx) => {
          // Read again inside: the trail's "before" is what this write replaced, not an earlier read.
          const current = await loadOne(id, trx);
          await repo.updateProduct(trx, id, {
            ...basicColumns(input),
            ...searchable(input, current.is_active),
            updated_at: nowIso(),
          });
          const changes = fieldChanges(
            auditedFields(current),
            auditedFields({ ...input, price: fromCents(toCents(input.price)) }),
          );
          await recordProductUpdate(trx, id, input, changes);
        }),
      );
      return loadCurrent(id);
    },

    /** A deleted product raises no alert: it leaves the product lists, and its warehouses' minimums go. */
    async deactivate(id: string): Promise<void> {
      await loadOne(id);
      await db.transaction().execute(async (trx) => {
        const current = await loadOne(id, trx);
        await repo.updateProduct(trx, id, { is_active: 0, ...searchable(current, false), updated_at: nowIso() });
        await dropWarehouseLevels(trx, id);
        await recordAudit(trx, {
          action: "deactivate",
          entity: "product",
          entityId: id,
          summary: productAuditSummary(current),
          changes: fieldChanges({ is_active: current.is_active }, { is_active: false }),
        });
      });
    },

    async setStockLevels(id: string, minStock: number, maxStock: number): Promise<Product> {
      await loadOne(id);
      await db.transaction().execute(async (trx) => {
        const before = await repo.productLevels(trx, id);
        await repo.updateProduct(trx, id, { min_stock: minStock, max_stock: maxStock, updated_at: nowIso() });
        if (!before) return;
        await recordProductUpdate(
          trx,
          id,
          before,
          fieldChanges(
            { min_stock: Number(before.min_stock), max_stock: Number(before.max_stock) },
            { min_stock: minStock, max_stock: maxStock },
          ),
        );
      });
      return loadCurrent(id);
    },

    countActive: () => repo.countActiveProducts(db),

    namesBatch: (ids: string[]) => (ids.length === 0 ? Promise.resolve([]) : repo.productNames(db, ids)),
  };
}
