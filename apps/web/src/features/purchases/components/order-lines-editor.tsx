import { type DataColumn, DataTable } from "../../../components/data-table";
import { Notice } from "../../../components/notice";
import { ProductPicker } from "../../../components/product-picker";
import { RunningTotal } from "../../../components/running-total";
import { purchaseKeys } from "../../../lib/query-keys";
import { orderTotal } from "../order-draft";
import { orderFormTexts } from "../purchase-texts";
import type { OrderDraftState } from "../use-order-draft";
import { OrderLineRow } from "./order-line-row";

const { columns } = orderFormTexts;

/** A figure column whose header may wrap over a box of a few digits ('Tolerancia %'). */
const boxFigure = (label: string): DataColumn => ({
  label,
  figure: true,
  className: "px-2 py-3 align-bottom font-semibold text-gray-700",
});

const COLUMNS: DataColumn[] = [
  columns.product,
  boxFigure(columns.quantity),
  boxFigure(columns.unitCost),
  boxFigure(columns.tolerance),
  { label: columns.subtotal, figure: true },
  columns.actions,
];

/**
 * 'Productos': products added through the product search, each with its quantity, unit cost (proposed from
 * the supplier's price list) and tolerance, the subtotals and the order's total.
 */
export function OrderLinesEditor({ state }: { state: OrderDraftState }) {
  const { draft, errors, priceList } = state;
  return (
    <>
      <ProductPicker texts={orderFormTexts} queryKey={purchaseKeys.productSuggestions} onAdd={state.add} />
      {errors.items ? (
        <Notice tone="error" className="mb-3">
          {errors.items}
        </Notice>
      ) : null}
      <DataTable
        caption={orderFormTexts.linesCaption}
        columns={COLUMNS}
        status={draft.lines.length === 0 ? orderFormTexts.noLines : null}
      >
        {draft.lines.map((line) => (
          <OrderLineRow
            key={line.product_id}
            line={line}
            errors={errors}
            terms={priceList?.find((row) => row.product_id === line.product_id)}
            listKnown={priceList !== undefined}
            onChange={(field, value) => state.change(line.product_id, field, value)}
            onRemove={() => state.remove(line.product_id)}
          />
        ))}
      </DataTable>
      <RunningTotal
        label={orderFormTexts.total}
        cents={orderTotal(draft.lines)}
        className="mt-4 text-right text-base text-gray-700"
      />
    </>
  );
}
