import { api } from "../../../lib/api-client";
import { warehouseKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { warehouseTexts } from "../warehouse-texts";

/** Deactivates the warehouse; the server refuses (409) while it still holds stock. */
function deleteWarehouse(id: string): Promise<void> {
  return api.delete<void>(`/warehouse/${encodeURIComponent(id)}`, writeRequestOptions);
}

export function useDeleteWarehouse() {
  const texts = { successMessage: warehouseTexts.deleted, errorMessage: warehouseTexts.deleteError };
  // 'No se puede eliminar la bodega porque todavía tiene existencias' says what to do; the fixed text would not.
  return useWriteMutation({
    mutationFn: deleteWarehouse,
    ...texts,
    invalidates: warehouseKeys.all,
    serverMessageStatuses: [409],
  });
}
