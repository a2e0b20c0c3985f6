import { formatPesos, fromCents } from "@inventario/shared/money";
import type { SupplierProduct } from "@inventario/shared/suppliers";
import { DataCell, DataRow } from "../../../components/data-row";
import { ON_BOX_LINE, RemoveRowCell, RowError } from "../../../components/edited-row-cells";
import { TableInput } from "../../../components/table-input";
import { stripNonDigits } from "../../../lib/digits-only";
import { keepMoney } from "../../../lib/form-numbers";
import { type LineField, lineErrorKey, lineSubtotalCents, type OrderErrors, type OrderLineDraft } from "../order-draft";
import { orderFormTexts } from "../purchase-texts";

const { columns } = orderFormTexts;

type OrderLineRowProps = {
  line: OrderLineDraft;
  errors: OrderErrors;
  /** The product's terms in the chosen supplier's price list, when it has it. */
  terms: SupplierProduct | undefined;
  /** Whether a supplier's price list is known (a supplier is chosen and its list loaded). */
  listKnown: boolean;
  onChange: (field: Exclude<LineField, "product_id">, value: string) => void;
  onRemove: () => void;
};

/** One product of the order: its names and supplier's terms, quantity, cost, tolerance, subtotal, 'Quitar'. */
export function OrderLineRow({ line, errors, terms, listKnown, onChange, onRemove }: OrderLineRowProps) {
  const name = line.product_name;
  const error = (field: LineField) => errors[lineErrorKey(line.product_id, field)];
  const subtotal = lineSubtotalCents(line);
  const productError = error("product_id");
  return (
    <DataRow className="align-top hover:bg-gray-50">
      <DataCell className="min-w-48 px-3 py-2">
        <span className="block font-medium text-gray-900">{name}</span>
        <span className="block font-mono text-xs text-gray-600">{line.sku}</span>
        {terms ? (
          <span className="block text-xs text-gray-600">
            {orderFormTexts.listTerms(terms.pack_size, terms.min_quantity)}
          </span>
        ) : listKnown ? (
          <span className="block text-xs text-amber-800">{orderFormTexts.notInList}</span>
        ) : null}
        <RowError message={productError} />
      </DataCell>
      <DataCell className="px-2 py-2">
        <TableInput
          label={orderFormTexts.inputLabel(columns.quantity, name)}
          value={line.quantity}
          error={error("quantity")}
          inputMode="numeric"
          maxLength={10}
          alignRight
          data-field="quantity"
          widthClassName="w-24"
          onChange={(value) => onChange("quantity", stripNonDigits(value))}
        />
      </DataCell>
      <DataCell className="px-2 py-2">
        <TableInput
          label={orderFormTexts.inputLabel(columns.unitCost, name)}
          value={line.unit_cost}
          error={error("unit_cost")}
          inputMode="decimal"
          alignRight
          widthClassName="w-32"
          // Pesos as written in Colombia: dots dropped, a decimal comma (lib/form-numbers.ts).
          onChange={(value) => onChange("unit_cost", keepMoney(value))}
        />
      </DataCell>
      <DataCell className="px-2 py-2">
        <TableInput
          label={orderFormTexts.inputLabel(columns.tolerance, name)}
          value={line.over_receipt_percent}
          error={error("over_receipt_percent")}
          inputMode="numeric"
          maxLength={3}
          alignRight
          widthClassName="w-20"
          onChange={(value) => onChange("over_receipt_percent", stripNonDigits(value))}
        />
      </DataCell>
      <DataCell className="whitespace-nowrap px-3 py-2 font-medium text-gray-900 tabular-nums">
        <div className={`${ON_BOX_LINE} sm:justify-end`}>
          {subtotal === null ? "-" : formatPesos(fromCents(subtotal))}
        </div>
      </DataCell>
      <RemoveRowCell label={orderFormTexts.remove(name)} onRemove={onRemove} />
    </DataRow>
  );
}
