import { z } from "zod";
import type { ImportKind } from "./imports";
import { personSchema } from "./people";
import { newLotChecks, newLotFields, productBasicsSchema, productMessages } from "./products";
import { supplierFieldsSchema } from "./suppliers";
import { requiredText } from "./text";
import { warehouseCreateSchema } from "./warehouses";

export const importRowMessages = {
  warehouseRequired: "La bodega es obligatoria",
  neededToCreate: (header: string) =>
    `Falta la columna «${header}»: se necesita para crear un registro nuevo con esta fila`,
} as const;

/**
 * What one row of each kind must hold, by the same schemas as the forms and the routes
 * (docs/decisions/0025-imports.md): a product's fields as POST /product takes them; an opening-stock row
 * as an entry's lot (POST /inventory) of a product and warehouse named by SKU and name; a person as the
 * client and employee forms; a warehouse's name as its form, and whether it is active; a supplier as its
 * form. A row that
 * updates is checked by the same schema made partial, on the columns the file has.
 */
export const importRowSchemas = {
  products: productBasicsSchema,
  stock: z
    .object({
      sku: requiredText(productMessages.skuRequired, 40, productMessages.tooLong).transform((sku) => sku.toUpperCase()),
      warehouse: requiredText(importRowMessages.warehouseRequired, 80, productMessages.tooLong),
      ...newLotFields,
    })
    .check(...newLotChecks),
  clients: personSchema,
  employees: personSchema,
  warehouses: warehouseCreateSchema.extend({ is_active: z.boolean() }),
  // The form's fields; the check digit against the NIT is the target's compare (a refined object has no
  // partial for the rows that update).
  suppliers: supplierFieldsSchema.extend({ is_active: z.boolean() }),
} satisfies Record<ImportKind, z.ZodType>;
