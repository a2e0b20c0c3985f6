import { z } from "zod";
import { isRealDate } from "./dates";
import { exportable, exportQueryShape } from "./export";
import { limitMessages, MAX_AMOUNT_CENTS } from "./limits";
import { moneySchema, toCents } from "./money";
import { cappedPageSchema, pagedResponseSchema, pageQuerySchema } from "./pagination";
import { expirationSchema, lotNumberSchema, quantitySchema } from "./products";
import { reportDate, reportMessages } from "./reports";
import { requiredText, searchText, text } from "./text";

/** Lines of one purchase order, and of one receipt or return. */
export const MAX_ORDER_LINES = 1_000;
/** The most a line may be received past its quantity, in percent of it. */
export const MAX_OVER_RECEIPT_PERCENT = 100;

export const PURCHASE_ORDER_STATUSES = ["DRAFT", "SENT", "PARTIAL", "RECEIVED", "CANCELLED", "CLOSED"] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** Each status as the screens name it (issue 32). */
export const purchaseOrderStatusLabels: Record<PurchaseOrderStatus, string> = {
  DRAFT: "Borrador",
  SENT: "Enviada",
  PARTIAL: "Recibida parcialmente",
  RECEIVED: "Recibida",
  CANCELLED: "Cancelada",
  CLOSED: "Cerrada",
};

/** The statuses whose lines still count as on order ('En camino'). */
export const OPEN_ORDER_STATUSES = ["SENT", "PARTIAL"] as const satisfies readonly PurchaseOrderStatus[];

export const purchaseMessages = {
  supplierRequired: "Selecciona un proveedor",
  supplierUnavailable: "El proveedor no existe o está inactivo",
  warehouseRequired: "Selecciona la bodega de destino",
  warehouseUnavailable: "La bodega no existe o está inactiva",
  productRequired: "Selecciona un producto",
  productUnavailable: "El producto no existe o está inactivo",
  productRepeated: "El producto ya está en otra línea de la orden",
  linesRequired: "Agrega al menos una línea",
  tooManyLines: `Una orden admite hasta ${MAX_ORDER_LINES.toLocaleString("es-CO")} líneas`,
  costRequired: "El costo es obligatorio",
  costInvalid: "El costo debe ser un valor en pesos mayor o igual a 0",
  lineValue: limitMessages.lotValue,
  dateInvalid: "La fecha no es válida",
  notesTooLong: "Las notas admiten como máximo 1.000 caracteres",
  toleranceInvalid: `La tolerancia es un porcentaje entero entre 0 y ${MAX_OVER_RECEIPT_PERCENT}`,
  reasonRequired: "Escribe el motivo",
  reasonTooLong: "El motivo admite como máximo 500 caracteres",
  notFound: "La orden de compra no existe",
  receiptNotFound: "La recepción no existe",
  notDraft: "Solo se puede editar o enviar una orden en borrador",
  notCancellable: "Solo se puede cancelar una orden que no ha recibido nada (en borrador o enviada)",
  notClosable: "Solo se puede cerrar una orden enviada o recibida parcialmente",
  notReceivable: "Solo se puede recibir una orden enviada o recibida parcialmente",
  itemRequired: "Indica la línea de la orden",
  itemUnknown: "La línea no pertenece a esta orden",
  itemRepeated: "La línea ya está en otra fila con el mismo lote y bodega",
  overReceipt: (pending: number, allowed: number) =>
    allowed > pending
      ? `Solo faltan ${pending} unidades (con la tolerancia se admiten hasta ${allowed})`
      : `Solo faltan ${pending} unidades por recibir en esta línea`,
  returnLineUnknown: "Ese producto, bodega y lote no están en esta recepción",
  overReturn: (returnable: number) => `Solo se pueden devolver ${returnable} unidades de ese lote de la recepción`,
  lotShort: (available: number) => `El lote solo tiene ${available} unidades en la bodega`,
  noSupplierPrice: "El proveedor no tiene precio para este producto: agrégalo a su lista de precios",
} as const;

