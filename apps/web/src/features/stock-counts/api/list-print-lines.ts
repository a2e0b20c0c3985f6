import type { StockCountLine, StockCountLineFilter } from "@inventario/shared/stock-counts";
import { useQuery } from "@tanstack/react-query";
import { stockCountKeys } from "../../../lib/query-keys";
import { listCountLines } from "./list-count-lines";

/** The most lines a printed sheet holds: past them, the whole sheet is the export's. */
export const PRINT_MAX_LINES = 500;

export type PrintLines = { lines: StockCountLine[]; truncated: boolean };

/**
 * The sheet's first lines for a filter and search, page after page (10 each, `next_after` onwards) up to
 * `PRINT_MAX_LINES`; `truncated` when more lines follow.
 */
async function printLines(
  id: string,
  filter: StockCountLineFilter,
  search: string,
  signal: AbortSignal,
): Promise<PrintLines> {
  const lines: StockCountLine[] = [];
  let after = "";
  do {
    const page = await listCountLines(id, { filter, search, page: 1, after }, signal);
    lines.push(...page.data);
    after = page.next_after ?? "";
  } while (after !== "" && lines.length < PRINT_MAX_LINES);
  return { lines: lines.slice(0, PRINT_MAX_LINES), truncated: after !== "" || lines.length > PRINT_MAX_LINES };
}

/** The printed sheet's lines, read again on every opening (the sheet changes while people count). */
export function usePrintLines(id: string, filter: StockCountLineFilter, search: string) {
  return useQuery({
    queryKey: stockCountKeys.printSheet(id, { filter, search }),
    queryFn: ({ signal }) => printLines(id, filter, search, signal),
    staleTime: 0,
  });
}
