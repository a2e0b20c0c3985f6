import type { NamedItem } from "@inventario/shared/names-batch";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { dashboardKeys } from "../../../lib/query-keys";
import { loadQuietly } from "./load-quietly";

type NamedKind = "product" | "warehouse";

/** Products carry their SKU as well (warehouses do not); a product without one shows a dash in the SKU column. */
type NamedEntry = NamedItem & { sku?: string };

export type NamesById = ReadonlyMap<string, NamedEntry>;

function getNamesBatch(kind: NamedKind, ids: readonly string[], signal?: AbortSignal): Promise<NamedEntry[]> {
  return loadQuietly(
    `the ${kind} names`,
    (options) => api.post<NamedEntry[]>(`/${kind}/names-batch`, { ids }, options),
    signal,
  );
}

const byId = (entries: NamedEntry[]): NamesById => new Map(entries.map((entry) => [entry.id, entry]));

/**
 * The names behind a whole table's ids in one request per kind, never one per row. The ids are
 * deduplicated and sorted so the same set of rows hits the same cache entry. (The recent movements are
 * ten, far below the 500 ids one request may carry.)
 */
export function useNamesBatch(kind: NamedKind, ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  return useQuery({
    queryKey: dashboardKeys.names(kind, unique),
    queryFn: ({ signal }) => getNamesBatch(kind, unique, signal),
    enabled: unique.length > 0,
    select: byId,
  });
}
