import type { PurchaseOrderSummary, suggestionOrdersInputSchema } from "@inventario/shared/purchases";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { EXPLAINED_STATUSES, invalidateAfterPurchaseWrite } from "../purchase-invalidations";
import { suggestionTexts } from "../purchase-texts";

export type SuggestionOrdersPayload = z.output<typeof suggestionOrdersInputSchema>;
type CreatedOrders = { orders: PurchaseOrderSummary[] };

/** One draft per supplier and warehouse; with an Idempotency-Key, so a retry cannot make them twice. */
function createOrders(payload: SuggestionOrdersPayload, idempotencyKey: string): Promise<CreatedOrders> {
  return api.post<CreatedOrders>("/purchases/suggestions/orders", payload, { ...writeRequestOptions, idempotencyKey });
}

/** 'Crear órdenes': the drafts' numbers in the toast; what they order is suggested no more. */
export function useCreateSuggestionOrders() {
  return useWriteMutation<SuggestionOrdersPayload, CreatedOrders>({
    mutationFn: useIdempotentWrite(createOrders),
    successMessage: ({ orders }: CreatedOrders) => suggestionTexts.created(orders.map((order) => order.number)),
    errorMessage: suggestionTexts.createFailed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    onSaved: (_created, _payload, queryClient) => void invalidateAfterPurchaseWrite(queryClient, { productIds: [] }),
  });
}
