import { formatPesos } from "@inventario/shared/money";
import type { Suggestion } from "@inventario/shared/purchases";
import { useId } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { RowError } from "../../../components/edited-row-cells";
import { TableInput } from "../../../components/table-input";
import { stripNonDigits } from "../../../lib/digits-only";
import { formatQuantity } from "../../../lib/format-quantity";
import { suggestionTexts } from "../purchase-texts";
import { type SuggestionErrors, suggestionKey, unorderable } from "../suggestion-selection";
import { figureCell, PurchaseProductLink } from "./purchase-cells";

export const checkboxClassName =
  "mt-0.5 size-4 shrink-0 cursor-pointer rounded border-gray-400 accent-indigo-600 disabled:cursor-not-allowed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2";

type SuggestionRowProps = {
  row: Suggestion;
  /** For who may create orders: whether the row is chosen, and how its box changes that. */
  selection?: { selected: boolean; onToggle: () => void } | undefined;
  quantity: string;
  onQuantity: (value: string) => void;
  errors: SuggestionErrors;
};

/**
 * A product to reorder: its figures, the quantity to order (the suggestion rounded to the supplier's packs,
 * editable), the supplier and cost. A row that cannot be ordered says why, and its box says it too.
 */
export function SuggestionRow({ row, selection, quantity, onQuantity, errors }: SuggestionRowProps) {
  const reasonId = useId();
  const key = suggestionKey(row);
  const blocked = unorderable(row);
  const warehouse = row.warehouse?.name ?? suggestionTexts.allWarehousesCell;
  const level = suggestionTexts.levels[row.level];
  const rowError = errors[`${key}.row`];
  return (
    <DataRow className={`align-top ${selection?.selected ? "bg-indigo-50" : "hover:bg-gray-50"}`}>
      <DataCell className="min-w-40 px-3 py-3">
        <div className="flex items-start gap-3">
          {selection ? (
            <input
              type="checkbox"
              aria-label={suggestionTexts.selectRow(row.product.name, warehouse, level)}
              aria-describedby={blocked ? reasonId : undefined}
              checked={selection.selected}
              disabled={blocked !== null}
              onChange={selection.onToggle}
              className={checkboxClassName}
            />
          ) : null}
          <div className="min-w-0">
            <PurchaseProductLink product={row.product} />
            {row.product.category ? <span className="block text-xs text-gray-600">{row.product.category}</span> : null}
          </div>
        </div>
      </DataCell>
      <DataCell className="px-3 py-3 text-gray-700">
        <span className="block">{warehouse}</span>
        <span className="block text-xs text-gray-600">{level}</span>
      </DataCell>
      <DataCell className={`${figureCell} font-semibold text-amber-800`}>{formatQuantity(row.available)}</DataCell>
      <DataCell className={figureCell}>{formatQuantity(row.minimum)}</DataCell>
      <DataCell className={figureCell}>{formatQuantity(row.maximum)}</DataCell>
      <DataCell className={figureCell}>{formatQuantity(row.on_order)}</DataCell>
      <DataCell className={`${figureCell} font-medium text-gray-900`}>{formatQuantity(row.needed)}</DataCell>
      <DataCell className="px-2 py-2">
        <TableInput
          label={suggestionTexts.quantityLabel(row.product.name)}
          value={quantity}
          error={errors[`${key}.quantity`]}
          inputMode="numeric"
          maxLength={10}
          alignRight
          disabled={blocked !== null}
          widthClassName="w-20"
          onChange={(value) => onQuantity(stripNonDigits(value))}
        />
        {row.pack_size > 1 ? (
          <span className="mt-1 block text-right text-xs whitespace-nowrap text-gray-600 max-sm:text-left">
            {suggestionTexts.pack(row.pack_size)}
          </span>
        ) : null}
      </DataCell>
      <DataCell className="min-w-40 px-3 py-3">
        {row.supplier ? <span className="block text-gray-900">{row.supplier.name}</span> : null}
        {blocked ? (
          <span id={reasonId} className="block text-xs text-amber-800">
            {blocked === "noSupplier" ? suggestionTexts.noSupplier : suggestionTexts.noWarehouse}
          </span>
        ) : null}
        <RowError message={rowError} />
      </DataCell>
      <DataCell className={figureCell}>
        {row.unit_cost === null ? suggestionTexts.noValue : formatPesos(row.unit_cost)}
      </DataCell>
    </DataRow>
  );
}
