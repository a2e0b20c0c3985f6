import {
  ALERT_KINDS,
  type AlertKind,
  DEFAULT_EXPIRY_WINDOW,
  EXPIRY_WINDOWS,
  type ExpiryWindow,
} from "@inventario/shared/alerts";
import { useUrlFilteredSearchQuery } from "../../lib/use-url-search-query";
import { useWarehouseFilterParam } from "../../lib/warehouse-filter-param";
import type { AlertListFilters } from "./api/list-alerts";

const isKind = (value: string): value is AlertKind => (ALERT_KINDS as readonly string[]).includes(value);
const isWindow = (value: number): value is ExpiryWindow => (EXPIRY_WINDOWS as readonly number[]).includes(value);

type FilterName = "kind" | "days" | "warehouse";

/**
 * The alerts screen's tab (`?kind=`), expiry window (`?days=`), warehouse (`?warehouse=`), search and
 * page, all in the URL: the dashboard's cards link straight to a tab, and a reload or Back keeps the
 * list. Anything the URL holds that is not a kind or a window falls back to 'Stock bajo' and 30 days.
 * A new tab, window or warehouse starts again at page 1.
 */
export function useAlertListQuery() {
  const { search, page, controls, params, setFilter } = useUrlFilteredSearchQuery<FilterName>();
  const kindParam = params.get("kind") ?? "";
  const daysParam = Number(params.get("days"));
  const kind: AlertKind = isKind(kindParam) ? kindParam : "low";
  const days: ExpiryWindow = isWindow(daysParam) ? daysParam : DEFAULT_EXPIRY_WINDOW;
  const warehouse = useWarehouseFilterParam(params.get("warehouse"));
  const filters: AlertListFilters = {
    kind,
    // Only 'Por vencer' depends on the window: the other tabs keep one cache entry whatever it is.
    days: kind === "expiring" ? days : undefined,
    warehouse: warehouse.value,
    search,
    page,
  };

  return {
    filters,
    /** The window 'Por vencer' uses, also while another tab is shown (the tabs' counts are for it). */
    days,
    ...controls,
    setKind: (next: AlertKind) => setFilter("kind", next),
    setDays: (next: ExpiryWindow) => setFilter("days", String(next)),
    setWarehouse: (id: string) => setFilter("warehouse", warehouse.toParam(id)),
    /** 'Mis bodegas' is offered (the user is limited to some warehouses) and is the default. */
    offerMine: warehouse.offerMine,
  };
}

export type AlertListQuery = ReturnType<typeof useAlertListQuery>;
