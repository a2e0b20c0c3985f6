import type { ImportKind } from "@inventario/shared/imports";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import {
  dashboardKeys,
  importKeys,
  inventoryKeys,
  peopleKeys,
  productDetailKeys,
  productKeys,
  supplierKeys,
  warehouseKeys,
} from "../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../lib/stock-write-invalidations";

/**
 * The lists an applied import of each kind changes, besides the import history: products (their list, names,
 * and every product's detail), warehouses (their list and the selects; their names on stock cards), the
 * people of a kind, the suppliers, and the dashboard's counts.
 */
const staleByKind: Record<Exclude<ImportKind, "stock">, QueryKey[]> = {
  products: [productKeys.all, inventoryKeys.all, inventoryKeys.allProductNames, dashboardKeys.all],
  warehouses: [warehouseKeys.all, inventoryKeys.all, dashboardKeys.all],
  clients: [peopleKeys.all("clients"), dashboardKeys.all],
  employees: [peopleKeys.all("employees")],
  suppliers: [supplierKeys.all],
};

/** Kinds whose rows show on a product's detail (its fields, or the warehouses its stock cards name). */
const SHOWN_ON_PRODUCT_DETAIL: Record<ImportKind, boolean> = {
  products: true,
  stock: true,
  warehouses: true,
  clients: false,
  employees: false,
  suppliers: false,
};

/**
 * Marks stale what an applied import changed and reloads what is on screen. Opening stock is a stock
 * write like any entry (movements 'Saldo inicial' in the ledger): every view of stock, the movements and
 * the kardex of whichever products it touched — the answer does not name them, so every product's detail.
 */
export async function invalidateAfterImport(queryClient: QueryClient, kind: ImportKind): Promise<void> {
  const detail = SHOWN_ON_PRODUCT_DETAIL[kind]
    ? queryClient.invalidateQueries({ predicate: (query) => productDetailKeys.isDetailKey(query.queryKey) })
    : undefined;
  const own =
    kind === "stock"
      ? invalidateAfterStockWrite(queryClient, [])
      : Promise.all(staleByKind[kind].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  await Promise.all([queryClient.invalidateQueries({ queryKey: importKeys.all }), detail, own]);
}
