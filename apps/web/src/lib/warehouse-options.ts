import type { Paged } from "@inventario/shared/pagination";
import type { Warehouse } from "@inventario/shared/warehouses";
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { api } from "./api-client";
import { warehouseKeys } from "./query-keys";
import { useWarehouseScope } from "./use-warehouse-scope";

/**
 * Every active warehouse in one page (`all=true`), for the selects that send stock somewhere: a new
 * product's first lot, a new entry, a return, a transfer. The server already leaves inactive ones out;
 * keeping only active ones here as well means an inactive one is never offered. One query under one key,
 * so every screen answers from the same cache. `forbiddenMessage` is the screen's own 403 text, when its
 * spec names one.
 */
function listWarehouseOptions(signal?: AbortSignal, forbiddenMessage?: string): Promise<Warehouse[]> {
  return api
    .get<Paged<Warehouse>>("/warehouse", { signal, forbiddenMessage, query: { all: true } })
    .then(({ data }) => data.filter((warehouse) => warehouse.is_active));
}

/**
 * `enabled: false` for a filter the user may not fill (no `warehouses:read`): the list is not asked for,
 * so no 403 warning comes up on a screen the user may otherwise read.
 */
export function useWarehouseOptions({
  forbiddenMessage,
  enabled = true,
}: {
  forbiddenMessage?: string;
  enabled?: boolean;
} = {}) {
  return useQuery({
    queryKey: warehouseKeys.options(),
    queryFn: ({ signal }) => listWarehouseOptions(signal, forbiddenMessage),
    enabled,
  });
}

/**
 * The active warehouses the user may change stock in (issue 34 'Bodegas asignadas'): every one for an
 * unscoped user, only their own for a scoped one. For the selects of the dialogs that move stock; the
 * same query and cache as `useWarehouseOptions`, filtered on the way out.
 */
export function useOwnWarehouseOptions({ forbiddenMessage }: { forbiddenMessage?: string } = {}) {
  const { scoped, isOwn } = useWarehouseScope();
  const select = useCallback(
    (warehouses: Warehouse[]) => (scoped ? warehouses.filter((warehouse) => isOwn(warehouse.id)) : warehouses),
    [scoped, isOwn],
  );
  return useQuery({
    queryKey: warehouseKeys.options(),
    queryFn: ({ signal }) => listWarehouseOptions(signal, forbiddenMessage),
    select,
  });
}
