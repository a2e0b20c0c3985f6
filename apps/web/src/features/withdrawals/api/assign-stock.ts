import { PICKING_SUCCESS_DELAY_MS } from "@inventario/shared/constants";
import type { AssignStockInput, Withdrawal } from "@inventario/shared/withdrawals";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ApiRequestError, isAbortError } from "../../../lib/api-error";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { dismissToast, notifyError, notifyLoading, notifySuccess } from "../../../lib/notify";
import { invalidateAfterStockWrite } from "../../../lib/stock-write-invalidations";
import { withdrawalTexts } from "../withdrawal-texts";

/** One toast goes from 'Enviando solicitud...' to the outcome, instead of stacking two. */
const TOAST_ID = "withdrawal-assignment";

function assignStock(payload: AssignStockInput, idempotencyKey?: string): Promise<Withdrawal> {
  return api.post<Withdrawal>("/withdrawals/assign-stock/bulk", payload, { idempotencyKey });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends the assignment; SPEC §4: the success message follows a 1500 ms wait, then the request is
 * reloaded (with the stock it changed). 'Enviar' stays disabled for all of it. A refusal (409: more than
 * a warehouse holds, the request completed meanwhile…) changes nothing, and its reason is shown.
 */
export function useAssignStock() {
  const queryClient = useQueryClient();
  // A retried submission must not dispatch the stock twice.
  const send = useIdempotentWrite(assignStock);
  return useMutation({
    mutationFn: async (payload: AssignStockInput) => {
      const result = await send(payload);
      await wait(PICKING_SUCCESS_DELAY_MS);
      return result;
    },
    onMutate: () => {
      notifyLoading(withdrawalTexts.sending, { id: TOAST_ID });
    },
    onSuccess: async (withdrawal: Withdrawal) => {
      notifySuccess(withdrawalTexts.sent, { id: TOAST_ID });
      await invalidateAfterStockWrite(
        queryClient,
        withdrawal.items.map((item) => item.product_id),
      );
    },
    onError: (error) => {
      // The API client has already shown the one 403 warning.
      if (isAbortError(error) || (error instanceof ApiRequestError && error.status === 403)) {
        dismissToast(TOAST_ID);
        return;
      }
      const reason = error instanceof ApiRequestError ? ` ${error.message}` : "";
      notifyError(`${withdrawalTexts.sendError}${reason}`, { id: TOAST_ID });
    },
  });
}
