import { formatPesos } from "@inventario/shared/money";
import type { SupplierProduct } from "@inventario/shared/suppliers";
import type { ReactNode } from "react";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable } from "../../../components/data-table";
import { PreferredBadge } from "../../../components/preferred-badge";
import { ScreenLink } from "../../../components/screen-link";
import { formatQuantity } from "../../../lib/format-quantity";
import { priceListTexts, supplierTexts } from "../supplier-texts";
import { priceListColumns } from "./price-list-columns";
import { productLinkClassName } from "./price-list-row";

type PriceListTableProps = {
  rows: SupplierProduct[] | undefined;
  /** Loading, empty or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
};

/** The price list as stored, for whoever may read it but not change it (or while it loads). */
export function PriceListTable({ rows, status }: PriceListTableProps) {
  return (
    <DataTable caption={priceListTexts.caption} columns={priceListColumns(false)} status={status}>
      {rows?.map((row) => (
        <DataRow key={row.product_id} className="hover:bg-gray-50">
          <DataCell className="min-w-44 px-3 py-3">
            <ScreenLink
              to={priceListTexts.productPath(row.product_id)}
              className={productLinkClassName}
              plainClassName="font-medium text-gray-900"
            >
              {row.product_name}
            </ScreenLink>
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 font-mono text-gray-700">{row.sku}</DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
            {row.supplier_sku || supplierTexts.noValue}
          </DataCell>
          <DataCell className="whitespace-nowrap px-2 py-3 text-gray-800">{formatPesos(row.unit_cost)}</DataCell>
          <DataCell className="whitespace-nowrap px-2 py-3 text-gray-700">{formatQuantity(row.min_quantity)}</DataCell>
          <DataCell className="whitespace-nowrap px-2 py-3 text-gray-700">{formatQuantity(row.pack_size)}</DataCell>
          <DataCell className="whitespace-nowrap px-2 py-3 text-gray-700">
            {supplierTexts.days(row.lead_time_days)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            {row.preferred ? <PreferredBadge /> : supplierTexts.noValue}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
