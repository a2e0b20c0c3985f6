import { Sparkles } from "lucide-react";
import { controlClassName } from "../../../components/field-frame";
import { Spinner } from "../../../components/spinner";
import { useWarehouseScope } from "../../../lib/use-warehouse-scope";
import type { WarehouseStock } from "../api/get-stock";
import type { AssignmentRow } from "../assignment";
import { withdrawalTexts } from "../withdrawal-texts";

type ItemAssignmentProps = {
  productName: string;
  /** The id of the element naming the product, which describes the item's buttons. */
  productLabelId: string;
  rows: readonly AssignmentRow[];
  warehouses: readonly WarehouseStock[];
  notice: string | null;
  /** A complete item, or a request on its way: nothing can change. */
  disabled: boolean;
  suggesting: boolean;
  onChooseWarehouse: (key: number, warehouseId: string) => void;
  onTypeQuantity: (key: number, text: string) => void;
  onAddRow: () => void;
  onRemoveRow: (key: number) => void;
  onSuggest: () => void;
};

const smallButton =
  "inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-60";

/**
 * The assignment rows of one item: a warehouse (options 'name (stock: n)') and a quantity each, '✕' to
 * drop a row when there is more than one, '+ Añadir bodega', and 'Sugerir (FEFO)' to fill them from the
 * earliest-expiring lots.
 */
export function ItemAssignment({
  productName,
  productLabelId,
  rows,
  warehouses,
  notice,
  disabled,
  suggesting,
  onChooseWarehouse,
  onTypeQuantity,
  onAddRow,
  onRemoveRow,
  onSuggest,
}: ItemAssignmentProps) {
  // A user limited to some warehouses assigns picking only from theirs (issue 34).
  const { scoped, isOwn } = useWarehouseScope();
  const offered = scoped ? warehouses.filter((warehouse) => isOwn(warehouse.warehouse_id)) : warehouses;
  return (
    // A card on a phone has no room for 24rem: the fields shrink with it there.
    <div className="min-w-[24rem] space-y-2 max-sm:min-w-0">
      {rows.map((row, index) => (
        <AssignmentRowFields
          key={row.key}
          row={row}
          number={index + 1}
          removable={rows.length > 1}
          productName={productName}
          warehouses={offered}
          disabled={disabled}
          onChooseWarehouse={onChooseWarehouse}
          onTypeQuantity={onTypeQuantity}
          onRemoveRow={onRemoveRow}
        />
      ))}
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-describedby={productLabelId}
          disabled={disabled}
          onClick={onAddRow}
          className={`${smallButton} text-indigo-700 hover:bg-indigo-50`}
        >
          {withdrawalTexts.addWarehouse}
        </button>
        <button
          type="button"
          aria-describedby={productLabelId}
          disabled={disabled || suggesting}
          onClick={onSuggest}
          className={`${smallButton} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50`}
        >
          {suggesting ? <Spinner /> : <Sparkles aria-hidden="true" className="size-4" />}
          {withdrawalTexts.suggest}
        </button>
      </div>
      {notice ? (
        <p role="alert" className="text-sm text-red-700">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

type AssignmentRowFieldsProps = Pick<
  ItemAssignmentProps,
  "productName" | "warehouses" | "disabled" | "onChooseWarehouse" | "onTypeQuantity" | "onRemoveRow"
> & {
  row: AssignmentRow;
  /** 1-based, read in the labels ('Bodega 2 para …'). */
  number: number;
  removable: boolean;
};

/** One assignment row: the warehouse, the quantity (at most that warehouse's stock) and '✕'. */
function AssignmentRowFields({
  row,
  number,
  removable,
  productName,
  warehouses,
  disabled,
  onChooseWarehouse,
  onTypeQuantity,
  onRemoveRow,
}: AssignmentRowFieldsProps) {
  const position = ` ${number}`;
  const stock = warehouses.find((warehouse) => warehouse.warehouse_id === row.warehouseId)?.quantity;
  return (
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">
        <select
          aria-label={`Bodega${position} para ${productName}`}
          value={row.warehouseId}
          disabled={disabled}
          onChange={(event) => onChooseWarehouse(row.key, event.target.value)}
          className={controlClassName(undefined, "py-2")}
        >
          <option value="">{withdrawalTexts.chooseWarehouse}</option>
          {warehouses.map((warehouse) => (
            <option key={warehouse.warehouse_id} value={warehouse.warehouse_id}>
              {`${warehouse.warehouse_name} (stock: ${warehouse.quantity})`}
            </option>
          ))}
        </select>
      </div>
      <div className="w-24 shrink-0 max-sm:w-20">
        <input
          type="number"
          inputMode="numeric"
          aria-label={`Cantidad${position} para ${productName}`}
          min={1}
          max={stock}
          step={1}
          placeholder="0"
          value={row.quantity === 0 ? "" : row.quantity}
          disabled={disabled}
          onChange={(event) => onTypeQuantity(row.key, event.target.value)}
          className={controlClassName(undefined, "py-2 tabular-nums")}
        />
      </div>
      {removable ? (
        <button
          type="button"
          aria-label={`Quitar bodega${position} de ${productName}`}
          title="Quitar bodega"
          disabled={disabled}
          onClick={() => onRemoveRow(row.key)}
          className={`${smallButton} size-9 shrink-0 justify-center text-red-700 hover:bg-red-50`}
        >
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
    </div>
  );
}
