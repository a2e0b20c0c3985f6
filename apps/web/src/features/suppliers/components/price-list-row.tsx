import { DataCell, DataRow } from "../../../components/data-row";
import { ON_BOX_LINE, RemoveRowCell, RowError } from "../../../components/edited-row-cells";
import { ScreenLink } from "../../../components/screen-link";
import { TableInput } from "../../../components/table-input";
import { stripNonDigits } from "../../../lib/digits-only";
import { keepMoney } from "../../../lib/form-numbers";
import { type PriceListDraft, type PriceListErrors, type PriceListField, rowErrorKey } from "../price-list-draft";
import { priceListTexts } from "../supplier-texts";

const { columns } = priceListTexts;

/** The whole-number terms: a box each, digits only. */
const UNIT_FIELDS = [
  { field: "min_quantity", label: columns.minQuantity, maxLength: 10 },
  { field: "pack_size", label: columns.packSize, maxLength: 10 },
  { field: "lead_time_days", label: columns.leadTime, maxLength: 3 },
] as const;

export const productLinkClassName =
  "font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500";

type PriceListRowProps = {
  row: PriceListDraft;
  errors: PriceListErrors;
  onChange: (field: PriceListField, value: string | boolean) => void;
  onRemove: () => void;
};

/** One product of the price list being edited: its names, a box per term, 'Preferido' and 'Quitar'. */
export function PriceListRow({ row, errors, onChange, onRemove }: PriceListRowProps) {
  const name = row.product_name;
  const error = (field: PriceListField) => errors[rowErrorKey(row.product_id, field)];
  const productError = error("product_id");
  return (
    <DataRow className="align-top hover:bg-gray-50">
      <DataCell className="min-w-44 px-3 py-2">
        <div className={ON_BOX_LINE}>
          <ScreenLink
            to={priceListTexts.productPath(row.product_id)}
            className={productLinkClassName}
            plainClassName="font-medium text-gray-900"
          >
            {name}
          </ScreenLink>
        </div>
        <RowError message={productError} />
      </DataCell>
      <DataCell className="whitespace-nowrap px-3 py-2 font-mono text-gray-700">
        <div className={ON_BOX_LINE}>{row.sku}</div>
      </DataCell>
      <DataCell className="px-2 py-2">
        <TableInput
          label={priceListTexts.inputLabel(columns.supplierSku, name)}
          value={row.supplier_sku}
          error={error("supplier_sku")}
          maxLength={50}
          widthClassName="w-32"
          onChange={(value) => onChange("supplier_sku", value)}
        />
      </DataCell>
      <DataCell className="px-2 py-2">
        <TableInput
          label={priceListTexts.inputLabel(columns.unitCost, name)}
          value={row.unit_cost}
          error={error("unit_cost")}
          inputMode="decimal"
          alignRight
          data-field="unit_cost"
          widthClassName="w-28"
          // Pesos as written in Colombia: dots dropped, a decimal comma (lib/form-numbers.ts).
          onChange={(value) => onChange("unit_cost", keepMoney(value))}
        />
      </DataCell>
      {UNIT_FIELDS.map(({ field, label, maxLength }) => (
        <DataCell key={field} className="px-2 py-2">
          <TableInput
            label={priceListTexts.inputLabel(label, name)}
            value={row[field]}
            error={error(field)}
            inputMode="numeric"
            alignRight
            maxLength={maxLength}
            widthClassName="w-16"
            onChange={(value) => onChange(field, stripNonDigits(value))}
          />
        </DataCell>
      ))}
      <DataCell className="px-3 py-2">
        {/* A 24 px square takes the tap in the table, 44 px on a phone's card. */}
        <label
          className={`${ON_BOX_LINE} cursor-pointer justify-center max-sm:inline-flex max-sm:size-11 max-sm:items-center sm:w-6`}
        >
          <input
            type="checkbox"
            checked={row.preferred}
            onChange={(event) => onChange("preferred", event.target.checked)}
            aria-label={priceListTexts.inputLabel(columns.preferred, name)}
            className="size-4 rounded border-gray-400 text-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500"
          />
        </label>
      </DataCell>
      <RemoveRowCell label={priceListTexts.remove(name)} onRemove={onRemove} />
    </DataRow>
  );
}
