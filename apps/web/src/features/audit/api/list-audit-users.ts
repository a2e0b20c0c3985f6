import type { AuditUsers } from "@inventario/shared/audit";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { auditKeys } from "../../../lib/query-keys";
import { auditTexts } from "../audit-texts";

export type AuditUser = AuditUsers["data"][number];

/** GET /audit/users: every employee, deactivated ones too, by name (the employees' routes answer no id). */
function listAuditUsers(signal?: AbortSignal): Promise<AuditUsers> {
  return api.get<AuditUsers>("/audit/users", { signal, forbiddenMessage: auditTexts.forbidden });
}

/** The options of the 'Usuario' filter; empty until they load (the list itself does not wait for them). */
export function useAuditUsers(): readonly AuditUser[] {
  const users = useQuery({ queryKey: auditKeys.users(), queryFn: ({ signal }) => listAuditUsers(signal) });
  return users.data?.data ?? NO_USERS;
}

const NO_USERS: readonly AuditUser[] = [];
