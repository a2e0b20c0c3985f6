import type { BusinessSettings } from "@inventario/shared/business-settings";
import { formatDateEsCo } from "@inventario/shared/dates";
import { formatPesos } from "@inventario/shared/money";
import { formatReceiptNumber } from "@inventario/shared/pos-numbering";
import type { SaleDetail } from "@inventario/shared/sales";
import { taxClassMarks } from "@inventario/shared/taxes";
import { BusinessHeading } from "../../../components/business-heading";
import { dateTimeText } from "../../../components/date-time";
import { PrintSheet } from "../../../components/print-sheet";
import { TaxBreakdown } from "../../../components/tax-breakdown";
import { useBusinessSettings } from "../../../lib/business-settings";
import { receiptTexts } from "../print-texts";
import { taxTexts } from "../sale-texts";
import { SalePaymentsList } from "./sale-payments-list";

/**
 * The sale's receipt on 80 mm roll paper (issue 21): number, date, client, each line (name, SKU, quantity ×
 * price, subtotal) and the total in COP, in one narrow column. Paper only (components/print-sheet.tsx).
 */
export function SaleReceipt({ sale }: { sale: SaleDetail }) {
  const { client } = sale;
  // The business's name, NIT and numbering ('Empresa'); the receipt prints without them until they are set.
  const business = useBusinessSettings().data;
  const facts = [
    { label: receiptTexts.date, value: dateTimeText(sale.created_at) },
    { label: receiptTexts.client, value: `${client.name} ${client.last_name}` },
    { label: receiptTexts.identification, value: client.identification },
    ...(sale.employee_name ? [{ label: receiptTexts.employee, value: sale.employee_name }] : []),
  ];
  return (
    <PrintSheet paper="receipt" label={receiptTexts.label(sale.number)}>
      {/* Never wider than the roll, even on a printer that ignores the page size. */}
      <div className="w-full max-w-[72mm] text-[11px] leading-snug">
        <header className="border-b border-dashed border-black pb-2 text-center">
          {business?.configured ? <BusinessHeading business={business} /> : null}
          <h2 className="text-xs font-bold uppercase tracking-wide">{receiptTexts.title}</h2>
          <p className="font-mono text-base font-bold">{sale.number}</p>
          {sale.receipt_number ? (
            <p className="font-semibold">{receiptTexts.posDocument(sale.receipt_number)}</p>
          ) : null}
          {sale.status === "CANCELLED" ? <p className="mt-1 font-bold">{receiptTexts.cancelled}</p> : null}
        </header>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 py-2">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt>{fact.label}:</dt>
              <dd className="break-words text-right font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <table className="w-full border-y border-dashed border-black">
          <caption className="sr-only">{receiptTexts.linesCaption}</caption>
          <thead>
            <tr className="border-b border-black">
              <th scope="col" className="py-1 text-left font-bold">
                {receiptTexts.product}
              </th>
              <th scope="col" className="py-1 text-right font-bold">
                {receiptTexts.subtotal}
              </th>
            </tr>
          </thead>
          <tbody>
            {sale.lines.map((line) => (
              <tr key={line.product_id} className="break-inside-avoid align-bottom">
                <td className="py-1 pr-2">
                  <span className="block font-semibold break-words">{line.product_name}</span>
                  <span className="block font-mono">{line.sku}</span>
                  <span className="block tabular-nums">
                    {receiptTexts.quantityTimesPrice(line.quantity, formatPesos(line.unit_price))}
                  </span>
                </td>
                <td className="py-1 text-right whitespace-nowrap tabular-nums">
                  {formatPesos(line.subtotal)}
                  {line.tax_class ? ` ${taxClassMarks[line.tax_class]}` : ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <TaxBreakdown
          caption={taxTexts.caption}
          subtotal={sale.subtotal}
          taxes={sale.taxes}
          variant="receipt"
          className="pt-2"
        />
        <p className="flex justify-between gap-2 pt-2 text-sm font-bold">
          <span>{receiptTexts.total}</span>
          <span className="tabular-nums">{formatPesos(sale.total)}</span>
        </p>
        <p className="mt-1">{receiptTexts.currency}</p>
        <SalePaymentsList
          payments={sale.payments}
          change={sale.change}
          className="mt-2 border-t border-dashed border-black pt-2"
        />
        {sale.requires_electronic_invoice ? <p className="mt-2 font-bold">{taxTexts.electronicInvoice}</p> : null}
        {sale.receipt_number && business ? <ResolutionText business={business} /> : null}
        <p className="mt-3 text-center">{business?.receipt_footer || receiptTexts.thanks}</p>
      </div>
    </PrintSheet>
  );
}

/** The DIAN resolution that authorises the numbering, as the settings hold it now. */
function ResolutionText({ business }: { business: BusinessSettings }) {
  const { pos_resolution, pos_resolution_date, pos_from, pos_to, pos_valid_until, pos_prefix } = business;
  if (!pos_resolution || !pos_resolution_date || pos_from === null || pos_to === null || !pos_valid_until) return null;
  return (
    <p className="mt-2">
      {receiptTexts.resolution(
        pos_resolution,
        formatDateEsCo(pos_resolution_date),
        formatReceiptNumber(pos_prefix, pos_from) ?? "",
        formatReceiptNumber(pos_prefix, pos_to) ?? "",
        formatDateEsCo(pos_valid_until),
      )}
    </p>
  );
}
