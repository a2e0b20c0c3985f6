import { z } from "zod";
import { expiryWindowSchema } from "./alerts";
import { exportQueryShape } from "./export";
import { cappedPageSchema, keysetQueryShape, noPageWithAfter } from "./pagination";
import { searchText, text } from "./text";

/**
 * 'Existencias' of a warehouse (issue 33): what it holds, lot by lot — the sheet a count starts from.
 * `stocked`: every lot holding stock, by product; `expiring`: those whose date comes within `days`;
 * `expired`: those past their date (both by date, soonest first).
 */
export const WAREHOUSE_STOCK_STATES = ["stocked", "expiring", "expired"] as const;
export type WarehouseStockState = (typeof WAREHOUSE_STOCK_STATES)[number];

export const warehouseStockStateLabels: Record<WarehouseStockState, string> = {
  stocked: "Con stock",
  expiring: "Por vencer",
  expired: "Vencidos",
};

export const warehouseStockQuerySchema = z
  .object({
    ...keysetQueryShape,
    ...exportQueryShape,
    search: searchText(),
    category: text().trim().max(80).optional(),
    state: z.enum(WAREHOUSE_STOCK_STATES).default("stocked"),
    days: expiryWindowSchema,
  })
  .check(noPageWithAfter);

/** One lot of the warehouse: its units; the product's reserved and available across warehouses. */
export const warehouseStockRowSchema = z.object({
  /** The lot's id (the ?after= of the next page). */
  id: z.string(),
  product: z.object({ id: z.string(), name: z.string(), sku: z.string(), category: z.string() }),
  lot_number: z.string().nullable(),
  unit: z.string(),
  quantity: z.number().int(),
  expiration_date: z.string().nullable(),
  /** Its date is before the business's today: it is neither sold nor picked. */
  expired: z.boolean(),
  /** What pending picking requests still need of the product (reservations are per product). */
  reserved: z.number().int(),
  /** The product's stock in lots not expired, in every warehouse, less what is reserved. */
  available: z.number().int(),
});
export type WarehouseStockRow = z.infer<typeof warehouseStockRowSchema>;
export const warehouseStockPageSchema = cappedPageSchema(warehouseStockRowSchema).extend({
  /** The warehouse, named: 'Existencias' needs inventory:read, not warehouses:read. */
  warehouse: z.object({ id: z.string(), name: z.string() }),
});
