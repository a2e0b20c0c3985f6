import { z } from "zod";
import { exportQueryShape } from "./export";
import { importErrorSchema } from "./import-api";
import type { ImportColumn } from "./imports";
import { MAX_QUANTITY } from "./limits";
import {
  cappedPageSchema,
  keysetQueryShape,
  noPageWithAfter,
  pagedResponseSchema,
  pageQuerySchema,
  RANGE_COUNT_CAP,
} from "./pagination";
import { lotNumberSchema } from "./products";
import { requiredText, searchText, text } from "./text";

/**
 * Physical stock counts ('Toma física', issue 33, docs/decisions/0027-stock-counts.md): a count of one
 * warehouse (CF-000012), counted by several employees at once, reviewed and applied as adjustments.
 */
export const STOCK_COUNT_STATUSES = ["OPEN", "REVIEW", "APPLIED", "CANCELLED"] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

export const stockCountStatusLabels: Record<StockCountStatus, string> = {
  OPEN: "Abierto",
  REVIEW: "En revisión",
  APPLIED: "Aplicado",
  CANCELLED: "Cancelado",
};

/** SKUs a count's scope may list, and entries one call may carry. */
export const MAX_SCOPE_SKUS = 5_000;
export const MAX_COUNT_ENTRIES = 500;
/**
 * The count sheet's totals stop here («más de 1.000»), deeper pages come by `?after=`: a warehouse can
 * hold a million lots, and counting ten thousand of them on every page of a review costs more than the
 * page (docs/decisions/0027-stock-counts.md).
 */
export const SHEET_COUNT_CAP = RANGE_COUNT_CAP;
/** Lines one recount request may send back. */
export const MAX_RECOUNT_LINES = 1_000;

export const STOCK_COUNT_LINE_FILTERS = ["all", "differences", "uncounted", "moved"] as const;
export type StockCountLineFilter = (typeof STOCK_COUNT_LINE_FILTERS)[number];

export const stockCountLineFilterLabels: Record<StockCountLineFilter, string> = {
  all: "Todas",
  differences: "Solo diferencias",
  uncounted: "Sin contar",
  moved: "Movidos durante el conteo",
};

/** What applying does with the lots in scope that nobody counted. */
export const UNCOUNTED_CHOICES = ["keep", "zero"] as const;
export type UncountedChoice = (typeof UNCOUNTED_CHOICES)[number];
export const uncountedChoiceLabels: Record<UncountedChoice, string> = {
  keep: "Dejar como están",
  zero: "Poner en cero",
};

export const ENTRY_MODES = ["add", "set"] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

export const stockCountMessages = {
  warehouseRequired: "Selecciona la bodega que se va a contar",
  warehouseUnavailable: "La bodega no existe o está inactiva",
  noteTooLong: "La nota admite como máximo 1.000 caracteres",
  categoryTooLong: "La categoría admite como máximo 80 caracteres",
  searchTooLong: "La búsqueda admite como máximo 100 caracteres",
  tooManySkus: `El alcance admite hasta ${MAX_SCOPE_SKUS.toLocaleString("es-CO")} SKU`,
  skuRequired: "Escribe el SKU",
  skusUnknown: (skus: string[]) =>
    `${skus.length === 1 ? "No existe el SKU" : "No existen los SKU"} ${skus.slice(0, 10).join(", ")}${skus.length > 10 ? "…" : ""}`,
  notFound: "El conteo no existe",
  entriesRequired: "Agrega al menos un conteo",
  tooManyEntries: `Se admiten hasta ${MAX_COUNT_ENTRIES} conteos por envío`,
  productRequired: "Indica el producto (su id o su SKU)",
  productUnknown: "El producto no existe",
  outOfScope: "El producto no está en el alcance de este conteo",
  lotRequired: (lots: string[]) => `El producto tiene varios lotes en esta bodega: elige el lote (${lots.join(", ")})`,
  quantityInvalid: "La cantidad debe ser un número entero mayor o igual a 0",
  addZero: "Para sumar, la cantidad debe ser mayor que 0",
  quantityTooLarge: `La cantidad no puede superar ${MAX_QUANTITY.toLocaleString("es-CO")}`,
  notOpen: "El conteo no está abierto: ya no admite conteos",
  notOpenForReview: "Solo un conteo abierto pasa a revisión",
  notInReview: "Solo un conteo en revisión se puede aplicar o devolver a reconteo",
  notCancellable: "Solo se puede cancelar un conteo que no se ha aplicado",
  recountRequired: "Elige al menos una línea para recontar",
  tooManyRecountLines: `Se pueden recontar hasta ${MAX_RECOUNT_LINES.toLocaleString("es-CO")} líneas a la vez`,
  recountUnknown: "Esa línea no pertenece a este conteo o aún no se ha contado",
  uncountedRequired: "Elige qué hacer con lo que nadie contó: dejarlo como está o ponerlo en cero",
  reasonRequired: "Escribe el motivo",
  reasonTooLong: "El motivo admite como máximo 500 caracteres",
  blindFilter: "En un conteo a ciegas solo quien aprueba ve las diferencias y los movimientos",
  blindVariance: "En un conteo a ciegas solo quien aprueba ve el informe de diferencias",
  skuMissing: "Escribe el código del producto contado",
  rowRepeated: (row: number) => `Ese producto y lote ya están en la fila ${row}`,
  fileHasErrors: (total: number) =>
    `El archivo tiene ${total.toLocaleString("es-CO")} ${total === 1 ? "error" : "errores"}: no se registró ningún conteo`,
  countTooLarge: (max: number) => `El conteo supera ${max.toLocaleString("es-CO")} unidades en esa línea`,
} as const;

