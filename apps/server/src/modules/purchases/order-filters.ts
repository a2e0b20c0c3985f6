import { businessDayBoundsUtc } from "@inventario/shared/dates";
import type { Db } from "../../db/connection";
import { warehouseFilterOf } from "../employees/warehouse-scope";
import type * as repo from "./purchases.repository";

/** The order list's query: its search and filters, dates as business days. */
export type OrderListFilters = Omit<repo.OrderFilters, "from" | "to" | "warehouse_ids"> & {
  /** A warehouse's id, or 'mine' for the signed-in employee's ('Mis bodegas'). */
  warehouse_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * The list's filters with the dates as instants (the first business day's start, the last one's end), or
 * null when nothing but a search narrows it: then the list's own index answers (db/lists).
 */
export async function orderFilters(db: Db, { status, supplier_id, warehouse_id, search, from, to }: OrderListFilters) {
  if (!status && !supplier_id && !warehouse_id && !from && !to) return null;
  return {
    status,
    supplier_id,
    warehouse_ids: await warehouseFilterOf(db, warehouse_id),
    search,
    from: from ? businessDayBoundsUtc(from).start : undefined,
    to: to ? businessDayBoundsUtc(to).end : undefined,
  } satisfies repo.OrderFilters;
}
