import { formatPesos } from "@inventario/shared/money";
import type { PurchaseReceipt } from "@inventario/shared/purchases";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DetailSection } from "../../../components/detail-section";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { receiptLineColumns, receiptTexts } from "../purchase-texts";
import { figureCell, ProductCell } from "./purchase-cells";

/** What the receipt brought: per product, warehouse and lot, the units and what was returned of them. */
export function ReceiptLinesTable({ receipt }: { receipt: PurchaseReceipt }) {
  return (
    <DetailSection title={receiptTexts.lines}>
      <DataTable caption={receiptTexts.linesCaption} columns={receiptLineColumns}>
        {receipt.lines.map((line) => (
          <DataRow key={line.id} className="hover:bg-gray-50">
            <ProductCell product={line.product} />
            <DataCell className="px-3 py-3 text-gray-700">{line.warehouse.name}</DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
              {line.lot_number ?? receiptTexts.noLot}
            </DataCell>
            <DataCell className={figureCell}>
              {line.expiration_date ? formatDisplayDate(line.expiration_date) : receiptTexts.noValue}
            </DataCell>
            <DataCell className={figureCell}>{formatQuantity(line.quantity)}</DataCell>
            <DataCell className={figureCell}>{formatQuantity(line.returned)}</DataCell>
            <DataCell className={figureCell}>{formatPesos(line.unit_cost)}</DataCell>
          </DataRow>
        ))}
      </DataTable>
    </DetailSection>
  );
}
