import type { Employee, employeeAccessSchema } from "@inventario/shared/people";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "../../../lib/query-keys";
import { useWriteMutation, writeRequestOptions } from "../../../lib/use-write-mutation";
import { rolesTexts } from "../roles-texts";

export type EmployeeAccess = z.output<typeof employeeAccessSchema>;

type SetEmployeeAccessInput = { identification: string; access: EmployeeAccess };

/** The role by name and, when given, a new password; the server ends that employee's open sessions then. */
function setEmployeeAccess({ identification, access }: SetEmployeeAccessInput): Promise<Employee> {
  return api.put<Employee>(`/employees/${encodeURIComponent(identification)}/access`, access, writeRequestOptions);
}

export function useSetEmployeeAccess() {
  return useWriteMutation({
    mutationFn: setEmployeeAccess,
    successMessage: rolesTexts.accessSaved,
    onSaved: (employee, _variables, queryClient) => {
      // The list pages are marked stale rather than refetched: nobody is looking at them now.
      void queryClient.invalidateQueries({ queryKey: peopleKeys.all("employees"), refetchType: "none" });
      queryClient.setQueryData(peopleKeys.detail("employees", employee.identification), employee);
    },
  });
}
