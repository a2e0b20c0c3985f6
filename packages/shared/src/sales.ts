import { z } from "zod";
import { CURRENCY, SALE_TYPE } from "./constants";
import { isRealDate } from "./dates";
import { exportQueryShape } from "./export";
import { formatPesos, fromCents, moneySchema, toCents } from "./money";
import { cappedPageSchema, pagedResponseSchema, pageQuerySchema } from "./pagination";
import { lotNumberSchema, quantitySchema } from "./products";
import { addUpQuantities } from "./quantity-groups";
import { TAX_CLASSES, taxTotalSchema } from "./taxes";
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
  priceOverrideForbidden: (name: string, listPrice: number) =>
    `No tienes permiso para cambiar el precio de ${name}: su precio es ${formatPesos(listPrice)}`,
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

/** How a client pays (issue 35, 'Pago'): cash, and the methods that give no change. */
export const PAYMENT_METHODS = ["CASH", "DEBIT_CARD", "CREDIT_CARD", "TRANSFER", "NEQUI", "DAVIPLATA"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  CASH: "Efectivo",
  DEBIT_CARD: "Tarjeta débito",
  CREDIT_CARD: "Tarjeta crédito",
  TRANSFER: "Transferencia",
  NEQUI: "Nequi",
  DAVIPLATA: "Daviplata",
};

/** Payments in one sale: more than anyone splits a bill into. */
export const MAX_PAYMENTS = 10;

export const paymentMessages = {
  methodInvalid: "Elige un medio de pago: Efectivo, Tarjeta débito, Tarjeta crédito, Transferencia, Nequi o Daviplata",
  amountInvalid: "El valor del pago debe ser un valor en pesos mayor que 0",
  tooMany: `Una venta admite como máximo ${MAX_PAYMENTS} pagos`,
  notCovered: (paid: string, missing: string) => `Los pagos suman ${paid}: faltan ${missing} para cubrir el total`,
  nonCashAboveTotal:
    "Los pagos con tarjeta, transferencia, Nequi o Daviplata no pueden superar el total: solo el efectivo da cambio",
  none: "Sin pago registrado",
  /** With 'Abre la caja antes de registrar ventas en efectivo' set, every sale says how it was paid. */
  required: "Registra cómo pagó el cliente: la empresa exige registrar el pago de cada venta",
} as const;

export const paymentSchema = z.object({
  method: z.enum(PAYMENT_METHODS, paymentMessages.methodInvalid),
  amount: moneySchema(paymentMessages.amountInvalid, paymentMessages.amountInvalid).refine(
    (amount) => amount > 0,
    paymentMessages.amountInvalid,
  ),
});
export type Payment = z.infer<typeof paymentSchema>;

type PricedItem = { product_id: string; quantity: number; unit_price: number };

/**
 * The sale's total in cents as the server records it: repeated lines of a product become one, at the first
 * line's price (sales.service.ts mergeLines, by the same addUpQuantities).
 */
export const saleTotalCents = (items: ReadonlyArray<PricedItem>) =>
  addUpQuantities(
    items,
    (item) => item.product_id,
    (item) => ({ quantity: item.quantity, cents: toCents(item.unit_price) }),
  ).reduce((sum, line) => sum + line.quantity * line.cents, 0);

/**
 * Payments cover the total and only cash goes beyond it (its excess is the change): the rule of the 'Pago'
 * panel and of POST /sale, reported on `payments`. No payments at all is a sale without payment recorded. The
 * change is not capped (a client may pay a small sale with large bills): the panel shows it large before Enter.
 */
export function paymentsIssue(items: ReadonlyArray<PricedItem>, payments: ReadonlyArray<Payment>): string | null {
  if (payments.length === 0) return null;
  const total = saleTotalCents(items);
  const paid = payments.reduce((sum, payment) => sum + toCents(payment.amount), 0);
  const nonCash = payments.reduce((sum, p) => sum + (p.method === "CASH" ? 0 : toCents(p.amount)), 0);
  if (nonCash > total) return paymentMessages.nonCashAboveTotal;
  if (paid < total)
    return paymentMessages.notCovered(formatPesos(fromCents(paid)), formatPesos(fromCents(total - paid)));
  return null;
}

