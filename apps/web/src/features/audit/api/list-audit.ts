import type { AuditAction, AuditEntity, AuditPage } from "@inventario/shared/audit";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { auditKeys } from "../../../lib/query-keys";
import { auditTexts } from "../audit-texts";

/** What 'Auditoría' asks for; an empty value is no filter. `after` pages on past the counted pages, with page 1. */
export type AuditListFilters = {
  /** The user's id (`user_id`). */
  user: string;
  entity: AuditEntity | "";
  action: AuditAction | "";
  from: string;
  to: string;
  search: string;
  page: number;
  after: string;
};

/** The filters as the call (and its export) takes them; the API client leaves the empty ones out. */
export function auditQueryOf({ user, entity, action, from, to, search }: AuditListFilters) {
  return { user_id: user, entity, action, from, to, search };
}

/** GET /audit: newest first, counted up to 1.000 (`total_capped`); `next_after` pages on. */
function listAudit(filters: AuditListFilters, signal?: AbortSignal): Promise<AuditPage> {
  return api.get<AuditPage>("/audit", {
    signal,
    forbiddenMessage: auditTexts.forbidden,
    query: { ...auditQueryOf(filters), ...(filters.after ? { after: filters.after } : { page: filters.page }) },
  });
}

/**
 * `enabled` is false while the filters cannot be sent (a date range the server would refuse): the rows
 * shown stay as they were.
 */
export function useAuditList(filters: AuditListFilters, enabled: boolean) {
  return usePagedList({
    queryKey: auditKeys.list(filters),
    fetchPage: (signal) => listAudit(filters, signal),
    enabled,
  });
}
