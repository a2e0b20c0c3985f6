import type { LotState } from "@inventario/shared/inventory";
import { type AssignmentRow, fefoLotPicks, isComplete, remainingOf, type WithdrawalItem } from "./assignment";

type SheetLot = Pick<LotState, "warehouse_id" | "warehouse" | "lot_number" | "quantity" | "expiration_date" | "expiry">;

/** One line to pick: how many units from which lot of which warehouse (its name is where it is). */
export type SheetLine = {
  warehouseName: string;
  lotNumber: string | null;
  expirationDate: string | null;
  quantity: number;
};

/**
 * An item of the picking sheet. `source` says where its lines come from: the rows typed on the screen
 * ('assigned'), the FEFO suggestion when none are ('suggested'), nowhere because the user may not read the
 * inventory ('unlocated'), or nothing left to pick ('done').
 */
export type SheetItem = {
  id: string;
  name: string;
  sku: string;
  requested: number;
  dispatched: number;
  pending: number;
  source: "assigned" | "suggested" | "unlocated" | "done";
  lines: SheetLine[];
  /** Units of `pending` the lines cover: fewer when the warehouses do not hold enough that is not expired. */
  covered: number;
};

const toLines = (picks: ReturnType<typeof fefoLotPicks<SheetLot>>): SheetLine[] =>
  picks.map(({ lot, quantity }) => ({
    warehouseName: lot.warehouse.name,
    lotNumber: lot.lot_number,
    expirationDate: lot.expiration_date,
    quantity,
  }));

/**
 * What the picking sheet prints for one item (issue 21), through the screen's one FEFO walk: each row with
 * a warehouse and a quantity becomes the lots the server will take there (earliest expiration first); with
 * no such row, the FEFO suggestion over every warehouse of `stock` covers what the item still needs.
 * `lots` is null when they could not be read (no inventory:read): the item is printed without a location.
 */
export function pickingSheetItem(
  item: WithdrawalItem,
  product: { name: string; sku: string } | undefined,
  rows: readonly AssignmentRow[],
  lots: readonly SheetLot[] | null,
  stock: ReadonlyMap<string, number>,
): SheetItem {
  const pending = remainingOf(item);
  const base = {
    id: item.id,
    name: product?.name ?? item.product_id,
    sku: product?.sku ?? "",
    requested: item.requested_quantity,
    dispatched: item.fulfilled_quantity,
    pending,
  };
  if (isComplete(item)) return { ...base, source: "done", lines: [], covered: 0 };
  if (lots === null) return { ...base, source: "unlocated", lines: [], covered: 0 };
  const assigned = rows.filter((row) => row.warehouseId !== "" && row.quantity > 0);
  const lines =
    assigned.length > 0
      ? assigned.flatMap((row) => toLines(fefoLotPicks(lots, new Map([[row.warehouseId, row.quantity]]), row.quantity)))
      : toLines(fefoLotPicks(lots, stock, pending));
  return {
    ...base,
    source: assigned.length > 0 ? "assigned" : "suggested",
    lines,
    covered: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
