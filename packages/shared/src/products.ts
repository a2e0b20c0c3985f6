import { z } from "zod";
import type { AlertKind } from "./alerts";
import { isRealDate } from "./dates";
import { exportable } from "./export";
import { limitMessages, MAX_AMOUNT_CENTS, MAX_QUANTITY } from "./limits";
import { moneySchema, toCents } from "./money";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";
import { TAX_CLASSES, taxClassSchema } from "./taxes";
import { pathId, requiredText, searchText, text } from "./text";

export const productMessages = {
  nameRequired: "El nombre es obligatorio",
  descriptionRequired: "La descripción es obligatoria",
  categoryRequired: "La categoría es obligatoria",
  skuRequired: "El SKU es obligatorio",
  skuInvalid: "El SKU solo admite letras, números, puntos y guiones",
  priceRequired: "El precio es obligatorio",
  priceInvalid: "El precio debe ser un valor en pesos mayor o igual a 0",
  costRequired: "El costo es obligatorio",
  costInvalid: "El costo debe ser un valor en pesos mayor o igual a 0",
  quantityInvalid: "La cantidad debe ser un número entero mayor o igual a 1",
  stockInvalid: "Debe ser un número entero mayor o igual a 0",
  minAboveMax: "El mínimo no puede ser mayor que el máximo",
  unitRequired: "La unidad es obligatoria",
  warehouseRequired: "Debe seleccionar un almacén antes de continuar.",
  dateInvalid: "La fecha no es válida",
  tooLong: "Es demasiado largo",
  duplicateSku: "Ya existe un producto con ese SKU",
  notFound: "El producto no existe",
  /** A scanned or typed code that no active product has as its SKU. */
  skuNotFound: (code: string) => `No se encontró ningún producto con el código "${code}"`,
  codeRequired: "Escribe o escanea un código",
  warehouseUnavailable: "La bodega no existe o está inactiva",
} as const;

const productText = (required: string, max: number) => requiredText(required, max, productMessages.tooLong);
const upper = (schema: z.ZodString) => schema.transform((value) => value.toUpperCase());

/** Empty or blank text becomes null (SPEC: empty lot number and expiration are sent as null). */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, productMessages.tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const skuSchema = upper(productText(productMessages.skuRequired, 40)).pipe(
  z.string().regex(/^[A-Z0-9][A-Z0-9._-]*$/, productMessages.skuInvalid),
);
export const unitSchema = upper(productText(productMessages.unitRequired, 10));
export const lotNumberSchema = optionalText(40).transform((value) => value?.toUpperCase() ?? null);
export const expirationSchema = optionalText(10).refine(
  (value) => value === null || isRealDate(value),
  productMessages.dateInvalid,
);
export const quantitySchema = z
  .number(productMessages.quantityInvalid)
  .int(productMessages.quantityInvalid)
  .min(1, productMessages.quantityInvalid)
  .max(MAX_QUANTITY, limitMessages.quantity);
export const stockLevelSchema = z
  .number(productMessages.stockInvalid)
  .int(productMessages.stockInvalid)
  .min(0, productMessages.stockInvalid)
  .max(MAX_QUANTITY, limitMessages.stockLevel);

export const productBasicsSchema = z.object({
  name: productText(productMessages.nameRequired, 120),
  description: productText(productMessages.descriptionRequired, 1000),
  category: productText(productMessages.categoryRequired, 80),
  sku: skuSchema,
  image_url: optionalText(500),
  price: moneySchema(productMessages.priceRequired, productMessages.priceInvalid),
  /**
   * The product's IVA class (issue 35). Optional: a new product without one takes the settings' default
   * (taxes.ts defaultTaxClass); an update without one keeps the product's. Null means none given.
   */
  tax_class: taxClassSchema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional(),
});

/** Min ≤ max, reported on min_stock. */
export const minNotAboveMax = <T extends { min_stock: number; max_stock: number }>(value: T) =>
  value.min_stock <= value.max_stock;
export const minAboveMaxIssue = { message: productMessages.minAboveMax, path: ["min_stock"] };

/** A new lot's value (quantity × unit cost) within MAX_AMOUNT (limits.ts), reported on costs. */
const lotValueWithinBound = (value: { quantity: number; costs: number }) =>
  value.quantity * toCents(value.costs) <= MAX_AMOUNT_CENTS;
const lotValueIssue = { message: limitMessages.lotValue, path: ["costs"] };

/**
 * A new lot: the fields and checks shared by a product's first lot (POST /product) and an inventory entry
 * (POST /inventory). Each schema puts where the lot goes (product, warehouse) ahead of these fields and
 * applies `.check(...newLotChecks)`.
 */
export const newLotFields = {
  quantity: quantitySchema,
  unit: unitSchema,
  costs: moneySchema(productMessages.costRequired, productMessages.costInvalid),
  lot_number: lotNumberSchema,
  expiration_date: expirationSchema,
  min_stock: stockLevelSchema,
  max_stock: stockLevelSchema,
};
type NewLotValues = { quantity: number; costs: number; min_stock: number; max_stock: number };
export const newLotChecks = [
  z.refine<NewLotValues>(minNotAboveMax, minAboveMaxIssue),
  z.refine<NewLotValues>(lotValueWithinBound, lotValueIssue),
] as const;

export const productCreateSchema = productBasicsSchema
  .extend({
    warehouse_id: text(productMessages.warehouseRequired).trim().min(1, productMessages.warehouseRequired),
    ...newLotFields,
  })
  .check(...newLotChecks);

export const productUpdateSchema = productBasicsSchema;

/**
 * The kinds of alerts.ts, spelled again because alerts.ts imports this file (a value import back would be a
 * cycle); `satisfies` keeps each one a kind, and the server's AlertKind[] answer fails to compile if a kind is missing.
 */
const stockAlertKinds = ["low", "out", "expiring", "expired"] as const satisfies readonly AlertKind[];

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  sku: z.string(),
  image_url: z.string().nullable(),
  price: z.number(),
  tax_class: z.enum(TAX_CLASSES),
  is_active: z.boolean(),
  /** Total across warehouses and lots. */
  quantity: z.number().int(),
  /** What can still be promised (issue 19): on hand in lots that are not expired − what pending picking requests need. */
  available: z.number().int(),
  /** Units on open purchase orders not yet received ('En camino', issue 32). */
  on_order: z.number().int(),
  /**
   * The product's stock alerts (alerts.ts): 'low' (minimum > 0 and available ≤ minimum), 'out' (available ≤ 0
   * with a minimum or pending needs), 'expiring' / 'expired' (a lot holding stock expires within 30 days /
   * has expired). Empty when none.
   */
  stock_alerts: z.array(z.enum(stockAlertKinds)),
});
export type Product = z.infer<typeof productSchema>;

/** A search of the products list (also GET /inventory, which does not export). */
export const productSearchQuerySchema = pageQuerySchema.extend({ search: searchText() });
export const productListQuerySchema = exportable(productSearchQuerySchema);
export const productPageSchema = pagedResponseSchema(productSchema);
/**
 * GET /product/by-sku?sku=: a barcode scanner's code (issue 21). Any text up to 100 characters: a code that
 * cannot be a SKU is simply not found (404), as a scanner may read any barcode.
 */
export const productBySkuQuerySchema = z.object({ sku: requiredText(productMessages.codeRequired, 100) });
/** SKUs are stored upper case (skuSchema), so an exact match ignoring case is an exact match of this. */
export const normalizeScannedSku = (code: string) => code.trim().toUpperCase();

/** `/{id}` paths: an id that cannot exist answers 404 (text.ts). */
export const idParamsSchema = z.object({ id: pathId() });
