import type { WriteOffInput, WriteOffResult } from "@inventario/shared/alerts";
import type { QueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { alertKeys } from "../../../lib/query-keys";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { writeOffTexts } from "../alert-texts";

/** The server explains what it refused: a lot not expired, emptied or gone meanwhile (409, 404), a bad body (400). */
const EXPLAINED_STATUSES = [400, 404, 409] as const;

/** POST /inventory/write-off: takes the whole of each expired lot out, all or nothing. */
function writeOff(payload: WriteOffInput, idempotencyKey: string): Promise<WriteOffResult> {
  return api.post<WriteOffResult>("/inventory/write-off", payload, { ...writeRequestOptions, idempotencyKey });
}

/**
 * The alert lists and counts reload at once; everything else that shows these products' stock (product
 * list and detail, stock per warehouse, picking availability, the dashboard's movements) when next shown.
 * The success toast names how many lots the server wrote off.
 */
export function useWriteOff() {
  return useWriteMutation({
    // It takes stock out: a retried submission must be answered as the first one, not write off twice.
    mutationFn: useIdempotentWrite(writeOff),
    successMessage: (result: WriteOffResult) => writeOffTexts.success(result.lots),
    errorMessage: writeOffTexts.failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    invalidates: alertKeys.all,
    onSaved: (_result: WriteOffResult, payload: WriteOffInput, queryClient: QueryClient) =>
      void invalidateAfterStockWrite(
        queryClient,
        payload.lots.map((lot) => lot.product_id),
        { refetchType: "none" },
      ),
  });
}
