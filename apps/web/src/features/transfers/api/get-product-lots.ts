import type { LotState } from "@inventario/shared/inventory";
import type { Paged } from "@inventario/shared/pagination";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { inventoryKeys } from "../../../lib/query-keys";

const lotsPage = (productId: string, page: number, signal?: AbortSignal) =>
  api.get<Paged<LotState>>(`/inventory/current/${encodeURIComponent(productId)}`, { signal, query: { page } });

/** Every lot of a product, all pages: the source of a transfer may be any of them. */
async function getProductLots(productId: string, signal?: AbortSignal): Promise<LotState[]> {
  const first = await lotsPage(productId, 1, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.total_pages - 1, 0) }, (_, index) => lotsPage(productId, index + 2, signal)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** Asked again whenever the form opens on a product: a sale or another transfer may have moved its stock. */
export function useProductLots(productId: string | null) {
  return useQuery({
    queryKey: inventoryKeys.currentLots(productId ?? ""),
    queryFn: ({ signal }) => getProductLots(productId ?? "", signal),
    enabled: productId !== null,
    staleTime: 0,
  });
}
