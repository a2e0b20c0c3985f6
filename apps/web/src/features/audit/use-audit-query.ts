import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from "@inventario/shared/audit";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { urlDate } from "../../lib/date-text";
import { useUrlSearchQuery } from "../../lib/use-url-search-query";
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
  const { search, page, ...controls } = useUrlSearchQuery();
  const [params, setParams] = useSearchParams();
  /** One URL change, empty values removed. Replace, as lists do: Back leaves the screen. */
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === "" || (name === "page" && value === "1")) next.delete(name);
          else next.set(name, value);
        }
        return next;
      },
      { replace: true },
    );
  const after = params.get("after") ?? "";
  const entity = params.get("entity") ?? "";
  const action = params.get("action") ?? "";
  const filters: AuditListFilters = {
    user: userOf(params.get("user") ?? ""),
    entity: isEntity(entity) ? entity : "",
    action: isAction(action) ? action : "",
    from: urlDate(params, "from"),
    to: urlDate(params, "to"),
    search,
    page: after ? 1 : page,
    after,
  };

  // A new search counts its pages from the start.
  const searched = useRef(search);
  useEffect(() => {
    if (searched.current === search) return;
    searched.current = search;
    if (after) update({ after: "" });
  });

  return {
    filters,
    ...controls,
    /** The pager counts from the start: it leaves `after`. */
    setPage: (next: number) => update({ after: "", page: String(next) }),
    setFilter: (name: AuditFilterName, value: string) => update({ [name]: value, after: "", page: "" }),
    /** The rows after the last counted page. */
    pageAfter: (key: string) => update({ after: key, page: "" }),
    /** Whether anything besides the search narrows the list. */
    filtered: [filters.user, filters.entity, filters.action, filters.from, filters.to].some((value) => value !== ""),
    /** The server refuses a start after the end (400): the screen says so under 'Hasta' instead of asking. */
    rangeInvalid: filters.from !== "" && filters.to !== "" && filters.from > filters.to,
  };
}

export type AuditQuery = ReturnType<typeof useAuditQuery>;
