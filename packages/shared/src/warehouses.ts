import { z } from "zod";
import { exportable } from "./export";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";
import { requiredText, searchText, text } from "./text";

export const warehouseMessages = {
  nameRequired: "El nombre de la bodega es obligatorio",
  nameTooLong: "El nombre de la bodega es demasiado largo",
  duplicate: "Ya existe una bodega con ese nombre",
  notFound: "La bodega no existe",
  holdsStock: "No se puede eliminar la bodega porque todavía tiene existencias",
} as const;

const warehouseName = requiredText(warehouseMessages.nameRequired, 80, warehouseMessages.nameTooLong);

export const warehouseSchema = z.object({
  id: z.string(),
  /** A 10-digit code assigned at creation, read-only (SPEC "Warehouses"). */
  identification: z.string(),
  name: z.string(),
  is_active: z.boolean(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseCreateSchema = z.object({ name: warehouseName });
export const warehouseUpdateSchema = z.object({ id: text(), name: warehouseName, is_active: z.boolean() });
export const warehouseListQuerySchema = exportable(
  pageQuerySchema.extend({
    search: searchText(),
    all: z.enum(["true", "false"]).optional(),
  }),
);
export const warehousePageSchema = pagedResponseSchema(warehouseSchema);
