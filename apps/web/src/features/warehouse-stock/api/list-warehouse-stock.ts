import type { Paged } from "@inventario/shared/pagination";
import type { WarehouseStockRow, WarehouseStockState } from "@inventario/shared/warehouse-stock";
import { api } from "../../../lib/api-client";
import { usePagedList } from "../../../lib/paged-list";
import { warehouseStockKeys } from "../../../lib/query-keys";
import { stockTexts } from "../warehouse-stock-texts";

/** What 'Existencias' asks for: `after` (a lot's id) pages on past the counted pages, with page 1. */
export type StockPageFilters = {
  state: WarehouseStockState;
  /** The window of 'Por vencer'; undefined for the other states. */
  days: number | undefined;
  category: string;
  search: string;
  page: number;
  after: string;
};

/**
 * A page of the warehouse's lots, with the warehouse's name: its total is counted up to 1.000
 * (`total_capped`); `next_after` pages on.
 */
export type StockPage = Paged<WarehouseStockRow> & {
  total_capped: boolean;
  next_after: string | null;
  warehouse: { id: string; name: string };
};

export const stockPath = (warehouseId: string) => `/warehouse/${encodeURIComponent(warehouseId)}/stock`;

/** The filters as the call (and its export) takes them: the window only for 'Por vencer', no empty ones. */
export function stockQueryOf({ state, days, category, search }: Omit<StockPageFilters, "page" | "after">) {
  return {
    state,
    ...(days !== undefined ? { days } : {}),
    ...(category ? { category } : {}),
    ...(search ? { search } : {}),
  };
}

/** GET /warehouse/{id}/stock: the warehouse's lots, filtered and searched. */
export function listWarehouseStock(warehouseId: string, filters: StockPageFilters, signal?: AbortSignal) {
  return api.get<StockPage>(stockPath(warehouseId), {
    signal,
    forbiddenMessage: stockTexts.forbidden,
    query: { ...stockQueryOf(filters), ...(filters.after ? { after: filters.after } : { page: filters.page }) },
  });
}

export function useWarehouseStock(warehouseId: string, filters: StockPageFilters) {
  return usePagedList({
    queryKey: warehouseStockKeys.page(warehouseId, filters),
    fetchPage: (signal) => listWarehouseStock(warehouseId, filters, signal),
  });
}
