import type { PurchaseOrderSummary, Suggestion } from "@inventario/shared/purchases";
import { useState } from "react";
import { useCreateSuggestionOrders } from "./api/create-suggestion-orders";
import {
  buildSuggestionOrders,
  orderTarget,
  type SuggestionErrors,
  serverSuggestionErrors,
  suggestionKey,
  unorderable,
} from "./suggestion-selection";

/**
 * The rows chosen for 'Crear órdenes' and the quantities typed. The choice survives paging (the orders may
 * take rows of several pages) and is kept in the order rows were chosen; a quantity typed stays with its
 * row until the orders are made. Rows without a supplier or warehouse cannot be chosen, and one row per
 * product and warehouse is (`orderTarget`): choosing another one of them replaces it.
 */
export function useSuggestionSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Suggestion>>(new Map());
  const [quantities, setQuantities] = useState<ReadonlyMap<string, string>>(new Map());
  const [errors, setErrors] = useState<SuggestionErrors>({});
  const [created, setCreated] = useState<PurchaseOrderSummary[]>([]);
  const create = useCreateSuggestionOrders();

  // Keyed by what the row orders: at most one row per product and warehouse.
  const isSelected = (row: Suggestion) => {
    const chosen = selected.get(orderTarget(row));
    return chosen !== undefined && suggestionKey(chosen) === suggestionKey(row);
  };
  const quantityOf = (row: Suggestion) => quantities.get(suggestionKey(row)) ?? String(row.quantity);

  const toggle = (row: Suggestion) =>
    setSelected((current) => {
      const next = new Map(current);
      const target = orderTarget(row);
      const chosen = next.get(target);
      if (chosen && suggestionKey(chosen) === suggestionKey(row)) next.delete(target);
      else next.set(target, row);
      return next;
    });

  /** Chooses a row of every product and warehouse of the page not chosen yet, or, when all are, none of them. */
  const togglePage = (rows: readonly Suggestion[]) =>
    setSelected((current) => {
      const next = new Map(current);
      const orderable = rows.filter((row) => !unorderable(row));
      const all = orderable.every((row) => next.has(orderTarget(row)));
      for (const row of orderable) {
        if (all) next.delete(orderTarget(row));
        else if (!next.has(orderTarget(row))) next.set(orderTarget(row), row);
      }
      return next;
    });

  const pageState = (rows: readonly Suggestion[]): "all" | "some" | "none" => {
    const orderable = rows.filter((row) => !unorderable(row));
    const count = orderable.filter((row) => selected.has(orderTarget(row))).length;
    if (count === 0) return "none";
    return count === orderable.length ? "all" : "some";
  };

  const setQuantity = (row: Suggestion, value: string) => {
    const key = suggestionKey(row);
    setQuantities((current) => new Map(current).set(key, value));
    setErrors(({ [`${key}.quantity` as const]: _, ...rest }) => rest);
  };

  const clear = () => {
    setSelected(new Map());
    setErrors({});
  };

  const createOrders = () => {
    const rows = [...selected.values()];
    const checked = buildSuggestionOrders(rows, quantityOf);
    if ("errors" in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.payload, {
      onSuccess: ({ orders }) => {
        setCreated(orders);
        setSelected(new Map());
        setQuantities(new Map());
      },
      onError: (error) => setErrors(serverSuggestionErrors(error, checked.rowKeys)),
    });
  };

  return {
    count: selected.size,
    errors,
    created,
    creating: create.isPending,
    isSelected,
    quantityOf,
    toggle,
    togglePage,
    pageState,
    setQuantity,
    clear,
    createOrders,
  };
}

export type SuggestionSelection = ReturnType<typeof useSuggestionSelection>;
