import type { AlertKind, AlertPage, AlertRow, ExpiryWindow, ProductAlertRow } from "@inventario/shared/alerts";
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

/** 'Stock bajo' and 'Agotados': one row per product with its warehouses' alerts underneath (issue 32). */
export type LevelAlertKind = "low" | "out";
export const isLevelKind = (kind: AlertKind): kind is LevelAlertKind => kind === "low" || kind === "out";

type PageOf<Row> = Omit<AlertPage, "data"> & { data: Row[] };

/**
 * A page with the kind it was asked for: while the next tab loads, the previous tab's rows stay on screen
 * and are drawn as what they are (a product with its warehouses, or a lot).
 */
export type AlertListPage =
  | (PageOf<ProductAlertRow> & { kind: LevelAlertKind })
  | (PageOf<AlertRow> & { kind: "expiring" | "expired" });

/**
 * GET /alerts: one page of one kind, most urgent first; the search matches the product's name or SKU.
 * Levels are paged by product (`group=product`); lots one per row.
 */
async function listAlerts(
  { kind, days, warehouse, search, page }: AlertListFilters,
  signal?: AbortSignal,
): Promise<AlertListPage> {
  const get = <Row>(group: "product" | undefined) =>
    api.get<PageOf<Row>>("/alerts", {
      signal,
      forbiddenMessage: alertTexts.listForbidden,
      query: { kind, group, days, warehouse_id: warehouse, page, search },
    });
  if (isLevelKind(kind)) return { ...(await get<ProductAlertRow>("product")), kind };
  return { ...(await get<AlertRow>(undefined)), kind };
}

export function useAlertList(filters: AlertListFilters) {
  return usePagedList({ queryKey: alertKeys.list(filters), fetchPage: (signal) => listAlerts(filters, signal) });
}
