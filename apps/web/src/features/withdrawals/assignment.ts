import type { LotState } from "@inventario/shared/inventory";
import type { AssignStockInput, Withdrawal } from "@inventario/shared/withdrawals";
import { withdrawalTexts } from "./withdrawal-texts";

export type WithdrawalItem = Withdrawal["items"][number];

/** One warehouse chosen for an item: `warehouseId` "" until one is chosen, `quantity` 0 until typed. */
export type AssignmentRow = { key: number; warehouseId: string; quantity: number };

type StockLookup = ReadonlyMap<string, number>;

/** SPEC §4: remaining = requested - fulfilled; the item is complete when nothing remains. */
export const remainingOf = (item: WithdrawalItem) => Math.max(item.requested_quantity - item.fulfilled_quantity, 0);
export const isComplete = (item: WithdrawalItem) => remainingOf(item) === 0;

export const assignedTotal = (rows: readonly AssignmentRow[]) => rows.reduce((sum, row) => sum + row.quantity, 0);

let nextKey = 1;
/** SPEC §5: each item starts with one empty row (no warehouse, quantity 0). */
export const emptyRow = (): AssignmentRow => ({ key: nextKey++, warehouseId: "", quantity: 0 });

/** What a change did: the rows to show next, or why it was refused (shown beside the item). */
export type RowChange = { rows: AssignmentRow[]; notice: string | null };

const refused = (rows: readonly AssignmentRow[], notice: string): RowChange => ({ rows: [...rows], notice });

/**
 * Chooses a warehouse for a row. The same warehouse twice for one item is refused (SPEC §5); a quantity
 * above the new warehouse's stock comes down to that stock.
 */
export function chooseWarehouse(
  rows: readonly AssignmentRow[],
  key: number,
  warehouseId: string,
  stock: StockLookup,
): RowChange {
  if (warehouseId !== "" && rows.some((row) => row.key !== key && row.warehouseId === warehouseId)) {
    return refused(rows, withdrawalTexts.repeatedWarehouse);
  }
  const available = stock.get(warehouseId);
  return {
    rows: rows.map((row) =>
      row.key === key
        ? { ...row, warehouseId, quantity: available === undefined ? row.quantity : Math.min(row.quantity, available) }
        : row,
    ),
    notice: null,
  };
}

/**
 * Types a quantity: whole numbers only, an emptied box is 0, and a value above the chosen warehouse's
 * stock is ignored (SPEC §5), so the box keeps what it had.
 */
export function typeQuantity(
  rows: readonly AssignmentRow[],
  key: number,
  text: string,
  stock: StockLookup,
): AssignmentRow[] {
  const quantity = text.trim() === "" ? 0 : Number(text);
  if (!Number.isInteger(quantity) || quantity < 0) return [...rows];
  return rows.map((row) => {
    if (row.key !== key) return row;
    const available = stock.get(row.warehouseId);
    return available !== undefined && quantity > available ? row : { ...row, quantity };
  });
}

/** SPEC §5: no new row once the rows already cover what the item still needs. */
export function addRow(rows: readonly AssignmentRow[], remaining: number): RowChange {
  if (assignedTotal(rows) >= remaining) return refused(rows, withdrawalTexts.allAssigned);
  return { rows: [...rows, emptyRow()], notice: null };
}

/** The last row stays: an item always shows at least one (its ✕ is not offered). */
export function removeRow(rows: readonly AssignmentRow[], key: number): AssignmentRow[] {
  return rows.length > 1 ? rows.filter((row) => row.key !== key) : [...rows];
}

type LotLike = Pick<LotState, "warehouse_id" | "quantity" | "expiration_date" | "expiry">;
type WarehouseQuantity = { warehouseId: string; quantity: number };
/** Units to take from one lot: what the picking sheet prints, line by line. */
export type LotPick<Lot extends LotLike = LotLike> = { lot: Lot; quantity: number };

/** Earliest expiration first; lots that never expire last. Equal dates keep the server's order. */
function byExpiration(a: LotLike, b: LotLike): number {
  if (a.expiration_date === b.expiration_date) return 0;
  if (a.expiration_date === null) return 1;
  if (b.expiration_date === null) return -1;
  return a.expiration_date < b.expiration_date ? -1 : 1;
}

