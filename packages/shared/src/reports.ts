import { z } from "zod";
import { isRealDate } from "./dates";
import { exportQueryShape } from "./export";
import { MOVEMENT_TYPE_CODES } from "./movements";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";
import { SALES_PERIODS } from "./report-periods";
import { taxTotalSchema } from "./taxes";
import { searchText, text } from "./text";

/**
 * Reports (issue 20): the kardex valorizado of a product, the inventory's value at a date, the sales
 * report and the dashboard's charts. Money travels as pesos (2 decimals), computed from integer cents;
 * dates are business dates (BUSINESS_TIME_ZONE) as YYYY-MM-DD. Valuation: shared/valuation.ts.
 */
export const reportMessages = {
  dateInvalid: "Escribe una fecha válida (AAAA-MM-DD)",
  dateRangeInvalid: "La fecha inicial debe ser anterior o igual a la final",
  futureDate: "La fecha no puede ser posterior a hoy",
  rangeTooLong: "El rango admite como máximo 3 años",
  groupInvalid: "Agrupa por día, semana, mes, producto, cliente o empleado",
  productNotFound: "El producto no existe",
  warehouseNotFound: "La bodega no existe",
} as const;

/**
 * A business date; "" (an emptied date field) counts as not given. Years 1900–2999: a ledger row's
 * instant must fit its time-ordered id, and no business keeps records from before.
 */
export const reportDate = z
  .string(reportMessages.dateInvalid)
  .refine((date) => isRealDate(date) && date >= "1900-01-01" && date <= "2999-12-31", reportMessages.dateInvalid)
  .optional()
  .or(z.literal("").transform(() => undefined));

const optionalId = text().min(1).max(64).optional();

/** Units and value after a movement, or at a date: what the kardex's 'Saldo' columns show. */
export const balanceSchema = z.object({
  quantity: z.number(),
  average_cost: z.number().describe("Costo promedio ponderado por unidad, en pesos"),
  value: z.number().describe("Valor total en pesos"),
});
export type BalanceFigures = z.infer<typeof balanceSchema>;

const flowSchema = z.object({
  quantity: z.number(),
  unit_cost: z.number().describe("Costo unitario en pesos: el de la entrada, o el promedio con que sale"),
  total: z.number(),
});

// ---------------------------------------------------------------------------------------------- kardex

/** GET /product/{id}/kardex: `from`/`to` default to the first day of this month and today. */
export const kardexQuerySchema = pageQuerySchema
  .extend({ from: reportDate, to: reportDate, warehouse_id: optionalId, ...exportQueryShape })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: reportMessages.dateRangeInvalid, path: ["to"] });
export type KardexQuery = z.output<typeof kardexQuerySchema>;

/** One ledger row of the kardex: an entry fills `entry`, an exit fills `exit`; `balance` is after it. */
export const kardexRowSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  type: z.enum(MOVEMENT_TYPE_CODES),
  type_label: z.string(),
  /** The readable reference: "Venta V-000123", "Alistamiento A-000045", "Inventario inicial"… */
  document: z.string().nullable(),
  warehouse: z.object({ id: z.string(), name: z.string() }),
  lot_number: z.string().nullable(),
  unit: z.string(),
  entry: flowSchema.nullable(),
  exit: flowSchema.nullable(),
  balance: balanceSchema,
});
export type KardexRow = z.infer<typeof kardexRowSchema>;

export const kardexPageSchema = pagedResponseSchema(kardexRowSchema).extend({
  product: z.object({ id: z.string(), name: z.string(), sku: z.string() }),
  from: z.string(),
  to: z.string(),
  warehouse_id: z.string().nullable(),
  /** The balance before the range's first movement: the kardex's first row ('Saldo inicial'). */
  opening: balanceSchema,
  /** The balance after the range's last movement. */
  closing: balanceSchema,
});
export type KardexPage = z.infer<typeof kardexPageSchema>;

// ------------------------------------------------------------------------------------ inventory value

/** GET /reports/inventory-value: `date` defaults to today; any past date, no mandatory filter. */
export const inventoryValueQuerySchema = pageQuerySchema.extend({
  date: reportDate,
  warehouse_id: optionalId,
  search: searchText(),
  ...exportQueryShape,
});
export type InventoryValueQuery = z.output<typeof inventoryValueQuerySchema>;

/** A product (in the chosen warehouse, if any) at the end of the date. */
export const inventoryValueRowSchema = z.object({
  product: z.object({ id: z.string(), name: z.string(), sku: z.string(), is_active: z.boolean() }),
  unit: z.string().nullable(),
  balance: balanceSchema,
});
export type InventoryValueRow = z.infer<typeof inventoryValueRowSchema>;

export const inventoryValuePageSchema = pagedResponseSchema(inventoryValueRowSchema).extend({
  date: z.string(),
  warehouse_id: z.string().nullable(),
  /** The whole inventory's value at the end of the date (of the warehouse when one is chosen). */
  total_value: z.number(),
});
export type InventoryValuePage = z.infer<typeof inventoryValuePageSchema>;

