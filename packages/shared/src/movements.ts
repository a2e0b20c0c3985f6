import { z } from "zod";
import { MOVEMENT_TYPE_CODES } from "./movement-types";

// The types themselves live in a zod-free module, so that a screen that only labels movements (the
// dashboard) does not load zod; every import from here keeps working.
export { MOVEMENT_TYPE_CODES, type MovementType, movementLabel, movementTypes } from "./movement-types";

export const movementSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  warehouse_id: z.string(),
  type: z.enum(MOVEMENT_TYPE_CODES),
  quantity: z.number().int(),
  unit: z.string(),
  lot_number: z.string().nullable(),
  reference: z.string().nullable(),
  /**
   * The reference as a person reads it: the document's kind and readable number when it names a
   * picking request, a sale or a transfer ("Alistamiento A-000123", "Venta V-000123", "Traslado
   * T-000045"); otherwise the reference itself.
   */
  reference_label: z.string().nullable(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;
export const recentMovementsSchema = z.object({ data: z.array(movementSchema) });
