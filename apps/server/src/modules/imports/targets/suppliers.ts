import { importMessages } from "@inventario/shared/imports";
import { dvMatchesNit } from "@inventario/shared/nit";
import { SUPPLIER_FIELDS } from "@inventario/shared/suppliers";
import { newId } from "../../../lib/ids";
import * as suppliers from "../../suppliers/suppliers.repository";
import { type SupplierValues, supplierColumns } from "../../suppliers/suppliers.service";
import type { ImportTarget } from "../import-target";

type Supplier = Awaited<ReturnType<typeof suppliers.suppliersByNits>>[number];

/** What a row may change of a known supplier: all but its NIT, which finds it. */
const FIELDS = [...SUPPLIER_FIELDS.filter((field) => field !== "nit"), "is_active"] as const;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const stored = (supplier: Supplier, field: (typeof FIELDS)[number]) =>
  field === "is_active" ? supplier.is_active === 1 : supplier[field];

/**
 * Suppliers, keyed by NIT: a new NIT creates a supplier as its form does, a known one is updated in the
 * file's columns. A check digit that does not match the NIT is refused on 'DV', as the form refuses it.
 */
export const suppliersTarget = (): ImportTarget<Supplier> => ({
  kind: "suppliers",
  keyFields: ["nit"],
  keyOf: (values) => text(values.nit) || null,
  async existing(db, rows) {
    const found = await suppliers.suppliersByNits(
      db,
      rows.map(({ key }) => key),
    );
    return new Map(found.map((row) => [row.nit, row]));
  },
  compare(existing, data) {
    const nit = data.nit as string;
    if (typeof data.dv === "number" && !dvMatchesNit({ nit, dv: data.dv }))
      return { refused: importMessages.row.nitCheckDigit, field: "dv" };
    if (!existing) return { created: true };
    const changes: Record<string, unknown> = {};
    for (const field of FIELDS)
      if (field in data && data[field] !== stored(existing, field)) changes[field] = data[field];
    return { changes };
  },
  async write(trx, rows, { at }) {
    const created = rows
      .filter(({ action }) => action === "create")
      .map(({ data }) => ({ id: newId(), ...supplierColumns(data as SupplierValues), created_at: at, updated_at: at }));
    await suppliers.insertSuppliers(trx, created);
    for (const { action, data, existing } of rows) {
      if (action !== "update" || !existing) continue;
      const values = { ...existing, is_active: existing.is_active === 1, ...data } as SupplierValues;
      await suppliers.updateSupplier(trx, existing.id, { ...supplierColumns(values), updated_at: at });
    }
  },
});
