import type { CashMovementCreate, CashSession } from "@inventario/shared/cash-sessions";
import { api } from "../../../lib/api-client";
import { useIdempotentWrite } from "../../../lib/idempotency";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { movementFormTexts } from "../cash-session-texts";
import { cashWriteOptions, EXPLAINED_STATUSES } from "./cash-write-options";

/** POST /cash-sessions/{id}/movements: cash put in or taken out of an open shift; answers the shift. */
function addCashMovement(
  { sessionId, ...movement }: CashMovementCreate & { sessionId: string },
  idempotencyKey?: string,
): Promise<CashSession> {
  return api.post<CashSession>(`/cash-sessions/${encodeURIComponent(sessionId)}/movements`, movement, {
    ...writeRequestOptions,
    idempotencyKey,
  });
}

/** 'Registrar movimiento' ('Salida de $ 20.000,00 registrada'); an exit beyond the drawer's cash is refused (409). */
export function useAddCashMovement(sessionId: string) {
  const add = useIdempotentWrite(addCashMovement);
  return useWriteMutation({
    mutationFn: (movement: CashMovementCreate) => add({ ...movement, sessionId }),
    successMessage: (_session: CashSession, movement: CashMovementCreate) =>
      movementFormTexts.success(movement.type, movement.amount),
    errorMessage: movementFormTexts.failed,
    serverMessageStatuses: EXPLAINED_STATUSES,
    ...cashWriteOptions(),
  });
}
