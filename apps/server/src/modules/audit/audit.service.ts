import type { AuditAction, AuditChange, AuditEntity, AuditQuery, AuditRow } from "@inventario/shared/audit";
import { RANGE_COUNT_CAP } from "@inventario/shared/pagination";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { cappedPage, type KeysetQuery } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { idBoundAfter, idBoundBefore } from "../reports/ledger-bounds";
import * as repo from "./audit.repository";

type AuditListQuery = KeysetQuery & Omit<AuditQuery, "page" | "after" | "format">;

/** The query's filters as the repository reads them: business dates as id bounds, the search normalized. */
export function auditFilters(query: Omit<AuditListQuery, "page" | "after">): repo.AuditFilters {
  const search = query.search ? normalizeForSearch(query.search) : undefined;
  return {
    userId: query.user_id,
    entity: query.entity,
    entityId: query.entity_id,
    action: query.action,
    idFrom: query.from ? idBoundBefore(query.from) : undefined,
    idBefore: query.to ? idBoundAfter(query.to) : undefined,
    search: search || undefined,
  };
}

const fullName = (name: string, lastName: string | null) => `${name} ${lastName ?? ""}`.trim();

export function toAuditRow(row: repo.AuditLogRow): AuditRow {
  const name = row.user_name === null ? null : fullName(row.user_name, row.user_last_name);
  return {
    id: row.id,
    at: row.at,
    user: row.user_id === null ? null : { id: row.user_id, name: name ?? row.user_id },
    address: row.address,
    action: row.action as AuditAction,
    entity: row.entity as AuditEntity,
    entity_id: row.entity_id,
    summary: row.summary,
    changes: JSON.parse(row.changes) as AuditChange[],
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/** The trail, newest first: counted up to RANGE_COUNT_CAP, paged on by `after` (as a warehouse's stock). */
export function createAuditService(db: Db) {
  return {
    async page(query: AuditListQuery) {
      const filters = auditFilters(query);
      // A text search reads the search index's posting lists, long for common words: seconds over 10M rows
      // on SQLite, whose statements run on the calling thread. It goes to the long-read workers (decision
      // 0022), so that it never holds the server's event loop (4.8 s once, at the large size).
      const reads = filters.search ? longReadsOf(db) : db;
      if (query.page === 1 && query.after === undefined && repo.hasPreparedFirstPage(db, filters)) {
        const first = await repo.firstPage(db, filters);
        return cappedPage(query, {
          count: async () => ({ total: Math.min(first.total, RANGE_COUNT_CAP), capped: first.total > RANGE_COUNT_CAP }),
          rows: async () => first.rows.map(toAuditRow),
        });
      }
      return cappedPage(query, {
        count: () => repo.cappedAuditCount(reads, filters),
        rows: async (limit, offset) =>
          (await repo.auditRows(reads, filters, { after: query.after }, limit, offset)).map(toAuditRow),
      });
    },
    async users() {
      const employees = await repo.auditUsers(db);
      return { data: employees.map((e) => ({ id: e.id, name: fullName(e.name, e.last_name) })) };
    },
  };
}