/** Expired stock is not picked (issue 19): the server skips those lots, and so does the suggestion. */
export const isExpiredLot = (lot: LotLike) => lot.expiry === "expired";

/**
 * The FEFO walk, lot by lot: the product's lots that are not expired from the earliest expiration,
 * taking from each until `remaining` is covered, never more than its warehouse holds in `stock`. The
 * server dispatches from a warehouse's earliest lots that are not expired too, so these are the units
 * that leave; an expired lot would otherwise draw the suggestion to its warehouse first. Warehouses not
 * in `stock` (inactive, or without stock that is not expired) are skipped. The sale's counter bodega
 * (`preferredWarehouseId`, issue 35) is walked first, FEFO within it; the others only for what it lacks.
 */
export function fefoLotPicks<Lot extends LotLike>(
  lots: readonly Lot[],
  stock: StockLookup,
  remaining: number,
  preferredWarehouseId: string | null = null,
): LotPick<Lot>[] {
  const taken = new Map<string, number>();
  const picks: LotPick<Lot>[] = [];
  let left = remaining;
  const preferredFirst = (a: Lot, b: Lot) =>
    Number(b.warehouse_id === preferredWarehouseId) - Number(a.warehouse_id === preferredWarehouseId);
  const ordered = lots
    .filter((candidate) => !isExpiredLot(candidate))
    .sort((a, b) => preferredFirst(a, b) || byExpiration(a, b));
  for (const lot of ordered) {
    if (left <= 0) break;
    const already = taken.get(lot.warehouse_id) ?? 0;
    const room = (stock.get(lot.warehouse_id) ?? 0) - already;
    const take = Math.min(lot.quantity, room, left);
    if (take <= 0) continue;
    taken.set(lot.warehouse_id, already + take);
    picks.push({ lot, quantity: take });
    left -= take;
  }
  return picks;
}

/** The FEFO suggestion of the assignment rows: the lot-by-lot walk above, added up per warehouse. */
export function suggestFefo(
  lots: readonly LotLike[],
  stock: StockLookup,
  remaining: number,
  preferredWarehouseId: string | null = null,
): WarehouseQuantity[] {
  const picks = new Map<string, number>();
  for (const { lot, quantity } of fefoLotPicks(lots, stock, remaining, preferredWarehouseId)) {
    picks.set(lot.warehouse_id, (picks.get(lot.warehouse_id) ?? 0) + quantity);
  }
  return [...picks].map(([warehouseId, quantity]) => ({ warehouseId, quantity }));
}

export const rowsFromSuggestion = (picks: readonly WarehouseQuantity[]): AssignmentRow[] =>
  picks.length === 0 ? [emptyRow()] : picks.map((pick) => ({ ...emptyRow(), ...pick }));

/**
 * The assign-stock payload: only rows with a warehouse and a quantity above 0, only items that are not
 * complete and have such a row.
 */
export function toAssignPayload(
  items: readonly WithdrawalItem[],
  rowsByItem: Readonly<Record<string, readonly AssignmentRow[]>>,
): AssignStockInput {
  return {
    items: items
      .filter((item) => !isComplete(item))
      .map((item) => ({
        withdrawal_item_id: item.id,
        assignments: (rowsByItem[item.id] ?? [])
          .filter((row) => row.warehouseId !== "" && row.quantity > 0)
          .map((row) => ({ warehouse_id: row.warehouseId, quantity: row.quantity })),
      }))
      .filter((item) => item.assignments.length > 0),
  };
}

/** The items whose rows add up to more than they still need, each with the quantity it still needs. */
export function overAssignedItems(
  items: readonly WithdrawalItem[],
  payload: AssignStockInput,
): { item: WithdrawalItem; remaining: number }[] {
  return payload.items.flatMap((entry) => {
    const item = items.find((candidate) => candidate.id === entry.withdrawal_item_id)!;
    const total = entry.assignments.reduce((sum, assignment) => sum + assignment.quantity, 0);
    return total > remainingOf(item) ? [{ item, remaining: remainingOf(item) }] : [];
  });
}
