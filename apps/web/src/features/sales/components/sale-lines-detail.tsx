import { formatPesos } from "@inventario/shared/money";
import type { SaleDetail } from "@inventario/shared/sales";
import { DataTable } from "../../../components/data-table";
import { detailColumns, detailTexts } from "../sale-history-texts";
import { DetailSection } from "./detail-section";

const numberCell = "whitespace-nowrap px-3 py-3 tabular-nums text-gray-800";

/** What was sold, at what price, and how much of each line has left the warehouses and come back. */
export function SaleLinesDetail({ sale }: { sale: SaleDetail }) {
  return (
    <DetailSection title={detailTexts.lines}>
      <DataTable caption={detailTexts.linesCaption} columns={detailColumns.lines}>
        {sale.lines.map((line) => (
          <tr key={line.product_id}>
            <td className="min-w-40 px-3 py-3 font-medium text-gray-900">{line.product_name}</td>
            <td className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">{line.sku}</td>
            <td className={numberCell}>{line.quantity}</td>
            <td className={numberCell}>{formatPesos(line.unit_price)}</td>
            <td className={numberCell}>{formatPesos(line.subtotal)}</td>
            <td className={numberCell}>{line.dispatched}</td>
            <td className={numberCell}>{line.returned}</td>
          </tr>
        ))}
      </DataTable>
    </DetailSection>
  );
}
