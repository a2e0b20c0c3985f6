import type { WarehouseStockRow } from "@inventario/shared/warehouse-stock";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { ProductLink } from "../../../components/product-link";
import { StockAlertBadge } from "../../../components/stock-alert-badges";
import { formatDisplayDate } from "../../../lib/format-date";
import { formatQuantity } from "../../../lib/format-quantity";
import { stockColumns, stockPaths, stockTexts } from "../warehouse-stock-texts";

type StockTableProps = {
  rows: WarehouseStockRow[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
};

const figureCell = "whitespace-nowrap px-3 py-3 tabular-nums";

/**
 * One row per lot the warehouse holds: the product (a link to it, its SKU under it), its category, the lot,
 * its date ('Vencido' when it passed) and units; what the product has reserved and available counts across
 * every warehouse, as the server says.
 */
export function StockTable({ rows, status, busy }: StockTableProps) {
  return (
    <DataTable caption={stockTexts.tableCaption} columns={stockColumns} busy={busy} status={status}>
      {rows?.map((row) => (
        <DataRow key={row.id} className="hover:bg-gray-50">
          <DataCell className="min-w-40 px-3 py-3">
            <ProductLink to={stockPaths.product(row.product.id)} name={row.product.name} sku={row.product.sku} />
          </DataCell>
          <DataCell className="px-3 py-3 text-gray-700">{row.product.category || stockTexts.noValue}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">
            {row.lot_number ?? stockTexts.noLot}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
            <span className="inline-flex flex-wrap items-center gap-2">
              {row.expiration_date ? formatDisplayDate(row.expiration_date) : stockTexts.noValue}
              {row.expired ? <StockAlertBadge kind="expired" /> : null}
            </span>
          </DataCell>
          <DataCell className={`${figureCell} font-medium text-gray-900`}>
            {formatQuantity(row.quantity, row.unit)}
          </DataCell>
          <DataCell className={`${figureCell} text-gray-700`}>{formatQuantity(row.reserved, row.unit)}</DataCell>
          <DataCell className={`${figureCell} text-gray-700`}>{formatQuantity(row.available, row.unit)}</DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
