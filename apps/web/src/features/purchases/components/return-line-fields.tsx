import { LineFieldset } from "../../../components/line-fieldset";
import { TextField } from "../../../components/text-field";
import { stripNonDigits } from "../../../lib/digits-only";
import { useWarehouseScope } from "../../../lib/use-warehouse-scope";
import { receiptTexts, returnTexts } from "../purchase-texts";
import { type ReturnErrors, type ReturnLineDraft, returnErrorKey } from "../return-draft";

type ReturnLineFieldsProps = {
  draft: ReturnLineDraft;
  errors: ReturnErrors;
  onQuantity: (quantity: string) => void;
};

/**
 * One line of the receipt: a group named by its product, its lot and warehouse, what can go back, how many.
 * A line in a warehouse the user may not change ('Bodegas asignadas', issue 34) is shown but not returned.
 */
export function ReturnLineFields({ draft, errors, onQuantity }: ReturnLineFieldsProps) {
  const productError = errors[`${draft.line_id}.product_id`];
  const own = useWarehouseScope().isOwn(draft.warehouse_id);
  return (
    <LineFieldset legend={returnTexts.line(draft.product_name, draft.sku)} sku={draft.sku}>
      <p className="text-xs text-gray-600">
        {returnTexts.place(draft.warehouse_name, draft.lot_number ?? receiptTexts.noLot)}
      </p>
      <p className="mb-3 text-xs text-gray-600">
        {returnTexts.figures(draft.received, draft.returned, draft.returnable)}
      </p>
      {productError ? (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {productError}
        </p>
      ) : null}
      {own ? null : <p className="mb-3 text-sm text-gray-700">{returnTexts.notYourWarehouse}</p>}
      <TextField
        label={returnTexts.quantity}
        disabled={!own}
        className="sm:w-48"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={draft.quantity}
        error={errors[returnErrorKey(draft.line_id)]}
        onChange={(event) => onQuantity(stripNonDigits(event.target.value))}
      />
    </LineFieldset>
  );
}
