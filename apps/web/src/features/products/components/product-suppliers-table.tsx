import { formatPesos } from "@inventario/shared/money";
import { formatNit } from "@inventario/shared/nit";
import { DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { listStatus } from "../../../components/list-status";
import { PreferredBadge } from "../../../components/preferred-badge";
import { ScreenLink } from "../../../components/screen-link";
import { formatQuantity } from "../../../lib/format-quantity";
import { queryListState } from "../../../lib/query-list";
import { useProductSuppliers } from "../api/list-product-suppliers";
import { detailTexts, supplierCode, supplierPath, tableTexts } from "../product-detail-texts";
import { SectionHeading } from "./section-heading";

const COLUMNS = [
  "Proveedor",
  "NIT",
  figure("Costo"),
  figure("Mínimo"),
  figure("Empaque"),
  figure("Días de entrega"),
  "Preferido",
];

const texts = tableTexts.suppliers;

/**
 * 'Proveedores': who sells the product and on what terms, the preferred one first, each linking to its
 * supplier's screen. Shown to whoever may read suppliers (the page leaves it out otherwise).
 */
export function ProductSuppliersTable({ productId }: { productId: string }) {
  const query = useProductSuppliers(productId);
  const list = queryListState(query);
  return (
    <div className="min-w-0">
      <SectionHeading title={texts.title} />
      <DataTable caption={texts.title} columns={COLUMNS} status={listStatus({ texts, list })}>
        {query.data?.map((supplier) => (
          <DataRow key={supplier.supplier_id} className="hover:bg-gray-50">
            <DataCell className="min-w-48 px-3 py-3">
              <ScreenLink
                to={supplierPath(supplier.supplier_id)}
                className="font-medium text-indigo-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
                plainClassName="font-medium text-gray-900"
              >
                {supplier.supplier_name}
              </ScreenLink>
              {supplier.supplier_sku ? (
                <span className="block text-xs font-normal text-gray-600">{supplierCode(supplier.supplier_sku)}</span>
              ) : null}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700 tabular-nums">
              {formatNit(supplier.nit, supplier.dv)}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800">{formatPesos(supplier.unit_cost)}</DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
              {formatQuantity(supplier.min_quantity)}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
              {formatQuantity(supplier.pack_size)}
            </DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">{supplier.lead_time_days}</DataCell>
            <DataCell className="whitespace-nowrap px-3 py-3">
              {supplier.preferred ? <PreferredBadge /> : detailTexts.noValue}
            </DataCell>
          </DataRow>
        ))}
      </DataTable>
    </div>
  );
}
