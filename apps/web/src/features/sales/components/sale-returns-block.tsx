import type { SaleDetail } from "@inventario/shared/sales";
import { dateTimeText } from "../../../components/date-time";
import { DetailSection, detailCardClassName } from "../../../components/detail-section";
import { detailTexts } from "../sale-history-texts";

/** Every return of the sale, oldest first as the server lists them: who, why, and where each unit went. */
export function SaleReturnsBlock({ sale }: { sale: SaleDetail }) {
  return (
    <DetailSection title={detailTexts.returns}>
      {sale.returns.length === 0 ? (
        <p className={`${detailCardClassName} text-sm text-gray-600`}>{detailTexts.noReturns}</p>
      ) : (
        <ul className="grid gap-4">
          {sale.returns.map((saleReturn) => (
            <li key={saleReturn.id}>
              <article className={detailCardClassName}>
                <h3 className="text-base font-semibold text-gray-900">
                  {detailTexts.returnHeading(dateTimeText(saleReturn.created_at))}
                </h3>
                <dl className="mt-2 grid gap-1 text-sm">
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-gray-600">{detailTexts.returnEmployee}:</dt>
                    <dd className="text-gray-900">{saleReturn.employee_name ?? detailTexts.noValue}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="text-gray-600">{detailTexts.returnReason}:</dt>
                    <dd className="break-words text-gray-900">{saleReturn.reason}</dd>
                  </div>
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
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

/** Who cancelled the sale, when and why; nothing for a sale never cancelled. */
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
      </div>
    </DetailSection>
  );
}
