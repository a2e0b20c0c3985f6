import { z } from "zod";
import { exportable } from "./export";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";
import { lotNumberSchema, productMessages, quantitySchema } from "./products";
import { requiredText, searchText, text } from "./text";

export const transferMessages = {
  productRequired: "Selecciona un producto",
  fromRequired: "Selecciona la bodega de origen",
  toRequired: "Selecciona la bodega de destino",
  sameWarehouse: "La bodega de destino debe ser distinta de la de origen",
  noteTooLong: "La nota admite como máximo 500 caracteres",
  productUnavailable: productMessages.notFound,
  warehouseUnavailable: "La bodega no existe o está inactiva",
  lotNotFound: "El lote no existe en la bodega de origen",
  notEnough: (available: number, unit: string) => `La bodega de origen solo tiene ${available} ${unit} en ese lote`,
} as const;

/**
 * POST /transfers: moves units of one lot from a warehouse to another; the destination lot (same
 * number, expiration and cost) is created when missing. The lot is null for stock kept without one.
 */
export const transferCreateSchema = z
  .object({
    product_id: requiredText(transferMessages.productRequired, 64),
    from_warehouse_id: requiredText(transferMessages.fromRequired, 64),
    lot_number: lotNumberSchema,
    to_warehouse_id: requiredText(transferMessages.toRequired, 64),
    quantity: quantitySchema,
    note: text().trim().max(500, transferMessages.noteTooLong).optional(),
  })
  .refine((t) => t.from_warehouse_id !== t.to_warehouse_id, {
    message: transferMessages.sameWarehouse,
    path: ["to_warehouse_id"],
  });
export type TransferCreateInput = z.input<typeof transferCreateSchema>;

const namedSchema = z.object({ id: z.string(), name: z.string() });

export const transferSchema = z.object({
  id: z.string(),
  /** T-000045 */
  number: z.string(),
  created_at: z.string(),
  product: namedSchema.extend({ sku: z.string() }),
  from_warehouse: namedSchema,
  to_warehouse: namedSchema,
  lot_number: z.string().nullable(),
  quantity: z.number().int(),
  unit: z.string(),
  note: z.string().nullable(),
  employee_name: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferPageSchema = pagedResponseSchema(transferSchema);
/** GET /transfers: newest first; search by number (T-45, 45), product name or SKU, or a warehouse's name. */
export const transferListQuerySchema = exportable(pageQuerySchema.extend({ search: searchText() }));
