import type { Warehouse, warehouseCreateSchema } from "@inventario/shared/warehouses";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { warehouseKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { warehouseTexts } from "../warehouse-texts";

type WarehouseCreatePayload = z.output<typeof warehouseCreateSchema>;

function createWarehouse(payload: WarehouseCreatePayload): Promise<Warehouse> {
  return api.post<Warehouse>("/warehouse", payload, writeRequestOptions);
}

export function useCreateWarehouse() {
  const texts = { successMessage: warehouseTexts.created, errorMessage: warehouseTexts.actionError };
  return useWriteMutation({ mutationFn: createWarehouse, ...texts, invalidates: warehouseKeys.all });
}
