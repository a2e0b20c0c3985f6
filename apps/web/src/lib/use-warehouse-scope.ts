import { useEffect, useMemo, useRef } from "react";
import { useSession } from "./session-store";

/** No assigned warehouses: the user may change stock in every one. */
const EVERY_WAREHOUSE: readonly string[] = [];

export type WarehouseScope = {
  /** Whether the user is limited to some warehouses ('Bodegas asignadas'); false for an admin. */
  scoped: boolean;
  /** Their warehouses, as /auth/me lists them; empty when not scoped. */
  warehouseIds: readonly string[];
  /** Whether the user may change stock in this warehouse (always, when not scoped). */
  isOwn: (warehouseId: string) => boolean;
  /** Their only warehouse, to preselect in a select; null unless scoped to exactly one. */
  sole: string | null;
};

/** The scope of a set of assigned warehouses; exported for the places that hold one outside React. */
export function warehouseScopeOf(warehouseIds: readonly string[]): WarehouseScope {
  if (warehouseIds.length === 0) {
    return { scoped: false, warehouseIds: EVERY_WAREHOUSE, isOwn: () => true, sole: null };
  }
  const own = new Set(warehouseIds);
  return {
    scoped: true,
    warehouseIds,
    isOwn: (warehouseId) => own.has(warehouseId),
    sole: warehouseIds.length === 1 ? (warehouseIds[0] ?? null) : null,
  };
}

/**
 * The warehouses the signed-in user may change stock in (issue 34). A scoped user still sees every
 * warehouse's stock and documents; the dialogs that move stock offer only their own, and the lists'
 * warehouse filter starts at 'Mis bodegas'. Read from the session check (GET /auth/me), so an admin's
 * change of the set reaches the user at their next check; the server enforces it on every request anyway.
 */
export function useWarehouseScope(): WarehouseScope {
  const ids = useSession().user?.warehouse_ids ?? EVERY_WAREHOUSE;
  return useMemo(() => warehouseScopeOf(ids), [ids]);
}

/**
 * Preselects a scoped user's only warehouse in a stock dialog's select, once its options are in: `options`
 * are the ones the select offers (`useOwnWarehouseOptions`), `pick` sets the field. Nothing happens for an
 * unscoped user, or while the field already holds a choice (`current`).
 */
export function usePreselectSoleWarehouse(
  options: readonly { id: string }[] | undefined,
  current: string,
  pick: (warehouseId: string) => void,
): void {
  const { scoped } = useWarehouseScope();
  const done = useRef(false);
  const only = scoped && options?.length === 1 ? options[0]?.id : undefined;
  useEffect(() => {
    if (done.current || only === undefined) return;
    done.current = true;
    if (current === "") pick(only);
  });
}
