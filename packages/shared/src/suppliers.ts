import { z } from "zod";
import { EMAIL_PATTERN } from "./auth";
import { exportable } from "./export";
import { limitMessages, MAX_QUANTITY } from "./limits";
import { moneySchema } from "./money";
import { dvMatchesNit, dvMismatchIssue, dvSchema, nitSchema } from "./nit";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";
import { requiredText, searchText, text } from "./text";

/** Longest supplier payment term and delivery lead time, in days. */
export const MAX_SUPPLIER_DAYS = 365;
/** Products one supplier's price list holds: the whole list is read and replaced at once. */
export const MAX_SUPPLIER_PRODUCTS = 5_000;

export const supplierMessages = {
  nameRequired: "La razón social es obligatoria",
  emailInvalid: "El formato del correo es inválido",
  phoneInvalid: "El teléfono solo admite dígitos, espacios, +, - y paréntesis (7 a 20 caracteres)",
  daysInvalid: `Debe ser un número entero de días entre 0 y ${MAX_SUPPLIER_DAYS}`,
  tooLong: "Es demasiado largo",
  duplicateNit: "Ya existe un proveedor con ese NIT",
  notFound: "El proveedor no existe",
  productRequired: "El producto es obligatorio",
  productUnknown: "El producto no existe",
  productRepeated: "El producto está repetido en la lista",
  costRequired: "El costo es obligatorio",
  costInvalid: "El costo debe ser un valor en pesos mayor o igual a 0",
  minQuantityInvalid: "La cantidad mínima debe ser un número entero mayor o igual a 1",
  packSizeInvalid: "Las unidades por empaque deben ser un número entero mayor o igual a 1",
  tooManyProducts: `Un proveedor puede tener hasta ${MAX_SUPPLIER_PRODUCTS.toLocaleString("es-CO")} productos`,
} as const;

/** Optional text: missing, null or blank is stored and answered as "". */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, supplierMessages.tooLong)
    .nullish()
    .transform((value) => value ?? "");

const days = z
  .number(supplierMessages.daysInvalid)
  .int(supplierMessages.daysInvalid)
  .min(0, supplierMessages.daysInvalid)
  .max(MAX_SUPPLIER_DAYS, supplierMessages.daysInvalid);

/** The fields of a supplier, without the check of its DV against its NIT (`dvMatchesNit`). */
export const supplierFieldsSchema = z.object({
  nit: nitSchema,
  dv: dvSchema,
  name: requiredText(supplierMessages.nameRequired, 150, supplierMessages.tooLong),
  contact_name: optionalText(100),
  email: optionalText(254)
    .refine((value) => value === "" || EMAIL_PATTERN.test(value), supplierMessages.emailInvalid)
    .transform((value) => value.toLowerCase()),
  phone: optionalText(20).refine(
    (value) => value === "" || /^[\d+()\s-]{7,20}$/.test(value),
    supplierMessages.phoneInvalid,
  ),
  address: optionalText(200),
  city: optionalText(80),
  payment_terms_days: days,
});

/** The fields staff type (the form's boxes, the import's columns), in the form's order. */
export const SUPPLIER_FIELDS = [
  "nit",
  "dv",
  "name",
  "contact_name",
  "email",
  "phone",
  "address",
  "city",
  "payment_terms_days",
] as const satisfies readonly (keyof z.infer<typeof supplierFieldsSchema>)[];

export const supplierInputSchema = supplierFieldsSchema
  .extend({ payment_terms_days: days.default(0), is_active: z.boolean().default(true) })
  .refine(dvMatchesNit, dvMismatchIssue);
export type SupplierInput = z.input<typeof supplierInputSchema>;

/** PUT: the same fields; without is_active the supplier keeps its state. */
export const supplierUpdateSchema = supplierFieldsSchema
  .extend({ payment_terms_days: days.default(0), is_active: z.boolean().optional() })
  .refine(dvMatchesNit, dvMismatchIssue);

export const supplierSchema = z.object({
  id: z.string(),
  nit: z.string(),
  dv: z.number().int(),
  name: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  payment_terms_days: z.number().int(),
  is_active: z.boolean(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierListQuerySchema = exportable(
  pageQuerySchema.extend({
    search: searchText(supplierMessages.tooLong),
    /** all=true: every active supplier by name, unpaged (for a select). */
    all: z.enum(["true", "false"]).optional(),
  }),
);
export const supplierPageSchema = pagedResponseSchema(supplierSchema);

const positiveUnits = (message: string) =>
  z.number(message).int(message).min(1, message).max(MAX_QUANTITY, limitMessages.quantity);

/** One product of a supplier's price list, as PUT /suppliers/{id}/products takes it. */
export const supplierProductInputSchema = z.object({
  product_id: text(supplierMessages.productRequired)
    .trim()
    .min(1, supplierMessages.productRequired)
    .max(64, supplierMessages.productUnknown),
  supplier_sku: optionalText(50),
  unit_cost: moneySchema(supplierMessages.costRequired, supplierMessages.costInvalid),
  min_quantity: positiveUnits(supplierMessages.minQuantityInvalid).default(1),
  pack_size: positiveUnits(supplierMessages.packSizeInvalid).default(1),
  lead_time_days: days.default(0),
  preferred: z.boolean().default(false),
});
export type SupplierProductInput = z.input<typeof supplierProductInputSchema>;

/** The whole price list; a product twice is refused on its second row. */
export const supplierProductsInputSchema = z
  .array(supplierProductInputSchema)
  .max(MAX_SUPPLIER_PRODUCTS, supplierMessages.tooManyProducts)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.product_id)) {
        ctx.addIssue({ code: "custom", message: supplierMessages.productRepeated, path: [index, "product_id"] });
      }
      seen.add(item.product_id);
    });
  });

/** A row of the price list as answered: the product's name and SKU beside the supplier's terms. */
export const supplierProductSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  sku: z.string(),
  supplier_sku: z.string(),
  unit_cost: z.number(),
  min_quantity: z.number().int(),
  pack_size: z.number().int(),
  lead_time_days: z.number().int(),
  preferred: z.boolean(),
});
export type SupplierProduct = z.infer<typeof supplierProductSchema>;
export const supplierProductsSchema = z.array(supplierProductSchema);

/** A product's suppliers (the product detail's 'Proveedores'): the supplier's name and NIT beside its terms. */
export const productSupplierSchema = supplierProductSchema
  .omit({ product_id: true, product_name: true, sku: true })
  .extend({ supplier_id: z.string(), supplier_name: z.string(), nit: z.string(), dv: z.number().int() });
export type ProductSupplier = z.infer<typeof productSupplierSchema>;
export const productSuppliersSchema = z.array(productSupplierSchema);
