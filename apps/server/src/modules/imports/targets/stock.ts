import { formatDateEsCo } from "@inventario/shared/dates";
import { importMessages } from "@inventario/shared/imports";
import { limitMessages, MAX_AMOUNT_CENTS, MAX_PRODUCT_STOCK, MAX_QUANTITY } from "@inventario/shared/limits";
import { toCents } from "@inventario/shared/money";
import { normalizeForSearch } from "../../../lib/search-text";
import { lotsOfProducts } from "../../inventory/inventory.repository";
import { addStockBatch, entryDestination, type LotPlace, type StockLevels } from "../../inventory/stock-ledger";
import * as products from "../../products/products.repository";
import { allWarehouses } from "../../warehouses/warehouses.repository";
import type { ImportTarget } from "../import-target";
import { lockProductsOfSkus } from "./product-locks";

type Lot = Awaited<ReturnType<typeof lotsOfProducts>>[number];
/** What the database holds for one row: its product and warehouse (when they exist), the product's lots. */
type ExistingStock = {
  product: { id: string; active: boolean } | null;
  warehouse: { id: string; active: boolean } | null;
  lots: Lot[];
};
type StockRow = {
  sku: string;
  warehouse: string;
  lot_number: string | null;
  quantity: number;
  unit: string;
  costs: number;
  expiration_date: string | null;
  min_stock: number;
  max_stock: number;
};

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * Opening stock (docs/decisions/0025-imports.md): each row adds its units to the lot (product by SKU,
 * warehouse by name, lot number) at its unit cost, with its expiry, unit and levels, as an entry does,
 * through the stock ledger as OPENING movements referencing the import. A row never updates: it is
 * keyed by (SKU, warehouse, lot) only so that the same lot twice in a file is refused.
 */
export function stockTarget(): ImportTarget<ExistingStock> {
  /** The expiry of each (SKU, lot) the file has given so far, and on which row. */
  const lotsInFile = new Map<string, { expiry: string | null; row: number }>();
  /** Each product's stock once the file's rows so far are added (its lots' sum first). */
  const productStock = new Map<string, number>();

  /**
   * The bounds the ledger refuses past (limits.ts), checked here so that a file the check passes applies:
   * the product's stock, and the lot's quantity and value once the row is added.
   */
  function pastBound(existing: ExistingStock, row: StockRow, warehouseId: string) {
    const product = existing.product as { id: string };
    const before = productStock.get(product.id) ?? existing.lots.reduce((sum, lot) => sum + Number(lot.quantity), 0);
    if (before + row.quantity > MAX_PRODUCT_STOCK)
      return { refused: limitMessages.productStock(MAX_PRODUCT_STOCK), field: "quantity" };
    productStock.set(product.id, before + row.quantity);
    const lot = existing.lots.find((l) => l.warehouse_id === warehouseId && l.lot_key === (row.lot_number ?? ""));
    if (!lot) return null;
    if (Number(lot.quantity) + row.quantity > MAX_QUANTITY)
      return { refused: limitMessages.lotQuantity(MAX_QUANTITY, lot.unit), field: "quantity" };
    if (Number(lot.quantity) * Number(lot.cost_cents) + row.quantity * toCents(row.costs) > MAX_AMOUNT_CENTS)
      return { refused: limitMessages.lotValueReached, field: "costs" };
    return null;
  }
  return {
    kind: "stock",
    keyFields: ["sku", "warehouse", "lot_number"],
    keyOf(values) {
      const sku = text(values.sku).toUpperCase();
      const warehouse = normalizeForSearch(text(values.warehouse));
      // The lot as the schema stores it (upper case), so "l1" and "L1" are the same lot of the file.
      return sku && warehouse ? `${sku}\u0000${warehouse}\u0000${text(values.lot_number).toUpperCase()}` : null;
    },
    async existing(db, rows) {
      const skus = [...new Set(rows.map(({ key }) => key.split("\u0000")[0] as string))];
      const found = await products.productsBySkus(db, skus);
      const productBySku = new Map(found.map((row) => [row.sku, { id: row.id, active: row.is_active === 1 }]));
      const warehouseByKey = new Map(
        (await allWarehouses(db)).map((row) => [row.name_key, { id: row.id, active: row.is_active === 1 }]),
      );
      const lotsByProduct = new Map<string, Lot[]>();
      for (const lot of await lotsOfProducts(
        db,
        found.map((row) => row.id),
      ))
        lotsByProduct.set(lot.product_id, [...(lotsByProduct.get(lot.product_id) ?? []), lot]);
      return new Map(
        rows.map(({ key }) => {
          const [sku, warehouse] = key.split("\u0000") as [string, string];
          const product = productBySku.get(sku) ?? null;
          return [
            key,
            {
              product,
              warehouse: warehouseByKey.get(warehouse) ?? null,
              lots: product ? (lotsByProduct.get(product.id) ?? []) : [],
            },
          ];
        }),
      );
    },
    compare(existing, data, rowNumber) {
      const row = data as StockRow;
      if (!existing?.product) return { refused: importMessages.row.productUnknown, field: "sku" };
      if (!existing.product.active) return { refused: importMessages.row.productDeleted, field: "sku" };
      if (!existing.warehouse?.active) return { refused: importMessages.row.warehouseUnknown, field: "warehouse" };
      const warehouseId = existing.warehouse.id;
      // A lot number names a batch whatever the warehouse; stock kept without one is the warehouse's own
      // lot (key ""), compared in that warehouse only.
      const lotKey = row.lot_number ?? "";
      const sameLot = existing.lots.filter(
        (lot) => lot.lot_key === lotKey && (row.lot_number !== null || lot.warehouse_id === warehouseId),
      );
      const otherExpiry = sameLot.find((lot) => lot.expiration_date !== row.expiration_date);
      if (otherExpiry)
        return {
          refused: importMessages.row.lotOtherExpiry(
            otherExpiry.expiration_date ? formatDateEsCo(otherExpiry.expiration_date) : "sin vencimiento",
          ),
          field: "expiration_date",
        };
      const inFile = `${row.sku}\u0000${row.lot_number === null ? `\u0000${warehouseId}` : lotKey}`;
      const earlier = lotsInFile.get(inFile);
      if (earlier && earlier.expiry !== row.expiration_date)
        return { refused: importMessages.row.lotExpiryInFile(earlier.row), field: "expiration_date" };
      const here = sameLot.find((lot) => lot.warehouse_id === warehouseId);
      if (here && here.unit !== row.unit) return { refused: importMessages.row.lotOtherUnit(here.unit), field: "unit" };
      const bound = pastBound(existing, row, warehouseId);
      if (bound) return bound;
      if (!earlier) lotsInFile.set(inFile, { expiry: row.expiration_date, row: rowNumber });
      return { created: true };
    },
    lockFor: (trx, keys) =>
      lockProductsOfSkus(
        trx,
        keys.map((key) => key.split("\u0000")[0] as string),
      ),
    async write(trx, rows, { importId, actor }) {
      // The file's keys are unique, so the batch's entries name different lots, as addStockBatch needs.
      const entries = rows.flatMap(({ data, existing }) => {
        const row = data as StockRow;
        if (!existing?.product || !existing.warehouse) return [];
        const { place, levels } = entryDestination({
          ...row,
          product_id: existing.product.id,
          warehouse_id: existing.warehouse.id,
        }) as { place: LotPlace; levels: StockLevels };
        return [
          { place, levels, quantity: row.quantity, note: { reference: importId, employeeId: actor?.id ?? null } },
        ];
      });
      await addStockBatch(trx, "OPENING", entries);
    },
  };
}
