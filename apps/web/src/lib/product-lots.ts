import type { LotState } from "@inventario/shared/inventory";
import type { Paged } from "@inventario/shared/pagination";
import { api } from "./api-client";

const lotsPage = (productId: string, page: number, signal?: AbortSignal) =>
  api.get<Paged<LotState>>(`/inventory/current/${encodeURIComponent(productId)}`, { signal, query: { page } });

/**
 * Every lot of a product as it stands, all pages: a transfer's source may be any of them, and the FEFO
 * suggestion of a picking needs the earliest expiration wherever it is.
 */
export async function getProductLots(productId: string, signal?: AbortSignal): Promise<LotState[]> {
  const first = await lotsPage(productId, 1, signal);
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.total_pages - 1, 0) }, (_, index) => lotsPage(productId, index + 2, signal)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}
