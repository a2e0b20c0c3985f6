import { formatPesos } from "@inventario/shared/money";
import type { PurchaseReceipt } from "@inventario/shared/purchases";
import { dateTimeText } from "../../../components/date-time";
import { detailCardClassName, FactList } from "../../../components/detail-section";
import { linkClassName, ScreenLink } from "../../../components/screen-link";
import { purchasePaths, receiptTexts as texts } from "../purchase-texts";

/** The receipt at a glance: its number, the order it belongs to, the supplier, when, who and its total. */
export function ReceiptSummary({ receipt }: { receipt: PurchaseReceipt }) {
  return (
    <section aria-label={texts.summary} className={detailCardClassName}>
      <FactList
        facts={[
          { label: texts.number, value: <span className="font-mono">{receipt.number}</span> },
          {
            label: texts.order,
            value: (
              <ScreenLink to={purchasePaths.order(receipt.order.id)} className={`font-mono ${linkClassName}`}>
                {receipt.order.number}
              </ScreenLink>
            ),
          },
          {
            label: texts.supplier,
            value: (
              <ScreenLink to={purchasePaths.supplier(receipt.supplier.id)} className={linkClassName}>
                {receipt.supplier.name}
              </ScreenLink>
            ),
          },
          { label: texts.date, value: dateTimeText(receipt.created_at) },
          { label: texts.employee, value: receipt.employee_name ?? texts.noValue },
          {
            label: texts.total,
            value: <span className="text-base font-semibold tabular-nums">{formatPesos(receipt.total)}</span>,
          },
        ]}
        columns={4}
      />
    </section>
  );
}
