import type { QueryClient } from "@tanstack/react-query";
import {
  dashboardKeys,
  inventoryKeys,
  productDetailKeys,
  productKeys,
  saleKeys,
  withdrawalKeys,
} from "../../../lib/query-keys";

/** The server explains what it refused: the sale dispatched or cancelled meanwhile (409), a bad field (400). */
export const EXPLAINED_STATUSES = [400, 404, 409] as const;

/**
 * What a cancellation and a return share: the sale's detail reloads at once; the history, its picking
 * request and everything that shows the stock or availability of its products (product list and
 * detail, stock per warehouse, the dashboard's movements) reload when next shown.
 */
export function saleWriteOptions(saleId: string, productIds: readonly string[]) {
  return {
    invalidates: saleKeys.detail(saleId),
    onSaved: (_data: unknown, _variables: unknown, queryClient: QueryClient) => {
      const stale = [
        saleKeys.lists(),
        withdrawalKeys.all,
        inventoryKeys.all,
        productKeys.all,
        dashboardKeys.all,
        ...productIds.map((id) => productDetailKeys.all(id)),
      ];
      for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
    },
  };
}
