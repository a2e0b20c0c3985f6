import { z } from "zod";
import { exportable } from "./export";
import { limitMessages, MAX_QUANTITY } from "./limits";
import { pagedResponseSchema, pageQuerySchema } from "./pagination";
import { searchText, text } from "./text";

export const withdrawalMessages = {
  notFound: "La solicitud de alistamiento no existe",
  completed: "La solicitud ya está completada",
  cancelled: "La solicitud fue anulada junto con su venta: no se le puede asignar stock",
  itemNotFound: "Un ítem de la solicitud no existe",
  mixedRequests: "Todos los ítems deben ser de la misma solicitud",
  repeatedWarehouse: "Esta bodega ya ha sido seleccionada para este producto.",
  overAssigned: (remaining: number) => `Se asignó más de lo pendiente: el ítem solo necesita ${remaining} unidades`,
  notEnoughInWarehouse: (warehouse: string, available: number) =>
    `La bodega ${warehouse} solo tiene ${available} unidades de ese producto`,
  /** Enough units were there only counting an expired lot: it is named, and what is left without it. */
  expiredLot: (lot: string, warehouse: string, expiredOn: string, available: number) =>
    `El lote ${lot} de la bodega ${warehouse} está vencido (venció el ${expiredOn}) y no se puede despachar; sin él quedan ${available} unidades`,
  warehouseUnavailable: "La bodega no existe o está inactiva",
  quantityInvalid: "La cantidad debe ser un número entero mayor o igual a 1",
} as const;

const WITHDRAWAL_STATUSES = ["PENDING", "COMPLETED", "CANCELLED"] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** SPEC §4 names COMPLETED and anything else; CANCELLED is a request whose sale was cancelled (issue 18). */
export const withdrawalStatusLabels: Record<WithdrawalStatus, string> = {
  PENDING: "Pendiente",
  COMPLETED: "Completado",
  CANCELLED: "Anulada",
};

const withdrawalItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  requested_quantity: z.number().int(),
  fulfilled_quantity: z.number().int(),
});

export const withdrawalSchema = z.object({
  id: z.string(),
  /** A-000123: the same number as its sale's V-000123. */
  number: z.string(),
  requested_by: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  created_at: z.string(),
  /** The bodega to pick from first: its sale's counter's (issue 35); null when none was set. */
  preferred_warehouse_id: z.string().nullable(),
  items: z.array(withdrawalItemSchema),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalSummarySchema = withdrawalSchema.omit({ items: true, preferred_warehouse_id: true });
export const withdrawalPageSchema = pagedResponseSchema(withdrawalSummarySchema);
export const withdrawalListQuerySchema = exportable(pageQuerySchema.extend({ search: searchText() }));

const quantity = z
  .number(withdrawalMessages.quantityInvalid)
  .int(withdrawalMessages.quantityInvalid)
  .min(1, withdrawalMessages.quantityInvalid)
  .max(MAX_QUANTITY, limitMessages.quantity);

export const assignStockSchema = z.object({
  items: z
    .array(
      z.object({
        withdrawal_item_id: text().min(1).max(64),
        assignments: z
          .array(z.object({ warehouse_id: text().min(1).max(64), quantity }))
          .min(1)
          .max(50),
      }),
    )
    .min(1)
    .max(200),
});
export type AssignStockInput = z.infer<typeof assignStockSchema>;
