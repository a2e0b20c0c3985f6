import type { LotState } from "@inventario/shared/inventory";
import type { Warehouse } from "@inventario/shared/warehouses";
import type { FieldErrors, UseFormRegister, UseFormSetValue } from "react-hook-form";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { formatQuantity } from "../../../lib/format-quantity";
import { lotLabel, onlyLotIn, sourceWarehouseLabel, sourceWarehouses, type TransferValues } from "../transfer-form";
import { transferTexts } from "../transfer-texts";

type TransferPlaceFieldsProps = {
  register: UseFormRegister<TransferValues>;
  setValue: UseFormSetValue<TransferValues>;
  errors: FieldErrors<TransferValues>;
  productChosen: boolean;
  fromId: string;
  lotId: string;
  toId: string;
  /** The product's lots with stock in active warehouses. */
  lots: readonly LotState[];
  lotsLoading: boolean;
  lotsFailed: boolean;
  /** The user may move stock only from their own warehouses ('Bodegas asignadas'): `lots` holds only theirs. */
  scoped: boolean;
  /** Every active warehouse: the destinations. */
  warehouses: readonly Warehouse[];
};

/** The placeholder of a select that cannot be used yet says why. */
function placeholder(ready: boolean, waiting: string, choose: string) {
  return ready ? choose : waiting;
}

/**
 * Where the units come from and go to: the source warehouse (only those holding the product), its lot
 * (quantity and expiration; chosen for the user when there is only one), the destination (any other
 * active warehouse) and the quantity (1 up to what the lot holds).
 */
export function TransferPlaceFields({
  register,
  setValue,
  errors,
  productChosen,
  fromId,
  lotId,
  toId,
  lots,
  lotsLoading,
  lotsFailed,
  scoped,
  warehouses,
}: TransferPlaceFieldsProps) {
  const sources = sourceWarehouses(lots);
  const sourceLots = lots.filter((lot) => lot.warehouse_id === fromId);
  const lot = sourceLots.find((candidate) => candidate.id === lotId);
  const destinations = warehouses.filter((warehouse) => warehouse.id !== fromId);
  const sourcesReady = productChosen && !lotsLoading && sources.length > 0;

  const sourceNotice = !productChosen
    ? null
    : lotsLoading
      ? null
      : lotsFailed
        ? transferTexts.stockError
        : sources.length === 0
          ? scoped
            ? transferTexts.noStockInYours
            : transferTexts.noStock
          : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <SelectField
          label={transferTexts.from}
          disabled={!sourcesReady}
          aria-busy={productChosen && lotsLoading}
          error={errors.from_warehouse_id?.message}
          {...register("from_warehouse_id", {
            onChange: (event: { target: { value: string } }) => {
              const chosen = event.target.value;
              // One lot leaves nothing to choose.
              setValue("lot_number", onlyLotIn(lots, chosen));
              // The source is no destination: the one chosen before goes.
              if (chosen === toId) setValue("to_warehouse_id", "");
            },
          })}
        >
          <option value="">
            {!productChosen
              ? transferTexts.chooseProductFirst
              : lotsLoading
                ? transferTexts.loadingStock
                : transferTexts.fromPlaceholder}
          </option>
          {sources.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {sourceWarehouseLabel(warehouse)}
            </option>
          ))}
        </SelectField>
        {sourceNotice ? (
          <p role="status" className="mt-1.5 text-sm text-gray-700">
            {sourceNotice}
          </p>
        ) : null}
      </div>
      <SelectField
        label={transferTexts.lot}
        disabled={fromId === ""}
        error={errors.lot_number?.message}
        {...register("lot_number")}
        // Controlled: its options change with the source, and a value set before they render must hold.
        value={lotId}
      >
        <option value="">
          {placeholder(fromId !== "", transferTexts.chooseSourceFirst, transferTexts.lotPlaceholder)}
        </option>
        {sourceLots.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {lotLabel(candidate)}
          </option>
        ))}
      </SelectField>
      <div>
        <SelectField
          label={transferTexts.to}
          disabled={fromId === ""}
          error={errors.to_warehouse_id?.message}
          {...register("to_warehouse_id")}
          value={toId}
        >
          <option value="">
            {placeholder(fromId !== "", transferTexts.chooseSourceFirst, transferTexts.toPlaceholder)}
          </option>
          {destinations.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </SelectField>
        {fromId !== "" && destinations.length === 0 ? (
          <p role="status" className="mt-1.5 text-sm text-gray-700">
            {transferTexts.noDestination}
          </p>
        ) : null}
      </div>
      <div>
        <TextField
          label={transferTexts.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={lot?.quantity}
          step={1}
          autoComplete="off"
          error={errors.quantity?.message}
          {...register("quantity")}
        />
        {lot ? (
          <p className="mt-1.5 text-sm text-gray-700">
            {transferTexts.available(formatQuantity(lot.quantity, lot.unit))}
          </p>
        ) : null}
      </div>
    </div>
  );
}
