import type { CashSession, CashSessionOpen } from "@inventario/shared/cash-sessions";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { cashTexts } from "../cash-session-texts";
import { cashWriteOptions, EXPLAINED_STATUSES } from "./cash-write-options";

/** POST /cash-sessions: the signed-in employee's shift, opened with its base (409 when one is open already). */
function openCashSession(payload: CashSessionOpen, idempotencyKey?: string): Promise<CashSession> {
  return api.post<CashSession>("/cash-sessions", payload, { ...writeRequestOptions, idempotencyKey });
}

/** 'Abrir caja' ('Caja N.º 12 abierta'): the screen shows the shift the server answers. */
export function useOpenCashSession() {
  return useWriteMutation({
    // It records money: a retried submission must not open a second shift.
    mutationFn: useIdempotentWrite(openCashSession),
    successMessage: (session: CashSession) => cashTexts.opened(session.number),
    errorMessage: cashTexts.openFailed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    ...cashWriteOptions(),
  });
}
