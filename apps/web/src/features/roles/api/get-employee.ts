import type { Employee } from "@inventario/shared/people";
import { useQuery } from "@tanstack/react-query";
import { peopleKeys } from "../../../lib/query-keys";
import { getPerson } from "../../people/api/get-person";

/** Shares the employee details' cache entry, so a role changed here also shows on 'Editar Empleado'. */
export function useEmployee(identification: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleKeys.detail("employees", identification),
    queryFn: ({ signal }) => getPerson<Employee>("employees", identification, { signal }),
    enabled,
  });
}
