import type { SaleCancelInput, SaleDetail } from "@inventario/shared/sales";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { cancelTexts } from "../sale-history-texts";
import { EXPLAINED_STATUSES, saleWriteOptions } from "./sale-write-options";

/**
 * POST /sales/{id}/cancel: the picking request is cancelled and its reservation released in one go;
 * answers the sale's detail.
 */
function cancelSale(id: string, payload: SaleCancelInput, idempotencyKey: string): Promise<SaleDetail> {
  return api.post<SaleDetail>(`/sales/${encodeURIComponent(id)}/cancel`, payload, {
    ...writeRequestOptions,
    idempotencyKey,
  });
}

export function useCancelSale(saleId: string, productIds: readonly string[]) {
  return useWriteMutation({
    ...saleWriteOptions(saleId, productIds),
    // It releases stock: a retried submission must be answered as the first one, not cancel twice.
    mutationFn: useIdempotentWrite((payload: SaleCancelInput, key: string) => cancelSale(saleId, payload, key)),
    successMessage: cancelTexts.success,
    errorMessage: cancelTexts.failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
  });
}
