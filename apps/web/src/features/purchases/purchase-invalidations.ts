import type { QueryClient } from "@tanstack/react-query";
import { productDetailKeys, productKeys, purchaseKeys } from "../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../lib/stock-write-invalidations";

/**
 * What a purchase write changed, besides the orders, receipts and suggestions (`purchaseKeys.all`, always):
 * `onOrder` for a write that moves what is on order (sending, cancelling or closing an order: every product
 * shows 'En camino'), `stock` for one that moves stock (a receipt, a return to the supplier).
 */
type PurchaseChange = { productIds: readonly string[]; onOrder?: boolean; stock?: boolean };

/** Marks stale, and reloads what is on screen, after a purchase write (see `PurchaseChange`). */
export async function invalidateAfterPurchaseWrite(
  queryClient: QueryClient,
  { productIds, onOrder = false, stock = false }: PurchaseChange,
): Promise<void> {
  const own = queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
  if (stock) {
    await Promise.all([own, invalidateAfterStockWrite(queryClient, productIds)]);
    return;
  }
  if (!onOrder) return own;
  const products = [productKeys.all, ...[...new Set(productIds)].map((id) => productDetailKeys.all(id))];
  await Promise.all([own, ...products.map((queryKey) => queryClient.invalidateQueries({ queryKey }))]);
}

/** The server explains what it refused: the order moved on meanwhile (409), a bad field (400), gone (404). */
export const EXPLAINED_STATUSES = [400, 404, 409] as const;