const idText = (required: string) => requiredText(required, 64);
const optionalTrimmed = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

/** A count's scope: every product of the warehouse, or those of a category, a search or a list of SKUs. */
export const stockCountScopeSchema = z
  .object({
    category: optionalTrimmed(80, stockCountMessages.categoryTooLong),
    search: optionalTrimmed(100, stockCountMessages.searchTooLong),
    skus: z
      .array(requiredText(stockCountMessages.skuRequired, 64))
      .max(MAX_SCOPE_SKUS, stockCountMessages.tooManySkus)
      .nullish()
      .transform((skus) => (skus && skus.length > 0 ? [...new Set(skus.map((sku) => sku.trim()))] : null)),
  })
  .default({ category: null, search: null, skus: null });

/** POST /stock-counts. */
export const stockCountInputSchema = z.object({
  warehouse_id: idText(stockCountMessages.warehouseRequired),
  blind: z.boolean().default(false),
  scope: stockCountScopeSchema,
  note: optionalTrimmed(1_000, stockCountMessages.noteTooLong).transform((value) => value ?? ""),
});
export type StockCountInput = z.input<typeof stockCountInputSchema>;

const countQuantity = z
  .number(stockCountMessages.quantityInvalid)
  .int(stockCountMessages.quantityInvalid)
  .min(0, stockCountMessages.quantityInvalid)
  .max(MAX_QUANTITY, stockCountMessages.quantityTooLarge);

/** One counted quantity: a scan adds 1; a typed quantity adds or sets the counter's own count of the line. */
export const stockCountEntryInputSchema = z
  .object({
    product_id: text().trim().max(64).nullish(),
    sku: text().trim().max(64).nullish(),
    /**
     * The lot counted; null or "" the product's lot without a number. Left out: the product's one lot
     * in the warehouse (refused when it has several).
     */
    lot_number: lotNumberSchema.optional(),
    quantity: countQuantity,
    mode: z.enum(ENTRY_MODES).default("add"),
  })
  .refine((entry) => Boolean(entry.product_id || entry.sku), {
    message: stockCountMessages.productRequired,
    path: ["sku"],
  })
  .refine((entry) => entry.mode === "set" || entry.quantity > 0, {
    message: stockCountMessages.addZero,
    path: ["quantity"],
  });
export type StockCountEntryInput = z.input<typeof stockCountEntryInputSchema>;

/** POST /stock-counts/{id}/entries: all or nothing. */
export const stockCountEntriesInputSchema = z.object({
  entries: z
    .array(stockCountEntryInputSchema)
    .min(1, stockCountMessages.entriesRequired)
    .max(MAX_COUNT_ENTRIES, stockCountMessages.tooManyEntries),
});

/** POST /stock-counts/{id}/recount. */
export const stockCountRecountInputSchema = z.object({
  lines: z
    .array(idText(stockCountMessages.recountRequired))
    .min(1, stockCountMessages.recountRequired)
    .max(MAX_RECOUNT_LINES, stockCountMessages.tooManyRecountLines),
});

