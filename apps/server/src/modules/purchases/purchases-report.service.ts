import { PAGE_SIZE } from "@inventario/shared/constants";
import { addDays, formatDateEsCo } from "@inventario/shared/dates";
import { fromCents } from "@inventario/shared/money";
import type {
  PurchaseFigures,
  PurchaseReport,
  PurchaseReportQuery,
  PurchaseReportRow,
} from "@inventario/shared/purchases";
import { periodStart } from "@inventario/shared/report-periods";
import type { Db } from "../../db/connection";
import { longReadsOf } from "../../db/long-reads";
import { businessToday } from "../../lib/business-date";
import { pageOffset } from "../../lib/paging";
import * as repo from "./purchases.repository";

type Figures = {
  receipts: number | string | null;
  units: number | string | null;
  amount_cents: number | string | null;
};

const figuresOf = (row: Figures): PurchaseFigures => ({
  receipts: Number(row.receipts ?? 0),
  units: Number(row.units ?? 0),
  amount: fromCents(Number(row.amount_cents ?? 0)),
});

/** The range asked, or the last 30 days (today included). */
export function purchaseRange(query: Pick<PurchaseReportQuery, "from" | "to">) {
  const to = query.to ?? businessToday();
  return { from: query.from ?? addDays(to, -29), to };
}

/**
 * The purchases report (issue 32): what receipts brought in over the range, by period (each named by its
 * first day), supplier or product (largest amount first). Grouped reads run off the event loop.
 */
export async function purchaseReport(db: Db, query: PurchaseReportQuery): Promise<PurchaseReport> {
  const { from, to } = purchaseRange(query);
  const reads = longReadsOf(db);
  const totals = figuresOf(await repo.receivedTotals(reads, from, to));
  const base = { from, to, group: query.group, totals, page: query.page };
  if (query.group === "supplier" || query.group === "product") {
    const read = query.group === "supplier" ? repo.receivedBySupplier : repo.receivedByProduct;
    const [total, rows] = await Promise.all([
      repo.countReceivedGroups(reads, from, to, query.group),
      read(reads, from, to, PAGE_SIZE, pageOffset(query.page)),
    ]);
    const data = rows.map((row) => ({ key: row.key, label: row.label, detail: row.detail, ...figuresOf(row) }));
    return { ...base, data, total, total_pages: Math.ceil(total / PAGE_SIZE) };
  }
  const periods = new Map<string, PurchaseReportRow>();
  for (const day of await repo.receivedByDay(reads, from, to)) {
    const start = periodStart(day.day, query.group);
    const figures = figuresOf(day);
    const row = periods.get(start) ?? {
      key: start,
      label: formatDateEsCo(start),
      detail: null,
      receipts: 0,
      units: 0,
      amount: 0,
    };
    row.receipts += figures.receipts;
    row.units += figures.units;
    row.amount = Math.round((row.amount + figures.amount) * 100) / 100;
    periods.set(start, row);
  }
  const all = [...periods.values()];
  const start = pageOffset(query.page);
  return {
    ...base,
    data: all.slice(start, start + PAGE_SIZE),
    total: all.length,
    total_pages: Math.ceil(all.length / PAGE_SIZE),
  };
}

export type PurchasesReportService = ReturnType<typeof createPurchasesReportService>;

export function createPurchasesReportService(db: Db) {
  return { report: (query: PurchaseReportQuery) => purchaseReport(db, query) };
}
