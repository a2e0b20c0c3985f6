import { z } from "zod";

export const MOVEMENT_TYPES = ["IN", "OUT", "REPLENISH", "WITHDRAWAL"] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** SPEC §4: labels by type, 'Desconocido' for anything else. */
export const movementTypeLabels: Record<MovementType, string> = {
  IN: "Entrada",
  OUT: "Salida",
  REPLENISH: "Reabastecimiento",
  WITHDRAWAL: "Retiro",
};
export const movementLabel = (type: string): string =>
  (movementTypeLabels as Record<string, string | undefined>)[type] ?? "Desconocido";

export const movementSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  warehouse_id: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  quantity: z.number().int(),
  unit: z.string(),
  lot_number: z.string().nullable(),
  reference: z.string().nullable(),
  created_at: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;
export const recentMovementsSchema = z.object({ data: z.array(movementSchema) });
