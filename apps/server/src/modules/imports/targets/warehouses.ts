import { importMessages } from "@inventario/shared/imports";
import { normalizeForSearch } from "../../../lib/search-text";
import * as warehouses from "../../warehouses/warehouses.repository";
import { newWarehouseRow } from "../../warehouses/warehouses.service";
import type { ImportTarget } from "../import-target";

type Warehouse = Awaited<ReturnType<typeof warehouses.allWarehouses>>[number];
type ExistingWarehouse = Warehouse & { holdsStock: boolean };

/**
 * Warehouses, keyed by name as the app compares names (without case or accents): a new name creates a
 * warehouse with its 10-digit code, a known one takes the file's spelling and active flag. Deactivating
 * a warehouse that holds stock is refused, as on its screen.
 */
export const warehousesTarget = (): ImportTarget<ExistingWarehouse> => ({
  kind: "warehouses",
  keyFields: ["name"],
  keyOf: (values) => (typeof values.name === "string" && values.name.trim() ? normalizeForSearch(values.name) : null),
  async existing(db, rows) {
    const keys = new Set(rows.map(({ key }) => key));
    const found = (await warehouses.allWarehouses(db)).filter((row) => keys.has(row.name_key));
    const withStock = await Promise.all(
      found.map(async (row) => ({
        ...row,
        holdsStock: row.is_active === 1 && (await warehouses.holdsStock(db, row.id)),
      })),
    );
    return new Map(withStock.map((row) => [row.name_key, row]));
  },
  compare(existing, data) {
    if (!existing) return { created: true };
    const changes: Record<string, unknown> = {};
    if ("name" in data && data.name !== existing.name) changes.name = data.name;
    if ("is_active" in data && data.is_active !== (existing.is_active === 1)) {
      if (!data.is_active && existing.holdsStock)
        return { refused: importMessages.row.warehouseHoldsStock, field: "is_active" };
      changes.is_active = data.is_active;
    }
    return { changes };
  },
  async write(trx, rows, { at }) {
    for (const { action, data, existing } of rows) {
      const name = data.name as string;
      if (action === "create") {
        const row = newWarehouseRow(name, at);
        await warehouses.insertWarehouse(trx, { ...row, is_active: data.is_active === false ? 0 : 1 });
      } else if (existing) {
        const active = "is_active" in data ? data.is_active === true : existing.is_active === 1;
        await warehouses.updateWarehouse(trx, existing.id, {
          name: "name" in data ? name : existing.name,
          name_key: normalizeForSearch("name" in data ? name : existing.name),
          is_active: active ? 1 : 0,
          updated_at: at,
        });
      }
    }
  },
});
