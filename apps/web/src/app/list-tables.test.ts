import { describe, expect, it } from "vitest";

// Every screen file under features/, as text.
const sources = import.meta.glob<string>("../features/**/*.tsx", {
  query: "?raw",
  import: "default",
  eager: true,
});

/**
 * Tables that are not lists, written by hand: a chart's figures as a table (in a box of its own that
 * scrolls, opened with 'Ver como tabla'), the two-column permission tables (they fit a phone), and print
 * sheets (paper, not a screen).
 */
const NOT_LISTS = new Set([
  "../features/dashboard/components/dashboard-charts.tsx",
  "../features/reports/components/sales-chart.tsx",
  "../features/roles/components/permission-tables.tsx",
  "../features/withdrawals/components/picking-sheet.tsx",
  "../features/sales/components/sale-receipt.tsx",
  "../features/cash-sessions/components/cash-report-sheet.tsx",
  "../features/purchases/components/purchase-order-sheet.tsx",
  "../features/stock-counts/components/count-print-sheet.tsx",
  "../features/stock-counts/components/variance-print-sheet.tsx",
  "../features/warehouse-stock/components/stock-print-sheet.tsx",
]);

describe("lists", () => {
  it("reads the features", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  // A list written with DataTable, DataRow, DataCell and ActionsCell is a table on wide screens and stacked
  // cards on a phone, every cell labelled with its column: a raw <tr> or <td> would be neither.
  it("writes every list's rows and cells with the shared components", () => {
    const offenders = Object.entries(sources)
      .filter(([file]) => !NOT_LISTS.has(file) && !file.endsWith(".test.tsx"))
      .filter(([, text]) => /<(table|tr|td|th)[\s>]/.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it("lists only tables that still exist as exceptions", () => {
    for (const file of NOT_LISTS) expect(Object.keys(sources)).toContain(file);
  });
});
