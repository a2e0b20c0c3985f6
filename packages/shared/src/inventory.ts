import { z } from "zod";
import { exportQueryShape } from "./export";
import { movementSchema } from "./movements";
import { cappedPageSchema, keysetQueryShape, noPageWithAfter, pagedResponseSchema } from "./pagination";
import {
  lotNumberSchema,
  minAboveMaxIssue,
  minNotAboveMax,
  newLotChecks,
  newLotFields,
  productMessages,
  quantitySchema,
  stockLevelSchema,
  unitSchema,
} from "./products";
import { pathId, requiredText, text } from "./text";

export const inventoryMessages = {
  observationRequired: "La observación es obligatoria",
  observationTooLong: "La observación no puede superar 500 caracteres",
  lotNotFound: "El lote no existe en esa bodega",
  unitMismatch: "La unidad no coincide con la del lote",
  productUnavailable: "El producto no existe o está inactivo",
  insufficientStock: (available: number, unit: string) =>
    `Existencias insuficientes: el lote solo tiene ${available} ${unit} disponibles`,
  imageType: "La imagen debe ser JPEG, PNG o WebP",
  imageTooLarge: "La imagen no puede superar 2 MB",
  imageMissing: "Adjunta una imagen",
  imageMalformed: "La imagen no llegó completa o el formulario está mal formado. Intenta subirla de nuevo.",
} as const;

const idField = (message: string) => requiredText(message, 64);

/** POST /inventory: a new entry; same product, warehouse and lot as an existing lot adds to it. */
export const inventoryEntrySchema = z
  .object({
    product_id: idField(productMessages.notFound),
    warehouse_id: idField(productMessages.warehouseRequired),
    ...newLotFields,
  })
  .check(...newLotChecks);

/** PUT /inventory/replenish and /withdraw: the observation becomes the movement's reference. */
export const stockChangeSchema = z.object({
  warehouse_id: idField(productMessages.warehouseRequired),
  product_id: idField(productMessages.notFound),
  quantity: quantitySchema,
  unit: unitSchema.optional(),
  lot_number: lotNumberSchema,
  observation: requiredText(inventoryMessages.observationRequired, 500, inventoryMessages.observationTooLong),
});

export const stockLevelsSchema = z
  .object({ min_stock: stockLevelSchema, max_stock: stockLevelSchema })
  .refine(minNotAboveMax, minAboveMaxIssue);

const lotStateSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  warehouse_id: z.string(),
  warehouse: z.object({ id: z.string(), name: z.string() }),
  lot_number: z.string().nullable(),
  quantity: z.number().int(),
  costs: z.number(),
  unit: z.string(),
  expiration_date: z.string().nullable(),
  min_stock: z.number().int(),
  max_stock: z.number().int(),
  acquired_at: z.string(),
  /** The lot on the business's today (alerts.ts expiryStatus, 30 days): expired, expiring, or neither. */
  expiry: z.enum(["expired", "expiring"]).nullable(),
});
export type LotState = z.infer<typeof lotStateSchema>;

const warehouseStockSchema = z.object({ id: z.string(), name: z.string(), quantity: z.number().int() });

export const inventoryProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  description: z.string(),
  price: z.number(),
  /** Weighted average unit cost of the stock on hand (0 without stock). */
  cost: z.number(),
  quantity: z.number().int(),
  min_stock: z.number().int(),
  max_stock: z.number().int(),
  image_url: z.string().nullable(),
  warehouses: z.array(warehouseStockSchema),
});
export type InventoryProduct = z.infer<typeof inventoryProductSchema>;

export const inventoryEntryRowSchema = z.object({
  id: z.string(),
  warehouse_name: z.string(),
  lot_number: z.string().nullable(),
  quantity: z.number().int(),
  cost: z.number().nullable(),
  acquired_at: z.string(),
});

export const lotStatePageSchema = pagedResponseSchema(lotStateSchema);
export const inventoryEntryPageSchema = pagedResponseSchema(inventoryEntryRowSchema);
export const inventoryProductPageSchema = pagedResponseSchema(inventoryProductSchema);
export const movementPageSchema = cappedPageSchema(movementSchema);
export const productIdParamsSchema = z.object({ productId: pathId() });
/** `?after=`: the last id of the previous page; the page then holds the movements before it (keyset). */
export const movementQuerySchema = z
  .object({ ...keysetQueryShape, product_id: text().min(1).max(64).optional(), ...exportQueryShape })
  .check(noPageWithAfter);

export const byProductsRequestSchema = z.object({
  product_ids: z.array(text().min(1).max(64)).max(500, "Se permiten como máximo 500 productos por solicitud"),
});
export const byProductsResponseSchema = z.record(
  z.string(),
  z.array(z.object({ warehouse_id: z.string(), warehouse_name: z.string(), quantity: z.number().int() })),
);

/**
 * A product a stock change would leave with less than its pending picking requests need (issue 33,
 * 'Faltantes'): how many units short, and the sales whose requests could no longer be fully dispatched
 * (V-000123), oldest first.
 */
export const shortageSchema = z.object({
  product: z.object({ id: z.string(), name: z.string(), sku: z.string() }),
  short: z.number().int(),
  sales: z.array(z.string()),
});
export type Shortage = z.infer<typeof shortageSchema>;
export const shortagesSchema = z.object({ shortages: z.array(shortageSchema) });

export const shortageMessages = {
  confirm: (sales: string[]) =>
    `El ajuste deja sin existencias suficientes ${sales.length === 1 ? "la venta pendiente" : "las ventas pendientes"} ${sales.slice(0, 10).join(", ")}${sales.length > 10 ? "…" : ""}: confirma para aplicarlo`,
} as const;

/** GET /inventory/shortages: what taking `quantity` out of a lot would leave short (the withdraw dialog). */
export const withdrawShortagesQuerySchema = z.object({
  warehouse_id: idField(productMessages.warehouseRequired),
  product_id: idField(productMessages.notFound),
  quantity: z.coerce.number().pipe(quantitySchema),
  lot_number: lotNumberSchema,
});
