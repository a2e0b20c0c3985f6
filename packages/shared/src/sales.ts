import { z } from "zod";
import { CURRENCY, SALE_TYPE } from "./constants";
import { isRealDate } from "./dates";
import { exportQueryShape } from "./export";
import { moneySchema } from "./money";
import { cappedPageSchema, pagedResponseSchema, pageQuerySchema } from "./pagination";
import { lotNumberSchema, quantitySchema } from "./products";
import { requiredText, searchText, text } from "./text";

export const saleMessages = {
  clientRequired: "Selecciona un cliente",
  productsRequired: "Agregar al menos un producto",
  tooManyLines: "Una venta admite como máximo 200 productos",
  clientUnavailable: "El cliente no existe o está inactivo",
  productUnavailable: "Uno de los productos no existe o está inactivo",
  priceInvalid: "El precio unitario debe ser un valor en pesos mayor o igual a 0",
  notAvailable: (name: string, available: number) =>
    `No hay suficiente disponibilidad de ${name}: quedan ${available} unidades sin comprometer`,
  notFound: "La venta no existe",
  success: "Se ha registrado la venta, puede alistar el pedido.",
  failed: "Hubo un error registrando la venta",
  dateInvalid: "Escribe una fecha válida (AAAA-MM-DD)",
  dateRangeInvalid: "La fecha inicial debe ser anterior o igual a la final",
  reasonRequired: "Escribe el motivo",
  reasonTooLong: "El motivo admite como máximo 500 caracteres",
  cancelled: "La venta ya está anulada",
  cannotCancelDispatched:
    "La venta ya tiene productos despachados y no se puede anular: registra una devolución en su lugar",
  cancelSuccess: "Se ha anulado la venta y liberado su reserva de stock",
  returnNothingDispatched: "La venta no tiene productos despachados para devolver",
  returnProductNotInSale: "Uno de los productos no pertenece a la venta",
  returnTooMuch: (name: string, returnable: number) =>
    `No se puede devolver esa cantidad de ${name}: quedan ${returnable} unidades despachadas sin devolver`,
  returnWarehouseUnavailable: "La bodega de la devolución no existe o está inactiva",
  returnSuccess: "Se ha registrado la devolución",
} as const;

/**
 * A sale's state as staff read it: its picking request's (pending, dispatched, cancelled) until goods
 * come back, then how much of what was dispatched returned.
 */
export const SALE_STATUSES = ["PENDING", "COMPLETED", "CANCELLED", "PARTIALLY_RETURNED", "RETURNED"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const saleStatusLabels: Record<SaleStatus, string> = {
  PENDING: "Pendiente de alistamiento",
  COMPLETED: "Alistada",
  CANCELLED: "Anulada",
  PARTIALLY_RETURNED: "Devuelta parcialmente",
  RETURNED: "Devuelta",
};

export const saleLineSchema = z.object({
  product_id: text(saleMessages.productUnavailable).min(1, saleMessages.productUnavailable).max(64),
  quantity: quantitySchema,
  unit_price: moneySchema(saleMessages.priceInvalid, saleMessages.priceInvalid),
});

export const saleCreateSchema = z.object({
  client_id: requiredText(saleMessages.clientRequired, 20),
  type: z.literal(SALE_TYPE),
  currency: z.literal(CURRENCY),
  items: z
    .array(saleLineSchema, saleMessages.productsRequired)
    .min(1, saleMessages.productsRequired)
    .max(200, saleMessages.tooManyLines),
});
export type SaleCreateInput = z.input<typeof saleCreateSchema>;

export const saleSchema = z.object({
  id: z.string(),
  /** V-000123 */
  number: z.string(),
  /** A-000123: the number of its picking request. */
  withdrawal_number: z.string(),
  status: z.enum(SALE_STATUSES),
  client_id: z.string(),
  type: z.string(),
  currency: z.string(),
  total: z.number(),
  withdrawal_id: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({ product_id: z.string(), quantity: z.number().int(), unit_price: z.number(), subtotal: z.number() }),
  ),
});
export type Sale = z.infer<typeof saleSchema>;
/** GET /sale: append-only and too large to count on every request, paged like the whole ledger. */
export const salePageSchema = cappedPageSchema(saleSchema.omit({ items: true }));

