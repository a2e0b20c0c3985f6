import { addDays } from "@inventario/shared/alerts";
import { PAGE_SIZE } from "@inventario/shared/constants";
import { fromCents } from "@inventario/shared/money";
import {
  addYears,
  chartPeriodFor,
  isSalesPeriod,
  periodLabel,
  periodStart,
  periodsBetween,
  type SalesPeriod,
} from "@inventario/shared/report-periods";
import {
  reportMessages,
  type SalesGroup,
  type SalesReport,
  type SalesReportQuery,
  type SalesReportRow,
  type SalesTaxes,
  type SalesTopProducts,
  type SalesTopProductsQuery,
} from "@inventario/shared/reports";
import { taxTotals } from "@inventario/shared/taxes";
import type { Db } from "../../db/connection";
import { AppError } from "../../errors";
import { businessDayStart, businessToday } from "../../lib/business-date";
import { mapBatches } from "../../lib/export/batches";
import { paged, pageOffset } from "../../lib/paging";
import * as repo from "./sales-report.repository";

const invalid = (field: string, message: string) => new AppError(400, "VALIDATION", message, { [field]: message });

const TOP_PRODUCTS = 10;
/** The label of the sales nobody registered (employee_id ''), e.g. loaded from another system. */
const NO_EMPLOYEE = "Sin empleado";

/** A group's row: its figures in pesos and its average ticket (0 without sales), to the cent. */
function toRow(
  key: string,
  label: string,
  detail: string | null,
  { sales, units, amount_cents }: repo.Figures,
): SalesReportRow {
  return {
    key,
    label,
    detail,
    sales,
    units,
    amount: fromCents(amount_cents),
    average_ticket: sales === 0 ? 0 : fromCents(Math.round(amount_cents / sales)),
  };
}

const ZERO: repo.Figures = { sales: 0, units: 0, amount_cents: 0 };
const add = (a: repo.Figures, b: repo.Figures): repo.Figures => ({
  sales: a.sales + b.sales,
  units: a.units + b.units,
  amount_cents: a.amount_cents + b.amount_cents,
});

/** The range's dates: defaults, and the refusals the schema cannot make without knowing today. */
function rangeOf(query: { from?: string; to?: string }): { from: string; to: string } {
  const today = businessToday();
  if (query.from !== undefined && query.from > today) throw invalid("from", reportMessages.futureDate);
  if (query.to !== undefined && query.to > today) throw invalid("to", reportMessages.futureDate);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -29);
  if (from > to) throw invalid("to", reportMessages.dateRangeInvalid);
  if (to > addYears(from, 3)) throw invalid("to", reportMessages.rangeTooLong);
  return { from, to };
}

/** Every period of the range, zeros included, oldest first, from the range's daily figures. */
function periodRows(daily: Array<repo.Figures & { day: string }>, from: string, to: string, period: SalesPeriod) {
  const byPeriod = new Map(periodsBetween(from, to, period).map((start) => [start, ZERO]));
  for (const day of daily) {
    const start = periodStart(day.day, period);
    byPeriod.set(start, add(byPeriod.get(start) ?? ZERO, day));
  }
  return [...byPeriod].map(([start, figures]) => toRow(start, periodLabel(start, period), null, figures));
}

/**
 * A period group's table (issue 35): the periods with sales, newest first, every one on one page (a month
 * by day is at most 31 rows, the longest range by day 1,096; the chart still draws the empty ones). Padded with empty days, oldest first,
 * ten to a page, a lone day of sales sat on page 3.
 */
const soldPeriods = (chart: SalesReportRow[]) => chart.filter((row) => row.sales > 0).reverse();

export type SalesReportService = ReturnType<typeof createSalesReportService>;

/** A range of business dates, with its instants [start of `from`, start of the day after `to`). */
const rangeBetween = (from: string, to: string): repo.SalesRange => ({
  start: new Date(businessDayStart(from)).toISOString(),
  end: new Date(businessDayStart(addDays(to, 1))).toISOString(),
  from,
  to,
});

/**
 * The sales report (issue 20; docs/decisions/0018-charts.md): the sales not cancelled between two
 * business dates, grouped by day, ISO week, month, product, client or employee, with the totals and every
 * period for the chart; and, asked apart, the 10 products that sold the most in the same range.
 */
