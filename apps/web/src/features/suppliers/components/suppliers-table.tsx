import { formatNit } from "@inventario/shared/nit";
import type { Supplier } from "@inventario/shared/suppliers";
import type { ReactNode } from "react";
import { ActionsCell, DataCell, DataRow } from "../../../components/data-row";
import { DataTable, figure } from "../../../components/data-table";
import { StatusBadge } from "../../../components/status-badge";
import { supplierLabels, supplierTexts } from "../supplier-texts";
import { SupplierRowActions, type SupplierRowHandlers } from "./supplier-row-actions";

const COLUMNS = [
  supplierLabels.nit,
  supplierLabels.name,
  supplierLabels.contact_name,
  supplierLabels.city,
  figure(supplierLabels.paymentTerms),
  supplierLabels.status,
  supplierLabels.actions,
];
/** The razón social is a card's title on a phone. */
const NAME_COLUMN = 1;

type SuppliersTableProps = SupplierRowHandlers & {
  suppliers: Supplier[] | undefined;
  /** Loading, empty, nothing matched or failed: said in place of the rows (`listStatus`). */
  status: ReactNode;
  busy: boolean;
  /** Whether a row's deactivation or reactivation is on its way. */
  pendingFor: (supplier: Supplier) => boolean;
};

export function SuppliersTable({ suppliers, status, busy, pendingFor, ...handlers }: SuppliersTableProps) {
  return (
    <DataTable
      caption={supplierTexts.tableCaption}
      columns={COLUMNS}
      titleColumn={NAME_COLUMN}
      busy={busy}
      status={status}
    >
      {suppliers?.map((supplier) => (
        <DataRow key={supplier.id} className="hover:bg-gray-50">
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-800 tabular-nums">
            {formatNit(supplier.nit, supplier.dv)}
          </DataCell>
          <DataCell className="min-w-48 px-3 py-3 font-medium text-gray-900">{supplier.name}</DataCell>
          <DataCell className="min-w-36 px-3 py-3 text-gray-700">
            <span className="block">{supplier.contact_name || supplierTexts.noValue}</span>
            {supplier.phone ? <span className="block text-xs text-gray-600 tabular-nums">{supplier.phone}</span> : null}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
            {supplier.city || supplierTexts.noValue}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3 text-gray-700">
            {supplierTexts.days(supplier.payment_terms_days)}
          </DataCell>
          <DataCell className="whitespace-nowrap px-3 py-3">
            <StatusBadge active={supplier.is_active} />
          </DataCell>
          <ActionsCell>
            <SupplierRowActions supplier={supplier} pending={pendingFor(supplier)} {...handlers} />
          </ActionsCell>
        </DataRow>
      ))}
    </DataTable>
  );
}
