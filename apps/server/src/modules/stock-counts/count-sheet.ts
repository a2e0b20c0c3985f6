import { fromCents } from "@inventario/shared/money";
import {
  SHEET_COUNT_CAP,
  type StockCountLine,
  type StockCountLineFilter,
  type StockCountStatus,
} from "@inventario/shared/stock-counts";
import type { Db } from "../../db/connection";
import { cappedPage } from "../../lib/paging";
import { normalizeForSearch } from "../../lib/search-text";
import { averageUnitCosts } from "../inventory/stock-ledger";
import * as repo from "./stock-counts.repository";

/** What the rows of a count's sheet need to know of it. */
export type SheetCount = { warehouse_id: string; status: StockCountStatus };

/** A sheet row's key as the API spells it (`id`, `?after=`): the product's id, a slash, the lot key. */
export const sheetKeyText = ({ product_id, lot_key }: repo.SheetKey) => `${product_id}/${lot_key}`;

export function parseSheetKey(text: string | undefined): repo.SheetKey | undefined {
  if (text === undefined) return undefined;
  const slash = text.indexOf("/");
  return slash < 0
    ? { product_id: text, lot_key: "" }
    : { product_id: text.slice(0, slash), lot_key: text.slice(slash + 1) };
}

/**
 * The sheet's rows as this caller may see them: without the book quantity, the difference and the
 * moved flag when `showsBook` is false (a counter of a blind count). The counters' names and the
 * differences' value are read for the page at once.
 */
export async function toLines(
  db: Db,
  count: SheetCount,
  rows: repo.SheetRow[],
  showsBook: boolean,
  /** Whose own count each line states (`my_counted`), if anyone's. */
  employeeId?: string,
) {
  const lineIds = rows.flatMap((row) => (row.line_id ? [row.line_id] : []));
  const counters = new Map<string, string[]>();
  const mine = new Map<string, number>();
  for (const { line_id, name, own } of await repo.countersOfLines(db, lineIds, employeeId ?? null)) {
    if (name) counters.set(line_id, [...(counters.get(line_id) ?? []), name]);
    if (own !== null) mine.set(line_id, Number(own));
  }
  const costs = showsBook
    ? await averageUnitCosts(db, [...new Set(rows.map((row) => row.product_id))], count.warehouse_id)
    : new Map<string, number>();
  return rows.map((row): StockCountLine => {
    const counted = row.counted === null ? null : Number(row.counted);
    const line: StockCountLine = {
      id: sheetKeyText(row),
      line_id: row.line_id,
      product: { id: row.product_id, name: row.product_name, sku: row.sku, category: row.category },
      lot_id: row.lot_id,
      lot_number: row.lot_number,
      unit: row.unit,
      expiration_date: row.expiration_date,
      counted,
      recount: row.recount === 1,
      counted_by: row.line_id ? (counters.get(row.line_id) ?? []).sort() : [],
      last_counted_at: row.last_counted_at,
      ...(employeeId ? { my_counted: row.line_id ? (mine.get(row.line_id) ?? null) : null } : {}),
      // A counted line that matched needed no adjustment: 0 once the count is applied.
      adjusted:
        row.adjusted !== null ? Number(row.adjusted) : count.status === "APPLIED" && counted !== null ? 0 : null,
    };
    if (!showsBook) return line;
    // A counted line's book is the lot's when first counted; an uncounted one's, the lot's when the
    // review began (what 'Poner en cero' takes away), else the lot's now.
    const book = row.booked_at !== null ? Number(row.book_quantity) : Number(row.lot_quantity);
    const difference = counted === null ? null : counted - book;
    const unitCost = costs.get(row.product_id) ?? 0;
    return {
      ...line,
      book,
      difference,
      difference_value: difference === null ? null : fromCents(Math.round(difference * unitCost)),
      moved:
        counted !== null &&
        (row.moved === 1 ||
          (row.lot_updated_at !== null && row.booked_at !== null && row.lot_updated_at > row.booked_at)),
    };
  });
}

export type SheetRequest = {
  page: number;
  after?: string | undefined;
  filter: StockCountLineFilter;
  search?: string | undefined;
};

/** A page of the count sheet, its total counted up to SHEET_COUNT_CAP («más de 1.000»). */
export async function sheetPage(
  db: Db,
  scope: repo.Scope & SheetCount,
  request: SheetRequest,
  showsBook: boolean,
  employeeId: string,
) {
  const query = {
    filter: request.filter,
    search: request.search ? normalizeForSearch(request.search) || undefined : undefined,
    after: parseSheetKey(request.after),
  };
  const page = await cappedPage(
    { page: request.page, after: request.after },
    {
      count: async () => {
        const total = await repo.countSheet(db, scope, { ...query, after: undefined }, SHEET_COUNT_CAP);
        return { total: Math.min(total, SHEET_COUNT_CAP), capped: total > SHEET_COUNT_CAP };
      },
      rows: async (limit, offset) =>
        (await repo.sheetPage(db, scope, query, limit, offset)).map((row) => ({ ...row, id: sheetKeyText(row) })),
    },
  );
  return { ...page, data: await toLines(db, scope, page.data, showsBook, employeeId) };
}
