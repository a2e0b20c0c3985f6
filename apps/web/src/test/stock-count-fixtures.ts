import type {
  StockCount,
  StockCountLine,
  StockCountSummary,
  StockCountVariance,
  StockCountVarianceProduct,
} from "@inventario/shared/stock-counts";
import { aceite, arroz, principal } from "./catalog-fixtures";

/** Count CF-000012 of Bodega Principal, open, not blind, as its approver sees it. */
export function stockCount(overrides: Partial<StockCount> = {}): StockCount {
  return {
    id: "c-1",
    number: "CF-000012",
    status: "OPEN",
    warehouse: { id: principal.id, name: principal.name },
    blind: false,
    scope: { category: "Granos", search: null, skus: null },
    note: "Conteo de fin de mes",
    opened_by: "Administrador",
    approved_by: null,
    created_at: "2026-11-20T14:00:00.000Z",
    applied_at: null,
    counted_lines: 1,
    net_value: null,
    reason: null,
    uncounted: null,
    cancelled_at: null,
    shows_book: true,
    ...overrides,
  };
}

export function summaryOf(count: StockCount): StockCountSummary {
  const { reason: _reason, uncounted: _uncounted, cancelled_at: _cancelled, shows_book: _shows, ...summary } = count;
  return summary;
}

/** Arroz's lot L1 on the sheet: 5 counted by Laura against 7 in the book. */
export function countLine(overrides: Partial<StockCountLine> = {}): StockCountLine {
  return {
    id: `${arroz.id}/L1`,
    line_id: "cl-1",
    product: { id: arroz.id, name: arroz.name, sku: arroz.sku, category: arroz.category },
    lot_id: "lot-1",
    lot_number: "L1",
    unit: "UD",
    expiration_date: "2027-03-01",
    counted: 5,
    recount: false,
    counted_by: ["laura gómez"],
    last_counted_at: "2026-11-20T15:00:00.000Z",
    book: 7,
    difference: -2,
    difference_value: -5000,
    moved: false,
    ...overrides,
  };
}

/** The same line as a counter of a blind count sees it: no book, difference or movement. */
export function blindLine(overrides: Partial<StockCountLine> = {}): StockCountLine {
  const { book: _book, difference: _difference, difference_value: _value, moved: _moved, ...line } = countLine();
  return { ...line, ...overrides };
}

export const sheetPageOf = (
  lines: StockCountLine[],
  extra: { total_capped?: boolean; next_after?: string | null } = {},
) => ({
  data: lines,
  page: 1,
  total_pages: 1,
  total: lines.length,
  total_capped: false,
  next_after: null,
  ...extra,
});

/** Arroz in the variance report: 10 missing of 100, worth $ 6.000. */
export function varianceProduct(overrides: Partial<StockCountVarianceProduct> = {}): StockCountVarianceProduct {
  return {
    product: { id: arroz.id, name: arroz.name, sku: arroz.sku, category: arroz.category },
    lots: 1,
    book: 100,
    counted: 90,
    difference: -10,
    value: -6000,
    ...overrides,
  };
}

/**
 * Count c-1's variance report before applying: Arroz 10 short ($ 6.000), Aceite 5 over ($ 2.500), one
 * product per category; `overrides` replace any part.
 */
export function varianceReport(overrides: Partial<StockCountVariance> = {}): StockCountVariance {
  const surplus = varianceProduct({
    product: { id: aceite.id, name: aceite.name, sku: aceite.sku, category: aceite.category },
    book: 30,
    counted: 35,
    difference: 5,
    value: 2500,
  });
  return {
    data: [varianceProduct(), surplus],
    page: 1,
    total_pages: 1,
    total: 2,
    valued_at: "average_cost",
    totals: {
      products: 2,
      surplus_units: 5,
      shortage_units: 10,
      net_units: -5,
      surplus_value: 2500,
      shortage_value: 6000,
      net_value: -3500,
    },
    categories: [
      {
        category: "Aceites",
        products: 1,
        surplus_units: 5,
        shortage_units: 0,
        net_units: 5,
        surplus_value: 2500,
        shortage_value: 0,
        net_value: 2500,
      },
      {
        category: "Granos",
        products: 1,
        surplus_units: 0,
        shortage_units: 10,
        net_units: -10,
        surplus_value: 0,
        shortage_value: 6000,
        net_value: -6000,
      },
    ],
    ...overrides,
  };
}
