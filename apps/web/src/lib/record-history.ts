import type { AuditEntity, AuditPage } from "@inventario/shared/audit";
import { api } from "./api-client";
import { usePagedList } from "./paged-list";
import { auditKeys } from "./query-keys";

const FORBIDDEN = "No tienes permisos para ver la auditoría";

/** GET /audit?entity&entity_id: one record's events (its creation, every change), newest first. */
function getRecordHistory(entity: AuditEntity, entityId: string, page: number, signal?: AbortSignal) {
  return api.get<AuditPage>("/audit", {
    signal,
    forbiddenMessage: FORBIDDEN,
    query: { entity, entity_id: entityId, page },
  });
}

/**
 * A record's 'Historial de cambios' (a product's, a supplier's, a person's), page by page: the product,
 * supplier and people screens each show it, so the call lives here. `entityId` is the record's id as the
 * API answers it.
 */
export function useRecordHistory(entity: AuditEntity, entityId: string, page: number) {
  return usePagedList({
    queryKey: auditKeys.record(entity, entityId, page),
    fetchPage: (signal) => getRecordHistory(entity, entityId, page, signal),
  });
}