// --------------------------------------------------------------------------------------- sales report

export const SALES_GROUPS = ["day", "week", "month", "product", "client", "employee"] as const;
export type SalesGroup = (typeof SALES_GROUPS)[number];
export const salesGroupLabels: Record<SalesGroup, string> = {
  day: "Día",
  week: "Semana",
  month: "Mes",
  product: "Producto",
  client: "Cliente",
  employee: "Empleado",
};

/** A sales range's dates: both optional (the server fills its defaults), the start not after the end. */
const salesRangeShape = { from: reportDate, to: reportDate };
const salesRangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const salesRangeOrderError = { message: reportMessages.dateRangeInvalid, path: ["to"] };

/**
 * GET /reports/sales: `from`/`to` default to the last 30 days (today included); group defaults to day.
 * Neither date may be after today, and the range spans at most 3 years (400 otherwise).
 */
export const salesReportQuerySchema = pageQuerySchema
  .extend({
    ...salesRangeShape,
    group: z.enum(SALES_GROUPS, { error: reportMessages.groupInvalid }).default("day"),
    ...exportQueryShape,
  })
  .refine(salesRangeInOrder, salesRangeOrderError);
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

export const salesFiguresSchema = z.object({
  sales: z.number().int().describe("Ventas no anuladas"),
  units: z.number(),
  amount: z.number().describe("Total vendido en pesos"),
  average_ticket: z.number().describe("amount / sales; 0 sin ventas"),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/**
 * One group: a period (key = its first day, YYYY-MM-DD, even when the range starts inside it), a product
 * (key = its id), a client or an employee (key = their identification; "" for sales registered by nobody).
 */
export const salesReportRowSchema = salesFiguresSchema.extend({
  key: z.string(),
  label: z.string(),
  /** What tells two rows of one name apart: a product's SKU, a person's identification; null for periods. */
  detail: z.string().nullable(),
});
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

export const topProductSchema = z.object({
  product: z.object({ id: z.string(), name: z.string(), sku: z.string() }),
  units: z.number(),
  amount: z.number(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

/**
 * GET /reports/sales. Grouped by day, week or month, `data` holds the periods with sales, newest first, all on
 * page 1 (`total_pages` 1, or 0 without sales); by product, client or employee, pages of 10 by amount.
 */
export const salesReportSchema = pagedResponseSchema(salesReportRowSchema).extend({
  from: z.string(),
  to: z.string(),
  group: z.enum(SALES_GROUPS),
  totals: salesFiguresSchema,
  /**
   * Every period of the range, oldest first, zeros included: what the chart draws. The group's own
   * periods when it is day, week or month (`data` is then a page of them); otherwise days, weeks or
   * months by the range's length (shared chartPeriodFor).
   */
  chart: z.object({ period: z.enum(SALES_PERIODS), rows: z.array(salesReportRowSchema) }),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/**
 * GET /reports/sales/top-products: the sales report's range rules (default the last 30 days, nothing
 * after today, at most 3 years). Its own request because grouping a month's lines by product costs far
 * more than the rest of the report (docs/decisions/0018-charts.md).
 */
export const salesTopProductsQuerySchema = z.object(salesRangeShape).refine(salesRangeInOrder, salesRangeOrderError);
export type SalesTopProductsQuery = z.output<typeof salesTopProductsQuerySchema>;

export const salesTopProductsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The 10 products with the largest amount in the range, largest first (ties by id). */
  products: z.array(topProductSchema),
});
export type SalesTopProducts = z.infer<typeof salesTopProductsSchema>;

/**
 * GET /reports/sales/taxes (issue 35): the range's value before IVA and its base and IVA per class, over the
 * sales not cancelled (the report's range rules). Lines sold before IVA was recorded count in the subtotal
 * only. Its own request, as the top products: it reads the range's lines.
 */
export const salesTaxesSchema = z.object({
  from: z.string(),
  to: z.string(),
  subtotal: z.number(),
  taxes: z.array(taxTotalSchema),
});
export type SalesTaxes = z.infer<typeof salesTaxesSchema>;

// ------------------------------------------------------------------------------------ dashboard charts

/** The last CHART_DAYS business days, today included. */
export const CHART_DAYS = 30;

/**
 * GET /dashboard/charts (access dashboard:read). Each series comes only to a user who may read what it
 * counts, null otherwise: sales (amounts are the business's takings) with sales:read, movements with
 * movements:read, as the screens listing them require.
 */
export const dashboardChartsSchema = z.object({
  days: z.array(z.string()).describe("Las fechas del negocio de los últimos 30 días, la más antigua primero"),
  sales: z.array(z.object({ date: z.string(), sales: z.number().int(), amount: z.number() })).nullable(),
  /** Per day, how many movements of each type (every type present, 0 when none). */
  movements: z
    .array(z.object({ date: z.string(), counts: z.record(z.enum(MOVEMENT_TYPE_CODES), z.number().int()) }))
    .nullable(),
});
export type DashboardCharts = z.infer<typeof dashboardChartsSchema>;