/** POST /stock-counts/{id}/apply. */
export const stockCountApplyInputSchema = z.object({
  uncounted: z.enum(UNCOUNTED_CHOICES, stockCountMessages.uncountedRequired),
  /** Applies even when it leaves pending sales short (GET /stock-counts/{id}/shortages lists them). */
  confirm_shortages: z.boolean().default(false),
});

/** GET /stock-counts/{id}/shortages: what applying with this choice would leave short. */
export const stockCountShortagesQuerySchema = z.object({
  uncounted: z.enum(UNCOUNTED_CHOICES, stockCountMessages.uncountedRequired).default("keep"),
});

/** POST /stock-counts/{id}/cancel. */
export const stockCountCancelInputSchema = z.object({
  reason: requiredText(stockCountMessages.reasonRequired, 500, stockCountMessages.reasonTooLong),
});

export const stockCountListQuerySchema = pageQuerySchema.extend({
  status: z.enum(STOCK_COUNT_STATUSES).optional(),
  warehouse_id: text().max(64).optional(),
});

export const stockCountLinesQuerySchema = z
  .object({
    ...keysetQueryShape,
    ...exportQueryShape,
    // A sheet key: a product's id, a slash and its lot (up to 40 characters).
    after: text().min(1).max(120).optional(),
    filter: z.enum(STOCK_COUNT_LINE_FILTERS).default("all"),
    search: searchText(),
  })
  .check(noPageWithAfter);

const namedSchema = z.object({ id: z.string(), name: z.string() });

export const stockCountSummarySchema = z.object({
  id: z.string(),
  /** CF-000012 */
  number: z.string(),
  status: z.enum(STOCK_COUNT_STATUSES),
  warehouse: namedSchema,
  blind: z.boolean(),
  scope: z.object({
    category: z.string().nullable(),
    search: z.string().nullable(),
    /** How many SKUs the scope lists (null: no list). */
    skus: z.number().int().nullable(),
  }),
  note: z.string(),
  opened_by: z.string().nullable(),
  approved_by: z.string().nullable(),
  created_at: z.string(),
  applied_at: z.string().nullable(),
  /** Lines counted so far (a product's lot counted by anyone). */
  counted_lines: z.number().int(),
  /** The adjustment's net value in pesos once applied (surpluses − shortages); null before. */
  net_value: z.number().nullable(),
});
export type StockCountSummary = z.infer<typeof stockCountSummarySchema>;

export const stockCountSchema = stockCountSummarySchema.extend({
  reason: z.string().nullable(),
  uncounted: z.enum(UNCOUNTED_CHOICES).nullable(),
  cancelled_at: z.string().nullable(),
  /** Whether this caller sees book quantities and differences (false for a counter of a blind count). */
  shows_book: z.boolean(),
});
export type StockCount = z.infer<typeof stockCountSchema>;

export const stockCountPageSchema = pagedResponseSchema(stockCountSummarySchema);

/**
 * One line of the count sheet: a lot of a product in scope (counted or not), or a lot the count found
 * that the book does not know. `book`, `difference`, `difference_value` and `moved` are absent for a
 * counter of a blind count.
 */
export const stockCountLineSchema = z.object({
  /** The sheet key (product and lot): the ?after= of the next page. */
  id: z.string(),
  /** The counted line's id (what /recount takes); null while nobody counted it. */
  line_id: z.string().nullable(),
  product: namedSchema.extend({ sku: z.string(), category: z.string() }),
  lot_id: z.string().nullable(),
  lot_number: z.string().nullable(),
  unit: z.string(),
  expiration_date: z.string().nullable(),
  /** Units counted (summed across counters); null while uncounted or sent back to recount. */
  counted: z.number().int().nullable(),
  recount: z.boolean(),
  counted_by: z.array(z.string()),
  last_counted_at: z.string().nullable(),
  /** The caller's own part of `counted` (what 'Fijar mi conteo' replaces); null while they counted none. */
  my_counted: z.number().int().nullable().optional(),
  /** The book quantity when the line was first counted (now, while uncounted). */
  book: z.number().int().optional(),
  difference: z.number().int().nullable().optional(),
  /** The difference in pesos at the warehouse's average cost. */
  difference_value: z.number().nullable().optional(),
  /** The lot's stock moved since it was counted. */
  moved: z.boolean().optional(),
  /** Once applied: the adjustment written (signed units). */
  adjusted: z.number().int().nullable().optional(),
});
export type StockCountLine = z.infer<typeof stockCountLineSchema>;

