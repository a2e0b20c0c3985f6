import { DateField } from "../../../components/date-field";
import { LineFieldset } from "../../../components/line-fieldset";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { stripNonDigits } from "../../../lib/digits-only";
import { keepMoney } from "../../../lib/form-numbers";
import { receiveTexts } from "../purchase-texts";
import { type ReceiveErrors, type ReceiveField, type ReceiveLineDraft, receiveErrorKey } from "../receipt-draft";

type ReceiveLineFieldsProps = {
  draft: ReceiveLineDraft;
  errors: ReceiveErrors;
  warehouses: readonly { id: string; name: string }[];
  warehousesLoading: boolean;
  onChange: (field: ReceiveField, value: string) => void;
};

/** One line: a group named by its product, so each box is read with it; its figures, then what arrived. */
export function ReceiveLineFields({ draft, errors, warehouses, warehousesLoading, onChange }: ReceiveLineFieldsProps) {
  const error = (field: ReceiveField) => errors[receiveErrorKey(draft.item_id, field)];
  return (
    <LineFieldset legend={receiveTexts.line(draft.product_name, draft.sku)} sku={draft.sku}>
      <p className="mb-3 text-xs text-gray-600">
        {receiveTexts.figures(draft.ordered, draft.received, draft.pending)}
        {draft.tolerance > 0 ? ` · ${receiveTexts.tolerance(draft.tolerance)}` : null}
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[8rem_minmax(0,1fr)_11rem_9rem_minmax(0,1fr)]">
        <TextField
          label={receiveTexts.quantity}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          value={draft.quantity}
          error={error("quantity")}
          onChange={(event) => onChange("quantity", stripNonDigits(event.target.value))}
        />
        <TextField
          label={receiveTexts.lot}
          autoComplete="off"
          maxLength={40}
          value={draft.lot_number}
          error={error("lot_number")}
          onChange={(event) => onChange("lot_number", event.target.value)}
        />
        <DateField
          label={receiveTexts.expiration}
          value={draft.expiration_date}
          error={error("expiration_date")}
          onChange={(value) => onChange("expiration_date", value)}
          passInvalidText
        />
        <TextField
          label={receiveTexts.unitCost}
          inputMode="decimal"
          autoComplete="off"
          value={draft.unit_cost}
          error={error("unit_cost")}
          onChange={(event) => onChange("unit_cost", keepMoney(event.target.value))}
        />
        <SelectField
          label={receiveTexts.warehouse}
          value={draft.warehouse_id}
          aria-busy={warehousesLoading}
          error={error("warehouse_id")}
          onChange={(event) => onChange("warehouse_id", event.target.value)}
        >
          {warehouses.map((warehouse) => (
            <option key={warehouse.id} value={warehouse.id}>
              {warehouse.name}
            </option>
          ))}
        </SelectField>
      </div>
    </LineFieldset>
  );
}
