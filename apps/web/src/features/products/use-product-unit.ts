import { sharedUnit } from "../../lib/format-quantity";
import { useCurrentLots } from "./api/list-current-lots";

/**
 * The unit the product's stock is counted in, for the figures summed over its lots (total, per
 * warehouse, entries, kardex): the unit its lots share. It reads the first page of 'Estado actual' (the
 * same request and cache as that table); when the lots do not fit one page, or differ in unit, it is
 * null and those figures show the number alone.
 */
export function useProductUnit(productId: string): string | null {
  const { data } = useCurrentLots(productId, 1);
  if (!data || data.total_pages > 1) return null;
  return sharedUnit(data.data);
}
