import { addDays } from "@inventario/shared/alerts";
import { businessDayStart } from "../../lib/business-date";

/**
 * Ledger rows are read by date through their ids: time-ordered ids (lib/ids.ts) carry their instant in
 * their first 48 bits, so "before the start of a business day" is "id below this bound", a range of the
 * (product_id, id) indexes the ledger already has, and no index on created_at is needed.
 */
export function idBoundAt(instantMs: number): string {
  // Before 1970 no row can be: the smallest bound of all.
  const hex = Math.max(0, instantMs).toString(16).padStart(12, "0");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-0000-0000-000000000000`;
}

/** The id bound below which lie the rows written before the business date begins. */
export const idBoundBefore = (date: string): string => idBoundAt(businessDayStart(date));

/** The id bound below which lie the rows written up to the end of the business date. */
export const idBoundAfter = (date: string): string => idBoundBefore(addDays(date, 1));
