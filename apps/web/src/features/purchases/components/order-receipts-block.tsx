import type { PurchaseOrder } from "@inventario/shared/purchases";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DateTimeCell } from "../../../components/date-time-cell";
import { DetailSection } from "../../../components/detail-section";
import { linkClassName, ScreenLink } from "../../../components/screen-link";
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
                className={linkClassName}
                plainClassName="text-gray-900"
              >
                {receipt.number}
              </ScreenLink>
            </DataCell>
            <DateTimeCell value={receipt.created_at} />
          </DataRow>
        ))}
      </DataTable>
    </DetailSection>
  );
}
