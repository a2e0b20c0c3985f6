import { z } from "zod";
import { requiredText } from "./text";

/**
 * Warehouse scoping (issue 34): an employee may be limited to some warehouses ('Bodegas asignadas');
 * an empty set means all of them. A scoped employee sees every warehouse's stock and documents but
 * changes stock only in their own (a transfer goes *from* one of theirs to any).
 */
export const warehouseScopeMessages = {
  outOfScope: (warehouseName: string) => `No tienes permisos sobre la bodega ${warehouseName}`,
  unknownWarehouse: "Una de las bodegas elegidas no existe",
  adminUnscoped: "Los administradores tienen acceso a todas las bodegas; no se les asignan bodegas",
  tooMany: "Se pueden asignar como máximo 500 bodegas",
} as const;

/**
 * A list's `warehouse_id` filter value meaning 'Mis bodegas': the signed-in user's assigned warehouses
 * (every warehouse for an employee without assignments). Accepted by the alerts, purchase orders and
 * stock counts lists and their files.
 */
export const MY_WAREHOUSES = "mine";

/** The most warehouses one employee can be assigned (far more than any business keeps). */
export const MAX_ASSIGNED_WAREHOUSES = 500;

/** PUT /employees/{id}/warehouses: the whole set, replaced (repeats ignored); `[]` lifts the restriction. */
export const employeeWarehousesSchema = z.object({
  warehouse_ids: z
    .array(requiredText(warehouseScopeMessages.unknownWarehouse, 64, warehouseScopeMessages.unknownWarehouse))
    .max(MAX_ASSIGNED_WAREHOUSES, warehouseScopeMessages.tooMany),
});
export type EmployeeWarehouses = z.infer<typeof employeeWarehousesSchema>;
