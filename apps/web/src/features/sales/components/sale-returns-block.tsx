import { formatPesos } from "@inventario/shared/money";
import type { SaleDetail, SaleRefund } from "@inventario/shared/sales";
import { Printer } from "lucide-react";
import { Button } from "../../../components/button";
import { dateTimeText } from "../../../components/date-time";
import { DetailSection, detailCardClassName } from "../../../components/detail-section";
import { detailTexts } from "../sale-history-texts";
import { moneyTexts, noRefundText, refundText } from "../sale-money-texts";

type SaleReturnsBlockProps = {
  sale: SaleDetail;
  /** 'Imprimir comprobante' of a return: its slip on the 80 mm roll. */
  onPrintSlip?: (returnId: string) => void;
};

/**
 * Every return of the sale, oldest first as the server lists them: who, why, where each unit went, what it
 * was worth and how that money was given back (issue 35).
 */
export function SaleReturnsBlock({ sale, onPrintSlip }: SaleReturnsBlockProps) {
  return (
    <DetailSection title={detailTexts.returns}>
      {sale.returns.length === 0 ? (
        <p className={`${detailCardClassName} text-sm text-gray-600`}>{detailTexts.noReturns}</p>
      ) : (
        <ul className="grid gap-4">
          {sale.returns.map((saleReturn) => {
            const when = dateTimeText(saleReturn.created_at);
            return (
              <li key={saleReturn.id}>
                <article className={detailCardClassName}>
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                    <h3 className="text-base font-semibold text-gray-900">{detailTexts.returnHeading(when)}</h3>
                    {onPrintSlip ? (
                      <Button
                        variant="secondary"
                        className="px-3 py-1.5"
                        aria-label={moneyTexts.printSlipOf(when)}
                        onClick={() => onPrintSlip(saleReturn.id)}
                      >
                        <Printer aria-hidden="true" className="size-4" />
                        {moneyTexts.printSlip}
                      </Button>
                    ) : null}
                  </div>
                  <dl className="mt-2 grid gap-1 text-sm">
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="text-gray-600">{detailTexts.returnEmployee}:</dt>
                      <dd className="text-gray-900">{saleReturn.employee_name ?? detailTexts.noValue}</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="text-gray-600">{detailTexts.returnReason}:</dt>
                      <dd className="break-words text-gray-900">{saleReturn.reason}</dd>
                    </div>
                    <div className="flex flex-wrap gap-x-2">
                      <dt className="text-gray-600">{moneyTexts.amount}:</dt>
                      <dd className="font-semibold text-gray-900 tabular-nums">{formatPesos(saleReturn.amount)}</dd>
                    </div>
                    <RefundFact sale={sale} refunds={saleReturn.refunds} />
                  </dl>
                  <ul className="mt-3 divide-y divide-gray-100 border-t border-gray-100 text-sm">
                    {saleReturn.lines.map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a return's lines are fixed once recorded.
                      <li key={`${line.product_id}-${index}`} className="flex flex-wrap gap-x-3 gap-y-1 py-2">
                        <span className="font-medium text-gray-900">
                          {line.quantity} × {line.product_name}
                        </span>
                        <span className="text-gray-700">
                          {line.restock
                            ? detailTexts.restocked(line.warehouse_name, line.lot_number)
                            : detailTexts.writtenOff}
                        </span>
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </DetailSection>
  );
}

/**
 * 'Reembolso:' and how the money went back, method by method with its shift ('Efectivo $ 12.500,00 (Caja N.º
 * 3)'), or why none was recorded. A term and its value of the block's list of facts.
 */
function RefundFact({ sale, refunds }: { sale: SaleDetail; refunds: readonly SaleRefund[] }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-gray-600">{moneyTexts.refund}:</dt>
      <dd className="text-gray-900">
        {refunds.length === 0 ? (
          noRefundText(sale)
        ) : (
          <ul className="grid gap-0.5">
            {refunds.map((refund, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: refunds are fixed once recorded.
              <li key={index} className="tabular-nums">
                {refundText(refund)}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </div>
  );
}

/** Who cancelled the sale, when and why, and the money it gave back; nothing for a sale never cancelled. */
export function SaleCancellationBlock({ sale }: { sale: SaleDetail }) {
  const { cancellation } = sale;
  if (!cancellation) return null;
  return (
    <DetailSection title={detailTexts.cancellation}>
      <div className={`${detailCardClassName} text-sm text-gray-800`}>
        <p className="font-medium">{detailTexts.cancelledBy(cancellation.by_name, dateTimeText(cancellation.at))}</p>
        <p className="mt-1 break-words">
          <span className="text-gray-600">{detailTexts.reasonLabel}</span> {cancellation.reason}
        </p>
        <dl className="mt-1">
          <RefundFact sale={sale} refunds={cancellation.refunds} />
        </dl>
      </div>
    </DetailSection>
  );
}
