import { formatPesos } from "@inventario/shared/money";
import type { SaleDetail } from "@inventario/shared/sales";
import { taxClassLabels } from "@inventario/shared/taxes";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { DetailSection } from "../../../components/detail-section";
import { Notice } from "../../../components/notice";
import { TaxBreakdown } from "../../../components/tax-breakdown";
import { detailColumns, detailTexts } from "../sale-history-texts";
import { moneyTexts } from "../sale-money-texts";
import { taxTexts } from "../sale-texts";
import { SalePaymentsList } from "./sale-payments-list";

const numberCell = "whitespace-nowrap px-3 py-3 tabular-nums text-gray-800";

/**
 * What was sold, at what price (and the product's own when it was changed), and how much of each line has left
 * the warehouses and come back.
 */
export function SaleLinesDetail({ sale }: { sale: SaleDetail }) {
  return (
    <DetailSection title={detailTexts.lines}>
      <DataTable caption={detailTexts.linesCaption} columns={detailColumns.lines}>
        {sale.lines.map((line) => (
          <DataRow key={line.product_id}>
            <DataCell className="min-w-40 px-3 py-3 font-medium text-gray-900">{line.product_name}</DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">{line.sku}</DataCell>
            <DataCell className={numberCell}>{line.quantity}</DataCell>
            <DataCell className={numberCell}>
              {formatPesos(line.unit_price)}
              {/* Sold at another price than the product's (sales:price_override): the list price under it. */}
              {line.list_price !== null && line.list_price !== line.unit_price ? (
                <span className="block text-xs text-gray-600">
                  {moneyTexts.listPrice(formatPesos(line.list_price))}
                </span>
              ) : null}
            </DataCell>
            <DataCell className={numberCell}>{formatPesos(line.subtotal)}</DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
              {line.tax_class ? taxClassLabels[line.tax_class] : detailTexts.noTaxClass}
            </DataCell>
            <DataCell className={numberCell}>{line.dispatched}</DataCell>
            <DataCell className={numberCell}>{line.returned}</DataCell>
          </DataRow>
        ))}
      </DataTable>
      <div className="mt-3 flex flex-wrap items-start justify-end gap-3">
        {sale.requires_electronic_invoice ? (
          <Notice tone="warning" className="mr-auto max-w-xl">
            {taxTexts.electronicInvoice}
          </Notice>
        ) : null}
        <div className="grid min-w-64 gap-3">
          <TaxBreakdown caption={taxTexts.caption} subtotal={sale.subtotal} taxes={sale.taxes} />
          <SalePaymentsList payments={sale.payments} change={sale.change} className="text-sm text-gray-700" />
        </div>
      </div>
    </DetailSection>
  );
}
