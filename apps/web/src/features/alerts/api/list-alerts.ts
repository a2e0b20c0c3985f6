import type { AlertKind, AlertPage, ExpiryWindow } from "@inventario/shared/alerts";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { alertKeys } from "../../../lib/query-keys";
import { alertTexts } from "../alert-texts";

/** What a tab asks for; an empty warehouse or search is no filter (the API client leaves it out). */
export type AlertListFilters = {
  kind: AlertKind;
  /** 'Por vencer' only; the server's default (30) otherwise. */
  days: ExpiryWindow | undefined;
  warehouse: string;
  search: string;
  page: number;
};

/** GET /alerts: one page of one kind, most urgent first; the search matches the product's name or SKU. */
function listAlerts({ kind, days, warehouse, search, page }: AlertListFilters, signal?: AbortSignal) {
  return api.get<AlertPage>("/alerts", {
    signal,
    forbiddenMessage: alertTexts.listForbidden,
    query: { kind, days, warehouse_id: warehouse, page, search },
  });
}

export function useAlertList(filters: AlertListFilters) {
  return usePagedList({ queryKey: alertKeys.list(filters), fetchPage: (signal) => listAlerts(filters, signal) });
}
