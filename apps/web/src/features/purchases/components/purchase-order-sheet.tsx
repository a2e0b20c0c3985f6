import { formatPesos } from "@inventario/shared/money";
import { type PurchaseOrder, purchaseOrderStatusLabels } from "@inventario/shared/purchases";
import { PrintHeading } from "../../../components/print-heading";
import { PrintSheet } from "../../../components/print-sheet";
import { printCell as cell, printFigureCell as figureCell, PrintTable } from "../../../components/print-table";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { sheetTexts } from "../purchase-texts";

/** Product and SKU, then the amounts (quantity, unit cost, subtotal) right-aligned. */
const HEADS = sheetTexts.columns.map((label, index) => ({ label, figure: index >= 2 }));

type PurchaseOrderSheetProps = {
  order: PurchaseOrder;
  /** The supplier's NIT with its check digit, when known. */
  nit: string | null;
};

/**
 * The order on A4 for the supplier: its number and dates, the supplier with its NIT, where to deliver, each
 * line (product, SKU, quantity, unit cost, subtotal), the total, the notes and the signatures. Paper only
 * (components/print-sheet.tsx).
 */
export function PurchaseOrderSheet({ order, nit }: PurchaseOrderSheetProps) {
  const facts = [
    { label: sheetTexts.date, value: formatDisplayDate(order.created_at) },
    { label: sheetTexts.supplier, value: order.supplier.name },
    { label: sheetTexts.nit, value: nit ?? sheetTexts.noValue },
    { label: sheetTexts.warehouse, value: order.warehouse.name },
    {
      label: sheetTexts.expectedAt,
      value: order.expected_at ? formatDisplayDate(order.expected_at) : sheetTexts.noValue,
    },
    { label: sheetTexts.status, value: purchaseOrderStatusLabels[order.status] },
  ];
  return (
    <PrintSheet paper="a4" label={sheetTexts.label(order.number)}>
      <div className="text-[10pt] leading-snug">
        <PrintHeading title={sheetTexts.title} aside={order.number} facts={facts} columns="grid-cols-3" />
        <PrintTable caption={sheetTexts.caption} heads={HEADS}>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="break-inside-avoid">
                <td className={cell}>{item.product.name}</td>
                <td className={`${cell} font-mono whitespace-nowrap`}>{item.product.sku}</td>
                <td className={figureCell}>{formatQuantity(item.quantity)}</td>
                <td className={figureCell}>{formatPesos(item.unit_cost)}</td>
                <td className={figureCell}>{formatPesos(item.subtotal)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4} className={`${cell} text-right font-bold`}>
                {sheetTexts.total}
              </th>
              <td className={`${figureCell} font-bold`}>{formatPesos(order.total)}</td>
            </tr>
          </tfoot>
        </PrintTable>
        {order.notes ? (
          <p className="mt-3 break-words whitespace-pre-line">
            <span className="font-bold">{sheetTexts.notes}: </span>
            {order.notes}
          </p>
        ) : null}
        <div className="mt-12 grid grid-cols-2 gap-8 break-inside-avoid">
          {[sheetTexts.madeBy, sheetTexts.approvedBy].map((signature) => (
            <p key={signature} className="border-t border-black pt-1 text-[9pt]">
              {signature}
            </p>
          ))}
        </div>
      </div>
    </PrintSheet>
  );
}
