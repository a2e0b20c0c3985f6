import type { SaleDetail, SaleReturnInput } from "@inventario/shared/sales";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { returnTexts } from "../sale-history-texts";
import { EXPLAINED_STATUSES, saleWriteOptions } from "./sale-write-options";

/** POST /sales/{id}/returns: answers the sale's detail with the new return in it. */
function registerReturn(id: string, payload: SaleReturnInput, idempotencyKey: string): Promise<SaleDetail> {
  return api.post<SaleDetail>(`/sales/${encodeURIComponent(id)}/returns`, payload, {
    ...writeRequestOptions,
    idempotencyKey,
  });
}

export function useRegisterReturn(saleId: string, productIds: readonly string[]) {
  return useWriteMutation({
    ...saleWriteOptions(saleId, productIds),
    // It adds stock back: a retried submission must not return the goods twice.
    mutationFn: useIdempotentWrite((payload: SaleReturnInput, key: string) => registerReturn(saleId, payload, key)),
    successMessage: (sale: SaleDetail) => returnTexts.success(sale.number),
    errorMessage: returnTexts.failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
  });
}
