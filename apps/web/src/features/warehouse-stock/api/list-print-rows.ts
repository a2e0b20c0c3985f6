import type { WarehouseStockRow } from "@inventario/shared/warehouse-stock";
import { useQuery } from "@tanstack/react-query";
import { warehouseStockKeys } from "../../../lib/query-keys";
import { listWarehouseStock, type StockPageFilters } from "./list-warehouse-stock";

/** The most lines the print view holds: past them, the whole list is the export's. */
export const PRINT_MAX_ROWS = 500;

export type PrintRows = { warehouse: string; rows: WarehouseStockRow[]; truncated: boolean };

type PrintFilters = Omit<StockPageFilters, "page" | "after">;

/**
 * The list's first rows for the filters, page after page (10 each, `next_after` onwards) up to
 * `PRINT_MAX_ROWS`; `truncated` when more rows follow.
 */
async function printRows(warehouseId: string, filters: PrintFilters, signal: AbortSignal): Promise<PrintRows> {
  const rows: WarehouseStockRow[] = [];
  let after = "";
  let warehouse = "";
  do {
    const page = await listWarehouseStock(warehouseId, { ...filters, page: 1, after }, signal);
    warehouse = page.warehouse.name;
    rows.push(...page.data);
    after = page.next_after ?? "";
  } while (after !== "" && rows.length < PRINT_MAX_ROWS);
  return { warehouse, rows: rows.slice(0, PRINT_MAX_ROWS), truncated: after !== "" || rows.length > PRINT_MAX_ROWS };
}

/** The printed rows, read again on every opening (stock moves all day). */
export function usePrintRows(warehouseId: string, filters: PrintFilters) {
  return useQuery({
    queryKey: warehouseStockKeys.print(warehouseId, filters),
    queryFn: ({ signal }) => printRows(warehouseId, filters, signal),
    staleTime: 0,
  });
}