const idText = (required: string) => requiredText(required, 64);
const reasonSchema = requiredText(purchaseMessages.reasonRequired, 500, purchaseMessages.reasonTooLong);
const unitCost = moneySchema(purchaseMessages.costRequired, purchaseMessages.costInvalid);
const dateOrNull = text()
  .trim()
  .max(10, purchaseMessages.dateInvalid)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isRealDate(value), purchaseMessages.dateInvalid);

const lineValueWithin = (line: { quantity: number; unit_cost: number }) =>
  line.quantity * toCents(line.unit_cost) <= MAX_AMOUNT_CENTS;

/** One line of a purchase order: the product, how many and at what unit cost. */
export const purchaseOrderItemInputSchema = z
  .object({
    product_id: idText(purchaseMessages.productRequired),
    quantity: quantitySchema,
    unit_cost: unitCost,
    /** How much more than ordered may be received, in percent of the quantity (default 0). */
    over_receipt_percent: z
      .number(purchaseMessages.toleranceInvalid)
      .int(purchaseMessages.toleranceInvalid)
      .min(0, purchaseMessages.toleranceInvalid)
      .max(MAX_OVER_RECEIPT_PERCENT, purchaseMessages.toleranceInvalid)
      .default(0),
  })
  .refine(lineValueWithin, { message: purchaseMessages.lineValue, path: ["unit_cost"] });

/** POST /purchase-orders and PUT /purchase-orders/{id} (a draft): the whole order. */
export const purchaseOrderInputSchema = z.object({
  supplier_id: idText(purchaseMessages.supplierRequired),
  warehouse_id: idText(purchaseMessages.warehouseRequired),
  expected_at: dateOrNull,
  notes: text()
    .trim()
    .max(1_000, purchaseMessages.notesTooLong)
    .nullish()
    .transform((value) => value ?? ""),
  items: z
    .array(purchaseOrderItemInputSchema)
    .min(1, purchaseMessages.linesRequired)
    .max(MAX_ORDER_LINES, purchaseMessages.tooManyLines)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        if (seen.has(item.product_id))
          ctx.addIssue({ code: "custom", message: purchaseMessages.productRepeated, path: [index, "product_id"] });
        seen.add(item.product_id);
      });
    }),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderInputSchema>;

/** /cancel and /close. */
export const purchaseReasonSchema = z.object({ reason: reasonSchema });

const namedSchema = z.object({ id: z.string(), name: z.string() });

export const purchaseOrderItemSchema = z.object({
  id: z.string(),
  product: namedSchema.extend({ sku: z.string() }),
  quantity: z.number().int(),
  unit_cost: z.number(),
  over_receipt_percent: z.number().int(),
  received: z.number().int(),
  /** Units given up when the order was closed. */
  closed: z.number().int(),
  /** Still to arrive: quantity − received − closed, never below 0. */
  pending: z.number().int(),
  subtotal: z.number(),
});
export type PurchaseOrderItem = z.infer<typeof purchaseOrderItemSchema>;

export const purchaseOrderSummarySchema = z.object({
  id: z.string(),
  /** OC-000123 */
  number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  supplier: namedSchema,
  warehouse: namedSchema,
  expected_at: z.string().nullable(),
  total: z.number(),
  created_at: z.string(),
});
export type PurchaseOrderSummary = z.infer<typeof purchaseOrderSummarySchema>;

