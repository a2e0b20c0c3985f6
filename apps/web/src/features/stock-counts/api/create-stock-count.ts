import type { StockCount, stockCountInputSchema } from "@inventario/shared/stock-counts";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { stockCountKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { newCountTexts } from "../stock-count-texts";

export type NewCountPayload = z.output<typeof stockCountInputSchema>;

function createCount(payload: NewCountPayload): Promise<StockCount> {
  return api.post<StockCount>("/stock-counts", payload, writeRequestOptions);
}

/** Opens a count ('Conteo CF-000012 abierto'); the list reloads. */
export function useCreateStockCount() {
  return useWriteMutation({
    mutationFn: createCount,
    successMessage: (count: StockCount) => newCountTexts.success(count.number),
    errorMessage: newCountTexts.failed,
    invalidates: stockCountKeys.all,
  });
}
