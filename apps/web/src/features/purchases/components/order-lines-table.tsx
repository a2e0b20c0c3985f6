import { formatPesos } from "@inventario/shared/money";
import type { PurchaseOrder } from "@inventario/shared/purchases";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DetailSection } from "../../../components/detail-section";
import { formatQuantity } from "../../../lib/format-quantity";
import { orderDetailTexts, orderLineColumns } from "../purchase-texts";
import { figureCell, ProductCell } from "./purchase-cells";

/** The order's products: what was ordered, received, given up on closing and is still to come. */
export function OrderLinesTable({ order }: { order: PurchaseOrder }) {
  return (
    <DetailSection title={orderDetailTexts.lines}>
      <DataTable caption={orderDetailTexts.linesCaption} columns={orderLineColumns}>
        {order.items.map((item) => (
          <DataRow key={item.id} className="hover:bg-gray-50">
            <ProductCell product={item.product} />
            <DataCell className={figureCell}>{formatQuantity(item.quantity)}</DataCell>
            <DataCell className={figureCell}>{formatQuantity(item.received)}</DataCell>
            <DataCell className={figureCell}>{formatQuantity(item.closed)}</DataCell>
            <DataCell
              className={`whitespace-nowrap px-3 py-3 font-semibold tabular-nums ${item.pending > 0 ? "text-amber-800" : "text-gray-700"}`}
            >
              {formatQuantity(item.pending)}
            </DataCell>
            <DataCell className={figureCell}>{formatPesos(item.unit_cost)}</DataCell>
            <DataCell className={figureCell}>{`${item.over_receipt_percent} %`}</DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 font-medium text-gray-900 tabular-nums">
              {formatPesos(item.subtotal)}
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </DetailSection>
  );
}