const date = z
  .string(saleMessages.dateInvalid)
  .refine(isRealDate, saleMessages.dateInvalid)
  .optional()
  .or(z.literal("").transform(() => undefined));

/**
 * GET /sales: search by number (V-123, 123), client identification or client name; `from`/`to` are
 * business dates (America/Bogota), both included.
 */
export const saleListQuerySchema = pageQuerySchema
  .extend({ search: searchText(), from: date, to: date, status: z.enum(SALE_STATUSES).optional(), ...exportQueryShape })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: saleMessages.dateRangeInvalid, path: ["to"] });
export type SaleListQuery = z.input<typeof saleListQuerySchema>;

export const saleListItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  client: z.object({ identification: z.string(), name: z.string() }),
  employee_name: z.string().nullable(),
  total: z.number(),
  status: z.enum(SALE_STATUSES),
});
export type SaleListItem = z.infer<typeof saleListItemSchema>;
export const salesPageSchema = pagedResponseSchema(saleListItemSchema);

const placeSchema = z.object({
  warehouse_id: z.string(),
  warehouse_name: z.string(),
  lot_number: z.string().nullable(),
});

/** GET /sales/{id}: everything the sale's detail screen shows. */
export const saleDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  status: z.enum(SALE_STATUSES),
  type: z.string(),
  currency: z.string(),
  total: z.number(),
  employee_name: z.string().nullable(),
  client: z.object({
    identification: z.string(),
    name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
  }),
  lines: z.array(
    z.object({
      product_id: z.string(),
      product_name: z.string(),
      sku: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      subtotal: z.number(),
      /** Units that left the warehouses for this line. */
      dispatched: z.number().int(),
      /** Units of those that came back (restocked or written off). */
      returned: z.number().int(),
      /**
       * Units still to dispatch that the sellable stock cannot cover now (older pending sales served
       * first): a count or a withdrawal found them missing. 0 once its picking request is not pending.
       */
      short: z.number().int(),
    }),
  ),
  withdrawal: z.object({
    id: z.string(),
    number: z.string(),
    status: z.enum(["PENDING", "COMPLETED", "CANCELLED"]),
    dispatches: z.array(
      placeSchema.extend({
        product_id: z.string(),
        product_name: z.string(),
        quantity: z.number().int(),
        created_at: z.string(),
      }),
    ),
  }),
  returns: z.array(
    z.object({
      id: z.string(),
      created_at: z.string(),
      reason: z.string(),
      employee_name: z.string().nullable(),
      lines: z.array(
        placeSchema.extend({
          product_id: z.string(),
          product_name: z.string(),
          quantity: z.number().int(),
          /** false: written off ('Dar de baja'), recorded without adding stock. */
          restock: z.boolean(),
        }),
      ),
    }),
  ),
  cancellation: z.object({ at: z.string(), by_name: z.string().nullable(), reason: z.string() }).nullable(),
});
export type SaleDetail = z.infer<typeof saleDetailSchema>;

const reason = requiredText(saleMessages.reasonRequired, 500, saleMessages.reasonTooLong);

/** POST /sales/{id}/cancel */
export const saleCancelSchema = z.object({ reason });
export type SaleCancelInput = z.input<typeof saleCancelSchema>;

/**
 * POST /sales/{id}/returns: per product, units back into a warehouse and lot (restock) or written off.
 * The lot is null for stock kept without a lot number.
 */
export const saleReturnSchema = z.object({
  reason,
  items: z
    .array(
      z.object({
        product_id: text(saleMessages.returnProductNotInSale).min(1).max(64),
        quantity: quantitySchema,
        warehouse_id: text(saleMessages.returnWarehouseUnavailable).min(1).max(64),
        lot_number: lotNumberSchema,
        restock: z.boolean(),
      }),
      saleMessages.productsRequired,
    )
    .min(1, saleMessages.productsRequired)
    .max(200, saleMessages.tooManyLines),
});
export type SaleReturnInput = z.input<typeof saleReturnSchema>;
