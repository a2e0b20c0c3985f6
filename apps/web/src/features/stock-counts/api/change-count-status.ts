import type { StockCount } from "@inventario/shared/stock-counts";
import { api } from "../../../lib/api-client";
import { stockCountKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { cancelTexts, countDetailTexts, recountTexts } from "../stock-count-texts";

/** The moves of a count that change no stock, and what each sends. */
type Bodies = { review: undefined; recount: { lines: string[] }; cancel: { reason: string } };
type StatusMove = keyof Bodies;

const texts: Record<StatusMove, { success: (count: StockCount) => string; failed: string }> = {
  review: { success: (count) => countDetailTexts.reviewSuccess(count.number), failed: countDetailTexts.reviewFailed },
  recount: { success: () => recountTexts.success, failed: recountTexts.failed },
  cancel: { success: (count) => cancelTexts.success(count.number), failed: cancelTexts.failed },
};

/**
 * POST /stock-counts/{id}/review | recount | cancel: every page of the domain reloads (the list shows the
 * status too). A refusal (409: the count moved on meanwhile) says the server's reason.
 */
export function useMoveStockCount<M extends StatusMove>(move: M, id: string) {
  return useWriteMutation({
    mutationFn: (body: Bodies[M]) =>
      api.post<StockCount>(`/stock-counts/${encodeURIComponent(id)}/${move}`, body, writeRequestOptions),
    successMessage: (count: StockCount) => texts[move].success(count),
    errorMessage: texts[move].failed,
    serverMessageStatuses: [400, 404, 409],
    invalidates: stockCountKeys.all,
  });
}
