import type { AssignedPermission } from "@inventario/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";

/** The catalogue marked with the employee's own grants only; their role's set is not included. */
function getEmployeeGrants(identification: string, signal?: AbortSignal): Promise<AssignedPermission[]> {
  return api.get<AssignedPermission[]>(`/employees/${encodeURIComponent(identification)}/permissions`, { signal });
}

export function useEmployeeGrants(identification: string) {
  return useQuery({
    queryKey: roleKeys.employeeGrants(identification),
    queryFn: ({ signal }) => getEmployeeGrants(identification, signal),
  });
}
