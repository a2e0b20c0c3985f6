import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "@inventario/shared/audit";
import { urlDate } from "../../lib/date-text";
import { useUrlKeysetQuery } from "../../lib/use-url-keyset-query";
import type { AuditListFilters } from "./api/list-audit";

const isEntity = (value: string): value is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(value);
const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
/** A user id the server would take (`user_id`: 1 to 64 characters); anything else is no filter. */
const userOf = (value: string) => (value.length <= 64 ? value : "");

export type AuditFilterName = "user" | "entity" | "action" | "from" | "to";

/**
 * 'Auditoría''s user, record type, action, business-date range, search, page and `after` (the rows past the
 * counted pages, «más de 1.000»), all in the URL: a reload or a shared link shows the same rows. Anything the
 * URL holds that is not a record type, an action or a date is no filter. A new filter or search starts again
 * from the first page.
 */
export function useAuditQuery() {
  const { search, page, after, params, setFilters, controls } = useUrlKeysetQuery();
  const entity = params.get("entity") ?? "";
  const action = params.get("action") ?? "";
  const filters: AuditListFilters = {
    user: userOf(params.get("user") ?? ""),
    entity: isEntity(entity) ? entity : "",
    action: isAction(action) ? action : "",
    from: urlDate(params, "from"),
    to: urlDate(params, "to"),
    search,
    page,
    after,
  };

  return {
    filters,
    ...controls,
    setFilter: (name: AuditFilterName, value: string) => setFilters({ [name]: value }),
    /** Whether anything besides the search narrows the list. */
    filtered: [filters.user, filters.entity, filters.action, filters.from, filters.to].some((value) => value !== ""),
    /** The server refuses a start after the end (400): the screen says so under 'Hasta' instead of asking. */
    rangeInvalid: filters.from !== "" && filters.to !== "" && filters.from > filters.to,
  };
}

export type AuditQuery = ReturnType<typeof useAuditQuery>;
