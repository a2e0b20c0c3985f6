import { z } from "zod";
import { DEFAULT_EXPIRY_WINDOW, EXPIRY_WINDOWS, type ExpiryWindow } from "./alert-windows";
import { addDays, DATE_PATTERN } from "./dates";
import { exportQueryShape } from "./export";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";
import { lotNumberSchema } from "./products";
import { searchText, text } from "./text";

/**
 * Stock alerts (docs/decisions/0016-stock-alerts.md). A product's available stock is what its lots
 * that are not expired hold minus what pending picking requests still need; a warehouse's is what its
 * lots that are not expired hold. "Expired" means an expiration date before the business's today.
 *
 * - low ('Stock bajo'): something available, at or below the minimum (minimum > 0), per product or per warehouse;
 * - out ('Agotados'): available ≤ 0 with a minimum set, or (per product) with pending needs;
 * - expiring ('Por vencer'): lots holding stock that expire today or within the next `days` days;
 * - expired ('Vencidos'): lots holding stock whose expiration date has passed.
 *
 * low and out do not overlap (issue 32): a product with a minimum and nothing available is out only.
 */
export const ALERT_KINDS = ["low", "out", "expiring", "expired"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

// The count cap, the expiry windows and the day arithmetic live in zod-free modules (the sidebar's badge
// and the dashboard use them without zod); every import from here keeps working.
export { ALERT_COUNT_CAP, DEFAULT_EXPIRY_WINDOW, EXPIRY_WINDOWS, type ExpiryWindow } from "./alert-windows";
export { addDays, daysBetween } from "./dates";

export const alertKindLabels: Record<AlertKind, string> = {
  low: "Stock bajo",
  out: "Agotados",
  expiring: "Por vencer",
  expired: "Vencidos",
};

export const alertMessages = {
  kind: "El tipo de alerta debe ser low, out, expiring o expired",
  days: "La ventana de vencimiento debe ser de 30, 60 o 90 días",
  lotsRequired: "Selecciona al menos un lote",
  tooManyLots: (max: number) => `Se pueden dar de baja como máximo ${max} lotes a la vez`,
  repeatedLot: "Un lote está repetido en la selección",
  reasonTooLong: "El motivo admite como máximo 200 caracteres",
  lotNotFound: (lot: string) => `El lote ${lot} no existe en esa bodega`,
  notExpired: (lot: string) => `El lote ${lot} no está vencido: solo se dan de baja lotes vencidos`,
  emptyLot: (lot: string) => `El lote ${lot} ya no tiene existencias`,
  writtenOff: (lots: number) => (lots === 1 ? "Se dio de baja el lote" : `Se dieron de baja ${lots} lotes`),
} as const;

/** How a lot without number is named in messages. */
export const lotName = (lotNumber: string | null) => lotNumber ?? "sin número";

/** The reference of a write-off's WITHDRAWAL movement: says why the units left. */
export const writeOffReference = (reason: string | undefined) => (reason ? `Vencido: ${reason}` : "Vencido");

export const expiryWindowSchema = z.coerce
  .number({ error: alertMessages.days })
  .refine((days): days is ExpiryWindow => (EXPIRY_WINDOWS as readonly number[]).includes(days), alertMessages.days)
  .default(DEFAULT_EXPIRY_WINDOW);

export const alertSummaryQuerySchema = z.object({ days: expiryWindowSchema });

/** GET /alerts/summary: how many alerts of each kind, each counted up to ALERT_COUNT_CAP (then `capped`). */
export const alertSummarySchema = z.object({
  today: z.string().describe("La fecha del negocio (BUSINESS_TIME_ZONE) con la que se calcularon"),
  days: z.number().int(),
  low: z.number().int(),
  out: z.number().int(),
  expiring: z.number().int(),
  expired: z.number().int(),
  total: z.number().int().describe("La suma de los cuatro"),
  products: z
    .number()
    .int()
    .describe(
      "Productos que necesitan acción (con stock bajo o agotados, propios o de una bodega, o con un lote vencido), cada uno una vez: lo que muestra la insignia del menú",
    ),
  capped: z.boolean().describe("true cuando algún conteo se detuvo en 500 (hay más)"),
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;

export const alertListQuerySchema = pageQuerySchema.extend({
  kind: z.enum(ALERT_KINDS, { error: alertMessages.kind }),
  days: expiryWindowSchema,
  warehouse_id: text().min(1).max(64).optional(),
  search: searchText(),
  /**
   * low/out: `product` pages by product (issue 32), each row a product with its warehouses' alerts in
   * `warehouses`; without it each alert is its own row. A file is always one row per alert.
   */
  group: z.enum(["product"], { error: "La agrupación debe ser product" }).optional(),
  ...exportQueryShape,
});
export type AlertListQuery = z.infer<typeof alertListQuerySchema>;

const namedSchema = z.object({ id: z.string(), name: z.string() });

/**
 * One alert. low/out: a product (warehouse null) or a product in one warehouse; `quantity` is what is
 * available. expiring/expired: a lot; `quantity` is what it holds.
 */
export const alertRowSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  product: namedSchema.extend({ sku: z.string() }),
  warehouse: namedSchema.nullable(),
  lot_number: z.string().nullable(),
  quantity: z.number(),
  unit: z.string().nullable(),
  /** low/out: the product's (or the warehouse's) minimum and maximum, and what pending requests need. */
  minimum: z.number().nullable(),
  maximum: z.number().nullable(),
  reserved: z.number().nullable(),
  /** low with a maximum: maximum − available. */
  suggested_reorder: z.number().nullable(),
  /** expiring/expired: the lot's date, and the days from today to it (negative once passed). */
  expiration_date: z.string().regex(DATE_PATTERN).nullable(),
  days_left: z.number().int().nullable(),
  /** low/out: the product's units on open purchase orders ('En camino'); null for lots. */
  on_order: z.number().nullable(),
  /**
   * A warehouse's row of a list grouped by product: the other active warehouse that can give the most of
   * the product and stay out of 'Stock bajo' itself (one above its minimum), `available` what it can give
   * ('Trasladar'); null otherwise.
   */
  transfer_from: namedSchema.extend({ available: z.number() }).nullable(),
});
export type AlertRow = z.infer<typeof alertRowSchema>;

/**
 * A product's row of a list grouped by product: its own figures (all warehouses), `own_alert` whether they
 * are themselves in the alert, and its warehouses' alerts underneath.
 */
export const productAlertRowSchema = alertRowSchema.extend({
  own_alert: z.boolean(),
  warehouses: z.array(alertRowSchema),
});
export type ProductAlertRow = z.infer<typeof productAlertRowSchema>;

export const alertPageSchema = pagedResponseSchema(z.union([productAlertRowSchema, alertRowSchema])).extend({
  total_capped: z.boolean(),
  today: z.string(),
});
export type AlertPage = z.infer<typeof alertPageSchema>;

/** At most this many lots in one write-off: a few pages of the 'Vencidos' tab. */
export const MAX_WRITE_OFF_LOTS = 100;

export const writeOffLotSchema = z.object({
  product_id: text().min(1).max(64),
  warehouse_id: text().min(1).max(64),
  lot_number: lotNumberSchema,
});
export type WriteOffLot = z.infer<typeof writeOffLotSchema>;

/** POST /inventory/write-off: takes the whole of each expired lot out, all or nothing. */
export const writeOffSchema = z.object({
  lots: z
    .array(writeOffLotSchema)
    .min(1, alertMessages.lotsRequired)
    .max(MAX_WRITE_OFF_LOTS, alertMessages.tooManyLots(MAX_WRITE_OFF_LOTS))
    .refine(
      (lots) =>
        new Set(lots.map((l) => `${l.product_id}\u0000${l.warehouse_id}\u0000${l.lot_number ?? ""}`)).size ===
        lots.length,
      alertMessages.repeatedLot,
    ),
  reason: text().trim().max(200, alertMessages.reasonTooLong).optional(),
});
export type WriteOffInput = z.input<typeof writeOffSchema>;

export const writeOffResultSchema = z.object({
  ok: z.literal(true),
  lots: z.number().int(),
  quantity: z.number(),
});
export type WriteOffResult = z.infer<typeof writeOffResultSchema>;

/** A lot's state on `today`: expired (date before today), expiring (within `days`), or neither. */
export function expiryStatus(
  expirationDate: string | null,
  today: string,
  days: number = DEFAULT_EXPIRY_WINDOW,
): "expired" | "expiring" | null {
  if (expirationDate === null) return null;
  if (expirationDate < today) return "expired";
  return expirationDate <= addDays(today, days) ? "expiring" : null;
}
