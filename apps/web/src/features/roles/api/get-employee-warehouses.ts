import type { EmployeeWarehouses } from "@inventario/shared/warehouse-scope";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";

/** The warehouses the employee may change stock in ('Bodegas asignadas'); none means all of them. */
function getEmployeeWarehouses(identification: string, signal?: AbortSignal): Promise<EmployeeWarehouses> {
  return api.get<EmployeeWarehouses>(`/employees/${encodeURIComponent(identification)}/warehouses`, { signal });
}

export function useEmployeeWarehouses(identification: string, enabled = true) {
  return useQuery({
    queryKey: roleKeys.employeeWarehouses(identification),
    queryFn: ({ signal }) => getEmployeeWarehouses(identification, signal),
    enabled,
  });
}
