import type { Warehouse, warehouseUpdateSchema } from "@inventario/shared/warehouses";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { warehouseKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { warehouseTexts } from "../warehouse-texts";

type WarehouseUpdatePayload = z.output<typeof warehouseUpdateSchema>;

/** The spec's payload: id, name and is_active (the identification is assigned once and never sent). */
function updateWarehouse(payload: WarehouseUpdatePayload): Promise<Warehouse> {
  return api.put<Warehouse>(`/warehouse/${encodeURIComponent(payload.id)}`, payload, writeRequestOptions);
}

export function useUpdateWarehouse() {
  const texts = { successMessage: warehouseTexts.updated, errorMessage: warehouseTexts.actionError };
  return useWriteMutation({ mutationFn: updateWarehouse, ...texts, invalidates: warehouseKeys.all });
}
