import { shiftName } from "@inventario/shared/cash-sessions";
import { formatPesos } from "@inventario/shared/money";
import { paymentMethodLabels, type SaleDetail } from "@inventario/shared/sales";
import { BusinessHeading } from "../../../components/business-heading";
import { dateTimeText } from "../../../components/date-time";
import { PrintSheet } from "../../../components/print-sheet";
import { useBusinessSettings } from "../../../lib/business-settings";
import { receiptTexts, slipTexts } from "../print-texts";

export type SaleReturn = SaleDetail["returns"][number];

/**
 * 'Comprobante de devolución' (issue 35) on the 80 mm roll: the business, the sale's number and POS number,
 * when the return was registered and by whom, why, each product back (restocked or written off), what it was
 * worth and how that money was given back, out of which shift; a line for the client's signature. Paper only
 * (components/print-sheet.tsx).
 */
export function ReturnSlip({ sale, saleReturn }: { sale: SaleDetail; saleReturn: SaleReturn }) {
  const settings = useBusinessSettings().data;
  const { client } = sale;
  const facts = [
    { label: slipTexts.date, value: dateTimeText(saleReturn.created_at) },
    { label: slipTexts.employee, value: saleReturn.employee_name ?? slipTexts.noValue },
    { label: slipTexts.client, value: `${client.name} ${client.last_name}` },
    { label: slipTexts.identification, value: client.identification },
  ];
  return (
    <PrintSheet paper="receipt" label={slipTexts.label(sale.number)}>
      {/* Never wider than the roll, even on a printer that ignores the page size. */}
      <div className="w-full max-w-[72mm] text-[11px] leading-snug">
        <header className="border-b border-dashed border-black pb-2 text-center">
          {settings?.configured ? <BusinessHeading business={settings} /> : null}
          <h2 className="text-xs font-bold uppercase tracking-wide">{slipTexts.title}</h2>
          <p className="text-base font-bold">
            {slipTexts.sale} <span className="font-mono">{sale.number}</span>
          </p>
          {sale.receipt_number ? (
            <p className="font-semibold">{receiptTexts.posDocument(sale.receipt_number)}</p>
          ) : null}
        </header>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 py-2">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt>{fact.label}:</dt>
              <dd className="break-words text-right font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <p className="border-t border-dashed border-black py-2 break-words">
          <span className="font-bold">{slipTexts.reason}:</span> {saleReturn.reason}
        </p>
        <section aria-label={slipTexts.lines} className="border-t border-dashed border-black py-2">
          <h3 className="mb-1 font-bold uppercase">{slipTexts.lines}</h3>
          <ul className="grid gap-1">
            {saleReturn.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a return's lines are fixed once recorded.
              <li key={`${line.product_id}-${index}`} className="break-inside-avoid">
                <span className="block font-semibold break-words">
                  {slipTexts.line(line.quantity, line.product_name)}
                </span>
                <span className="block pl-2">{line.restock ? slipTexts.restocked : slipTexts.writtenOff}</span>
              </li>
            ))}
          </ul>
        </section>
        <p className="flex justify-between gap-2 border-t border-dashed border-black pt-2 text-sm font-bold">
          <span>{slipTexts.amount}</span>
          <span className="tabular-nums">{formatPesos(saleReturn.amount)}</span>
        </p>
        <section aria-label={slipTexts.refunds} className="py-2">
          <h3 className="mb-1 font-bold uppercase">{slipTexts.refunds}</h3>
          {saleReturn.refunds.length === 0 ? (
            <p>{slipTexts.noRefund}</p>
          ) : (
            <ul className="grid gap-1">
              {saleReturn.refunds.map((refund, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a return's refunds are fixed once recorded.
                <li key={index} className="break-inside-avoid">
                  <span className="flex justify-between gap-2">
                    <span>{paymentMethodLabels[refund.method]}</span>
                    <span className="tabular-nums">{formatPesos(refund.amount)}</span>
                  </span>
                  <span className="block pl-2">
                    {refund.cash_session_number === null ? slipTexts.noShift : shiftName(refund.cash_session_number)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <footer className="border-t border-dashed border-black pt-2">
          <p className="mt-10 border-t border-black pt-1 text-center">{slipTexts.signature}</p>
        </footer>
      </div>
    </PrintSheet>
  );
}
