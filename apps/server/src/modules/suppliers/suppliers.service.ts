import { fromCents, toCents } from "@inventario/shared/money";
import { productMessages } from "@inventario/shared/products";
import {
  type ProductSupplier,
  type Supplier,
  type SupplierProduct,
  type supplierInputSchema,
  supplierMessages,
  type supplierProductsInputSchema,
  type supplierUpdateSchema,
} from "@inventario/shared/suppliers";
import type { z } from "zod";
import type { Db } from "../../db/connection";
import { isUniqueViolation } from "../../db/dialect";
import { lockProducts } from "../../db/locks";
import { AppError, conflict, notFound } from "../../errors";
import { newId } from "../../lib/ids";
import { paged, pageOffset } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { nowIso } from "../../lib/time";
import { createdFields, fieldChanges, recordAudit } from "../audit/audit-trail";
import * as productsRepo from "../products/products.repository";
import * as repo from "./suppliers.repository";

export type SupplierValues = z.output<typeof supplierInputSchema>;
type SupplierChanges = z.output<typeof supplierUpdateSchema>;
type PriceList = z.output<typeof supplierProductsInputSchema>;

type SupplierRow = Omit<Supplier, "is_active"> & { is_active: number };

export const toSupplierDto = (row: SupplierRow): Supplier => ({ ...row, is_active: row.is_active === 1 });

/** What a search matches: the NIT (with and without its check digit) and the names, city and email. */
export function supplierSearchText(s: Pick<SupplierValues, "nit" | "dv" | "name" | "contact_name" | "city" | "email">) {
  return [`${s.nit}-${s.dv}`, s.name, s.contact_name, s.city, s.email].map(normalizeForSearch).join(" | ");
}

/** The stored columns of a supplier's fields (name_key and search_text derive from them). */
export function supplierColumns(values: SupplierValues) {
  return {
    nit: values.nit,
    dv: values.dv,
    name: values.name,
    name_key: normalizeForSearch(values.name),
    contact_name: values.contact_name,
    email: values.email,
    phone: values.phone,
    address: values.address,
    city: values.city,
    payment_terms_days: values.payment_terms_days,
    is_active: values.is_active ? (1 as const) : (0 as const),
    search_text: supplierSearchText(values),
  };
}

/** A supplier's fields as the trail compares them (the API's, not the stored keys). */
const auditedSupplier = (s: Omit<SupplierValues, "is_active"> & { is_active: boolean }) => ({
  nit: s.nit,
  dv: s.dv,
  name: s.name,
  contact_name: s.contact_name,
  email: s.email,
  phone: s.phone,
  address: s.address,
  city: s.city,
  payment_terms_days: s.payment_terms_days,
  is_active: s.is_active,
});
const supplierSummary = (s: { name: string; nit: string; dv: number }) => `${s.name} (NIT ${s.nit}-${s.dv})`;

const duplicateNit = () => conflict(supplierMessages.duplicateNit, { nit: supplierMessages.duplicateNit });

/** A write refused by the NIT's unique index (a concurrent create slipped past the check) is a 409. */
async function uniqueNit<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateNit();
    throw error;
  }
}

const priceListRow = (row: {
  supplier_sku: string;
  unit_cost_cents: number;
  min_quantity: number;
  pack_size: number;
  lead_time_days: number;
  preferred: number;
}) => ({
  supplier_sku: row.supplier_sku,
  unit_cost: fromCents(Number(row.unit_cost_cents)),
  min_quantity: row.min_quantity,
  pack_size: row.pack_size,
  lead_time_days: row.lead_time_days,
  preferred: row.preferred === 1,
});

export type SuppliersService = ReturnType<typeof createSuppliersService>;