export function createSalesReportService(db: Db) {
  /** `limit` of the non-period groups from `offset`, sorted by amount, with their labels. */
  async function groupPage(
    group: Exclude<SalesGroup, SalesPeriod>,
    range: repo.SalesRange,
    dates: { from: string; to: string },
    offset: number,
    limit: number = PAGE_SIZE,
  ): Promise<{ rows: SalesReportRow[]; total: number }> {
    if (group === "employee") {
      const all = (await repo.employeeFigures(db, dates.from, dates.to)).sort(
        (a, b) => b.amount_cents - a.amount_cents || a.employee_id.localeCompare(b.employee_id),
      );
      const shown = all.slice(offset, offset + limit);
      const names = new Map(
        (await repo.employeeNames(db, shown.map((row) => row.employee_id).filter(Boolean))).map((e) => [e.id, e]),
      );
      const rows = shown.map((row) => {
        const employee = names.get(row.employee_id);
        return toRow(
          employee?.identification ?? row.employee_id,
          employee?.name ?? NO_EMPLOYEE,
          employee?.identification ?? null,
          row,
        );
      });
      return { rows, total: all.length };
    }
    if (group === "product") {
      const groups = await repo.productGroups(db, range, offset, limit);
      const total = groups.rows.length > 0 || offset === 0 ? groups.total : await repo.productGroupCount(db, range);
      return { rows: await productRows(groups.rows), total };
    }
    const groups = await repo.clientGroups(db, range, offset, limit);
    const total = groups.rows.length > 0 || offset === 0 ? groups.total : await repo.clientGroupCount(db, range);
    return { rows: await clientRows(range, groups.rows), total };
  }

  /** Names and SKUs of these products, by id, in one query. */
  const productsById = async (ids: string[]) => new Map((await repo.productNames(db, ids)).map((p) => [p.id, p]));

  /** Product groups as report rows: their names and SKUs, read in one query. */
  async function productRows(groups: Array<repo.Figures & { key: string }>): Promise<SalesReportRow[]> {
    const names = await productsById(groups.map((row) => row.key));
    return groups.map((row) => {
      const product = names.get(row.key);
      return toRow(row.key, product?.name ?? "", product?.sku ?? null, row);
    });
  }

  /** Client groups as report rows: their names, and the units they bought in the range. */
  async function clientRows(
    range: repo.SalesRange,
    groups: Array<repo.Figures & { key: string }>,
  ): Promise<SalesReportRow[]> {
    const ids = groups.map((row) => row.key);
    const [names, units] = await Promise.all([repo.clientNames(db, ids), repo.clientUnits(db, range, ids)]);
    const byId = new Map(names.map((c) => [c.id, c]));
    return groups.map((row) => {
      const client = byId.get(row.key);
      return toRow(client?.identification ?? row.key, client?.name ?? "", client?.identification ?? null, {
        ...row,
        units: units.get(row.key) ?? 0,
      });
    });
  }

  async function topProductsOf(range: repo.SalesRange) {
    const top = await repo.topProducts(db, range, TOP_PRODUCTS);
    const names = await productsById(top.map((row) => row.key));
    return top.map((row) => {
      const product = names.get(row.key);
      return {
        product: { id: row.key, name: product?.name ?? "", sku: product?.sku ?? "" },
        units: row.units,
        amount: fromCents(row.amount_cents),
      };
    });
  }

  /**
   * Every group of the report for an export, in the pages' order: the periods (at most a few thousand)
   * and the employees (one per user) at once; products and clients grouped once and walked a batch at a time
   * (db/grouped-walk.ts), each batch labelled with one read of its names.
   */
  async function* allGroups(query: SalesReportQuery): AsyncGenerator<SalesReportRow[]> {
    const { from, to } = rangeOf(query);
    const { group } = query;
    const range = rangeBetween(from, to);
    if (isSalesPeriod(group)) yield soldPeriods(periodRows(await repo.dailyFigures(db, from, to), from, to, group));
    else if (group === "employee") {
      const { rows } = await groupPage(group, range, { from, to }, 0, Number.POSITIVE_INFINITY);
      if (rows.length > 0) yield rows;
    } else if (group === "product") yield* mapBatches(repo.allProductGroups(db, range), productRows);
    else yield* mapBatches(repo.allClientGroups(db, range), (rows) => clientRows(range, rows));
  }

  return {
    /** The report's groups for an export (its dates checked first: a refused range is a 400, not a file). */
    all(query: SalesReportQuery): AsyncGenerator<SalesReportRow[]> {
      rangeOf(query);
      return allGroups(query);
    },

    async report(query: SalesReportQuery): Promise<SalesReport> {
      const { from, to } = rangeOf(query);
      const range = rangeBetween(from, to);
      const { group, page } = query;
      const period = isSalesPeriod(group) ? group : chartPeriodFor(from, to);
      const [daily, groups] = await Promise.all([
        repo.dailyFigures(db, from, to),
        isSalesPeriod(group) ? null : groupPage(group, range, { from, to }, pageOffset(page)),
      ]);
      const chart = periodRows(daily, from, to, period);
      const totals = toRow("", "", null, daily.reduce(add, ZERO));
      const sold = groups ? null : soldPeriods(chart);
      const pageOf = groups
        ? paged(groups.rows, page, groups.total)
        : { data: page === 1 ? sold! : [], page, total_pages: sold!.length > 0 ? 1 : 0, total: sold!.length };
      return {
        ...pageOf,
        from,
        to,
        group,
        totals: {
          sales: totals.sales,
          units: totals.units,
          amount: totals.amount,
          average_ticket: totals.average_ticket,
        },
        chart: { period, rows: chart },
      };
    },

    /**
     * The 10 products with the largest amount in the range (same dates and refusals as the report). Its
     * own request: grouping the range's lines by product is the report's one costly read (~100 ms for a
     * month at the large size), so the totals, rows and chart do not wait for it.
     */
    async topProducts(query: SalesTopProductsQuery): Promise<SalesTopProducts> {
      const { from, to } = rangeOf(query);
      return { from, to, products: await topProductsOf(rangeBetween(from, to)) };
    },

    /** The range's value before IVA and its IVA per class (same dates and refusals as the report). */
    async taxes(query: SalesTopProductsQuery): Promise<SalesTaxes> {
      const { from, to } = rangeOf(query);
      const rows = await repo.taxFigures(db, rangeBetween(from, to));
      const { subtotal_cents, taxes } = taxTotals(
        rows.map((row) => ({
          tax_class: row.tax_class,
          base_cents: Number(row.base_cents),
          tax_cents: Number(row.tax_cents),
        })),
      );
      return { from, to, subtotal: fromCents(subtotal_cents), taxes };
    },
  };
}
