import type { QueryClient, QueryKey } from "@tanstack/react-query";
import {
  cashSessionKeys,
  dashboardKeys,
  inventoryKeys,
  productDetailKeys,
  productKeys,
  warehouseStockKeys,
  withdrawalKeys,
} from "./query-keys";

/**
 * What a stock write makes stale on the web: every cache that shows stock, what can still be promised
 * from it, or the movements that changed it. A stock write is a call after which the server has written
 * the stock ledger — a sale (it reserves), a picking's dispatch, an entry, a restock or a withdrawal, a
 * transfer, a cancellation or a return, a write-off, a product created with its first lot — and each is
 * sent with an Idempotency-Key (docs/decisions/0012-idempotent-writes.md); stock-write-invalidations.test.ts
 * fails when one of them does not call `invalidateAfterStockWrite`. Not listed: the alerts, which every
 * successful write reloads already (query-client.ts), and the reports, read for a closing date rather
 * than watched (query-keys.ts).
 */
export function staleAfterStockWrite(productIds: Iterable<string>): QueryKey[] {
  return [
    // Stock per product and warehouse; a product's lots in the transfer and picking forms.
    inventoryKeys.all,
    // The product list's stock column.
    productKeys.all,
    // What each picking request can still be given.
    withdrawalKeys.all,
    // The counts, charts and recent movements.
    dashboardKeys.all,
    // Each warehouse's 'Existencias'.
    warehouseStockKeys.all,
    // A sale's payments and a return's or cancellation's refund change the open shift's figures ('Caja').
    cashSessionKeys.all,
    // Each product's lots, cards, movements and kardex.
    ...[...new Set(productIds)].map((productId) => productDetailKeys.all(productId)),
  ];
}

type Options = {
  /**
   * "active" (the default) reloads what is on screen now; "none" only marks it all stale, for a write whose
   * own screen reloads apart (a write-off's alert list) or later (a new product's list, after SPEC's delay).
   */
  refetchType?: "active" | "none";
};

/** Marks every stock view stale after a stock write of `productIds` (see `staleAfterStockWrite`). */
export async function invalidateAfterStockWrite(
  queryClient: QueryClient,
  productIds: Iterable<string>,
  { refetchType = "active" }: Options = {},
): Promise<void> {
  await Promise.all(
    staleAfterStockWrite(productIds).map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType })),
  );
}
