import type { inventoryEntryRowSchema } from "@inventario/shared/inventory";
import type { Paged } from "@inventario/shared/pagination";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { productDetailKeys } from "../../../lib/query-keys";

type InventoryEntryRow = z.infer<typeof inventoryEntryRowSchema>;

/** One page of the product's entries (its IN movements), newest first. */
function listEntries(productId: string, page: number, signal?: AbortSignal) {
  return api.get<Paged<InventoryEntryRow>>(`/inventory/getEntries/${encodeURIComponent(productId)}`, {
    signal,
    query: { page },
  });
}

export function useEntries(productId: string, page: number) {
  return usePagedList({
    queryKey: productDetailKeys.entries(productId, page),
    fetchPage: (signal) => listEntries(productId, page, signal),
  });
}
