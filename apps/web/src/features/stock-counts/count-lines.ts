import type { StockCountLine } from "@inventario/shared/stock-counts";
import { formatQuantity } from "../../lib/format-quantity";

/** A line as a scan answer names it: "SKU-123 · L1" (the SKU alone for a product without lots). */
export const lineLabel = (line: Pick<StockCountLine, "product" | "lot_number">) =>
  line.lot_number ? `${line.product.sku} · ${line.lot_number}` : line.product.sku;

/** A line in an accessible name: "SKU-123 L1", never the product's name (its link's name). */
export const lineKey = (line: Pick<StockCountLine, "product" | "lot_number">) =>
  line.lot_number ? `${line.product.sku} ${line.lot_number}` : line.product.sku;

/** What a line has counted so far, in its unit; "sin contar" while nobody counted it (or it went back). */
export const countedText = (line: Pick<StockCountLine, "counted" | "unit">) =>
  line.counted === null ? "sin contar" : formatQuantity(line.counted, line.unit);

/** A signed difference: "+5 UD", "−3 UD", "0 UD" (the figure alone without a unit). */
export function signedQuantity(value: number, unit?: string): string {
  const magnitude = formatQuantity(Math.abs(value), unit);
  return value > 0 ? `+${magnitude}` : value < 0 ? `−${magnitude}` : magnitude;
}

/** "SKU-123 · L1: contado 5 UD": what a scan or a saved line says. */
export const countedMessage = (line: StockCountLine) => `${lineLabel(line)}: contado ${countedText(line)}`;
