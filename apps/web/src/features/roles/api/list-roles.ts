import type { Role } from "@inventario/shared/roles";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { roleKeys } from "../../../lib/query-keys";

function listRoles(signal?: AbortSignal): Promise<Role[]> {
  return api.get<Role[]>("/roles", { signal });
}

export function useRoles() {
  return useQuery({ queryKey: roleKeys.list, queryFn: ({ signal }) => listRoles(signal) });
}
