import type { AlertRow, WriteOffLot } from "@inventario/shared/alerts";
import { useState } from "react";
import { useWarehouseScope } from "../../lib/use-warehouse-scope";

/** A lot as the write-off names it, and what the confirmation lists of it. */
export type SelectedLot = WriteOffLot & {
  product_name: string;
  warehouse_name: string;
  quantity: number;
  unit: string | null;
};

/** One lot: a product's lot number in one warehouse (a lot without number is one lot per warehouse). */
export const lotKey = (row: Pick<AlertRow, "product" | "warehouse" | "lot_number">) =>
  `${row.product.id}\u0000${row.warehouse?.id ?? ""}\u0000${row.lot_number ?? ""}`;

function selectedLot(row: AlertRow): SelectedLot {
  return {
    product_id: row.product.id,
    warehouse_id: row.warehouse?.id ?? "",
    lot_number: row.lot_number,
    product_name: row.product.name,
    warehouse_name: row.warehouse?.name ?? "",
    quantity: row.quantity,
    unit: row.unit,
  };
}

/**
 * The expired lots chosen for a write-off. The choice survives paging (a write-off may take lots of
 * several pages) and is kept in insertion order, the order the confirmation lists them.
 */
export function useLotSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedLot>>(new Map());
  const scope = useWarehouseScope();

  const isSelected = (row: AlertRow) => selected.has(lotKey(row));
  /** A user limited to some warehouses writes off only lots in theirs (issue 34). */
  const isSelectable = (row: AlertRow) => (row.warehouse ? scope.isOwn(row.warehouse.id) : !scope.scoped);

  const toggle = (row: AlertRow) =>
    setSelected((current) => {
      if (!isSelectable(row)) return current;
      const next = new Map(current);
      const key = lotKey(row);
      if (next.has(key)) next.delete(key);
      else next.set(key, selectedLot(row));
      return next;
    });

  /** Selects every row of the page, or, when all of them already are, unselects them. */
  const togglePage = (shown: readonly AlertRow[]) =>
    setSelected((current) => {
      const rows = shown.filter(isSelectable);
      const next = new Map(current);
      const all = rows.every((row) => next.has(lotKey(row)));
      for (const row of rows) {
        if (all) next.delete(lotKey(row));
        else next.set(lotKey(row), selectedLot(row));
      }
      return next;
    });

  const pageState = (shown: readonly AlertRow[]): "all" | "some" | "none" => {
    const rows = shown.filter(isSelectable);
    const count = rows.filter(isSelected).length;
    if (count === 0) return "none";
    return count === rows.length ? "all" : "some";
  };

  return {
    lots: [...selected.values()],
    isSelected,
    isSelectable,
    toggle,
    togglePage,
    pageState,
    clear: () => setSelected(new Map()),
  };
}

export type LotSelection = ReturnType<typeof useLotSelection>;
