import type { CashSession } from "@inventario/shared/cash-sessions";
import type { QueryClient } from "@tanstack/react-query";
import { cashSessionKeys } from "../../../lib/query-keys";

/** The server explains what it refused: a shift already open or closed meanwhile (409), a bad field (400). */
export const EXPLAINED_STATUSES = [400, 404, 409] as const;

/**
 * What every write of a shift does with its answer, the shift as it now stands: it replaces the cached shift
 * and, while open, the signed-in employee's open one; the lists reload. A closing asks for the open one again
 * rather than emptying it at once: 'Caja' would swap the closing form for 'Abrir caja' before the form could
 * go on to the report.
 */
export function cashWriteOptions() {
  return {
    invalidates: cashSessionKeys.lists(),
    onSaved: (session: CashSession, _variables: unknown, queryClient: QueryClient) => {
      queryClient.setQueryData(cashSessionKeys.detail(session.id), session);
      if (session.status === "OPEN") queryClient.setQueryData(cashSessionKeys.current(), session);
      else void queryClient.invalidateQueries({ queryKey: cashSessionKeys.current() });
    },
  };
}