export const stockCountLinePageSchema = cappedPageSchema(stockCountLineSchema);

export const stockCountEntriesResultSchema = z.object({ lines: z.array(stockCountLineSchema) });

/**
 * The columns an uploaded count sheet is read by (the exported sheet's, matched forgiving case, accents
 * and synonyms as an import's are): a row with nothing in 'Contado' was not counted and is skipped.
 */
export const countUploadColumns: readonly ImportColumn[] = [
  {
    field: "sku",
    header: "Código",
    synonyms: ["SKU", "Código del producto", "Referencia"],
    type: "text",
    need: "key",
    help: "El código (SKU) del producto contado.",
  },
  {
    field: "lot_number",
    header: "Lote",
    synonyms: ["Número de lote", "N° de lote"],
    type: "text",
    need: "optional",
    help: "El lote contado; vacío si el producto tiene un solo lote en la bodega.",
  },
  {
    field: "quantity",
    header: "Contado",
    synonyms: ["Cantidad", "Cantidad contada", "Conteo", "Conteo físico"],
    type: "integer",
    need: "key",
    help: "Las unidades contadas; vacío si no se contó. Reemplaza lo que quien sube el archivo había contado de esa línea.",
  },
];

/** POST /stock-counts/{id}/upload: what the sheet holds (dry_run=true) or recorded, and every error. */
export const stockCountUploadSchema = z.object({
  /** Data rows read (the header aside). */
  rows: z.number().int(),
  /** Rows whose count would be recorded (valid cells, a product and lot of the count): the sheet's entries. */
  counted: z.number().int(),
  /** The first 1,000 errors in file order. */
  errors: z.array(importErrorSchema),
  errors_total: z.number().int(),
  ignored_columns: z.array(z.string()),
  /** True once recorded (false for a check). */
  recorded: z.boolean(),
});
export type StockCountUpload = z.infer<typeof stockCountUploadSchema>;

export const stockCountUploadQuerySchema = z.object({
  dry_run: z.enum(["true", "false"]).optional(),
});

/** GET /stock-counts/{id}/variance: a page of the products, or every one as a file. */
export const stockCountVarianceQuerySchema = pageQuerySchema.extend(exportQueryShape);

/** Units and pesos a count found over and under the book: a product's, a category's or the count's. */
export const varianceFiguresSchema = z.object({
  /** Products with a difference. */
  products: z.number().int(),
  surplus_units: z.number().int(),
  shortage_units: z.number().int(),
  /** surplus − shortage */
  net_units: z.number().int(),
  surplus_value: z.number(),
  shortage_value: z.number(),
  net_value: z.number(),
});
export type VarianceFigures = z.infer<typeof varianceFiguresSchema>;

/** A product the count found over or under its book (its lots summed). */
export const stockCountVarianceProductSchema = z.object({
  product: namedSchema.extend({ sku: z.string(), category: z.string() }),
  /** Its lots with a difference. */
  lots: z.number().int(),
  book: z.number().int(),
  counted: z.number().int(),
  /** Units over (+) or under (−) the book. */
  difference: z.number().int(),
  /** In pesos: what the adjustment wrote once applied; before, at the warehouse's average cost now. */
  value: z.number(),
});
export type StockCountVarianceProduct = z.infer<typeof stockCountVarianceProductSchema>;

/**
 * The variance report: the products with a difference (largest value first, paged), the figures by
 * category and the count's. Once applied it is what the adjustment wrote (its net value the count's);
 * before, what the counts differ by, valued at the average cost now, without the lots nobody counted.
 */
export const stockCountVarianceSchema = pagedResponseSchema(stockCountVarianceProductSchema).extend({
  valued_at: z.enum(["adjustment", "average_cost"]),
  totals: varianceFiguresSchema,
  categories: z.array(varianceFiguresSchema.extend({ category: z.string() })),
});
export type StockCountVariance = z.infer<typeof stockCountVarianceSchema>;