export function createSuppliersService(db: Db) {
  async function existing(id: string) {
    const row = await repo.findSupplier(db, id);
    if (!row) throw notFound(supplierMessages.notFound);
    return row;
  }

  async function refuseTakenNit(nit: string, exceptId?: string) {
    const [holder] = await repo.suppliersByNits(db, [nit]);
    if (holder && holder.id !== exceptId) throw duplicateNit();
  }

  async function products(id: string): Promise<SupplierProduct[]> {
    await existing(id);
    const rows = await repo.supplierProducts(db, id);
    return rows.map((row) => ({
      product_id: row.product_id,
      product_name: row.product_name,
      sku: row.sku,
      ...priceListRow(row),
    }));
  }

  return {
    async list(page: number, search: string | undefined, all: boolean) {
      if (all) {
        const rows = await repo.activeSuppliers(db);
        return { data: rows.map(toSupplierDto), page: 1, total_pages: 1, total: rows.length };
      }
      const term = normalizeForSearch(search ?? "");
      const [n, rows] = await Promise.all([
        repo.countSuppliers(db, term),
        repo.supplierPage(db, term, pageOffset(page)),
      ]);
      return paged(rows.map(toSupplierDto), page, n);
    },

    get: async (id: string): Promise<Supplier> => toSupplierDto(await existing(id)),

    async create(values: SupplierValues): Promise<Supplier> {
      await refuseTakenNit(values.nit);
      const at = nowIso();
      const id = newId();
      await uniqueNit(() =>
        db.transaction().execute(async (trx) => {
          await repo.insertSuppliers(trx, [{ id, ...supplierColumns(values), created_at: at, updated_at: at }]);
          await recordAudit(trx, {
            action: "create",
            entity: "supplier",
            entityId: id,
            summary: supplierSummary(values),
            changes: createdFields(auditedSupplier(values)),
          });
        }),
      );
      return toSupplierDto(await existing(id));
    },

    async update(id: string, changes: SupplierChanges): Promise<Supplier> {
      const current = await existing(id);
      await refuseTakenNit(changes.nit, id);
      const values = { ...changes, is_active: changes.is_active ?? current.is_active === 1 };
      await uniqueNit(() =>
        db.transaction().execute(async (trx) => {
          const before = toSupplierDto((await repo.findSupplier(trx, id)) ?? current);
          await repo.updateSupplier(trx, id, { ...supplierColumns(values), updated_at: nowIso() });
          const action =
            before.is_active === values.is_active ? "update" : values.is_active ? "reactivate" : "deactivate";
          await recordAudit(trx, {
            action,
            entity: "supplier",
            entityId: id,
            summary: supplierSummary(values),
            changes: fieldChanges(auditedSupplier(before), auditedSupplier(values)),
          });
        }),
      );
      return toSupplierDto(await existing(id));
    },

    /** DELETE: deactivated, never removed (its orders and receipts keep naming it). */
    async deactivate(id: string): Promise<void> {
      const current = await existing(id);
      await db.transaction().execute(async (trx) => {
        await repo.updateSupplier(trx, id, { is_active: 0, updated_at: nowIso() });
        await recordAudit(trx, {
          action: "deactivate",
          entity: "supplier",
          entityId: id,
          summary: supplierSummary(current),
          changes: fieldChanges({ is_active: current.is_active === 1 }, { is_active: false }),
        });
      });
    },

    products,

    /**
     * Replaces the supplier's price list. A product marked preferred stops being preferred with any other
     * supplier, under the product's lock (two lists marking the same product cannot both keep it).
     */
    async replaceProducts(id: string, items: PriceList): Promise<SupplierProduct[]> {
      const ids = items.map((item) => item.product_id);
      const known = new Set((ids.length === 0 ? [] : await productsRepo.productNames(db, ids)).map((row) => row.id));
      const fields: Record<string, string> = {};
      items.forEach((item, index) => {
        if (!known.has(item.product_id)) fields[`${index}.product_id`] = supplierMessages.productUnknown;
      });
      if (Object.keys(fields).length > 0) {
        throw new AppError(400, "VALIDATION", supplierMessages.productUnknown, fields);
      }
      const preferred = items.filter((item) => item.preferred).map((item) => item.product_id);
      await db.transaction().execute(async (trx) => {
        if (!(await repo.lockSupplier(trx, id))) throw notFound(supplierMessages.notFound);
        await lockProducts(trx, preferred);
        await repo.clearOtherPreferred(trx, id, preferred);
        await repo.replaceSupplierProducts(
          trx,
          id,
          items.map((item) => ({
            supplier_id: id,
            product_id: item.product_id,
            supplier_sku: item.supplier_sku,
            unit_cost_cents: toCents(item.unit_cost),
            min_quantity: item.min_quantity,
            pack_size: item.pack_size,
            lead_time_days: item.lead_time_days,
            preferred: item.preferred ? 1 : 0,
          })),
        );
        const supplier = await repo.findSupplier(trx, id);
        await recordAudit(trx, {
          action: "update",
          entity: "supplier",
          entityId: id,
          summary: supplier ? supplierSummary(supplier) : id,
          changes: [{ field: "products", before: null, after: `${items.length} productos en la lista de precios` }],
        });
      });
      return products(id);
    },

    /** The product detail's 'Proveedores'. */
    async ofProduct(productId: string): Promise<ProductSupplier[]> {
      if (!(await productsRepo.productExists(db, productId))) throw notFound(productMessages.notFound);
      const rows = await repo.productSuppliers(db, productId);
      return rows.map((row) => ({
        supplier_id: row.supplier_id,
        supplier_name: row.supplier_name,
        nit: row.nit,
        dv: row.dv,
        ...priceListRow(row),
      }));
    },
  };
}
