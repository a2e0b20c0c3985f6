import type { Shortage } from "@inventario/shared/inventory";
import { api } from "../../../lib/api-client";

type ShortagesQuery = { product_id: string; warehouse_id: string; lot_number: string | null; quantity: number };

/** How long the preview may take before the withdrawal goes on without it. */
const PREVIEW_TIMEOUT_MS = 5_000;

/**
 * GET /inventory/shortages: the pending sales taking `quantity` out of the lot would leave short. A preview
 * only, asked right before the withdrawal: it never blocks it, so its failure is no warning (quiet) and the
 * caller goes on as if nothing were short.
 */
export async function getWithdrawShortages(query: ShortagesQuery): Promise<Shortage[]> {
  const answer = await api.get<{ shortages: Shortage[] }>("/inventory/shortages", {
    query,
    quiet: true,
    timeoutMs: PREVIEW_TIMEOUT_MS,
  });
  return answer.shortages;
}
