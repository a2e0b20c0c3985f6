import type { EmployeeWarehouses } from "@inventario/shared/warehouse-scope";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { rolesTexts } from "../roles-texts";

type SaveEmployeeWarehousesInput = { identification: string; warehouse_ids: string[] };

/** Replaces the employee's 'Bodegas asignadas' with the ones given; none lifts the restriction. */
function saveEmployeeWarehouses({ identification, warehouse_ids }: SaveEmployeeWarehousesInput) {
  return api.put<EmployeeWarehouses>(
    `/employees/${encodeURIComponent(identification)}/warehouses`,
    { warehouse_ids },
    writeRequestOptions,
  );
}

export function useSaveEmployeeWarehouses() {
  return useWriteMutation({
    mutationFn: saveEmployeeWarehouses,
    successMessage: rolesTexts.warehousesSaved,
    onSaved: (saved, { identification }, queryClient) =>
      queryClient.setQueryData(roleKeys.employeeWarehouses(identification), saved),
  });
}