export const saleCreateSchema = z
  .object({
    client_id: requiredText(saleMessages.clientRequired, 20),
    type: z.literal(SALE_TYPE),
    currency: z.literal(CURRENCY),
    items: z
      .array(saleLineSchema, saleMessages.productsRequired)
      .min(1, saleMessages.productsRequired)
      .max(200, saleMessages.tooManyLines),
    /** Optional (issue 35): a sale without payments is valid, shown as 'Sin pago registrado'. */
    payments: z.array(paymentSchema).max(MAX_PAYMENTS, paymentMessages.tooMany).optional(),
  })
  .check((ctx) => {
    const issue = paymentsIssue(ctx.value.items, ctx.value.payments ?? []);
    if (issue) ctx.issues.push({ code: "custom", message: issue, path: ["payments"], input: ctx.value.payments });
  });
export type SaleCreateInput = z.input<typeof saleCreateSchema>;

/**
 * A sale's amounts (issue 35): `total` includes IVA; `subtotal` is its value before taxes; `taxes` its base
 * and IVA per class sold (they add up to the total); sales registered before IVA was recorded have none.
 */
const saleTaxFields = {
  subtotal: z.number(),
  taxes: z.array(taxTotalSchema),
  total: z.number(),
  /** Its value before taxes exceeded 5 UVT: a factura electrónica must be issued for it. */
  requires_electronic_invoice: z.boolean(),
  /** Its 'Documento equivalente POS' number ("POS1-1234"); null when no numbering was set. */
  receipt_number: z.string().nullable(),
};

/** How the sale was paid: empty for a sale without payment recorded; `change` is what cash paid beyond the total. */
const salePaymentFields = {
  payments: z.array(paymentSchema),
  change: z.number(),
};

/** A line's IVA class when sold and what its subtotal (IVA included) holds of base and IVA. */
const lineTaxFields = {
  tax_class: z.enum(TAX_CLASSES).nullable().describe("null: vendida antes de registrar el IVA"),
  base: z.number(),
  tax: z.number(),
  /** The product's price when sold; another unit_price was a change (`sales:price_override`). Null before it was kept. */
  list_price: z.number().nullable(),
};

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
  ...saleTaxFields,
  ...salePaymentFields,
  withdrawal_id: z.string(),
  created_at: z.string(),
  items: z.array(
    z.object({
      product_id: z.string(),
      quantity: z.number().int(),
      unit_price: z.number(),
      subtotal: z.number(),
      ...lineTaxFields,
    }),
  ),
});
export type Sale = z.infer<typeof saleSchema>;
/**
 * GET /sale: append-only and too large to count on every request, paged like the whole ledger. Its rows
 * leave out what their lines and payments hold (items, value before taxes, IVA per class, payments, change).
 */
export const salePageSchema = cappedPageSchema(
  saleSchema.omit({ items: true, subtotal: true, taxes: true, payments: true, change: true }),
);

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

/** Money given back (issue 35): by a method, out of a shift ('Caja N.º 12') or none. */
const refundSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  cash_session_number: z.number().int().nullable(),
});
export type SaleRefund = z.infer<typeof refundSchema>;

/** GET /sales/{id}: everything the sale's detail screen shows. */
export const saleDetailSchema = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  status: z.enum(SALE_STATUSES),
  type: z.string(),
  currency: z.string(),
  ...saleTaxFields,
  ...salePaymentFields,
  /** What the units that came back were sold for; `net_total` is the total less it (0 once cancelled). */
  returned_amount: z.number(),
  net_total: z.number(),
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
      ...lineTaxFields,
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
      /** What its units were sold for, and how that money was given back (none for a sale without payments). */
      amount: z.number(),
      refunds: z.array(refundSchema),
    }),
  ),
  cancellation: z
    .object({ at: z.string(), by_name: z.string().nullable(), reason: z.string(), refunds: z.array(refundSchema) })
    .nullable(),
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
