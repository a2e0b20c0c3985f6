import type { PurchaseOrder } from "@inventario/shared/purchases";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DateTime } from "../../../components/date-time";
import { DetailSection } from "../../../components/detail-section";
import { ScreenLink } from "../../../components/screen-link";
import { orderDetailTexts, purchasePaths, receiptListColumns } from "../purchase-texts";

/** 'Recepciones': each receipt of the order, linking to its screen (lines, returns). */
export function OrderReceiptsBlock({ order }: { order: PurchaseOrder }) {
  return (
    <DetailSection title={orderDetailTexts.receipts}>
      <DataTable
        caption={orderDetailTexts.receiptsCaption}
        columns={receiptListColumns}
        status={order.receipts.length === 0 ? orderDetailTexts.noReceipts : null}
      >
        {order.receipts.map((receipt) => (
          <DataRow key={receipt.id} className="hover:bg-gray-50">
            <DataCell className="whitespace-nowrap px-3 py-3 font-mono font-semibold">
              <ScreenLink
                to={purchasePaths.receipt(receipt.id)}
                className="text-indigo-700 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                plainClassName="text-gray-900"
              >
                {receipt.number}
              </ScreenLink>
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 tabular-nums">
              <DateTime value={receipt.created_at} />
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </DetailSection>
  );
}
