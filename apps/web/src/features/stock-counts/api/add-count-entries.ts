import type { StockCountEntryInput, StockCountLine } from "@inventario/shared/stock-counts";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "../../../lib/api-client";
import { stockCountKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { countedMessage } from "../count-lines";
import { scanTexts } from "../stock-count-texts";

/** POST /stock-counts/{id}/entries: all or nothing; answers the lines touched, as this user sees them. */
export function addCountEntries(id: string, entries: StockCountEntryInput[]): Promise<{ lines: StockCountLine[] }> {
  return api.post<{ lines: StockCountLine[] }>(
    `/stock-counts/${encodeURIComponent(id)}/entries`,
    { entries },
    writeRequestOptions,
  );
}

/** A count changes the sheet's lines, the count's 'Líneas contadas' and its variance report. */
export const reloadAfterEntries = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: stockCountKeys.sheet(id) }),
    queryClient.invalidateQueries({ queryKey: stockCountKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: stockCountKeys.variance(id) }),
  ]);

/**
 * A scan: sent at once and answered beside the scan box rather than by a toast (a scanner fires them back
 * to back); the caller says what came back. The sheet and the count reload after each.
 */
export function useScanEntry(id: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (entry: StockCountEntryInput) => {
      const result = await addCountEntries(id, [entry]);
      void reloadAfterEntries(queryClient, id);
      return result;
    },
    [id, queryClient],
  );
}

/** A quantity typed on a line of the sheet: toasts what the line now holds. */
export function useSaveLineCount(id: string) {
  return useWriteMutation({
    mutationFn: (entry: StockCountEntryInput) => addCountEntries(id, [entry]),
    successMessage: ({ lines }) => (lines[0] ? countedMessage(lines[0]) : scanTexts.saved),
    errorMessage: scanTexts.failed,
    onSaved: (_result, _entry, queryClient) => void reloadAfterEntries(queryClient, id),
  });
}