export const purchaseOrderSchema = purchaseOrderSummarySchema.extend({
  notes: z.string(),
  reason: z.string().nullable(),
  employee_name: z.string().nullable(),
  sent_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  items: z.array(purchaseOrderItemSchema),
  receipts: z.array(z.object({ id: z.string(), number: z.string(), created_at: z.string() })),
});
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderPageSchema = pagedResponseSchema(purchaseOrderSummarySchema);
export const purchaseOrderListQuerySchema = exportable(
  pageQuerySchema.extend({
    search: searchText(),
    status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
    supplier_id: text().max(64).optional(),
    warehouse_id: text().max(64).optional(),
    /** Placed on or after / on or before these business dates (America/Bogota), both included. */
    from: reportDate,
    to: reportDate,
  }),
).refine((q) => !q.from || !q.to || q.from <= q.to, { message: reportMessages.dateRangeInvalid, path: ["to"] });

/** POST /purchase-orders/{id}/receipts: per line, what arrived now, its lot and expiry and its actual cost. */
export const purchaseReceiptInputSchema = z.object({
  items: z
    .array(
      z
        .object({
          item_id: idText(purchaseMessages.itemRequired),
          quantity: quantitySchema,
          lot_number: lotNumberSchema,
          expiration_date: expirationSchema,
          unit_cost: unitCost,
          /** Default: the order's warehouse. */
          warehouse_id: text().trim().max(64).nullish(),
        })
        .refine(lineValueWithin, { message: purchaseMessages.lineValue, path: ["unit_cost"] }),
    )
    .min(1, purchaseMessages.linesRequired)
    .max(MAX_ORDER_LINES, purchaseMessages.tooManyLines),
});
export type PurchaseReceiptInput = z.input<typeof purchaseReceiptInputSchema>;

export const documentCreatedSchema = z.object({ id: z.string(), number: z.string() });

export const purchaseReceiptLineSchema = z.object({
  id: z.string(),
  item_id: z.string(),
  product: namedSchema.extend({ sku: z.string() }),
  warehouse: namedSchema,
  lot_number: z.string().nullable(),
  expiration_date: z.string().nullable(),
  quantity: z.number().int(),
  unit_cost: z.number(),
  returned: z.number().int(),
});

export const purchaseReceiptSummarySchema = z.object({
  id: z.string(),
  /** RC-000045 */
  number: z.string(),
  order: z.object({ id: z.string(), number: z.string() }),
  supplier: namedSchema,
  total: z.number(),
  created_at: z.string(),
  employee_name: z.string().nullable(),
});
export const purchaseReceiptSchema = purchaseReceiptSummarySchema.extend({
  lines: z.array(purchaseReceiptLineSchema),
  returns: z.array(z.object({ id: z.string(), number: z.string(), reason: z.string(), created_at: z.string() })),
});
export type PurchaseReceipt = z.infer<typeof purchaseReceiptSchema>;
export const purchaseReceiptPageSchema = cappedPageSchema(purchaseReceiptSummarySchema);
export const purchaseReceiptListQuerySchema = pageQuerySchema.extend({
  after: text().max(64).optional(),
  order_id: text().max(64).optional(),
});

/** POST /purchase-receipts/{id}/returns. */
export const supplierReturnInputSchema = z.object({
  reason: reasonSchema,
  items: z
    .array(
      z.object({
        product_id: idText(purchaseMessages.productRequired),
        warehouse_id: idText(purchaseMessages.warehouseRequired),
        lot_number: lotNumberSchema,
        quantity: quantitySchema,
      }),
    )
    .min(1, purchaseMessages.linesRequired)
    .max(MAX_ORDER_LINES, purchaseMessages.tooManyLines),
});
export type SupplierReturnInput = z.input<typeof supplierReturnInputSchema>;

/** GET /purchases/suggestions: the low-stock rows (as 'Alertas' lists them) that still need ordering. */
export const suggestionQuerySchema = pageQuerySchema.extend({
  warehouse_id: text().max(64).optional(),
  supplier_id: text().max(64).optional(),
  category: text().trim().max(80).optional(),
  search: searchText(),
});

