import type { QueryClient } from "@tanstack/react-query";
import { saleKeys } from "../../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";

/** The server explains what it refused: the sale dispatched or cancelled meanwhile (409), a bad field (400). */
export const EXPLAINED_STATUSES = [400, 404, 409] as const;

/**
 * What a cancellation and a return share: the sale's detail reloads at once; the history, and everything
 * that shows the stock or availability of its products (its picking request among them), reload when next
 * shown.
 */
export function saleWriteOptions(saleId: string, productIds: readonly string[]) {
  return {
    invalidates: saleKeys.detail(saleId),
    onSaved: (_data: unknown, _variables: unknown, queryClient: QueryClient) => {
      void queryClient.invalidateQueries({ queryKey: saleKeys.lists() });
      void invalidateAfterStockWrite(queryClient, productIds);
    },
  };
}
