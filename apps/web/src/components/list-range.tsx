import { PAGE_SIZE } from "@inventario/shared/constants";

const count = new Intl.NumberFormat("es-CO");

/** A page of a list as the server answers it; `total_capped` when the list counts only up to a cap. */
export type PageSummary = { data: readonly unknown[]; page: number; total: number; total_capped?: boolean };

/**
 * "1–10 de 120": which rows of how many the page shows; "de más de 10.000" when the list stops counting.
 * Null for an empty page (the table already says why).
 */
export function listRangeText({ data, page, total, total_capped }: PageSummary): string | null {
  if (data.length === 0) return null;
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = first + data.length - 1;
  const of = total_capped ? `más de ${count.format(total)}` : count.format(total);
  return `${count.format(first)}–${count.format(last)} de ${of}`;
}
