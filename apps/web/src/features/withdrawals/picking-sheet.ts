import type { LotState } from "@inventario/shared/inventory";
import { type AssignmentRow, fefoLotPicks, isComplete, remainingOf, type WithdrawalItem } from "./assignment";

type SheetLot = Pick<LotState, "warehouse_id" | "warehouse" | "lot_number" | "quantity" | "expiration_date" | "expiry">;

/** One line to pick: how many units from which lot of which warehouse (its name is where it is). */
export type SheetLine = {
  warehouseId: string;
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
    warehouseId: lot.warehouse_id,
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
  preferredWarehouseId: string | null = null,
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
      : toLines(fefoLotPicks(lots, stock, pending, preferredWarehouseId));
  return {
    ...base,
    source: assigned.length > 0 ? "assigned" : "suggested",
    lines,
    covered: lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}

/** The sheet's part for one bodega: the items with lines there, only those lines (issue 35). */
export type SheetSection = { warehouseName: string | null; items: SheetItem[] };

/**
 * The sheet split per bodega, so each picker gets the page of their own: one section per warehouse that has
 * lines (the counter bodega's first, then by name), each item with only its lines there; the items with no
 * line to pick (done, unlocated, no stock) go with the first section, in their place. No line anywhere: one
 * section without a bodega.
 */
export function sheetSections(items: readonly SheetItem[], preferredWarehouseId: string | null): SheetSection[] {
  const names = new Map<string, string>();
  for (const item of items) for (const line of item.lines) names.set(line.warehouseId, line.warehouseName);
  const order = [...names].sort(
    ([a, nameA], [b, nameB]) =>
      Number(b === preferredWarehouseId) - Number(a === preferredWarehouseId) || nameA.localeCompare(nameB, "es"),
  );
  const sections: SheetSection[] = order.map(([warehouseId, warehouseName]) => ({
    warehouseName,
    items: items.flatMap((item) => {
      const lines = item.lines.filter((line) => line.warehouseId === warehouseId);
      return lines.length > 0 ? [{ ...item, lines }] : [];
    }),
  }));
  const [first, ...others] = sections;
  if (!first) return [{ warehouseName: null, items: [...items] }];
  const firstIds = new Set(first.items.map((item) => item.id));
  const withLineless = items.flatMap((item) =>
    item.lines.length === 0 ? [item] : firstIds.has(item.id) ? first.items.filter((own) => own.id === item.id) : [],
  );
  return [{ ...first, items: withLineless }, ...others];
}