export const suggestionSchema = z.object({
  product: namedSchema.extend({ sku: z.string(), category: z.string() }),
  /** Where the order goes: the row's warehouse, or for a product's own minimum the warehouse holding most of it. */
  warehouse: namedSchema.nullable(),
  /** "product": the product's minimum across warehouses; "warehouse": that warehouse's minimum. */
  level: z.enum(["product", "warehouse"]),
  available: z.number().int(),
  minimum: z.number().int(),
  maximum: z.number().int(),
  /** Units on open orders (drafts included) not yet received or closed, for this product (and warehouse). */
  on_order: z.number().int(),
  /** max − (available + on order), before rounding to the supplier's packs. */
  needed: z.number().int(),
  /** What to order: `needed` rounded up to whole packs, at least the supplier's minimum quantity. */
  quantity: z.number().int(),
  /** The preferred supplier, else the cheapest whose minimum quantity fits; null when no supplier sells it. */
  supplier: namedSchema.nullable(),
  unit_cost: z.number().nullable(),
  pack_size: z.number().int(),
  min_quantity: z.number().int(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** A page of suggestions: `total_capped` when more rows follow than were looked at. */
export const suggestionPageSchema = pagedResponseSchema(suggestionSchema).extend({ total_capped: z.boolean() });

/** POST /purchases/suggestions/orders: one draft order per supplier and warehouse. */
export const suggestionOrdersInputSchema = z.object({
  items: z
    .array(
      z.object({
        product_id: idText(purchaseMessages.productRequired),
        supplier_id: idText(purchaseMessages.supplierRequired),
        warehouse_id: idText(purchaseMessages.warehouseRequired),
        quantity: quantitySchema,
      }),
    )
    .min(1, purchaseMessages.linesRequired)
    .max(MAX_ORDER_LINES, purchaseMessages.tooManyLines),
});
export const suggestionOrdersSchema = z.object({ orders: z.array(purchaseOrderSummarySchema) });

// ------------------------------------------------------------------------------------- purchases report

export const PURCHASE_REPORT_GROUPS = ["day", "week", "month", "supplier", "product"] as const;
export type PurchaseReportGroup = (typeof PURCHASE_REPORT_GROUPS)[number];
export const purchaseReportGroupLabels: Record<PurchaseReportGroup, string> = {
  day: "Día",
  week: "Semana",
  month: "Mes",
  supplier: "Proveedor",
  product: "Producto",
};

/**
 * GET /reports/purchases ('Compras' in 'Reportes'): what was received in [from, to] (business dates;
 * default the last 30 days), by day, week, month, supplier or product.
 */
export const purchaseReportQuerySchema = pageQuerySchema
  .extend({
    from: reportDate,
    to: reportDate,
    group: z
      .enum(PURCHASE_REPORT_GROUPS, { error: "Agrupa por día, semana, mes, proveedor o producto" })
      .default("month"),
    ...exportQueryShape,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: reportMessages.dateRangeInvalid, path: ["to"] });
export type PurchaseReportQuery = z.output<typeof purchaseReportQuerySchema>;

export const purchaseFiguresSchema = z.object({
  receipts: z.number().int().describe("Recepciones"),
  units: z.number(),
  amount: z.number().describe("Valor recibido en pesos (cantidad × costo de la recepción)"),
});
export type PurchaseFigures = z.infer<typeof purchaseFiguresSchema>;

export const purchaseReportRowSchema = purchaseFiguresSchema.extend({
  /** A period's first day, a supplier's or a product's id. */
  key: z.string(),
  label: z.string(),
  /** A supplier's NIT, a product's SKU; null for periods. */
  detail: z.string().nullable(),
});
export type PurchaseReportRow = z.infer<typeof purchaseReportRowSchema>;

export const purchaseReportSchema = pagedResponseSchema(purchaseReportRowSchema).extend({
  from: z.string(),
  to: z.string(),
  group: z.enum(PURCHASE_REPORT_GROUPS),
  totals: purchaseFiguresSchema,
});
export type PurchaseReport = z.infer<typeof purchaseReportSchema>;
