import type { CashSession, CashSessionClose } from "@inventario/shared/cash-sessions";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { closeTexts } from "../cash-session-texts";
import { cashWriteOptions, EXPLAINED_STATUSES } from "./cash-write-options";

/** POST /cash-sessions/{id}/close: what was counted per method; answers the shift, closed and read-only. */
function closeCashSession(
  { sessionId, ...closing }: CashSessionClose & { sessionId: string },
  idempotencyKey?: string,
): Promise<CashSession> {
  return api.post<CashSession>(`/cash-sessions/${encodeURIComponent(sessionId)}/close`, closing, {
    ...writeRequestOptions,
    idempotencyKey,
  });
}

/** 'Cerrar caja' ('Caja N.º 12 cerrada'): the shift's closing report shows next. */
export function useCloseCashSession(sessionId: string) {
  const close = useIdempotentWrite(closeCashSession);
  return useWriteMutation({
    mutationFn: (closing: CashSessionClose) => close({ ...closing, sessionId }),
    successMessage: (session: CashSession) => closeTexts.success(session.number),
    errorMessage: closeTexts.failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    ...cashWriteOptions(),
  });
}
