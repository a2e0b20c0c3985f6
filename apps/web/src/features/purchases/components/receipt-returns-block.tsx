import type { PurchaseReceipt } from "@inventario/shared/purchases";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DateTimeCell } from "../../../components/date-time-cell";
import { DetailSection } from "../../../components/detail-section";
import { receiptTexts, returnListColumns } from "../purchase-texts";

/** 'Devoluciones a proveedor': each return made from the receipt, with its reason. */
export function ReceiptReturnsBlock({ receipt }: { receipt: PurchaseReceipt }) {
  return (
    <DetailSection title={receiptTexts.returns}>
      <DataTable
        caption={receiptTexts.returnsCaption}
        columns={returnListColumns}
        status={receipt.returns.length === 0 ? receiptTexts.noReturns : null}
      >
        {receipt.returns.map((entry) => (
          <DataRow key={entry.id} className="hover:bg-gray-50">
            <DataCell className="whitespace-nowrap px-3 py-3 font-mono font-semibold text-gray-900">
              {entry.number}
            </DataCell>
            <DateTimeCell value={entry.created_at} />
            <DataCell className="min-w-48 px-3 py-3 break-words text-gray-700">{entry.reason}</DataCell>
          </DataRow>
        ))}
      </DataTable>
    </DetailSection>
  );
}
